import { useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from "react";
import type { FieldDef, ResourceDef } from "../../../catalogue";
import type { Rec } from "../../../rpc/resourceClient";
import type { ColumnLayout } from "../columnPrefs";
import { PAGE_SIZE, type GridSort } from "../listRules";
import { FocusedFullText, titleCutCell } from "./fullText";
import { gridColumns, gridTemplate } from "./gridColumns";
import { GridHeader } from "./GridHeader";
import { GridRow } from "./GridRow";
import { useRowWindow } from "./useRowWindow";

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
  /** The rows in view (and a few beyond), widened to whole pages of PAGE_SIZE. */
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
  /** The user's widths and order of the columns, and how to change them. */
  layout: ColumnLayout;
  /** A record's own address, for its title's link (none: the title opens the record in place). */
  recordHref?: ((row: Rec) => string) | undefined;
  /** The first row is a record just created, shown there whatever the sort (marked 新建). */
  pinned?: boolean | undefined;
}

/** What the mouse does here, beside the keys' hint line. */
const MOUSE_HINTS = "鼠标：单击行选中，单击标题或双击行打开 · 拖动表头边缘调列宽（双击复原），拖动表头换位置 · 表头键盘：Tab 进入，←/→ 换列，Alt ←/→ 调列宽，Alt Shift ←/→ 移列，↓ 回到行";

const SKELETON_ROWS = 8;
const OVERSCAN = 8;
/** How long a jump of the scrollbar must rest before its rows are read. */
const SETTLE_MS = 100;

/**
 * A virtualised grid over the whole result: only the rows in view are in the DOM, whatever the total,
 * in a scroll space capped below the browser's height limit (useRowWindow) so that every row is reached.
 * Focus stays on the grid itself; the focused row is its active descendant.
 */
export function Grid({ def, columns: fields, total, rowAt, focused, isSelected, sort, onSort, onFocusRow, onOpen, onRangeChange, onToggle, loading, busy, empty, rowMenu, layout, recordHref, pinned = false }: GridProps) {
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const headerRef = useRef<HTMLDivElement | null>(null);
  const view = useRowWindow({ scrollRef, headerRef, rows: total, rowHeight: ROW_HEIGHT, overscan: OVERSCAN });
  const start = view.range?.start ?? 0;
  const end = view.range?.end ?? 0;
  const indexes = view.range ? Array.from({ length: end - start + 1 }, (_, i) => start + i) : [];
  // Told in whole pages, the rows' unit of loading: the screen re-renders when another page comes into
  // view, not on every frame of a scroll. A jump away from the pages told last (the scrollbar dragged)
  // is told once it rests, so that a drag across the list reads no page it only passed; a jump to the
  // focused row (End, PageDown) is told at once.
  const firstPage = Math.floor(start / PAGE_SIZE);
  const lastPage = Math.floor(end / PAGE_SIZE);
  const told = useRef({ firstPage: 0, lastPage: 0 });
  const focusInView = focused !== null && focused >= start && focused <= end;
  useEffect(() => {
    const tell = () => {
      told.current = { firstPage, lastPage };
      onRangeChange({ start: firstPage * PAGE_SIZE, end: lastPage * PAGE_SIZE + PAGE_SIZE - 1 });
    };
    const near = firstPage <= told.current.lastPage + 1 && lastPage >= told.current.firstPage - 1;
    if (near || focusInView) return tell();
    const timer = setTimeout(tell, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [firstPage, lastPage, focusInView, onRangeChange]);
  const { showRow, ready } = view;
  // Before paint: a key that moves the focus out of view never shows a frame without the focused row.
  useLayoutEffect(() => {
    if (focused !== null && ready) showRow(focused);
  }, [focused, ready, showRow]);

  const columns = useMemo(() => gridColumns(def, fields, layout.order, layout.widths), [def, fields, layout.order, layout.widths]);
  const { template, minWidth } = useMemo(() => gridTemplate(columns), [columns]);
  return (
    <>
    <div ref={scrollRef} role="grid" tabIndex={0} aria-label={`${def.label}列表`} aria-rowcount={total + 1} aria-multiselectable="true" aria-busy={loading || busy}
      aria-activedescendant={focused !== null ? `${def.name}-row-${focused}` : undefined} data-testid="grid" data-slot="grid"
      data-scroll-ratio={view.map.ratio > 1 ? view.map.ratio.toFixed(3) : undefined} onScroll={view.onScroll} onMouseOver={titleCutCell}
      className="relative h-[calc(100vh-21rem)] min-h-[20rem] overflow-auto rounded border border-gray-200 bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-primary">
      <GridHeader headerRef={headerRef} columns={columns} template={template} minWidth={minWidth} sort={sort} onSort={onSort} layout={layout}
        onLeave={() => scrollRef.current?.focus()} />
      {loading && total === 0 && (
        <div data-testid="grid-skeleton" aria-hidden="true">
          {Array.from({ length: SKELETON_ROWS }, (_, i) => (
            <div key={i} className="grid items-center border-b border-gray-100" style={{ height: ROW_HEIGHT, gridTemplateColumns: template, minWidth }}>
              {Array.from({ length: columns.length + 4 }, (_, j) => <span key={j} className="mx-3 h-3 animate-pulse rounded bg-gray-100" />)}
            </div>
          ))}
        </div>
      )}
      {!loading && total === 0 && empty}
      <div style={{ height: view.map.space, position: "relative" }}>
        <div className="absolute left-0 w-full" style={{ top: view.layer.top }}>
          {indexes.map((index) => {
            const row = rowAt(index);
            return (
              <GridRow key={index} def={def} columns={columns} template={template} minWidth={minWidth} index={index} top={(index - view.layer.base) * ROW_HEIGHT} height={ROW_HEIGHT}
                row={row} focused={focused === index} selected={row !== undefined && isSelected(row)}
                onFocusRow={onFocusRow} onOpen={onOpen} onToggle={onToggle} rowMenu={rowMenu} recordHref={recordHref} fresh={pinned && index === 0} />
            );
          })}
        </div>
      </div>
    </div>
    <FocusedFullText rowId={focused !== null && rowAt(focused) ? `${def.name}-row-${focused}` : null} record={focused !== null ? rowAt(focused) : undefined}
      template={template} hints={MOUSE_HINTS} />
    </>
  );
}
