import { useState } from "react";
import { Button } from "../../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../ui/dialog";
import { Textarea } from "../../ui/input";

/** Asks for a required reason (驳回意见, 驳回原因): Enter in the box confirms, Esc cancels. */
export function ReasonDialog({ open, title, label, onConfirm, onCancel }: { open: boolean; title: string; label: string; onConfirm(reason: string): void; onCancel(): void }) {
  const [text, setText] = useState("");
  const reason = text.trim();
  const done = () => {
    if (reason === "") return;
    onConfirm(reason);
    setText("");
  };
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onCancel()}>
      <DialogContent size="sm" data-testid="reason-dialog" aria-describedby="reason-help">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription id="reason-help" className="mt-1 text-sm text-gray-600">必填，最多 200 字；Enter 确定，Shift+Enter 换行。</DialogDescription>
        <Textarea aria-label={label} autoFocus maxLength={200} value={text} className="mt-3 w-full" rows={3}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              done();
            }
          }} />
        <DialogFooter>
          <Button onClick={onCancel}>取消</Button>
          <Button variant="danger" disabled={reason === ""} onClick={done}>驳回</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
