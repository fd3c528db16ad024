import { Star } from "lucide-react";
import type { KeyboardEvent } from "react";
import { Thumbnail } from "../resource/list/Thumbnail";
import { Button } from "../../ui/button";
import { cn } from "../../ui/cn";
import type { LayoutItem, Section } from "./layoutModel";

/** One image of the album as a card: thumbnail, label and caption edited in place, its section, cover pick. */
export function LayoutCard({ item, index, total, sections, cover, focused, onFocus, onKeyDown, onChange, onCover, cardRef }: {
  item: LayoutItem;
  index: number;
  total: number;
  sections: readonly Section[];
  cover: boolean;
  focused: boolean;
  onFocus(): void;
  onKeyDown(e: KeyboardEvent<HTMLLIElement>): void;
  onChange(patch: Partial<LayoutItem>): void;
  onCover(): void;
  cardRef(el: HTMLLIElement | null): void;
}) {
  return (
    <li ref={cardRef} tabIndex={focused ? 0 : -1} onFocus={onFocus} onKeyDown={onKeyDown} data-testid="layout-card" data-item-id={item.Id}
      aria-label={`第 ${index + 1} / ${total} 张：${item.title}`}
      className={cn("flex gap-3 rounded border bg-white p-3 outline-none focus-within:ring-2 focus-within:ring-primary", focused ? "border-primary" : "border-gray-200")}>
      <div className="flex flex-col items-center gap-1">
        <span className="text-sm text-gray-500" data-testid="layout-position">{index + 1}</span>
        {item.thumbnail ? <Thumbnail value={item.thumbnail} label={item.title} large /> : <span className="flex h-20 w-20 items-center justify-center rounded border border-dashed border-gray-300 text-xs text-gray-400">无缩略图</span>}
      </div>
      <div className="grid flex-1 gap-2">
        <div className="flex items-center gap-2">
          <span className="font-medium" data-testid="layout-title">{item.title}</span>
          {item.code && <span className="text-xs text-gray-500">{item.code}</span>}
          {cover && <span className="inline-flex items-center gap-1 rounded bg-amber-50 px-1.5 text-xs text-amber-700" data-testid="layout-cover"><Star size={12} aria-hidden />封面</span>}
        </div>
        <label className="flex items-center gap-2 text-sm">
          <span className="w-10 shrink-0 text-gray-600">标签</span>
          <input className="h-7 flex-1 rounded border border-gray-300 px-2" maxLength={30} value={item.label} placeholder="第一开"
            aria-label={`${item.title} 的标签`} onChange={(e) => onChange({ label: e.target.value })} />
        </label>
        <label className="flex items-start gap-2 text-sm">
          <span className="w-10 shrink-0 pt-1 text-gray-600">说明</span>
          <textarea className="min-h-12 flex-1 rounded border border-gray-300 px-2 py-1" maxLength={500} value={item.caption}
            aria-label={`${item.title} 的说明`} onChange={(e) => onChange({ caption: e.target.value })} />
        </label>
        <div className="flex items-center gap-2 text-sm">
          <label className="flex items-center gap-2">
            <span className="w-10 shrink-0 text-gray-600">分组</span>
            <select className="h-7 rounded border border-gray-300 px-1" value={item.sectionKey} aria-label={`${item.title} 的分组`}
              onChange={(e) => onChange({ sectionKey: e.target.value })}>
              <option value="">（不分组）</option>
              {sections.map((s) => <option key={s.key} value={s.key}>{s.label}</option>)}
            </select>
          </label>
          <Button size="sm" variant="ghost" className="ml-auto" disabled={cover} onClick={onCover}>设为封面</Button>
        </div>
      </div>
    </li>
  );
}
