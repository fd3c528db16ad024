import { useVirtualizer } from "@tanstack/react-virtual";
import { ArrowDown, ArrowUp } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import type { FieldDef, ResourceDef } from "../../../catalogue";
import type { Rec } from "../../../rpc/resourceClient";
import { cn } from "../../../ui/cn";
import type { GridSort } from "../listRules";
import { Cell } from "./Cell";

export const ROW_HEIGHT = 40;

interface GridProps {
  def: ResourceDef;
  columns: readonly FieldDef[];
  total: number;
  rowAt(index: number): Rec | undefined;
  focused: number | null;
  isSelected(row: Rec): boolean;
  sort: GridSort;
  onSort(key: string): void;
  onFocusRow(index: number): void;
  onOpen(index: number): void;
  onRangeChange(range: { start: number; end: number }): void;
  /** Ticked or unticked with the mouse; `range`: shift-click, from the last ticked row to this one. */
  onToggle(index: number, range: boolean): void;
  /** The first page is loading: skeleton rows and aria-busy. */
  loading: boolean;
  /** Some page is being read: aria-busy. */
  busy: boolean;
  /** Shown inside the grid when the result is empty. */
  empty: ReactNode;
  /** A row's 操作 menu. */
  rowMenu(row: Rec): ReactNode;
}

const SKELETON_ROWS = 8;

/**
 * A virtualised grid over the whole result: only the rows in view are in the DOM, whatever the total.
 * Focus stays on the grid itself; the focused row is its active descendant.
 */
export function Grid({ def, columns, total, rowAt, focused, isSelected, sort, onSort, onFocusRow, onOpen, onRangeChange, onToggle, loading, busy, empty, rowMenu }: GridProps) {
  const scrollRef = useRef<HTMLDivElement | null>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser re-renders this component itself; nothing here is memoised by hand
  const virtualizer = useVirtualizer({ count: total, getScrollElement: () => scrollRef.current, estimateSize: () => ROW_HEIGHT, overscan: 8 });
  const items = virtualizer.getVirtualItems();
  const start = items[0]?.index ?? 0;
  const end = items[items.length - 1]?.index ?? 0;
  useEffect(() => onRangeChange({ start, end }), [start, end, onRangeChange]);
  useEffect(() => {
    if (focused !== null) virtualizer.scrollToIndex(focused, { align: "auto" });
  }, [focused, virtualizer]);

  const template = `2.5rem 5rem repeat(${columns.length}, minmax(8rem, 1fr)) 3.5rem`;
  return (
    <div ref={scrollRef} role="grid" tabIndex={0} aria-label={`${def.label}列表`} aria-rowcount={total + 1} aria-multiselectable="true" aria-busy={loading || busy}
      aria-activedescendant={focused !== null ? `${def.name}-row-${focused}` : undefined} data-testid="grid" data-slot="grid"
      className="relative h-[calc(100vh-19rem)] min-h-[20rem] overflow-auto rounded border border-gray-200 bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-primary">
      <div role="row" aria-rowindex={1} className="sticky top-0 z-10 grid border-b border-gray-200 bg-gray-50 text-gray-600" style={{ gridTemplateColumns: template }}>
        <span role="columnheader" className="px-3 py-2.5"><span className="sr-only">选择</span></span>
        <span role="columnheader" className="px-3 py-2.5">Id</span>
        {columns.map((c) => {
          const active = sort.by === c.key;
          return (
            <span key={c.key} role="columnheader" aria-sort={active ? (sort.order === "ascend" ? "ascending" : "descending") : "none"} className="truncate px-3 py-2.5">
              {c.sortable ? (
                <button type="button" tabIndex={-1} onClick={() => onSort(c.key)} className="inline-flex items-center gap-1 hover:text-primary-active" data-sort-key={c.key}>
                  {c.label}
                  {active && (sort.order === "ascend" ? <ArrowUp size={12} aria-hidden="true" /> : <ArrowDown size={12} aria-hidden="true" />)}
                </button>
              ) : c.label}
            </span>
          );
        })}
        <span role="columnheader" className="px-3 py-2.5">操作</span>
      </div>
      {loading && total === 0 && (
        <div data-testid="grid-skeleton" aria-hidden="true">
          {Array.from({ length: SKELETON_ROWS }, (_, i) => (
            <div key={i} className="grid items-center border-b border-gray-100" style={{ height: ROW_HEIGHT, gridTemplateColumns: template }}>
              {Array.from({ length: columns.length + 3 }, (_, j) => <span key={j} className="mx-3 h-3 animate-pulse rounded bg-gray-100" />)}
            </div>
          ))}
        </div>
      )}
      {!loading && total === 0 && empty}
      <div style={{ height: virtualizer.getTotalSize(), position: "relative" }}>
        {items.map((item) => {
          const row = rowAt(item.index);
          const isFocused = focused === item.index;
          const selected = row !== undefined && isSelected(row);
          return (
            <div key={item.key} id={`${def.name}-row-${item.index}`} role="row" aria-rowindex={item.index + 2} aria-selected={selected}
              data-testid="grid-row" data-focused={isFocused || undefined} data-id={row?.Id}
              onClick={() => onFocusRow(item.index)} onDoubleClick={() => onOpen(item.index)}
              className={cn("absolute left-0 grid w-full cursor-default border-b border-gray-100",
                isFocused ? "bg-primary-soft outline outline-2 -outline-offset-2 outline-primary" : selected ? "bg-blue-50" : "hover:bg-gray-50")}
              style={{ top: item.start, height: ROW_HEIGHT, gridTemplateColumns: template }}>
              <span role="gridcell" className="flex items-center px-3">
                {row && (
                  <input type="checkbox" tabIndex={-1} checked={selected} aria-label={selected ? "已选中" : "选择"} data-testid="row-check"
                    className="h-4 w-4 cursor-pointer accent-primary-active" onChange={() => undefined}
                    onClick={(e) => onToggle(item.index, e.shiftKey)} />
                )}
              </span>
              <span role="gridcell" className="truncate px-3 py-2.5 text-gray-600">{row?.Id ?? "…"}</span>
              {columns.map((c) => (
                <span key={c.key} role="gridcell" className="flex min-w-0 items-center truncate px-3">{row ? <Cell def={def} field={c} row={row} /> : ""}</span>
              ))}
              <span role="gridcell" className="flex items-center justify-center">{row && rowMenu(row)}</span>
            </div>
          );
        })}
      </div>
    </div>
  );
}
