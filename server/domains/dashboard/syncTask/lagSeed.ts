import type { Tx } from "../../../platform/db/types";
import type { DemoTask } from "./tasks";

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
/** Order-task incidents, oldest first: two above 2 minutes (注意), then two above 10 (异常, the recent ones a month's chart shows), [low, high] seconds. */
const SPIKES: readonly (readonly [number, number])[] = [[130, 300], [150, 400], [620, 900], [700, 1_200]];

/**
 * 同步延迟 history of a real-time demo task (commerce.md §7.6): a sample each minute of the last 24 hours and
 * one each hour of the 89 days before, none after now. Mostly tens of seconds; on the order task, a few
 * spikes at its 失败 / 部分失败 runs (`incidents`, start times), the lag climbing a second per second until
 * caught up; the latest sample is the task's seeded 延迟, reached the same way.
 */
export async function seedLagSamples(tx: Tx, taskId: number, t: DemoTask, now: number, random: () => number, incidents: readonly number[]): Promise<void> {
  const last = Math.floor(now / MINUTE) * MINUTE;
  const times: number[] = [];
  for (let k = 89 * 24; k >= 1; k -= 1) times.push(last - DAY - k * HOUR);
  for (let j = 1439; j >= 0; j -= 1) times.push(last - j * MINUTE);
  const [low, high] = t.worker === "SEARCH_INDEX_ORDER" ? [20, 90] : [10, 60];
  const values = times.map(() => Math.round(low + random() * (high - low)));
  if (t.worker === "SEARCH_INDEX_ORDER") {
    const at = incidents.filter((s) => s > times[0]! && s < last - 30 * MINUTE).slice(-SPIKES.length);
    while (at.length < SPIKES.length) at.push(times[0]! + Math.floor(random() * (last - 30 * MINUTE - times[0]!)));
    SPIKES.forEach(([a, b], i) => climb(times, values, times.findIndex((x) => x >= at[i]!), Math.round(a + random() * (b - a))));
  }
  climb(times, values, times.length - 1, t.lagSeconds ?? 0, true);
  for (let i = 0; i < times.length; i += 400) {
    const rows = times.slice(i, i + 400).map((x, k) => ({ taskId, at: x, lagSeconds: values[i + k]! }));
    await tx.insertInto("sync_lag_sample").values(rows).execute();
  }
}

/** Sets `peak` at `index` and, over the minute samples before it, the climb that led there (60 s per minute). */
function climb(times: readonly number[], values: number[], index: number, peak: number, exact = false): void {
  if (index < 0) return;
  values[index] = exact ? peak : Math.max(values[index]!, peak);
  for (let j = index - 1, v = peak - 60; j >= 0 && v > values[j]! && times[j + 1]! - times[j]! === MINUTE; j -= 1, v -= 60) values[j] = v;
}
