import type { Granularity, MetricAnswer, MetricDrill, SeriesPoint } from "../../../rpc/dashboard";
import type { ChartSpec } from "../chartSpec";
import { bucketDays, drillUrl, sliceDrillUrl } from "../drill";
import { addDays, bucketLabel, type DateRange } from "../range";

/**
 * 会员分析's charts as chart specs (pure, for tests): each from the figures' answers, with the list
 * each value drills into (commerce.md §7.4).
 */
export function bucketsOf(series: (readonly SeriesPoint[] | undefined)[]): string[] {
  return [...new Set(series.flatMap((s) => s?.map((p) => p.bucket) ?? []))].sort();
}
export const valuesAt = (series: readonly SeriesPoint[] | undefined, buckets: readonly string[]) => {
  const by = new Map(series?.map((p) => [p.bucket, p.value]));
  return buckets.map((b) => by.get(b) ?? 0);
};

/** Members on the last day of a bucket: visitors of that level whose VIP had not expired by then. */
export function membersOnUrl(level: string, day: string): string {
  const params = new URLSearchParams({ "f.vipLevel": level, "f.vipExpireAt": `${day} 23:59~${addDays(day, 3660)} 23:59` });
  return `/tourist/tourist?${params.toString()}`;
}

/** 有效会员趋势: members per bucket end by level, stacked areas; a point → that level's members then. */
export function trendSpec(answer: MetricAnswer | undefined, g: Granularity, range: DateRange): ChartSpec {
  const items = answer?.breakdown ?? [];
  const buckets = bucketsOf(items.map((i) => i.series));
  return {
    kind: "bars", zoom: buckets.length > 45,
    categories: buckets.map((b) => bucketLabel(b, g)),
    series: items.map((i) => ({ name: i.label, unit: answer?.unit ?? "count", values: valuesAt(i.series, buckets), line: true, area: true, stack: "level" })),
    drill: (b, s) => {
      const item = items[s];
      const bucket = buckets[b];
      return item && bucket ? membersOnUrl(item.key, bucketDays(bucket, g, range).to) : null;
    },
  };
}

/** 会员增减: 新增 and 续费 up, 流失 down, per bucket; each bar → its list for the bucket. */
export function changeSpec(answers: { added?: MetricAnswer | undefined; renewed?: MetricAnswer | undefined; churned?: MetricAnswer | undefined }, drills: { added?: MetricDrill | undefined; renewed?: MetricDrill | undefined; churned?: MetricDrill | undefined }, labels: { added: string; renewed: string; churned: string }, g: Granularity, range: DateRange): ChartSpec {
  const parts = (["added", "renewed", "churned"] as const).filter((k) => answers[k]);
  const buckets = bucketsOf(parts.map((k) => answers[k]?.series));
  return {
    kind: "bars",
    categories: buckets.map((b) => bucketLabel(b, g)),
    series: parts.map((k) => ({
      name: labels[k], unit: "count" as const, stack: "change",
      values: valuesAt(answers[k]?.series, buckets).map((v) => (k === "churned" ? -v : v)),
    })),
    drill: (b, s) => {
      const drill = drills[parts[s] ?? "added"];
      const bucket = buckets[b];
      if (!drill || !bucket) return null;
      const days = bucketDays(bucket, g, range);
      return drillUrl(drill, days.from, days.to);
    },
  };
}

/** 续费率: 到期人数 and 已续费 bars, 续费率 line on the right; a bucket → the visitors expiring in it. */
export function renewalSpec(answer: MetricAnswer | undefined, drill: MetricDrill | undefined, g: Granularity, range: DateRange): ChartSpec {
  const items = answer?.breakdown ?? [];
  const buckets = bucketsOf([answer?.series, ...items.map((i) => i.series)]);
  return {
    kind: "bars",
    categories: buckets.map((b) => bucketLabel(b, g)),
    series: [
      ...items.map((i) => ({ name: i.label, unit: "count" as const, values: valuesAt(i.series, buckets) })),
      { name: "续费率", unit: "ratio" as const, values: valuesAt(answer?.series, buckets), line: true, right: true },
    ],
    drill: drill ? (b) => {
      const bucket = buckets[b];
      if (!bucket) return null;
      const days = bucketDays(bucket, g, range);
      return drillUrl(drill, days.from, days.to);
    } : undefined,
  };
}

