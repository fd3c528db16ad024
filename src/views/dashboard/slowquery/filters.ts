import { shanghaiDate } from "../../../catalogue/kinds/shanghai";
import type { SlowQueryFilter } from "../../../rpc/dashboard";
import { addDays, type DateRange } from "../range";

/**
 * The 慢查询 page's view, kept in its address (commerce.md §7.7 filters): `r` 24h (default) | 7d | 30d,
 * `ns` 表 / 服务, `op` 操作, `min` 最小耗时 ms, `scan=1` 仅全表扫描. The metric query gets whole Shanghai
 * days (yesterday and today for 24 小时, with `lastHours` narrowing them on the server).
 */
export type RangeId = "24h" | "7d" | "30d";
export const RANGES: readonly { id: RangeId; label: string }[] = [
  { id: "24h", label: "最近 24 小时" },
  { id: "7d", label: "近 7 天" },
  { id: "30d", label: "近 30 天" },
];

export interface SlowView { range: RangeId; ns: string; op: string; minMs: number | undefined; fullScan: boolean }

const HOUR = 3_600_000;
const isRange = (v: string | null): v is RangeId => v === "24h" || v === "7d" || v === "30d";

export function readView(params: URLSearchParams): SlowView {
  const r = params.get("r");
  const min = params.get("min") ?? "";
  return {
    range: isRange(r) ? r : "24h",
    ns: (params.get("ns") ?? "").trim().slice(0, 80),
    op: (params.get("op") ?? "").trim(),
    minMs: /^\d{1,8}$/.test(min) ? Number(min) : undefined,
    fullScan: params.get("scan") === "1",
  };
}

export function writeView(view: SlowView): URLSearchParams {
  const out = new URLSearchParams({ r: view.range });
  if (view.ns) out.set("ns", view.ns);
  if (view.op) out.set("op", view.op);
  if (view.minMs !== undefined) out.set("min", String(view.minMs));
  if (view.fullScan) out.set("scan", "1");
  return out;
}

/** The days the metric query is asked for. */
export function metricRange(view: SlowView, now: number): DateRange {
  const today = shanghaiDate(now);
  const days = view.range === "24h" ? 2 : view.range === "7d" ? 7 : 30;
  return { from: addDays(today, 1 - days), to: today, granularity: "day" };
}

export function metricFilter(view: SlowView): SlowQueryFilter {
  return {
    ...(view.ns ? { ns: view.ns } : {}),
    ...(view.op ? { op: view.op } : {}),
    ...(view.minMs !== undefined ? { minMs: view.minMs } : {}),
    ...(view.fullScan ? { fullScan: true } : {}),
    ...(view.range === "24h" ? { lastHours: 24 } : {}),
  };
}

/** `YYYY-MM-DD HH:mm` in China time. */
export const minuteText = (ms: number) => new Date(ms + 8 * HOUR).toISOString().slice(0, 16).replace("T", " ");

/** The page's time as epoch ms [start, end): the 24 whole hours up to now (as the server counts), or the days. */
export function windowOf(view: SlowView, now: number): { start: number; end: number } {
  if (view.range === "24h") return { start: Math.floor((now - 1) / HOUR) * HOUR - 23 * HOUR, end: now };
  const r = metricRange(view, now);
  return { start: Date.parse(`${r.from}T00:00:00+08:00`), end: Date.parse(`${addDays(r.to, 1)}T00:00:00+08:00`) };
}

export const SAMPLES_ROUTE = "/dashboard/slowquery/samples";

/**
 * The samples list behind a figure: `f.ts` from..to (minutes, the last one included) and the page's
 * ns, op and minimum ms. The list has no 全表扫描 filter: with 仅全表扫描 on it shows every plan.
 */
export function samplesUrl(view: SlowView, from: number, to: number, extra: Record<string, string> = {}): string {
  const p = new URLSearchParams();
  p.set("f.ts", `${minuteText(from)}~${minuteText(to - 1)}`);
  if (view.ns) p.set("f.ns", view.ns);
  if (view.op) p.set("f.op", view.op);
  if (view.minMs !== undefined) p.set("f.durationMs", `${view.minMs}~`);
  for (const [k, v] of Object.entries(extra)) p.set(`f.${k}`, v);
  return `${SAMPLES_ROUTE}?${p.toString()}`;
}

/** A trend bucket's time: an hour (`YYYY-MM-DD HH:00`) or a day (`YYYY-MM-DD`). */
export function bucketWindow(bucket: string): { start: number; end: number } {
  const hour = /^\d{4}-\d{2}-\d{2} \d{2}:00$/.test(bucket);
  const start = Date.parse(`${bucket.replace(" ", "T")}${hour ? "" : "T00:00"}:00+08:00`);
  return { start, end: start + (hour ? HOUR : 24 * HOUR) };
}
