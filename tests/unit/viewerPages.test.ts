import { describe, expect, it } from "vitest";
import { onScreen, viewOfCanvas, viewsOf } from "../../src/views/deepzoom/pages";
import { cmPerPixel, scrollOf } from "../../src/views/deepzoom/rules";
import type { ViewerImage } from "../../src/views/deepzoom/types";

describe("how the album viewer and the book reader group canvases", () => {
  it("paged: the cover alone, then spreads; a last odd page alone", () => {
    expect(viewsOf("paged", 6)).toEqual([[0], [1, 2], [3, 4], [5]]);
    expect(viewsOf("paged", 1)).toEqual([[0]]);
  });
  it("individuals one by one, continuous all together, nothing for no canvas", () => {
    expect(viewsOf("individuals", 3)).toEqual([[0], [1], [2]]);
    expect(viewsOf("continuous", 3)).toEqual([[0, 1, 2]]);
    expect(viewsOf("paged", 0)).toEqual([]);
  });
  it("finds the view of a page (page jump) and lays a right-to-left spread out with its first page on the right", () => {
    const views = viewsOf("paged", 6);
    expect(viewOfCanvas(views, 4)).toBe(2);
    expect(viewOfCanvas(views, 99)).toBe(0);
    expect(onScreen([1, 2], "right-to-left")).toEqual([2, 1]);
    expect(onScreen([1, 2], "left-to-right")).toEqual([1, 2]);
  });
});

describe("deep-zoom viewer rules", () => {
  it("a handscroll opens at its right end unless its record reads left to right; other forms are not scrolls", () => {
    const subject = { type: "suha", Id: 1, title: "千里江山图", fields: [] };
    expect(scrollOf({ ...subject, form: "shoujuan" })).toBe("right-to-left");
    expect(scrollOf({ ...subject, form: "shoujuan", viewingDirection: "left-to-right" })).toBe("left-to-right");
    expect(scrollOf({ ...subject, form: "lizhou" })).toBeUndefined();
    expect(scrollOf(subject)).toBeUndefined();
  });
  it("the scale bar takes centimetres per pixel from the ppi, else from the object's height, else has none", () => {
    const image = { heightPx: 30_000, ppi: null } as ViewerImage;
    expect(cmPerPixel({ ...image, ppi: 254 })).toBeCloseTo(0.01, 6);
    expect(cmPerPixel({ ...image, heightCm: 206.3 })).toBeCloseTo(206.3 / 30_000, 9);
    expect(cmPerPixel(image)).toBeNull();
  });
});
