import { sql } from "kysely";
import { z } from "zod";
import { PLATFORMS } from "../../../../src/catalogue/commerce";
import { read } from "../../../platform/rpc/call";
import { method, type MethodRegistry } from "../../../platform/rpc/registry";
import { ALGORITHM_VALUES, figuresOf, sumsBy, total, type AlgorithmScope, type Figures, type SumsRow } from "./sums";

const MINUTE = 60_000;
const HOUR = 3_600_000;

/**
 * The page's windows (commerce.md §7.5 filters): the span covered, the width of a chart bucket, and the
 * unit the window's end is rounded up to (the minute or the hour in progress).
 */
export const WINDOWS = {
  "1h": { spanMs: HOUR, bucketMs: MINUTE, alignMs: MINUTE },
  "24h": { spanMs: 24 * HOUR, bucketMs: HOUR, alignMs: HOUR },
  "7d": { spanMs: 168 * HOUR, bucketMs: 6 * HOUR, alignMs: HOUR },
  "30d": { spanMs: 720 * HOUR, bucketMs: 24 * HOUR, alignMs: HOUR },
} as const;
export type WindowName = keyof typeof WINDOWS;

const input = z.object({
  window: z.enum(Object.keys(WINDOWS) as [WindowName, ...WindowName[]], { error: "时间范围 window 只能是 1h、24h、7d 或 30d" }).default("24h"),
  algorithm: z.enum(ALGORITHM_VALUES, { error: `算法 algorithm 只能是 ${ALGORITHM_VALUES.join("、")}` }).optional(),
  modelVersion: z.string({ error: "模型版本 modelVersion 应为文字" }).max(40, "模型版本 modelVersion 最长 40 个字符").optional(),
  platform: z.array(z.enum(PLATFORMS.map((p) => p.value) as [string, ...string[]], { error: `端 platform 只能是 ${PLATFORMS.map((p) => `${p.value}（${p.label}）`).join("、")}` })).max(5).optional(),
});
export type AlgorithmStatsInput = z.infer<typeof input>;

/**
 * The window ending with the unit in progress. "1h": the last 60 minutes up to the minute of `now`
 * (included, its row still growing), in one-minute buckets — minute rows, since rows younger than 7
 * days are never rolled up. "24h" / "7d" / "30d": the last 24 / 168 / 720 hours up to the hour of
 * `now`, in hour / 6-hour / day buckets, to which minute rows and (older than 7 days) hour rows both add.
 */
export function windowOf(name: WindowName, now: number): { start: number; end: number; bucketMs: number } {
  const { spanMs, bucketMs, alignMs } = WINDOWS[name];
  const end = Math.floor(now / alignMs) * alignMs + alignMs;
  return { start: end - spanMs, end, bucketMs };
}

interface Bucketed extends Figures { bucket: number }

/** Everything /dashboard/algorithm shows, over one window and the filters. */
export async function algorithmStats(db: Parameters<typeof sumsBy>[0], now: number, asked: AlgorithmStatsInput) {
  const { start, end, bucketMs } = windowOf(asked.window, now);
  const buckets = Array.from({ length: Math.round((end - start) / bucketMs) }, (_, i) => start + i * bucketMs);
  const scope: AlgorithmScope = { start, end, algorithm: asked.algorithm, modelVersion: asked.modelVersion, platforms: asked.platform };
  const b = sql<number>`((${sql.ref("algorithm_metric.bucketAt")} - ${sql.lit(start)}) / ${sql.lit(bucketMs)})`;
  const rows = await sumsBy(db, scope, b);
  const where = (pred: (r: SumsRow) => boolean) => rows.filter(pred);
  const algorithms = [...new Set(rows.map((r) => r.algorithm))];
  const one = asked.algorithm ?? (algorithms.length === 1 ? algorithms[0]! : null);
  const perBucket = (pick: (r: SumsRow) => boolean, algorithm: string | null): Bucketed[] =>
    buckets.map((bucket, i) => ({ bucket, ...figuresOf(total(where((r) => r.b === i && pick(r))), algorithm) }));
  const versions = [...new Set(rows.map((r) => `${r.algorithm}|${r.modelVersion}`))].sort().map((key) => {
    const [algorithm, modelVersion] = key.split("|") as [string, string];
    const mine = (r: SumsRow) => r.algorithm === algorithm && r.modelVersion === modelVersion;
    return {
      algorithm, modelVersion, ...figuresOf(total(where(mine)), algorithm),
      hitSeries: perBucket(mine, algorithm).map((p) => (p.calls > 0 ? p.hitRate : null)),
    };
  });
  // The versions offered by the filter: every version seen in the window, whatever version is chosen.
  const offered = asked.modelVersion ? await sumsBy(db, { ...scope, modelVersion: undefined }) : rows;
  return {
    window: { name: asked.window, start, end, bucketMs },
    buckets,
    algorithms: ALGORITHM_VALUES.filter((a) => !asked.algorithm || a === asked.algorithm)
      .map((algorithm) => ({ algorithm, ...figuresOf(total(where((r) => r.algorithm === algorithm)), algorithm) })),
    // Calls, errors and tokens add up across algorithms; the latency lines are only meaningful for one.
    series: perBucket(() => true, one),
    versions,
    modelVersions: [...new Set(offered.map((r) => `${r.algorithm}|${r.modelVersion}`))].sort()
      .map((k) => ({ algorithm: k.split("|")[0]!, modelVersion: k.split("|")[1]! })),
  };
}

/** `DashboardServiceAdmin/algorithmStats` under R(dashboard), the page's one query (refreshed every 60 s). */
export function registerAlgorithmStats(registry: MethodRegistry): void {
  registry.add(method({
    service: "DashboardServiceAdmin", method: "algorithmStats", access: read("dashboard"), input,
    handler: async (call, asked) => algorithmStats(call.db, call.now(), asked),
  }));
}