/** A split figure as one series over its items (会员商品结构, 开通端): a slice → its list filtered on the item. */
export function sliceSpec(kind: ChartSpec["kind"], name: string, answer: MetricAnswer | undefined, drill: MetricDrill | undefined, range: DateRange, metric: string): ChartSpec {
  const items = answer?.breakdown ?? [];
  return {
    kind,
    categories: items.map((i) => i.label),
    series: [{ name, unit: answer?.unit ?? "count", values: items.map((i) => i.value) }],
    drill: drill ? (i) => (items[i] ? sliceDrillUrl(drill, items[i], range, metric) : null) : undefined,
  };
}

/** 开通渠道: 新增会员 per bucket stacked by pay channel; a segment → that channel's VIP orders of the bucket. */
export function channelSpec(answer: MetricAnswer | undefined, drill: MetricDrill | undefined, g: Granularity, range: DateRange): ChartSpec {
  const items = answer?.breakdown ?? [];
  const buckets = bucketsOf(items.map((i) => i.series));
  return {
    kind: "bars",
    categories: buckets.map((b) => bucketLabel(b, g)),
    series: items.map((i) => ({ name: i.label, unit: "count" as const, values: valuesAt(i.series, buckets), stack: "channel" })),
    drill: drill ? (b, s) => {
      const item = items[s];
      const bucket = buckets[b];
      return item && bucket ? sliceDrillUrl(drill, item, bucketDays(bucket, g, range), "newVipByChannel") : null;
    } : undefined,
  };
}

/** The last day of a `YYYY-MM-01` month. */
const monthLast = (first: string) => {
  const [y, m] = first.split("-").map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
  return addDays(next, -1);
};

/**
 * 会员留存: rows = first-VIP months (with their size), columns = months since, cell = share still VIP
 * (NaN: the month has not ended). A row or cell → the VIP orders paid in the cohort's month.
 */
export function cohortSpec(answer: MetricAnswer | undefined, drill: MetricDrill | undefined, columns = 12): ChartSpec {
  const rows = answer?.breakdown ?? [];
  return {
    kind: "heatmap",
    categories: rows.map((r) => `${r.label}（${r.value} 人）`),
    series: Array.from({ length: columns }, (_, k) => ({
      name: `第 ${k} 月`, unit: "ratio" as const,
      values: rows.map((r) => r.value === 0 ? Number.NaN : r.series?.find((c) => c.bucket === String(k))?.value ?? Number.NaN),
    })),
    drill: drill ? (row) => {
      const r = rows[row];
      return r ? drillUrl(drill, r.key, monthLast(r.key)) : null;
    } : undefined,
  };
}

/** 兑换码转化: per batch, redeemers and those who later paid; a batch → the redeem-code batches. */
export function redeemSpec(answer: MetricAnswer | undefined): ChartSpec {
  const items = answer?.breakdown ?? [];
  const part = (key: string) => items.map((i) => i.series?.find((p) => p.bucket === key)?.value ?? 0);
  return {
    kind: "bars",
    categories: items.map((i) => i.label),
    series: [
      { name: "兑换人数", unit: "count", values: part("redeemed") },
      { name: "其后付费", unit: "count", values: part("paid") },
      { name: "转化率", unit: "ratio", values: items.map((i) => i.value), line: true, right: true },
    ],
    drill: (i) => (items[i] ? `/tourist/coupon?${new URLSearchParams({ "f.name": items[i].label }).toString()}` : null),
  };
}
