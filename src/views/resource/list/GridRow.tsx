import { memo, type ReactNode } from "react";
import type { FieldDef, ResourceDef } from "../../../catalogue";
import type { Rec } from "../../../rpc/resourceClient";
import { cn } from "../../../ui/cn";
import { Cell } from "./Cell";

interface GridRowProps {
  def: ResourceDef;
  columns: readonly FieldDef[];
  template: string;
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
}

/**
 * One row of the grid. Memoised: while the grid scrolls only the rows coming into view render, not the
 * thirty or so already there.
 */
export const GridRow = memo(function GridRow({ def, columns, template, index, top, height, row, focused, selected, onFocusRow, onOpen, onToggle, rowMenu }: GridRowProps) {
  return (
    <div id={`${def.name}-row-${index}`} role="row" aria-rowindex={index + 2} aria-selected={selected}
      data-testid="grid-row" data-focused={focused || undefined} data-id={row?.Id}
      onClick={() => onFocusRow(index)} onDoubleClick={() => onOpen(index)}
      className={cn("absolute left-0 grid w-full cursor-default border-b border-gray-100",
        focused ? "bg-primary-soft outline outline-2 -outline-offset-2 outline-primary" : selected ? "bg-blue-50" : "hover:bg-gray-50")}
      style={{ top, height, gridTemplateColumns: template }}>
      <span role="gridcell" className="flex items-center px-3">
        {row && (
          <input type="checkbox" tabIndex={-1} checked={selected} aria-label={selected ? "已选中" : "选择"} data-testid="row-check"
            className="h-4 w-4 cursor-pointer accent-primary-active" onChange={() => undefined}
            onClick={(e) => onToggle(index, e.shiftKey)} />
        )}
      </span>
      <span role="gridcell" className="truncate px-3 py-2.5 text-gray-600">{row?.Id ?? "…"}</span>
      {columns.map((c) => (
        <span key={c.key} role="gridcell" className="flex min-w-0 items-center truncate px-3">{row ? <Cell def={def} field={c} row={row} /> : ""}</span>
      ))}
      <span role="gridcell" className="flex items-center justify-center">{row && rowMenu(row)}</span>
    </div>
  );
});
