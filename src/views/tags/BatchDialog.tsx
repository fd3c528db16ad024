import { useState } from "react";
import { Button } from "../../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../ui/dialog";
import { Textarea } from "../../ui/input";
import { Kbd } from "../../ui/kbd";
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
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent data-testid="batch-dialog" onCloseAutoFocus={returnFocus} aria-describedby="batch-description"
        onKeyDown={(e) => {
          if ((e.ctrlKey || e.metaKey) && (e.key === "Enter" || e.key.toLowerCase() === "s")) {
            e.preventDefault();
            void submit();
          }
        }}>
        <DialogTitle>批量新建标签</DialogTitle>
        <DialogDescription id="batch-description">每行一个名称，创建在「{place}」之下。Ctrl+Enter 创建。</DialogDescription>
        <label htmlFor="batch-labels" className="sr-only">标签名称，每行一个</label>
        <Textarea id="batch-labels" autoFocus rows={8} value={text} onChange={(e) => setText(e.target.value)} className="mt-3" />
        {error && <p role="alert" className="mt-1 text-sm text-red-600">{error}</p>}
        <div className="mt-4 flex items-center justify-between">
          <span className="text-sm text-gray-600">将创建 {labels.length} 个标签</span>
          <div className="flex gap-2">
            <Button onClick={onClose}>取消</Button>
            <Button variant="primary" onClick={() => void submit()}>创建 <Kbd tone="inverse">Ctrl Enter</Kbd></Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
