/**
 * The grid's scroll space. Browsers cap an element's height (Chromium at about 33.5 million px, i.e.
 * 838,861 rows of 40 px), so past SCROLL_CAP the scroll space stays at the cap and scroll pixels map
 * proportionally onto row pixels: the top of the scroll range shows the first row, its bottom the last,
 * whatever the row count. Below the cap one scroll pixel is one row pixel. Pure: no DOM here.
 */

/** Largest scroll space the grid asks of the browser, well under every engine's limit. */
export const SCROLL_CAP = 8_000_000;

export interface ScrollMap {
  readonly rows: number;
  readonly rowHeight: number;
  /** Height of the rows' viewport: the grid's client height below its sticky header. */
  readonly viewport: number;
  /** Height of every row laid end to end. */
  readonly content: number;
  /** Height of the scroll space in the DOM: `content`, or the cap. */
  readonly space: number;
  /** Row pixels per scroll pixel: 1 up to the cap, more beyond it. */
  readonly ratio: number;
}

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

/** The scroll space for `rows` rows of `rowHeight` px seen through `viewport` px. */
export function scrollMap(rows: number, rowHeight: number, viewport: number, cap = SCROLL_CAP): ScrollMap {
  const content = Math.max(0, rows) * rowHeight;
  const v = Math.max(0, viewport);
  if (content <= cap || cap <= v) return { rows, rowHeight, viewport: v, content, space: content, ratio: 1 };
  // Both ranges end where the last row sits at the viewport's bottom: the ends map onto each other exactly.
  return { rows, rowHeight, viewport: v, content, space: cap, ratio: (content - v) / (cap - v) };
}

/** The largest row offset: the last row's bottom at the viewport's bottom. */
export function maxOffset(map: ScrollMap): number {
  return Math.max(0, map.content - map.viewport);
}

/** The largest scrollTop the scroll space allows. */
export function maxScrollTop(map: ScrollMap): number {
  return Math.max(0, map.space - map.viewport);
}

/** The row offset (px from the first row's top to the viewport's top) that a scrollTop shows. */
export function offsetAt(map: ScrollMap, scrollTop: number): number {
  const top = maxScrollTop(map);
  if (scrollTop >= top) return maxOffset(map);
  return clamp(scrollTop * map.ratio, 0, maxOffset(map));
}

/** The scrollTop nearest to a row offset, in whole pixels (what the browser keeps). */
export function scrollTopFor(map: ScrollMap, offset: number): number {
  return clamp(Math.round(clamp(offset, 0, maxOffset(map)) / map.ratio), 0, maxScrollTop(map));
}

/** The rows any part of which is in view at `offset`, plus `overscan` rows each side; null for none. */
export function rowsInView(map: ScrollMap, offset: number, overscan = 0): { start: number; end: number } | null {
  if (map.rows <= 0) return null;
  const first = Math.floor(offset / map.rowHeight);
  const last = Math.ceil((offset + Math.max(map.viewport, 1)) / map.rowHeight) - 1;
  return { start: clamp(first - overscan, 0, map.rows - 1), end: clamp(last + overscan, 0, map.rows - 1) };
}

/** The offset nearest to `offset` at which row `index` is wholly in view (it moves as little as it can). */
export function offsetShowing(map: ScrollMap, offset: number, index: number): number {
  const top = clamp(index, 0, Math.max(0, map.rows - 1)) * map.rowHeight;
  const bottom = top + map.rowHeight;
  let next = offset;
  if (top < offset) next = top;
  else if (bottom > offset + map.viewport) next = bottom - map.viewport;
  return clamp(next, 0, maxOffset(map));
}
