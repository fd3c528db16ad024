import type { Bucket } from "./period";
import { num, seriesFrom, type BreakdownItem } from "./registry";

/**
 * Split figures of the bookkeeping report (账务报表): rows grouped by a key (category, account,
 * channel × status …), answered as breakdown items with their buckets, in a fixed key order so that a
 * chart's colours do not move between ranges. Keys without rows are left out.
 */
export interface KeyedRow { readonly k: unknown; readonly v: unknown }
export interface KeyedBucketRow extends KeyedRow { readonly b: unknown }

export function itemsFrom(
  totals: readonly KeyedRow[],
  perBucket: readonly KeyedBucketRow[] | null,
  buckets: readonly Bucket[] | undefined,
  labelOf: (key: string) => string,
  order: readonly string[] = [],
): BreakdownItem[] {
  const value = new Map<string, number>();
  for (const r of totals) value.set(String(r.k), (value.get(String(r.k)) ?? 0) + num(r.v));
  const rank = (k: string) => (order.includes(k) ? order.indexOf(k) : order.length);
  const keys = [...value.keys()].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return keys.map((key) => {
    const series = perBucket && buckets ? seriesFrom(buckets, perBucket.filter((r) => String(r.k) === key)) : undefined;
    return { key, label: labelOf(key), value: value.get(key) ?? 0, ...(series ? { series } : {}) };
  });
}

/** The label of an enum value from its catalogue options, the value itself when unknown. */
export const labelFrom = (options: readonly { value: string; label: string }[]) =>
  (value: string): string => options.find((o) => o.value === value)?.label ?? value;

/** x ÷ y, 0 when y is 0 (a ratio figure over nothing). */
export const ratio = (x: number, y: number): number => (y === 0 ? 0 : x / y);
