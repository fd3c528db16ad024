import { useLayoutEffect, useRef, type MouseEvent } from "react";

/** A cell's text element when its text is cut by the column's width. */
function cutText(cell: Element): string | null {
  const inner = cell.querySelector<HTMLElement>("[data-cell-text]");
  if (!inner || inner.scrollWidth <= inner.clientWidth + 1) return null;
  return inner.textContent?.trim() || null;
}

/** Hovering a cell whose text is cut gives it that text as its tooltip (the title attribute). */
export function titleCutCell(e: MouseEvent): void {
  const cell = (e.target as Element).closest?.("[data-cell]");
  if (!cell) return;
  const text = cutText(cell);
  if (text) cell.setAttribute("title", text);
  else cell.removeAttribute("title");
}

/**
 * Under the grid, one line: the focused row's cut texts in full — the keyboard's tooltip, since the grid's
 * focus is on its rows (the active descendant), never on one cell — or else what the mouse can do here.
 * Measured after the row, its record or the columns' widths change, and written straight into the line
 * (the DOM is what was measured).
 */
export function FocusedFullText({ rowId, record, template, hints }: { rowId: string | null; record: unknown; template: string; hints: string }) {
  const line = useRef<HTMLParagraphElement | null>(null);
  const text = useRef<HTMLSpanElement | null>(null);
  const mouse = useRef<HTMLParagraphElement | null>(null);
  useLayoutEffect(() => {
    const row = rowId === null ? null : document.getElementById(rowId);
    const parts = row ? [...row.querySelectorAll("[data-cell]")].flatMap((cell) => {
      const full = cutText(cell);
      return full ? [`${cell.getAttribute("data-cell") ?? ""}：${full}`] : [];
    }) : [];
    if (text.current) text.current.textContent = parts.join(" · ");
    if (line.current) line.current.hidden = parts.length === 0;
    if (mouse.current) mouse.current.hidden = parts.length > 0;
  }, [rowId, record, template]);
  return (
    <div className="text-xs">
      <p ref={line} hidden className="break-words text-gray-700" data-testid="focused-full-text">
        <span className="text-gray-500">当前行完整内容 · </span><span ref={text} />
      </p>
      <p ref={mouse} className="truncate text-gray-600" data-testid="mouse-hints" title={hints}>{hints}</p>
    </div>
  );
}
