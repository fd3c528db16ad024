import * as Dialog from "@radix-ui/react-dialog";
import { useReturnFocus } from "../ui/useReturnFocus";
import { EDITOR_SHORTCUTS, GLOBAL_SHORTCUTS } from "./globalCommands";
import type { Command } from "./types";

interface Row { keys: string; label: string }

function Section({ title, rows }: { title: string; rows: readonly Row[] }) {
  if (rows.length === 0) return null;
  return (
    <section>
      <h3 className="mb-2 text-xs font-medium text-gray-600">{title}</h3>
      <dl className="grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-4 gap-y-1.5">
        {rows.map((r) => [
          <dt key={`${r.label}-k`}><kbd className="rounded border border-gray-300 bg-gray-50 px-1.5 font-mono text-xs">{r.keys}</kbd></dt>,
          <dd key={`${r.label}-l`}>{r.label}</dd>,
        ])}
      </dl>
    </section>
  );
}

/** `?`: every shortcut valid here, generated from the command registry and the hotkey tables. */
export default function ShortcutSheet({ open, onOpenChange, viewCommands, sequences, singleKeys }: {
  open: boolean;
  onOpenChange(open: boolean): void;
  viewCommands: readonly Command[];
  sequences: readonly Command[];
  singleKeys: boolean;
}) {
  const returnFocus = useReturnFocus(open);
  const withKeys = (cs: readonly Command[]) => cs.filter((c) => c.shortcut).map((c) => ({ keys: c.shortcut as string, label: c.title }));
  const seen = new Set<string>();
  const view = withKeys(viewCommands).filter((r) => (seen.has(r.keys) ? false : (seen.add(r.keys), true)));
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/30" />
        <Dialog.Content data-testid="shortcuts" onCloseAutoFocus={returnFocus} aria-describedby="shortcuts-note"
          className="fixed left-1/2 top-[8vh] z-50 max-h-[84vh] w-[min(760px,calc(100vw-2rem))] -translate-x-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-2xl">
          <Dialog.Title className="text-base font-medium">快捷键</Dialog.Title>
          <Dialog.Description id="shortcuts-note" className="mt-1 text-sm text-gray-600">
            {singleKeys ? "单键快捷键在输入框中不会触发。" : "单键快捷键已关闭（可在命令面板中开启）；下列单键暂不可用。"}
          </Dialog.Description>
          <Dialog.Close className="absolute right-4 top-4 rounded border border-gray-300 px-2 py-0.5 text-sm hover:border-primary">关闭</Dialog.Close>
          <div className="mt-4 grid gap-6 md:grid-cols-2">
            <Section title="全局" rows={GLOBAL_SHORTCUTS} />
            <Section title="当前页面" rows={view} />
            <Section title="编辑器" rows={EDITOR_SHORTCUTS} />
            <Section title="跳转（先按 G，再按字母）" rows={withKeys(sequences)} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
