import { sql } from "kysely";
import type { Algorithm } from "../../../../src/catalogue/resources/dashboard/algorithmEnums";
import type { Db, Tx } from "../../../platform/db/types";

const MINUTE = 60_000;

/** One call of an algorithm endpoint, as the endpoint knows it. */
export interface AlgorithmCall {
  readonly algorithm: Algorithm;
  readonly modelVersion: string;
  /** commerce PLATFORMS value (IOS, ANDROID, MP_WEIXIN, H5, PC). */
  readonly platform: string;
  /** When the call ended, epoch ms (its minute is the row it adds to). */
  readonly at: number;
  readonly latencyMs: number;
  readonly error?: boolean;
  readonly firstTokenMs?: number;
  readonly tokensIn?: number;
  readonly tokensOut?: number;
  readonly top1Hit?: boolean;
  readonly top5Hit?: boolean;
  readonly zeroResult?: boolean;
  readonly impressions?: number;
  readonly clicks?: number;
  readonly disliked?: boolean;
  readonly rated?: boolean;
}

/** The unique key of a row: algorithm|version|platform|bucketAt|bucketMinutes (1 minute row, 60 hour row). */
export const bucketKeyOf = (algorithm: string, modelVersion: string, platform: string, bucketAt: number, minutes: 1 | 60) =>
  `${algorithm}|${modelVersion}|${platform}|${bucketAt}|${minutes}`;

const n = (b: boolean | undefined) => (b ? 1 : 0);

/**
 * The step of the streaming percentile estimates (ms): each call moves a minute's P_q up by STEP·q when
 * it is slower, down by STEP·(1 − q) when not, so the value settles where a share q of calls is faster
 * (stochastic-gradient quantile). A single atomic UPDATE keeps it safe with concurrent callers; exact
 * percentiles would need the samples, which the minute row does not keep.
 */
const STEP = 100;

function quantileStep(column: string, q: number, x: number) {
  const c = sql.ref(`algorithm_metric.${column}`);
  return sql<number>`case when ${sql.lit(x)} > ${c} then ${c} + ${sql.lit(Math.round(STEP * q))} else ${c} - ${sql.lit(Math.round(STEP * (1 - q)))} end`;
}

/**
 * Adds one call to the minute row (bucketMinutes 1) of its algorithm × model version × platform (created
 * on the first call of the minute: percentiles start at its latency); the roll-up sweeper (./rollup.ts)
 * merges the minute rows into hour rows once they are 7 days old. Safe under concurrency on both databases:
 * an INSERT … ON CONFLICT (bucketKey) DO UPDATE adding to the counters. Nothing calls it yet — the
 * algorithm endpoints live outside this console; it is here for the day one of them reports through it.
 */
export async function recordAlgorithmCall(db: Db | Tx, call: AlgorithmCall): Promise<void> {
  const bucketAt = Math.floor(call.at / MINUTE) * MINUTE;
  const latency = Math.max(0, Math.round(call.latencyMs));
  const firstToken = Math.max(0, Math.round(call.firstTokenMs ?? 0));
  const add = (column: string) => sql<number>`${sql.ref(`algorithm_metric.${column}`)} + ${sql.ref(`excluded.${column}`)}`;
  await db.insertInto("algorithm_metric").values({
    ctime: call.at, utime: call.at, bucketAt, algorithm: call.algorithm, modelVersion: call.modelVersion, platform: call.platform,
    bucketMinutes: 1,
    bucketKey: bucketKeyOf(call.algorithm, call.modelVersion, call.platform, bucketAt, 1),
    calls: 1, errors: n(call.error), latencyP50: latency, latencyP95: latency, latencyP99: latency, firstTokenP95: firstToken,
    tokensIn: call.tokensIn ?? 0, tokensOut: call.tokensOut ?? 0, top1Hit: n(call.top1Hit), top5Hit: n(call.top5Hit),
    zeroResult: n(call.zeroResult), impressions: call.impressions ?? 0, clicks: call.clicks ?? 0, dislikes: n(call.disliked), rated: n(call.rated),
  }).onConflict((oc) => oc.column("bucketKey").doUpdateSet({
    utime: sql<number>`case when excluded.utime > algorithm_metric.utime then excluded.utime else algorithm_metric.utime end`,
    calls: add("calls"), errors: add("errors"), tokensIn: add("tokensIn"), tokensOut: add("tokensOut"),
    top1Hit: add("top1Hit"), top5Hit: add("top5Hit"), zeroResult: add("zeroResult"), impressions: add("impressions"),
    clicks: add("clicks"), dislikes: add("dislikes"), rated: add("rated"),
    latencyP50: quantileStep("latencyP50", 0.5, latency), latencyP95: quantileStep("latencyP95", 0.95, latency),
    latencyP99: quantileStep("latencyP99", 0.99, latency),
    ...(call.firstTokenMs !== undefined ? { firstTokenP95: quantileStep("firstTokenP95", 0.95, firstToken) } : {}),
  })).execute();
}
