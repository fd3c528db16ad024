/**
 * The quality thresholds of a captured item (content.md §8.5, after FADGI / Metamorfoze): measured
 * sampling rate within 2 % of the task's target, ΔE2000 mean ≤ 3.0 and max ≤ 6.0, tone (ΔL* mean of the
 * grey patches) ≤ 2.0, illuminance non-uniformity ≤ 5 %, SFR sampling efficiency ≥ 80 %. Pure data and
 * arithmetic: the QC panel shows each verdict, the server refuses 通过 of an item that misses one.
 */
export interface QcMeasures {
  readonly ppiMeasured?: unknown;
  readonly deltaEMean?: unknown;
  readonly deltaEMax?: unknown;
  readonly toneDeltaL?: unknown;
  readonly uniformityPct?: unknown;
  readonly sfrEfficiency?: unknown;
}

export const QC_LIMITS = { ppiTolerance: 0.02, deltaEMean: 3.0, deltaEMax: 6.0, toneDeltaL: 2.0, uniformityPct: 5, sfrEfficiency: 80 } as const;

/** One measure against its threshold: `ok` null while it is not measured. */
export interface QcCheck {
  readonly key: keyof QcMeasures;
  readonly label: string;
  readonly value: number | null;
  readonly limit: string;
  readonly ok: boolean | null;
}

const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

/** Every measure of an item against the thresholds, for a task whose target is `targetPpi`. */
export function qcChecks(item: QcMeasures | Readonly<Record<string, unknown>>, targetPpi: unknown): QcCheck[] {
  const target = num(targetPpi);
  const check = (key: keyof QcMeasures, label: string, limit: string, pass: (v: number) => boolean): QcCheck => {
    const value = num((item as Readonly<Record<string, unknown>>)[key]);
    return { key, label, value, limit, ok: value === null ? null : pass(value) };
  };
  const least = target === null ? null : Math.ceil(target * (1 - QC_LIMITS.ppiTolerance));
  return [
    check("ppiMeasured", "实测分辨率", least === null ? "—" : `≥ ${least} ppi（目标 ${target}）`, (v) => least === null || v >= least),
    check("deltaEMean", "平均色差 ΔE2000", `≤ ${QC_LIMITS.deltaEMean.toFixed(1)}`, (v) => v <= QC_LIMITS.deltaEMean),
    check("deltaEMax", "最大色差 ΔE2000", `≤ ${QC_LIMITS.deltaEMax.toFixed(1)}`, (v) => v <= QC_LIMITS.deltaEMax),
    check("toneDeltaL", "阶调 ΔL*", `≤ ${QC_LIMITS.toneDeltaL.toFixed(1)}`, (v) => v <= QC_LIMITS.toneDeltaL),
    check("uniformityPct", "照度均匀性偏差", `≤ ${QC_LIMITS.uniformityPct} %`, (v) => v <= QC_LIMITS.uniformityPct),
    check("sfrEfficiency", "SFR 采样效率", `≥ ${QC_LIMITS.sfrEfficiency} %`, (v) => v >= QC_LIMITS.sfrEfficiency),
  ];
}

/** Why an item may not pass (the first measure missing or out of bounds), or null when it may. */
export function qcProblem(item: QcMeasures | Readonly<Record<string, unknown>>, targetPpi: unknown): string | null {
  for (const c of qcChecks(item, targetPpi)) {
    if (c.ok === null) return `「${c.label}」尚未测量`;
    if (!c.ok) return `「${c.label}」${c.value} 不符合阈值 ${c.limit}`;
  }
  return null;
}
