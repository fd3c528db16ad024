import { ArrowDown, ArrowUp } from "lucide-react";
import { useState, type DragEvent, type KeyboardEvent, type Ref } from "react";
import type { GridSort } from "../listRules";
import type { ColumnLayout } from "../columnPrefs";
import { cn } from "../../../ui/cn";
import { CHECK_COLUMN, STICKY_LEFT, STICKY_RIGHT, type GridColumn } from "./gridColumns";
import { ResizeHandle } from "./ResizeHandle";

/** Pixels one Alt+← or Alt+→ takes from or gives to a column. */
const KEY_STEP = 16;
const DRAG_TYPE = "application/x-moyuan-column";
const KEYS_SAID = "Alt+ArrowLeft Alt+ArrowRight Alt+Shift+ArrowLeft Alt+Shift+ArrowRight";

/**
 * The grid's header row. Sorting by a click (or Enter); a column's width by dragging its right edge or,
 * with the header focused (Tab from the grid), Alt ←/→; its place by dragging the header or Alt Shift ←/→.
 * ← → move between headers, ↓ and Esc go back to the rows. One header is in the Tab order at a time.
 */
export function GridHeader({ headerRef, columns, template, minWidth, sort, onSort, layout, onLeave }: {
  headerRef: Ref<HTMLDivElement>;
  columns: readonly GridColumn[];
  template: string;
  minWidth: number;
  sort: GridSort;
  onSort(key: string): void;
  layout: ColumnLayout;
  /** Back to the rows. */
  onLeave(): void;
}) {
  const keys = columns.map((c) => c.field.key);
  const [current, setCurrent] = useState<string | null>(null);
  const tabStop = current !== null && keys.includes(current) ? current : keys[0];
  const [dragOver, setDragOver] = useState<string | null>(null);

  const focusHeader = (key: string) => {
    setCurrent(key);
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-column-header="${CSS.escape(key)}"]`)?.focus());
  };
  const onKeyDown = (e: KeyboardEvent, c: GridColumn) => {
    const key = c.field.key;
    const at = keys.indexOf(key);
    const step = e.key === "ArrowLeft" ? -1 : e.key === "ArrowRight" ? 1 : 0;
    if (step !== 0 && e.altKey && e.shiftKey) layout.moveBy(keys, key, step);
    else if (step !== 0 && e.altKey) layout.resizeBy(key, step * KEY_STEP, c.width);
    else if (step !== 0 && !e.ctrlKey && !e.metaKey) {
      const next = keys[at + step];
      if (next) focusHeader(next);
    } else if (e.key === "ArrowDown") {
      // Back to the rows, and on to the grid's own ↓ (the first row, or the next).
      onLeave();
      return;
    } else if (e.key === "Escape") onLeave();
    else if (e.key !== "Enter" || c.field.sortable) return;
    // Alt+← is the browser's Back, → the grid's drill-down, Enter its 查看: they stay with the header.
    e.preventDefault();
    e.stopPropagation();
    if (step !== 0 && e.altKey && e.shiftKey) focusHeader(key);
  };
  const onDrop = (e: DragEvent, target: string) => {
    const dragged = e.dataTransfer.getData(DRAG_TYPE);
    setDragOver(null);
    if (!dragged || dragged === target) return;
    e.preventDefault();
    layout.move(keys, dragged, keys.indexOf(target));
  };

  return (
    <div ref={headerRef} role="row" aria-rowindex={1} className="sticky top-0 z-10 grid border-b border-gray-200 bg-gray-50 text-gray-600" style={{ gridTemplateColumns: template, minWidth }}>
      <span role="columnheader" className={cn(STICKY_LEFT, "left-0 px-3 py-2.5")}><span className="sr-only">选择</span></span>
      <span role="columnheader" className="px-3 py-2.5">Id</span>
      {columns.map((c) => {
        const key = c.field.key;
        const active = sort.by === key;
        const label = (
          <>
            <span className="truncate">{c.field.label}</span>
            {active && (sort.order === "ascend" ? <ArrowUp size={12} aria-hidden="true" /> : <ArrowDown size={12} aria-hidden="true" />)}
          </>
        );
        const common = {
          tabIndex: key === tabStop ? 0 : -1, "data-column-header": key, "aria-keyshortcuts": KEYS_SAID, draggable: true,
          title: `${c.field.label}：拖动换位置；聚焦后 Alt ←/→ 调整列宽，Alt Shift ←/→ 移动`,
          onFocus: () => setCurrent(key), onKeyDown: (e: KeyboardEvent) => onKeyDown(e, c),
          onDragStart: (e: DragEvent) => {
            e.dataTransfer.setData(DRAG_TYPE, key);
            e.dataTransfer.effectAllowed = "move";
          },
          className: "inline-flex min-w-0 max-w-full items-center gap-1 rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-primary",
        };
        return (
          <span key={key} role="columnheader" aria-sort={active ? (sort.order === "ascend" ? "ascending" : "descending") : "none"}
            data-testid="column-header" data-key={key}
            className={cn("relative flex min-w-0 items-center px-3 py-2.5", c.title && STICKY_LEFT, dragOver === key && "bg-primary-soft")}
            style={c.title ? { left: CHECK_COLUMN } : undefined}
            onDragOver={(e) => {
              if (!e.dataTransfer.types.includes(DRAG_TYPE)) return;
              e.preventDefault();
              setDragOver(key);
            }}
            onDragLeave={() => setDragOver((k) => (k === key ? null : k))}
            onDrop={(e) => onDrop(e, key)}>
            {c.field.sortable ? (
              <button type="button" {...common} onClick={() => onSort(key)} data-sort-key={key} className={cn(common.className, "hover:text-primary-active")}>{label}</button>
            ) : <span {...common}>{label}</span>}
            <ResizeHandle label={c.field.label} width={c.width} onResize={(px) => layout.resize(key, px)} onReset={() => layout.resetWidth(key)} />
          </span>
        );
      })}
      <span aria-hidden="true" />
      <span role="columnheader" className={cn(STICKY_RIGHT, "px-3 py-2.5")}>操作</span>
    </div>
  );
}
