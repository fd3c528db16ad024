import { sql, type RawBuilder } from "kysely";
import { ALGORITHMS, type Algorithm } from "../../../../src/catalogue/resources/dashboard/algorithmEnums";
import type { Db } from "../../../platform/db/types";

/**
 * The algorithm figures (commerce.md §7.5) from sums over AlgorithmMetric rows — one SQL aggregation
 * shared by /dashboard/algorithm's own method (./stats.ts) and the metric layer (metrics/algorithm.ts).
 * Percentiles of several rows are calls-weighted means of the rows' percentiles (a minute's or hour's row keeps no
 * samples, so the exact percentile of a longer span cannot be had); say so wherever they are shown.
 */
export interface AlgorithmScope {
  /** [start, end) of `bucketAt`, epoch ms. */
  readonly start: number;
  readonly end: number;
  readonly algorithm?: string | undefined;
  readonly modelVersion?: string | undefined;
  readonly platforms?: readonly string[] | undefined;
}

export interface Sums {
  calls: number; errors: number; wP50: number; wP95: number; wP99: number; wFirstToken: number;
  tokensIn: number; tokensOut: number; top1Hit: number; top5Hit: number; zeroResult: number;
  impressions: number; clicks: number; dislikes: number; rated: number;
}

export interface SumsRow extends Sums {
  readonly algorithm: string;
  readonly modelVersion: string;
  /** Bucket index, when asked by bucket. */
  readonly b: number;
}

const col = (c: string) => sql.ref(`algorithm_metric.${c}`);
const sum = (c: string) => sql<unknown>`sum(${col(c)})`;
const weighted = (c: string) => sql<unknown>`sum(${col("calls")} * ${col(c)})`;

/** Sums per algorithm × model version (× bucket when `bucket` is given), over the scope. */
export async function sumsBy(db: Db, scope: AlgorithmScope, bucket?: RawBuilder<number>): Promise<SumsRow[]> {
  let q = db.selectFrom("algorithm_metric").where("algorithm_metric.bucketAt", ">=", scope.start).where("algorithm_metric.bucketAt", "<", scope.end);
  if (scope.algorithm) q = q.where("algorithm_metric.algorithm", "=", scope.algorithm);
  if (scope.modelVersion) q = q.where("algorithm_metric.modelVersion", "=", scope.modelVersion);
  if (scope.platforms?.length) q = q.where("algorithm_metric.platform", "in", [...scope.platforms]);
  const b = bucket ?? sql<number>`0`;
  const rows = await q.select([
    col("algorithm").as("algorithm"), col("modelVersion").as("modelVersion"), b.as("b"),
    sum("calls").as("calls"), sum("errors").as("errors"), weighted("latencyP50").as("wP50"), weighted("latencyP95").as("wP95"),
    weighted("latencyP99").as("wP99"), weighted("firstTokenP95").as("wFirstToken"), sum("tokensIn").as("tokensIn"), sum("tokensOut").as("tokensOut"),
    sum("top1Hit").as("top1Hit"), sum("top5Hit").as("top5Hit"), sum("zeroResult").as("zeroResult"), sum("impressions").as("impressions"),
    sum("clicks").as("clicks"), sum("dislikes").as("dislikes"), sum("rated").as("rated"),
  ]).groupBy([col("algorithm"), col("modelVersion"), ...(bucket ? [sql.ref("b")] : [])]).execute();
  return rows.map((r) => {
    const out: Record<string, unknown> = { algorithm: String(r.algorithm), modelVersion: String(r.modelVersion), b: Number(r.b ?? 0) };
    for (const k of SUM_KEYS) out[k] = Number((r as Record<string, unknown>)[k] ?? 0);
    return out as unknown as SumsRow;
  });
}

const SUM_KEYS: readonly (keyof Sums)[] = ["calls", "errors", "wP50", "wP95", "wP99", "wFirstToken", "tokensIn", "tokensOut", "top1Hit", "top5Hit", "zeroResult", "impressions", "clicks", "dislikes", "rated"];

export const zeroSums = (): Sums => Object.fromEntries(SUM_KEYS.map((k) => [k, 0])) as unknown as Sums;

/** Rows added together. */
export function total(rows: readonly Sums[]): Sums {
  const out = zeroSums();
  for (const r of rows) for (const k of SUM_KEYS) out[k] += r[k];
  return out;
}

export interface Figures {
  calls: number;
  errors: number;
  /** errors ÷ calls (0 without calls). */
  errorRate: number;
  /** Calls-weighted means of the hours' percentiles, ms. */
  p50: number; p95: number; p99: number;
  firstTokenP95: number;
  /** Per algorithm (see hitRateOf); null where it has none or nothing to divide by. */
  hitRate: number | null;
  tokensIn: number; tokensOut: number;
}

const ratio = (a: number, b: number) => (b > 0 ? a / b : null);

/**
 * 命中率 by algorithm: recognition top5Hit ÷ calls, recommend clicks ÷ impressions, search
 * 1 − zeroResult ÷ calls, chat 1 − dislikes ÷ rated answers; line drawing has none.
 */
export function hitRateOf(algorithm: string, s: Sums): number | null {
  switch (algorithm as Algorithm) {
    case "IMAGE_RECOGNITION": return ratio(s.top5Hit, s.calls);
    case "RECOMMEND": return ratio(s.clicks, s.impressions);
    case "SEARCH": { const r = ratio(s.zeroResult, s.calls); return r === null ? null : 1 - r; }
    case "AI_CHAT": { const r = ratio(s.dislikes, s.rated); return r === null ? null : 1 - r; }
    default: return null;
  }
}

/** The figures of summed rows; `algorithm` null when the rows mix algorithms (no hit rate then). */
export function figuresOf(s: Sums, algorithm: string | null): Figures {
  const w = (x: number) => (s.calls > 0 ? Math.round(x / s.calls) : 0);
  return {
    calls: s.calls, errors: s.errors, errorRate: s.calls > 0 ? s.errors / s.calls : 0,
    p50: w(s.wP50), p95: w(s.wP95), p99: w(s.wP99), firstTokenP95: w(s.wFirstToken),
    hitRate: algorithm ? hitRateOf(algorithm, s) : null, tokensIn: s.tokensIn, tokensOut: s.tokensOut,
  };
}

export const ALGORITHM_VALUES = ALGORITHMS.map((a) => a.value) as unknown as [Algorithm, ...Algorithm[]];
export const algorithmLabel = (a: string) => ALGORITHMS.find((x) => x.value === a)?.label ?? a;
