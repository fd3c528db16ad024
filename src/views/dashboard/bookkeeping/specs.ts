import type { Granularity, MetricAnswer, MetricDrill, SeriesPoint } from "../../../rpc/dashboard";
import type { ChartSpec } from "../chartSpec";
import { bucketDays, drillUrl } from "../drill";
import { bucketLabel, type DateRange } from "../range";

/**
 * The bookkeeping report's charts (commerce.md §7.3) as ChartSpecs over the figures' answers, each value
 * drilling into the list it sums: entries (/order/bookkeeping), reconcile batches, the artists' ledger.
 */
export const ENTRY_DRILL: MetricDrill = { route: "/order/bookkeeping", filter: { field: "occurredOn", kind: "date" } };
export const BATCH_DRILL: MetricDrill = { route: "/order/bookkeeping/reconcile", filter: { field: "billDate", kind: "date" } };
export const LEDGER_ROUTE = "/order/shiyauthornotice";

function bucketsOf(series: (SeriesPoint[] | undefined)[]): string[] {
  return [...new Set(series.flatMap((s) => s?.map((p) => p.bucket) ?? []))].sort();
}
const valuesAt = (series: SeriesPoint[] | undefined, buckets: string[], sign = 1) => {
  const by = new Map(series?.map((p) => [p.bucket, p.value]));
  return buckets.map((b) => sign * (by.get(b) ?? 0));
};
/** `INCOME:VIP_INCOME` → its list filters. */
const entryFilters = (key: string) => {
  const [direction = "", category = ""] = key.split(":");
  return { direction, category };
};

/** 月度收支: income stacked up, expense stacked down (negative), 结余 as a line; a bar drills to month × category. */
export function monthlySpec(byCategory: MetricAnswer | undefined, balance: MetricAnswer | undefined, range: DateRange): ChartSpec {
  const items = byCategory?.breakdown ?? [];
  const buckets = bucketsOf([...items.map((i) => i.series), balance?.series]);
  const series = [
    ...items.map((i) => {
      const income = i.key.startsWith("INCOME:");
      return { name: `${income ? "收" : "支"}·${i.label}`, unit: "fen" as const, values: valuesAt(i.series, buckets, income ? 1 : -1), stack: income ? "income" : "expense" };
    }),
    { name: "结余", unit: "fen" as const, values: valuesAt(balance?.series, buckets), line: true },
  ];
  return {
    kind: "bars", categories: buckets.map((b) => bucketLabel(b, "month")), series,
    drill: (b, s) => {
      const bucket = buckets[b];
      if (!bucket) return null;
      const days = bucketDays(bucket, "month", range);
      const item = items[s];
      return drillUrl(ENTRY_DRILL, days.from, days.to, item ? entryFilters(item.key) : {});
    },
  };
}

/** 收入构成 / 支出构成: the categories of one direction as a pie; a slice drills to its entries. */
export function compositionSpec(byCategory: MetricAnswer | undefined, direction: "INCOME" | "EXPENSE", range: DateRange): ChartSpec {
  const items = (byCategory?.breakdown ?? []).filter((i) => i.key.startsWith(`${direction}:`) && i.value > 0);
  return {
    kind: "pie", categories: items.map((i) => i.label),
    series: [{ name: direction === "INCOME" ? "收入" : "支出", unit: "fen", values: items.map((i) => i.value) }],
    drill: (i) => (items[i] ? drillUrl(ENTRY_DRILL, range.from, range.to, entryFilters(items[i].key)) : null),
  };
}

/** 资金账户流水: net inflow per account per month, grouped bars; a bar drills to the account's entries of the month. */
export function accountSpec(byAccount: MetricAnswer | undefined, range: DateRange): ChartSpec {
  const items = byAccount?.breakdown ?? [];
  const buckets = bucketsOf(items.map((i) => i.series));
  return {
    kind: "bars", categories: buckets.map((b) => bucketLabel(b, "month")),
    series: items.map((i) => ({ name: i.label, unit: "fen" as const, values: valuesAt(i.series, buckets) })),
    drill: (b, s) => {
      const bucket = buckets[b];
      const item = items[s];
      if (!bucket || !item) return null;
      const days = bucketDays(bucket, "month", range);
      return drillUrl(ENTRY_DRILL, days.from, days.to, { account: item.key });
    },
  };
}

