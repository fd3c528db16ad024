import type { ResourceDef } from "../../../catalogue";
import type { Rec } from "../../../rpc/resourceClient";
import type { Selection } from "../list/useSelection";
import type { ListQuery } from "../usePagedList";

/** What a command acts on: the focused row, the selected rows, or every row the filter matches. */
export type Target =
  | { readonly kind: "row"; readonly row: Rec }
  | { readonly kind: "rows"; readonly rows: readonly Rec[] }
  | { readonly kind: "matching"; readonly total: number; readonly query: ListQuery };

/** The whole view, for actions that need no row (执行对账). */
export type ViewTarget = { readonly kind: "view" };
/** What an operation runs on: a target of rows, or the view. */
export type OpTarget = Target | ViewTarget;

/** A selection wins over the focused row: commands over a selection act on the selection. */
export function targetOf(selection: Selection, focusedRow: Rec | undefined, total: number, query: ListQuery): Target | null {
  if (selection.allMatching && total > 0) return { kind: "matching", total, query };
  if (selection.rows.size > 0) return { kind: "rows", rows: [...selection.rows.values()] };
  return focusedRow ? { kind: "row", row: focusedRow } : null;
}

export function targetCount(target: OpTarget): number {
  if (target.kind === "view") return 1;
  return target.kind === "row" ? 1 : target.kind === "rows" ? target.rows.length : target.total;
}

/** A record's name in a confirmation or a command; one without a title says so, its Id only as a hint. */
export function titleOf(def: ResourceDef, row: Rec): string {
  const title = row[def.titleField];
  return title === null || title === undefined || title === "" ? `无标题的${def.label}（#${row.Id}）` : String(title);
}

/** The palette group of the target's commands. */
export function targetGroup(target: OpTarget): string {
  if (target.kind === "view") return "当前页面";
  return target.kind === "row" ? "当前行" : target.kind === "rows" ? `选中的 ${target.rows.length} 条` : `全部 ${target.total} 条匹配`;
}

/** The target in words, after a verb: 「故宫博物院」, 选中的 2 条后台用户, 全部 40 条匹配的博物馆. */
export function targetPhrase(def: ResourceDef, target: OpTarget): string {
  if (target.kind === "view") return def.label;
  if (target.kind === "row") return `「${titleOf(def, target.row)}」`;
  if (target.kind === "rows") return target.rows.length === 1 ? `「${titleOf(def, target.rows[0] as Rec)}」` : `选中的 ${target.rows.length} 条${def.label}`;
  return `全部 ${target.total} 条匹配的${def.label}`;
}
