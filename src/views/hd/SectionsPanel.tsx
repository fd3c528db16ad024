import { useState } from "react";
import { Button } from "../../ui/button";
import type { Section } from "./layoutModel";

/** The album's sections (IIIF Ranges): add, rename in place, delete (their images go back to no section). */
export function SectionsPanel({ sections, counts, onAdd, onRename, onDelete }: {
  sections: readonly Section[];
  counts: ReadonlyMap<string, number>;
  onAdd(label: string): void;
  onRename(key: string, label: string): void;
  onDelete(key: string): void;
}) {
  const [draft, setDraft] = useState("");
  const add = () => {
    if (draft.trim() === "") return;
    onAdd(draft.trim().slice(0, 30));
    setDraft("");
  };
  return (
    <aside className="space-y-3 rounded border border-gray-200 bg-white p-3" aria-label="分组" data-testid="layout-sections">
      <h2 className="font-medium">分组</h2>
      {sections.length === 0 && <p className="text-sm text-gray-500">还没有分组</p>}
      <ul className="space-y-2">
        {sections.map((s) => (
          <li key={s.key} className="flex items-center gap-2">
            <input className="h-7 min-w-0 flex-1 rounded border border-gray-300 px-2 text-sm" maxLength={30} value={s.label}
              aria-label={`分组「${s.label}」的名称`} onChange={(e) => onRename(s.key, e.target.value)} />
            <span className="text-xs text-gray-500">{counts.get(s.key) ?? 0} 张</span>
            <Button size="sm" variant="danger-outline" onClick={() => onDelete(s.key)} aria-label={`删除分组「${s.label}」`}>删除</Button>
          </li>
        ))}
      </ul>
      <div className="flex gap-2">
        <input className="h-7 min-w-0 flex-1 rounded border border-gray-300 px-2 text-sm" maxLength={30} value={draft} placeholder="新分组名称"
          aria-label="新分组名称" onChange={(e) => setDraft(e.target.value)} onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              add();
            }
          }} />
        <Button size="sm" onClick={add} disabled={draft.trim() === ""}>添加分组</Button>
      </div>
    </aside>
  );
}
