import { describe, expect, it } from "vitest";
import { maxOffset, maxScrollTop, offsetAt, offsetShowing, rowsInView, SCROLL_CAP, scrollMap, scrollTopFor } from "../../src/views/resource/list/scrollMap";

const ROW = 40;
const VIEW = 455; // not a whole number of rows, as in a real window

/** The rows in view (no overscan) at a scrollTop. */
const inView = (map: ReturnType<typeof scrollMap>, top: number) => rowsInView(map, offsetAt(map, top));

describe("scroll map", () => {
  it("below the cap, a scroll pixel is a row pixel", () => {
    const map = scrollMap(10_000, ROW, VIEW);
    expect(map.ratio).toBe(1);
    expect(map.space).toBe(400_000);
    expect(offsetAt(map, 12_345)).toBe(12_345);
    expect(scrollTopFor(map, 12_345)).toBe(12_345);
  });

  for (const rows of [1_000_000, 10_000_000]) {
    describe(`${rows.toLocaleString("en")} rows`, () => {
      const map = scrollMap(rows, ROW, VIEW);

      it("keeps the scroll space at or under the cap, far under the browser's limit", () => {
        expect(map.space).toBeLessThanOrEqual(SCROLL_CAP);
        expect(map.space).toBeLessThan(33_000_000);
        expect(map.ratio).toBeGreaterThan(1);
      });

      it("shows the first row at the top and the last row at the bottom of the scroll range", () => {
        expect(inView(map, 0)?.start).toBe(0);
        expect(inView(map, maxScrollTop(map))?.end).toBe(rows - 1);
        // Past the end (a browser rounding up) still shows the last row, nothing beyond it.
        expect(inView(map, maxScrollTop(map) + 5)?.end).toBe(rows - 1);
        expect(scrollTopFor(map, maxOffset(map))).toBe(maxScrollTop(map));
      });

      it("maps scroll positions to row offsets monotonically, one round trip within one scroll pixel", () => {
        let last = -1;
        for (let top = 0; top <= maxScrollTop(map); top += 9_973) {
          const offset = offsetAt(map, top);
          expect(offset).toBeGreaterThan(last);
          expect(Math.abs(scrollTopFor(map, offset) - top)).toBeLessThanOrEqual(1);
          last = offset;
        }
        expect(offsetAt(map, maxScrollTop(map))).toBeGreaterThan(last);
      });

      it("brings every row it is asked for wholly into view: ↓ on the last visible row shows the next one", () => {
        let offset = 0;
        // Walk down one row at a time from the middle, then past the end.
        const from = Math.floor(rows / 2);
        offset = offsetShowing(map, offset, from);
        for (let index = from; index < from + 200; index++) {
          offset = offsetShowing(map, offset, index);
          expect(index * ROW).toBeGreaterThanOrEqual(offset);
          expect((index + 1) * ROW).toBeLessThanOrEqual(offset + VIEW);
        }
        offset = offsetShowing(map, offset, rows - 1);
        expect(offset).toBe(maxOffset(map));
        expect(rowsInView(map, offset)?.end).toBe(rows - 1);
        // ↑ from the last row moves by exactly one row once the row above leaves the view.
        const top = Math.floor(offset / ROW);
        expect(offsetShowing(map, offset, top - 1)).toBe((top - 1) * ROW);
      });

      it("moves as little as it can: a row already in view moves nothing", () => {
        const offset = offsetShowing(map, 0, 123_456);
        expect(offsetShowing(map, offset, 123_455)).toBe(offset);
      });
    });
  }

  it("no rows: nothing in view, no scroll space", () => {
    const map = scrollMap(0, ROW, VIEW);
    expect(map.space).toBe(0);
    expect(rowsInView(map, 0)).toBeNull();
    expect(offsetAt(map, 100)).toBe(0);
  });

  it("overscan stays inside the list", () => {
    const map = scrollMap(100, ROW, VIEW);
    expect(rowsInView(map, 0, 8)).toEqual({ start: 0, end: Math.ceil(VIEW / ROW) - 1 + 8 });
    expect(rowsInView(map, maxOffset(map), 8)?.end).toBe(99);
  });
});
