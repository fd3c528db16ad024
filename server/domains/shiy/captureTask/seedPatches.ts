/**
 * The demo world's colour-chart measurements of a ColorChecker Classic 24 capture: for an item meant to
 * have about `mean` ΔE2000 with its worst patch at `max`, each patch's measured L*a*b* is its reference
 * moved along a fixed direction (from the item's and patch's numbers, not the seed's random stream) far
 * enough to differ by that patch's share. The item's stored mean and max are then computed from them.
 */
import { CC24_REFERENCE, deltaE2000, type PatchMeasure } from "../../../../src/catalogue/resources/shiy/colorChart";

/** A repeatable number in [0, 1) from two integers. */
function unit(a: number, b: number): number {
  const x = Math.sin(a * 12.9898 + b * 78.233) * 43758.5453;
  return x - Math.floor(x);
}

/** The measured L*a*b* at `target` ΔE2000 from `ref` along a direction: bisection on the distance. */
function moved(ref: readonly [number, number, number], dir: readonly [number, number, number], target: number): [number, number, number] {
  const at = (s: number): [number, number, number] => [Math.min(100, Math.max(0, ref[0] + s * dir[0])), ref[1] + s * dir[1], ref[2] + s * dir[2]];
  let lo = 0;
  let hi = 60;
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (deltaE2000(ref, at(mid)) < target) lo = mid;
    else hi = mid;
  }
  return at((lo + hi) / 2).map((v) => Math.round(v * 100) / 100) as [number, number, number];
}

export function seedPatches(item: number, mean: number, max: number): PatchMeasure[] {
  const n = CC24_REFERENCE.length;
  const worst = item % n;
  const rest = Math.max(0.3, (mean * n - max) / (n - 1));
  return CC24_REFERENCE.map((p, k) => {
    const share = k === worst ? max : Math.min(max - 0.2, Math.max(0.2, rest * (0.6 + 0.8 * unit(item, k))));
    const theta = 2 * Math.PI * unit(k, item + 7);
    const lift = unit(item + 3, k) - 0.5;
    const len = Math.hypot(Math.cos(theta), Math.sin(theta), lift);
    const [L, a, b] = moved(p.lab, [lift / len, Math.cos(theta) / len, Math.sin(theta) / len], share);
    return { patch: p.patch, name: p.name, refL: p.lab[0], refA: p.lab[1], refB: p.lab[2], L, a, b };
  });
}
