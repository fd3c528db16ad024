/**
 * The colour target's patches of a captured item (content.md §8.5, §17.7 "per-patch chart"): each patch's
 * reference and measured CIELAB (D50) and their CIEDE2000 difference. The server computes ΔE per patch and
 * the item's mean and max from them on every write; the QC panel draws the chart. Pure data and arithmetic.
 */

/** One measured patch as stored in `captureItem.patches`. */
export interface PatchMeasure {
  readonly patch: string;
  readonly name?: string;
  readonly refL: number; readonly refA: number; readonly refB: number;
  readonly L: number; readonly a: number; readonly b: number;
  /** CIEDE2000 of reference and measured, two decimals (server-computed). */
  readonly deltaE?: number;
}

type Lab = readonly [number, number, number];

/**
 * X-Rite ColorChecker Classic 24, reference L*a*b* (D50, 2°) as X-Rite publishes them for charts made
 * from November 2014; a target's own batch file, where the measuring software has one, replaces them.
 */
export const CC24_REFERENCE: readonly { patch: string; name: string; lab: Lab }[] = [
  { patch: "1", name: "深肤色", lab: [37.54, 14.37, 14.92] }, { patch: "2", name: "浅肤色", lab: [64.66, 19.27, 17.5] },
  { patch: "3", name: "蓝天", lab: [49.32, -3.82, -22.54] }, { patch: "4", name: "植物绿", lab: [43.46, -12.74, 22.72] },
  { patch: "5", name: "蓝花", lab: [54.94, 9.61, -24.79] }, { patch: "6", name: "蓝绿", lab: [70.48, -32.26, -0.37] },
  { patch: "7", name: "橙", lab: [62.73, 35.83, 56.5] }, { patch: "8", name: "紫蓝", lab: [39.43, 10.75, -45.17] },
  { patch: "9", name: "中红", lab: [50.57, 48.64, 16.67] }, { patch: "10", name: "紫", lab: [30.1, 22.54, -20.87] },
  { patch: "11", name: "黄绿", lab: [71.77, -24.13, 58.19] }, { patch: "12", name: "橙黄", lab: [71.51, 18.24, 67.37] },
  { patch: "13", name: "蓝", lab: [28.37, 15.42, -49.8] }, { patch: "14", name: "绿", lab: [54.38, -39.72, 32.27] },
  { patch: "15", name: "红", lab: [42.43, 51.05, 28.62] }, { patch: "16", name: "黄", lab: [81.8, 2.67, 80.41] },
  { patch: "17", name: "品红", lab: [50.63, 51.28, -14.12] }, { patch: "18", name: "青", lab: [49.57, -29.71, -28.32] },
  { patch: "19", name: "白 9.5", lab: [95.19, -1.03, 2.93] }, { patch: "20", name: "中性 8", lab: [81.29, -0.57, 0.44] },
  { patch: "21", name: "中性 6.5", lab: [66.89, -0.75, -0.06] }, { patch: "22", name: "中性 5", lab: [50.76, -0.13, 0.14] },
  { patch: "23", name: "中性 3.5", lab: [35.63, -0.46, -0.48] }, { patch: "24", name: "黑 2", lab: [20.64, 0.07, -0.46] },
];

const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (r: number) => { const d = (r * 180) / Math.PI; return d < 0 ? d + 360 : d; };

/** CIEDE2000 (Sharma, Wu, Dalal 2005), kL = kC = kH = 1. */
export function deltaE2000([L1, a1, b1]: Lab, [L2, a2, b2]: Lab): number {
  const C1 = Math.hypot(a1, b1), C2 = Math.hypot(a2, b2);
  const Cm = (C1 + C2) / 2;
  const G = 0.5 * (1 - Math.sqrt(Cm ** 7 / (Cm ** 7 + 25 ** 7)));
  const a1p = (1 + G) * a1, a2p = (1 + G) * a2;
  const C1p = Math.hypot(a1p, b1), C2p = Math.hypot(a2p, b2);
  const h1p = C1p === 0 ? 0 : deg(Math.atan2(b1, a1p)), h2p = C2p === 0 ? 0 : deg(Math.atan2(b2, a2p));
  const dLp = L2 - L1, dCp = C2p - C1p;
  let dhp = 0;
  if (C1p * C2p !== 0) dhp = Math.abs(h2p - h1p) <= 180 ? h2p - h1p : h2p - h1p > 180 ? h2p - h1p - 360 : h2p - h1p + 360;
  const dHp = 2 * Math.sqrt(C1p * C2p) * Math.sin(rad(dhp / 2));
  const Lmp = (L1 + L2) / 2, Cmp = (C1p + C2p) / 2;
  let hmp = h1p + h2p;
  if (C1p * C2p !== 0) hmp = Math.abs(h1p - h2p) <= 180 ? (h1p + h2p) / 2 : h1p + h2p < 360 ? (h1p + h2p + 360) / 2 : (h1p + h2p - 360) / 2;
  const T = 1 - 0.17 * Math.cos(rad(hmp - 30)) + 0.24 * Math.cos(rad(2 * hmp)) + 0.32 * Math.cos(rad(3 * hmp + 6)) - 0.2 * Math.cos(rad(4 * hmp - 63));
  const dTheta = 30 * Math.exp(-(((hmp - 275) / 25) ** 2));
  const Rc = 2 * Math.sqrt(Cmp ** 7 / (Cmp ** 7 + 25 ** 7));
  const Sl = 1 + (0.015 * (Lmp - 50) ** 2) / Math.sqrt(20 + (Lmp - 50) ** 2);
  const Sc = 1 + 0.045 * Cmp, Sh = 1 + 0.015 * Cmp * T;
  const Rt = -Math.sin(rad(2 * dTheta)) * Rc;
  return Math.sqrt((dLp / Sl) ** 2 + (dCp / Sc) ** 2 + (dHp / Sh) ** 2 + Rt * (dCp / Sc) * (dHp / Sh));
}

const finite = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);

/** Checks the patches a caller wrote: at most 300, each named with six finite L*a*b* values (L* 0–100). */
export function patchProblem(value: unknown): string | null {
  if (!Array.isArray(value)) return "色块数据须为列表";
  if (value.length > 300) return "色块最多 300 个";
  for (const [i, p] of (value as Record<string, unknown>[]).entries()) {
    if (!p || typeof p !== "object" || typeof p.patch !== "string" || p.patch === "") return `第 ${i + 1} 个色块缺少编号`;
    const nums = [p.refL, p.refA, p.refB, p.L, p.a, p.b];
    if (!nums.every(finite)) return `色块 ${p.patch} 须有参考值与实测值的 L*、a*、b*`;
    if ([p.refL, p.L].some((l) => (l as number) < 0 || (l as number) > 100)) return `色块 ${p.patch} 的 L* 须在 0–100 之间`;
  }
  return null;
}

/** The patches with their ΔE2000 (two decimals), and the item's mean and max (one decimal). */
export function measurePatches(patches: readonly PatchMeasure[]): { patches: PatchMeasure[]; deltaEMean: number | null; deltaEMax: number | null } {
  const out = patches.map((p) => ({ ...p, deltaE: Math.round(deltaE2000([p.refL, p.refA, p.refB], [p.L, p.a, p.b]) * 100) / 100 }));
  if (out.length === 0) return { patches: out, deltaEMean: null, deltaEMax: null };
  const mean = out.reduce((s, p) => s + p.deltaE, 0) / out.length;
  return { patches: out, deltaEMean: Math.round(mean * 10) / 10, deltaEMax: Math.round(Math.max(...out.map((p) => p.deltaE)) * 10) / 10 };
}
