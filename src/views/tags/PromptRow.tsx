import { Input } from "../../ui/input";

/** The line where a new or renamed tag's name is typed: Enter saves, Esc cancels. */
export function PromptRow({ level, rename, draft, onDraft, onSubmit, onCancel }: {
  level: number;
  rename: boolean;
  draft: string;
  onDraft(text: string): void;
  onSubmit(): void;
  onCancel(): void;
}) {
  return (
    <div role="none" className="flex items-center gap-2 py-1" style={{ paddingLeft: level * 20 }}>
      <label htmlFor="tag-prompt" className="sr-only">{rename ? "新名称" : "标签名称"}</label>
      <Input id="tag-prompt" autoFocus value={draft} onChange={(e) => onDraft(e.target.value)} placeholder="输入名称，Enter 保存，Esc 取消" size="sm" className="w-64 border-primary"
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            onSubmit();
          } else if (e.key === "Escape") {
            e.preventDefault();
            e.stopPropagation();
            onCancel();
          }
        }} />
    </div>
  );
}
