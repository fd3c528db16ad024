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

/** The columns in the user's order (those it does not name after them, as listed), each with its width. */
export function gridColumns(def: ResourceDef, fields: readonly FieldDef[], order: readonly string[], widths: Readonly<Record<string, number>>): GridColumn[] {
  const rank = new Map(order.map((k, i) => [k, i]));
  const sorted = fields.map((f, i) => ({ f, i })).sort((a, b) => (rank.get(a.f.key) ?? order.length + a.i) - (rank.get(b.f.key) ?? order.length + b.i));
  return sorted.map(({ f }) => ({ field: f, width: widths[f.key] ?? columnWidth(def, f), title: f.key === def.titleField }));
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
