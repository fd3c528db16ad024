import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { useReturnFocus } from "../../ui/useReturnFocus";
import { pastedLabels } from "./treeModel";

/** Bulk creation from pasted lines (batchCreateItem): one tag per line, under the chosen place. */
export function BatchDialog({ open, place, onCreate, onClose }: { open: boolean; place: string; onCreate(labels: string[]): Promise<void>; onClose(): void }) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const returnFocus = useReturnFocus(open);
  const labels = pastedLabels(text);
  const submit = async () => {
    if (labels.length === 0) return setError("请粘贴至少一行标签名称");
    if (labels.length > 500) return setError("一次最多创建 500 个标签");
    if (labels.some((l) => l.length > 64)) return setError("每个标签名称最多 64 个字符");
    await onCreate(labels);
    setText("");
    setError(null);
  };
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/30" />
        <Dialog.Content data-testid="batch-dialog" onCloseAutoFocus={returnFocus} aria-describedby="batch-description"
          onKeyDown={(e) => {
            if ((e.ctrlKey || e.metaKey) && (e.key === "Enter" || e.key.toLowerCase() === "s")) {
              e.preventDefault();
              void submit();
            }
          }}
          className="fixed left-1/2 top-[15vh] z-50 w-[min(520px,calc(100vw-2rem))] -translate-x-1/2 rounded-lg bg-white p-6 shadow-2xl">
          <Dialog.Title className="font-medium">批量新建标签</Dialog.Title>
          <Dialog.Description id="batch-description" className="mt-1 text-sm text-gray-600">每行一个名称，创建在「{place}」之下。Ctrl+Enter 创建。</Dialog.Description>
          <label htmlFor="batch-labels" className="sr-only">标签名称，每行一个</label>
          <textarea id="batch-labels" autoFocus rows={8} value={text} onChange={(e) => setText(e.target.value)}
            className="mt-3 w-full rounded border border-gray-300 px-3 py-2 focus:border-primary" />
          {error && <p role="alert" className="mt-1 text-sm text-red-600">{error}</p>}
          <div className="mt-4 flex items-center justify-between">
            <span className="text-sm text-gray-600">将创建 {labels.length} 个标签</span>
            <div className="flex gap-2">
              <button type="button" onClick={onClose} className="rounded border border-gray-300 px-4 py-1.5">取消</button>
              <button type="button" onClick={() => void submit()} className="rounded bg-primary-active px-4 py-1.5 text-white hover:bg-primary-ink">创建</button>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