/** Σ of the items whose key matches, bucket by bucket. */
function summed(items: NonNullable<MetricAnswer["breakdown"]>, match: (key: string) => boolean, buckets: string[]): number[] {
  const rows = items.filter((i) => match(i.key)).map((i) => valuesAt(i.series, buckets));
  return buckets.map((_, b) => rows.reduce((n, r) => n + (r[b] ?? 0), 0));
}

/** 订单与账目核对: orders' and entries' net as lines, the gap per channel as bars; a value drills to the days' reconcile batches. */
export function orderCheckSpec(check: MetricAnswer | undefined, g: Granularity, range: DateRange): ChartSpec {
  const items = check?.breakdown ?? [];
  const buckets = bucketsOf(items.map((i) => i.series));
  const gaps = items.filter((i) => i.key.startsWith("gap:"));
  return {
    kind: "bars", zoom: buckets.length > 31, categories: buckets.map((b) => bucketLabel(b, g)),
    series: [
      { name: "订单净额", unit: "fen", values: summed(items, (k) => k.startsWith("orders:"), buckets), line: true },
      { name: "账目净额", unit: "fen", values: summed(items, (k) => k.startsWith("entries:"), buckets), line: true },
      ...gaps.map((i) => ({ name: i.label, unit: "fen" as const, values: valuesAt(i.series, buckets), stack: "gap", right: true })),
    ],
    drill: (b, s) => {
      const bucket = buckets[b];
      if (!bucket) return null;
      const days = bucketDays(bucket, g, range);
      const gap = s >= 2 ? gaps[s - 2] : undefined;
      return drillUrl(BATCH_DRILL, days.from, days.to, gap ? { channel: gap.key.slice(4) } : {});
    },
  };
}

/** 对账状态: batches per status (all channels) stacked per bucket; a bar drills to those batches. */
export function reconcileSpec(batches: MetricAnswer | undefined, statuses: readonly { value: string; label: string }[], g: Granularity, range: DateRange): ChartSpec {
  const items = batches?.breakdown ?? [];
  const buckets = bucketsOf(items.map((i) => i.series));
  const present = statuses.filter((s) => items.some((i) => i.key.endsWith(`:${s.value}`)));
  return {
    kind: "bars", zoom: buckets.length > 31, categories: buckets.map((b) => bucketLabel(b, g)),
    series: present.map((s) => ({ name: s.label, unit: "count" as const, values: summed(items, (k) => k.endsWith(`:${s.value}`), buckets), stack: "status" })),
    drill: (b, s) => {
      const bucket = buckets[b];
      const status = present[s];
      if (!bucket || !status) return null;
      const days = bucketDays(bucket, g, range);
      return drillUrl(BATCH_DRILL, days.from, days.to, { status: status.value });
    },
  };
}

/** 渠道费率: one line per channel over the buckets (no list behind a rate). */
export function feeRateSpec(rates: MetricAnswer | undefined, g: Granularity): ChartSpec {
  const items = rates?.breakdown ?? [];
  const buckets = bucketsOf(items.map((i) => i.series));
  return {
    kind: "bars", categories: buckets.map((b) => bucketLabel(b, g)),
    series: items.map((i) => ({ name: i.label, unit: "ratio" as const, values: valuesAt(i.series, buckets), line: true })),
  };
}

/** 艺术家分成: payable by status or by artist; a bar drills to the ledger filtered on it. */
export function artistSpec(answer: MetricAnswer | undefined, field: "status" | "artistId", kind: "bars" | "hbar"): ChartSpec {
  const items = answer?.breakdown ?? [];
  return {
    kind, categories: items.map((i) => i.label),
    series: [{ name: "应付金额", unit: "fen", values: items.map((i) => i.value) }],
    drill: (i) => (items[i] ? `${LEDGER_ROUTE}?${new URLSearchParams({ [`f.${field}`]: items[i].key }).toString()}` : null),
  };
}
