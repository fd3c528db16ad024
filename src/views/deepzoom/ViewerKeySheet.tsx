import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../ui/dialog";
import { Button } from "../../ui/button";
import { Kbd } from "../../ui/kbd";
import type { KeyRow } from "./viewerKeyHelp";

/** `?` in a viewer: the keys this viewer answers, as it words them (the console's sheet lives in the shell, not here). */
export function ViewerKeySheet({ open, onOpenChange, rows, note }: { open: boolean; onOpenChange(open: boolean): void; rows: readonly KeyRow[]; note?: string | undefined }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="viewer-keys" aria-describedby="viewer-keys-note">
        <DialogTitle>快捷键</DialogTitle>
        <DialogDescription id="viewer-keys-note" className="mt-1 text-sm text-gray-600">{note ?? "单键快捷键在输入框中不会触发。"}</DialogDescription>
        <dl className="mt-4 grid grid-cols-[minmax(5rem,auto)_1fr] gap-x-4 gap-y-1.5">
          {rows.map((r) => [
            <dt key={`${r.keys}-k`}><Kbd>{r.keys}</Kbd></dt>,
            <dd key={`${r.keys}-l`}>{r.label}</dd>,
          ])}
        </dl>
        <div className="mt-4 flex justify-end">
          <Button onClick={() => onOpenChange(false)}>关闭</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
