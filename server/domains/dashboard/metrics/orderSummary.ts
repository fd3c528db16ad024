import { sql, type RawBuilder } from "kysely";
import { bucketIndexSql, DAY, type Period } from "./period";
import { num, seriesFrom, type MetricInput, type SeriesPoint } from "./registry";

/**
 * The money figures read from the daily summaries (server/platform/db/orderDaySummary.ts: paid count and GMV per
 * China-time day × order type × platform × pay channel, refunds likewise under their order's dimensions), kept in
 * step with the orders by triggers in the same transaction. Periods are whole China-time days and the summaries
 * hold every top-bar filter, so they answer exactly what the orders would — a year in a few hundred rows instead of
 * a million. Distinct visitors cannot be summed across days: those figures stay on the orders.
 */
const EIGHT_HOURS = 8 * 3_600_000;
/** The summaries' day number of a China-time midnight (days since 1970-01-01 in Asia/Shanghai). */
const dayOf = (ms: number) => Math.floor((ms + EIGHT_HOURS) / DAY);
/** The epoch ms of a summary row's day, for the buckets (bigint: the product overflows a 32-bit integer). */
const DAY_START = sql`(cast("day" as bigint) * ${sql.lit(DAY)} - ${sql.lit(EIGHT_HOURS)})`;

type Table = "order_day_summary" | "refund_day_summary";
export type SummaryColumn = "orderType" | "payChannel";

/** `where` over a period and the top bar's filters (values as stored: the enum's text). */
function where(input: MetricInput, p: Period, keys: readonly ("platform" | "payChannel" | "orderType")[] = ["platform", "payChannel", "orderType"]): RawBuilder<unknown> {
  const f = input.filters;
  const conds = [sql`"day" >= ${sql.lit(dayOf(p.start))}`, sql`"day" < ${sql.lit(dayOf(p.end))}`];
  for (const col of keys) {
    const values = f[col];
    if (values?.length) conds.push(sql`${sql.ref(col)} in (${sql.join(values.map((v) => sql`${v}`))})`);
  }
  return sql.join(conds, sql` and `);
}

const measure = (table: Table, kind: "gmv" | "count") =>
  sql.raw(table === "refund_day_summary" ? `sum("amount")` : kind === "gmv" ? `sum("gmv")` : `sum("paidCount")`);

/** One sum over a period. */
export async function summaryValue(input: MetricInput, table: Table, kind: "gmv" | "count", p: Period = input.period): Promise<number> {
  const r = await sql<{ v: unknown }>`select ${measure(table, kind)} as v from ${sql.table(table)} where ${where(input, p)}`.execute(input.db);
  return num(r.rows[0]?.v);
}

/** The same per bucket of the asked granularity, zero-filled (grouped by the alias: SQLite reads `group by 0`, one bucket's index, as a column number). */
export async function summarySeries(input: MetricInput, table: Table, kind: "gmv" | "count"): Promise<SeriesPoint[] | undefined> {
  const { buckets, granularity, period } = input;
  if (!buckets || !granularity) return undefined;
  const b = bucketIndexSql(DAY_START, period, buckets, granularity);
  const r = await sql<{ b: unknown; v: unknown }>`select ${b} as b, ${measure(table, kind)} as v from ${sql.table(table)} where ${where(input, period)} group by b`.execute(input.db);
  return seriesFrom(buckets, r.rows);
}

/** GMV by one dimension over the period: totals, and per bucket when asked. */
export async function summaryGmvBy(input: MetricInput, column: SummaryColumn): Promise<{ totals: { k: unknown; v: unknown }[]; perBucket?: { k: unknown; b: unknown; v: unknown }[] }> {
  const col = sql.ref(column);
  const w = where(input, input.period);
  const totals = (await sql<{ k: unknown; v: unknown }>`select ${col} as k, sum("gmv") as v from order_day_summary where ${w} group by ${col}`.execute(input.db)).rows;
  const { buckets, granularity } = input;
  if (!buckets || !granularity) return { totals };
  const b = bucketIndexSql(DAY_START, input.period, buckets, granularity);
  const perBucket = (await sql<{ k: unknown; b: unknown; v: unknown }>`select ${col} as k, ${b} as b, sum("gmv") as v from order_day_summary where ${w} group by k, b`.execute(input.db)).rows;
  return { totals, perBucket };
}

/**
 * Paid course GMV by course over the period, largest first (course_day_summary: day × course × platform × pay channel,
 * server/platform/db/courseDaySummary.ts); the name is the greatest non-empty one held, as max(courseName) over the
 * orders was. Course 0 and empty text stand for a missing course id or type.
 */
export async function summaryTopCourses(input: MetricInput, limit: number): Promise<{ t: unknown; c: unknown; n: unknown; v: unknown }[]> {
  const w = where(input, input.period, ["platform", "payChannel"]);
  return (await sql<{ t: unknown; c: unknown; n: unknown; v: unknown }>`select "courseType" as t, "courseId" as c, max(nullif("courseName", '')) as n, sum("gmv") as v
    from course_day_summary where ${w} group by "courseType", "courseId" having sum("gmv") <> 0
    order by sum("gmv") desc, "courseId" limit ${sql.lit(limit)}`.execute(input.db)).rows;
}
