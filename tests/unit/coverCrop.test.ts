// The cover's crop boxes (content.md §7.3): the largest centred box of each ratio, moves and resizes that
// keep the ratio and stay inside the picture, and the stored form read back.
import { describe, expect, it } from "vitest";
import { adjustBox, cropsValue, defaultBox, parseCrops } from "../../src/views/article/coverCrop";

const COVER = { w: 1200, h: 800 };
/** A box's shape in pixels of the picture. */
const ratioOf = (b: readonly number[]) => ((b[2]! - b[0]!) * COVER.w) / ((b[3]! - b[1]!) * COVER.h);

describe("cover crop boxes", () => {
  it("start as the largest centred box of their ratio", () => {
    expect(defaultBox(2.35, COVER)).toEqual([0, 0.181, 1, 0.819]);
    expect(defaultBox(1, COVER)).toEqual([0.167, 0, 0.833, 1]);
  });

  it("move and resize at their ratio, never leaving the picture", () => {
    const close = (box: readonly number[], want: readonly number[]) => box.forEach((x, i) => expect(x, `${box.join(",")} vs ${want.join(",")}`).toBeCloseTo(want[i]!, 2));
    const start = defaultBox(1, COVER);
    // Far to the right: stopped at the edge.
    const right = adjustBox(start, 1, COVER, 0.5, 0);
    close(right, [1 / 3, 0, 1, 1]);
    const smaller = adjustBox(right, 1, COVER, 0, 0, 0.5);
    expect(ratioOf(smaller)).toBeCloseTo(1, 1);
    close(smaller, [0.5, 0.25, 0.833, 0.75]);
    const corner = adjustBox(smaller, 1, COVER, -2, -2);
    close(corner, [0, 0, 1 / 3, 0.5]);
    // Grown past the picture: as large as it fits, still square.
    const grown = adjustBox(corner, 1, COVER, 0, 0, 10);
    close(grown, [0, 0, 2 / 3, 1]);
    expect(ratioOf(grown)).toBeCloseTo(1, 1);
  });

  it("stay inside a picture they fill from top to bottom (a stored box rounded up never makes them taller)", () => {
    const wide = { w: 900, h: 383 };
    expect(defaultBox(1, wide)).toEqual([0.287, 0, 0.713, 1]);
    expect(adjustBox(defaultBox(1, wide), 1, wide, -0.1, 0)).toEqual([0.187, 0, 0.613, 1]);
    expect(adjustBox([0.287, -0.001, 0.713, 1.001], 1, wide, 0, 0.2)).toEqual([0.287, 0, 0.713, 1]);
  });

  it("are stored as [{ratio, box}] and read back; anything unreadable is left out", () => {
    const crops = { "2.35:1": defaultBox(2.35, COVER), "1:1": defaultBox(1, COVER) };
    const stored = cropsValue(crops);
    expect(stored).toEqual([{ ratio: "2.35:1", box: "0,0.181,1,0.819" }, { ratio: "1:1", box: "0.167,0,0.833,1" }]);
    expect(parseCrops(JSON.stringify(stored))).toEqual(crops);
    expect(parseCrops([{ ratio: "2.35:1", box: "0,0,2,1" }, { ratio: "4:3", box: "0,0,1,1" }, { ratio: "1:1", box: "x" }])).toEqual({});
    expect(parseCrops("not json")).toEqual({});
  });
});
