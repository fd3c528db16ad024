import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from "react";
import { flushSync } from "react-dom";
import { maxOffset, offsetAt, offsetShowing, rowsInView, scrollMap, scrollTopFor, type ScrollMap } from "./scrollMap";

/** Where the grid is: the scrollTop it was drawn for and the row offset that scrollTop shows. */
interface Position { top: number; offset: number }

/** Rows a row layer spans before its rows are measured from a new base (see `layer`). */
const LAYER_ROWS = 256;

/** Pixels a wheel notch means in each WheelEvent.deltaMode (pixels, lines, pages). */
const wheelPixels = (e: WheelEvent, rowHeight: number, page: number) => (e.deltaMode === 1 ? rowHeight : e.deltaMode === 2 ? page : 1);

/**
 * The rows a scroll element shows over a scaled scroll space (see scrollMap). The exact row offset is
 * kept here, not read back from scrollTop: past the cap a scroll pixel is several row pixels, and the
 * keyboard and the wheel must still move by exactly one row. A scroll the grid did not make itself
 * (the scrollbar, a script) is mapped proportionally.
 * Not @tanstack/react-virtual: past the cap it could only compute the rows in view (rowsInView does),
 * since its scroll space and scrollToIndex are scrollTop in row pixels, and its measurement cache costs
 * O(rows) at every change of the count (about 20 ms and 16 MB at 1,000,000 rows).
 */
export function useRowWindow({ scrollRef, headerRef, rows, rowHeight, overscan }: {
  scrollRef: RefObject<HTMLElement | null>;
  /** The sticky header inside the scroll element, above the rows. */
  headerRef: RefObject<HTMLElement | null>;
  rows: number;
  rowHeight: number;
  overscan: number;
}) {
  const [viewport, setViewport] = useState(0);
  const map = useMemo(() => scrollMap(rows, rowHeight, viewport), [rows, rowHeight, viewport]);
  const [pos, setPos] = useState<Position>({ top: 0, offset: 0 });
  const latest = useRef({ map, pos });
  // Read by the handlers below; the first layout effect, so that the ones after it see this render's map.
  useLayoutEffect(() => {
    latest.current = { map, pos };
  });

  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const measure = () => setViewport(Math.max(0, el.clientHeight - (headerRef.current?.offsetHeight ?? 0)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [scrollRef, headerRef]);

  /** Shows a row offset: the nearest scrollTop, and the offset itself kept exact. */
  const scrollToOffset = useCallback((offset: number) => {
    const el = scrollRef.current;
    const { map: m } = latest.current;
    const next = { offset: Math.min(maxOffset(m), Math.max(0, offset)), top: scrollTopFor(m, offset) };
    latest.current.pos = next;
    setPos(next);
    if (el && Math.abs(el.scrollTop - next.top) >= 1) el.scrollTop = next.top;
  }, [scrollRef]);

  // The scroll space changed (rows, viewport): keep the rows in view, move the scrollbar to match.
  useLayoutEffect(() => {
    const { pos: p } = latest.current;
    const offset = Math.min(maxOffset(map), p.offset);
    if (offset !== p.offset || scrollTopFor(map, offset) !== p.top) scrollToOffset(offset);
  }, [map, scrollToOffset]);

  const onScroll = useCallback(() => {
    const el = scrollRef.current;
    if (!el) return;
    const { map: m, pos: p } = latest.current;
    // Our own scroll (or the browser settling on the same pixel): the exact offset stands.
    if (Math.abs(el.scrollTop - p.top) < 1) return;
    const next = { top: el.scrollTop, offset: offsetAt(m, el.scrollTop) };
    latest.current.pos = next;
    // Drawn before the frame is painted, so that a fast drag never shows an empty viewport.
    flushSync(() => setPos(next));
  }, [scrollRef]);

  // Scaled, the wheel would move `ratio` row pixels per pixel: move the rows by the wheel's own amount.
  const scaled = map.ratio > 1;
  useEffect(() => {
    const el = scrollRef.current;
    if (!el || !scaled) return;
    const onWheel = (e: WheelEvent) => {
      if (e.ctrlKey || Math.abs(e.deltaX) > Math.abs(e.deltaY)) return;
      e.preventDefault();
      const { map: m, pos: p } = latest.current;
      flushSync(() => scrollToOffset(p.offset + e.deltaY * wheelPixels(e, m.rowHeight, m.viewport)));
    };
    el.addEventListener("wheel", onWheel, { passive: false });
    return () => el.removeEventListener("wheel", onWheel);
  }, [scrollRef, scaled, scrollToOffset]);

  /** Brings a row wholly into view, moving as little as possible. */
  const showRow = useCallback((index: number) => {
    const { map: m, pos: p } = latest.current;
    const offset = offsetShowing(m, p.offset, index);
    if (offset !== p.offset) scrollToOffset(offset);
  }, [scrollToOffset]);

  const range = rowsInView(map, pos.offset, overscan);
  const base = Math.floor((range?.start ?? 0) / LAYER_ROWS) * LAYER_ROWS;
  return {
    map: map as ScrollMap,
    /** The rows to draw, overscan included; null when there are none. */
    range,
    /**
     * Rows are drawn in a layer placed where the viewport is (not at index × height, which the cap forbids):
     * the layer's top in the scroll space, and the first row it is measured from. A row's top inside it,
     * (index − base) × height, changes only when `base` moves on, every LAYER_ROWS rows.
     */
    layer: { top: pos.top + base * rowHeight - pos.offset, base },
    ready: viewport > 0,
    onScroll,
    showRow,
  };
}
