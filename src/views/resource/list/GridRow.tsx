import { memo, type MouseEvent, type ReactNode } from "react";
import type { ResourceDef } from "../../../catalogue";
import type { Rec } from "../../../rpc/resourceClient";
import { cn } from "../../../ui/cn";
import { Cell } from "./Cell";
import { CHECK_COLUMN, STICKY_LEFT, STICKY_RIGHT, type GridColumn } from "./gridColumns";

interface GridRowProps {
  def: ResourceDef;
  columns: readonly GridColumn[];
  template: string;
  minWidth: number;
  index: number;
  /** Top inside the grid's row layer, px. */
  top: number;
  height: number;
  /** Not loaded yet: an Id of "…" and empty cells. */
  row: Rec | undefined;
  focused: boolean;
  selected: boolean;
  onFocusRow(index: number): void;
  onOpen(index: number): void;
  onToggle(index: number, range: boolean): void;
  rowMenu(row: Rec): ReactNode;
  /** The record's own address (its screen with ?open=Id), for the title's link; none: the title opens it in place. */
  recordHref?: ((row: Rec) => string) | undefined;
  /** A record just created, pinned first whatever the sort: marked 新建. */
  fresh?: boolean | undefined;
}

/** A click that asks the browser for another tab or window: the link's own business. */
const elsewhere = (e: MouseEvent) => e.ctrlKey || e.metaKey || e.shiftKey || e.altKey || e.button !== 0;

/** A title with nothing to show: its link is named by the record's Id instead (links must have a name). */
const emptyValue = (v: unknown) => v === null || v === undefined || v === "";

/** The focused row's outline, drawn again on the cells that stay in view over it. */
const FOCUS_EDGE = "shadow-[inset_0_2px_0_#1890ff,inset_0_-2px_0_#1890ff]";

/** The record's title as a link that opens it (a click), or its address in another tab (Ctrl/⌘ click). */
function TitleLink({ href, onOpen, name, children }: { href: string | undefined; onOpen(): void; name: string | undefined; children: ReactNode }) {
  const cls = "min-w-0 truncate text-primary-ink hover:underline focus-visible:underline";
  const open = (e: MouseEvent) => {
    if (href !== undefined && elsewhere(e)) return;
    e.preventDefault();
    onOpen();
  };
  return href !== undefined
    ? <a href={href} tabIndex={-1} className={cls} data-testid="title-link" data-cell-text="" aria-label={name} onClick={open}>{children}</a>
    : <button type="button" tabIndex={-1} className={cn(cls, "text-left")} data-testid="title-link" data-cell-text="" aria-label={name} onClick={open}>{children}</button>;
}

/**
 * One row of the grid. Memoised: while the grid scrolls only the rows coming into view render, not the
 * thirty or so already there. The tick box and the title stay at the left and the row menu at the right
 * when the grid scrolls sideways.
 */
export const GridRow = memo(function GridRow({ def, columns, template, minWidth, index, top, height, row, focused, selected, onFocusRow, onOpen, onToggle, rowMenu, recordHref, fresh = false }: GridRowProps) {
  const edge = focused && FOCUS_EDGE;
  return (
    <div id={`${def.name}-row-${index}`} role="row" aria-rowindex={index + 2} aria-selected={selected}
      data-testid="grid-row" data-focused={focused || undefined} data-id={row?.Id} data-fresh={fresh || undefined}
      onClick={() => onFocusRow(index)} onDoubleClick={() => onOpen(index)}
      className={cn("absolute left-0 grid w-full cursor-default border-b border-gray-100",
        focused ? "bg-primary-soft outline outline-2 -outline-offset-2 outline-primary" : selected ? "bg-blue-50" : "bg-white hover:bg-gray-50")}
      style={{ top, height, gridTemplateColumns: template, minWidth }}>
      <span role="gridcell" className={cn(STICKY_LEFT, "left-0 flex items-center px-3", focused && "shadow-[inset_2px_2px_0_#1890ff,inset_0_-2px_0_#1890ff]")}>
        {row && (
          <input type="checkbox" tabIndex={-1} checked={selected} aria-label={selected ? "已选中" : "选择"} data-testid="row-check"
            className="h-4 w-4 cursor-pointer accent-primary-active" onChange={() => undefined}
            onClick={(e) => onToggle(index, e.shiftKey)} />
        )}
      </span>
      <span role="gridcell" className="truncate px-3 py-2.5 text-gray-600">
        {row?.Id ?? "…"}
        {fresh && <span className="ml-1 rounded bg-green-100 px-1 text-xs text-green-800" data-testid="fresh-mark">新建</span>}
      </span>
      {columns.map((c) => (
        <span key={c.field.key} role="gridcell" data-cell={c.field.label} className={cn("flex min-w-0 items-center px-3", c.title && STICKY_LEFT, c.title && edge)}
          style={c.title ? { left: CHECK_COLUMN } : undefined}>
          {row && (c.title
            ? <TitleLink href={recordHref?.(row)} onOpen={() => onOpen(index)} name={emptyValue(row[c.field.key]) ? `打开记录 #${String(row.Id)}` : undefined}><Cell def={def} field={c.field} row={row} /></TitleLink>
            : <span className="min-w-0 truncate" data-cell-text=""><Cell def={def} field={c.field} row={row} /></span>)}
        </span>
      ))}
      <span aria-hidden="true" />
      <span role="gridcell" className={cn(STICKY_RIGHT, "flex items-center justify-center", focused && "shadow-[inset_-2px_2px_0_#1890ff,inset_0_-2px_0_#1890ff]")}>{row && rowMenu(row)}</span>
    </div>
  );
});
