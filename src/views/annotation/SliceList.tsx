import { useMemo } from "react";
import type { Draft, DraftState } from "./draftStore";
import { byPosition } from "./shapes";
import type { AuditState, CanvasTag } from "./types";

export const AUDIT_TEXT: Readonly<Record<AuditState, string>> = { draft: "草稿", submitted: "待审核", approved: "已通过", rejected: "已驳回" };
const AUDIT_TONE: Readonly<Record<AuditState, string>> = { draft: "text-neutral-300", submitted: "text-amber-300", approved: "text-green-400", rejected: "text-red-400" };
export const DRAFT_TEXT: Readonly<Record<DraftState, string>> = { saved: "", pending: "待保存", saving: "保存中", needsText: "缺文字", needsTag: "缺标签", failed: "保存失败" };

/** The slices in reading order (top to bottom, then left to right), optionally of one tag. */
export function useOrderedSlices(drafts: readonly Draft[], height: number, tagFilter: number | null): Draft[] {
  return useMemo(() => {
    const order = byPosition(height);
    return drafts.filter((d) => tagFilter === null || d.tagId === tagFilter).sort((a, b) => order(a.region, b.region));
  }, [drafts, height, tagFilter]);
}

/**
 * 切片列表: every slice in reading order, filterable by tag; a click selects it and flies to it. Unsaved slices
 * say why (缺文字, 保存失败); rejected ones are marked.
 */
export function SliceList({ ordered, tags, selected, onPick, tagFilter, onTagFilter }: {
  ordered: readonly Draft[];
  tags: readonly CanvasTag[];
  selected: string | null;
  onPick(key: string): void;
  tagFilter: number | null;
  onTagFilter(tagId: number | null): void;
}) {
  const tagOf = (id: number | null) => tags.find((t) => t.Id === id);
  return (
    <section aria-label="切片列表" className="flex min-h-0 flex-1 flex-col gap-1">
      <div className="flex items-center gap-2">
        <h2 className="text-xs font-medium text-neutral-400">切片（{ordered.length}）</h2>
        <select aria-label="按标签筛选切片" value={tagFilter ?? ""} onChange={(e) => onTagFilter(e.target.value === "" ? null : Number(e.target.value))}
          className="ml-auto rounded bg-neutral-800 px-1 py-0.5 text-xs text-neutral-100">
          <option value="">全部标签</option>
          {tags.map((t) => <option key={t.Id} value={t.Id}>{t.label}</option>)}
        </select>
      </div>
      <ol className="min-h-0 flex-1 space-y-0.5 overflow-y-auto" data-testid="slice-list">
          {ordered.length === 0 && <li className="text-sm text-neutral-500">还没有切片</li>}
          {ordered.map((d, i) => {
            const tag = tagOf(d.tagId);
            return (
              <li key={d.key}>
                <button type="button" onClick={() => onPick(d.key)} aria-current={d.key === selected ? "true" : undefined}
                  data-testid="slice-item" data-slice-id={d.Id ?? ""} data-state={d.state} data-audit={d.auditState} data-region={JSON.stringify(d.region)}
                  className={`flex w-full items-center gap-2 rounded px-2 py-1 text-left text-xs ${d.key === selected ? "bg-neutral-700 text-white" : "text-neutral-300 hover:bg-neutral-800"}`}>
                  <span className="w-5 shrink-0 text-right text-neutral-500">{i + 1}</span>
                  <span aria-hidden className="h-2.5 w-2.5 shrink-0 rounded-sm" style={{ backgroundColor: tag?.color ?? "#888888" }} />
                  <span className="min-w-0 flex-1 truncate">{tag?.label ?? "（未选标签）"}{d.text ? ` · ${d.text}` : ""}</span>
                  {DRAFT_TEXT[d.state] && <span className={d.state === "failed" ? "text-red-400" : "text-amber-300"}>{DRAFT_TEXT[d.state]}</span>}
                  <span className={AUDIT_TONE[d.auditState]}>{AUDIT_TEXT[d.auditState]}</span>
                </button>
              </li>
            );
          })}
      </ol>
    </section>
  );
}
