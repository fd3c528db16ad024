import { describe, expect, it } from "vitest";
import { CC24_REFERENCE, deltaE2000, measurePatches, patchProblem } from "../../src/catalogue/resources/shiy/colorChart";

describe("the colour chart's CIEDE2000", () => {
  // Pairs and answers from Sharma, Wu & Dalal (2005), the formula's published test data.
  const SHARMA: [number[], number[], number][] = [
    [[50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425],
    [[50, 2.5, 0], [50, 0, -2.5], 4.3065],
    [[50, 2.5, 0], [73, 25, -18], 27.1492],
    [[60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644],
    [[2.0776, 0.0795, -1.135], [0.9033, -0.0636, -0.5514], 0.9082],
  ];
  it("meets the published test pairs to four decimals", () => {
    for (const [a, b, want] of SHARMA) expect(deltaE2000(a as [number, number, number], b as [number, number, number])).toBeCloseTo(want, 4);
  });

  it("an item's mean and max are its patches'; bad patch lists are named in Chinese", () => {
    const patches = CC24_REFERENCE.map((p) => ({ patch: p.patch, refL: p.lab[0], refA: p.lab[1], refB: p.lab[2], L: p.lab[0], a: p.lab[1], b: p.lab[2] }));
    const shifted = patches.map((p) => (p.patch === "7" ? { ...p, L: p.L + 4.8 } : p));
    const measured = measurePatches(shifted);
    const seven = measured.patches.find((p) => p.patch === "7")?.deltaE ?? 0;
    expect(seven).toBeGreaterThan(3);
    expect(measured.deltaEMax).toBe(Math.round(seven * 10) / 10);
    expect(measured.deltaEMean).toBe(Math.round((seven / 24) * 10) / 10);
    expect(patchProblem([{ patch: "3", refL: 50, refA: 0, refB: 0, L: 50, a: 0 }])).toBe("色块 3 须有参考值与实测值的 L*、a*、b*");
    expect(patchProblem([{ patch: "1", refL: 150, refA: 0, refB: 0, L: 50, a: 0, b: 0 }])).toBe("色块 1 的 L* 须在 0–100 之间");
    expect(patchProblem("1,2,3")).toBe("色块数据须为列表");
  });
});
