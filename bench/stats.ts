/** The q-quantile (0–1) of a sample, by nearest rank. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] as number;
}

export const fmt = (ms: number): string => (Number.isFinite(ms) ? ms.toFixed(ms < 10 ? 2 : 1) : "—");
