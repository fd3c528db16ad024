import { shanghaiDate } from "../../../catalogue/kinds/shanghai";
import type { AlgorithmWindow } from "../../../rpc/dashboard";
import { addDays, type DateRange } from "../range";

/**
 * The whole days the /tools sections of /dashboard/algorithm (识图记录, 爬虫运行) read for the page's
 * window: their figures are the metric layer's, which counts whole days in China time. 最近 1 小时 is
 * today, 24 小时 yesterday and today, 7 天 / 30 天 those many days up to today; a bar per day.
 */
const WINDOW_DAYS: Record<AlgorithmWindow, number> = { "1h": 1, "24h": 2, "7d": 7, "30d": 30 };

export function toolsRange(window: AlgorithmWindow, now: number): DateRange {
  const today = shanghaiDate(now);
  return { from: addDays(today, 1 - WINDOW_DAYS[window]), to: today, granularity: "day" };
}
