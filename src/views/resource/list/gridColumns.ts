import type { FieldDef, ResourceDef } from "../../../catalogue";
import { columnWidth, ID_COLUMN } from "./columnWidth";

/** The tick box's column and the row menu's (操作), px. */
export const CHECK_COLUMN = 40;
export const MENU_COLUMN = 56;

/** One data column as the grid lays it out. */
export interface GridColumn {
  readonly field: FieldDef;
  readonly width: number;
  /** The record's title: stays in view when the grid scrolls sideways. */
  readonly title: boolean;
}

/** Items in the user's order: those `order` names first, the others after in their own order. */
export function inOrder<T>(items: readonly T[], keyOf: (item: T) => string, order: readonly string[]): T[] {
  const rank = new Map(order.map((k, i) => [k, i]));
  return items.map((item, i) => ({ item, i })).sort((a, b) => (rank.get(keyOf(a.item)) ?? order.length + a.i) - (rank.get(keyOf(b.item)) ?? order.length + b.i)).map((x) => x.item);
}

/** The columns in the user's order (those it does not name after them, as listed), each with its width. */
export function gridColumns(def: ResourceDef, fields: readonly FieldDef[], order: readonly string[], widths: Readonly<Record<string, number>>): GridColumn[] {
  return inOrder(fields, (f) => f.key, order).map((f) => ({ field: f, width: widths[f.key] ?? columnWidth(def, f), title: f.key === def.titleField }));
}

/**
 * The CSS grid template of the header and every row: tick box, Id, the data columns at their widths, a
 * filler that takes what is left of a wide view, and the row menu; and the least width a row takes.
 */
export function gridTemplate(columns: readonly GridColumn[]): { template: string; minWidth: number } {
  const widths = columns.map((c) => `${c.width}px`).join(" ");
  const minWidth = CHECK_COLUMN + ID_COLUMN + columns.reduce((n, c) => n + c.width, 0) + MENU_COLUMN;
  return { template: `${CHECK_COLUMN}px ${ID_COLUMN}px ${widths} minmax(0, 1fr) ${MENU_COLUMN}px`, minWidth };
}

/** Classes of a cell that stays in view when the grid scrolls sideways: its background hides what passes under it, resize handles (z 2) included. */
export const STICKY_LEFT = "sticky z-[3] bg-inherit";
export const STICKY_RIGHT = "sticky right-0 z-[3] bg-inherit";
