import type { Granularity, MetricDrill } from "../../rpc/dashboard";
import { bucketEnd } from "./range";

/**
 * The list a figure summarises, filtered on the figure's days (README "The address holds the view":
 * `f.<field>=from~to`). A time field's range is written from 00:00 of the first day to 23:59 of the
 * last, so the list holds exactly the days the figure counts (a bare end date would stop at its first
 * minute); a date field's as bare days.
 */
export function drillUrl(drill: MetricDrill, from: string, to: string, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  const range = drill.filter.kind === "date" ? `${from}~${to}` : `${from} 00:00~${to} 23:59`;
  params.set(`f.${drill.filter.field}`, range);
  for (const [k, v] of Object.entries({ ...drill.where, ...extra })) params.set(`f.${k}`, v);
  return `${drill.route}?${params.toString()}`;
}

/** One bucket's days within the page's range (a week or month may start before the range). */
export function bucketDays(bucket: string, granularity: Granularity, range: { from: string; to: string }): { from: string; to: string } {
  return { from: bucket < range.from ? range.from : bucket, to: bucketEnd(bucket, granularity, range.to) };
}

/** The list behind one bucket of a series: its days within the page's range. */
export function bucketDrillUrl(drill: MetricDrill, bucket: string, granularity: Granularity, range: { from: string; to: string }): string {
  const days = bucketDays(bucket, granularity, range);
  return drillUrl(drill, days.from, days.to);
}

/**
 * The list filter a split figure's item stands for, when its list can filter on it (what the figure's
 * breakdown keys are: an enum value, or `courseType:courseId` for 热销课程).
 */
const SPLIT_FILTERS: Record<string, (key: string) => Record<string, string>> = {
  gmvByPayChannel: (key) => ({ payChannel: key }),
  newVisitorsByChannel: (key) => ({ registerChannel: key }),
  topCourses: (key): Record<string, string> => {
    const id = key.split(":")[1] ?? "";
    return /^\d+$/.test(id) ? { courseId: id } : {};
  },
};

/**
 * The list behind one slice of a split figure: the item's own route when it has one (收入构成: each
 * order type's list), else the figure's, filtered on the split where the list offers that filter.
 */
export function sliceDrillUrl(drill: MetricDrill, item: { key: string; route?: string | undefined }, range: { from: string; to: string }, metric = ""): string {
  if (item.route) return drillUrl({ ...drill, route: item.route }, range.from, range.to);
  const field = drill.filter.breakdownField;
  const split = field ? { [field]: item.key } : SPLIT_FILTERS[metric]?.(item.key) ?? {};
  return drillUrl(drill, range.from, range.to, split);
}
