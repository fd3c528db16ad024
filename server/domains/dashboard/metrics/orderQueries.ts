import { sql, type ExpressionBuilder, type Expression, type RawBuilder, type SqlBool } from "kysely";
import type { Dialect, Schema } from "../../../platform/db/types";
import { summarySeries, summaryValue } from "./orderSummary";
import { bucketIndexSql, type Period } from "./period";
import { num, seriesFrom, type MetricFilters, type MetricInput, type SeriesPoint } from "./registry";
import { paidVisitorSeries, visitorsSince } from "./visitorEvents";

/** A paid order (§7.0): paid in the period, something paid, and a later refund does not un-pay it. */
export const PAID_STATUSES = ["PAID", "REFUNDING", "PARTIAL_REFUNDED", "REFUNDED"] as const;

type OrdersEb = ExpressionBuilder<Schema, "orders">;

/**
 * A column of orders in a condition. On SQLite `+column`: the term then cannot pick its own index, so the planner walks
 * the period's range on orders_paid_cover — without STAT4 it guesses a two-sided range badly and chose the pay
 * channel's or the status's index instead, reading every such order of all time (bench/dashboard.ts: 0.7 s for 今天).
 */
function col(dialect: Dialect, name: "platform" | "payChannel" | "orderType" | "status" | "payAmount"): RawBuilder<unknown> {
  return dialect === "sqlite" ? sql.raw(`+"orders"."${name}"`) : sql.ref(`orders.${name}`);
}

/** The top bar's filters on orders. */
export function orderFilterConds(eb: OrdersEb, f: MetricFilters, dialect: Dialect = "postgres"): Expression<SqlBool>[] {
  const conds: Expression<SqlBool>[] = [];
  for (const name of ["platform", "payChannel", "orderType"] as const) {
    const values = f[name];
    if (values?.length) conds.push(eb(col(dialect, name), "in", [...values]));
  }
  return conds;
}

/** Orders paid in the period under the filters (by the covering index orders_paid_cover on paidAt). */
export function paidOrdersIn(input: MetricInput, p: Period = input.period, extra: (eb: OrdersEb) => Expression<SqlBool>[] = () => []) {
  return input.db.selectFrom("orders")
    .where("orders.paidAt", ">=", p.start).where("orders.paidAt", "<", p.end)
    .where((eb) => eb.and([
      eb(col(input.dialect, "payAmount"), ">", 0), eb(col(input.dialect, "status"), "in", [...PAID_STATUSES]),
      ...orderFilterConds(eb, input.filters, input.dialect), ...extra(eb),
    ]));
}

export type PaidAggregate = "gmv" | "count" | "visitors";

function aggregate(kind: PaidAggregate) {
  if (kind === "gmv") return sql<unknown>`sum(${sql.ref("orders.payAmount")})`;
  if (kind === "count") return sql<unknown>`count(*)`;
  return sql<unknown>`count(distinct ${sql.ref("orders.visitorId")})`;
}

/**
 * One aggregate over the paid orders of a period: sums from the daily summary; distinct visitors from the visitors'
 * last payments when that is exact (visitorEvents.ts), else from the orders.
 */
export async function paidValue(input: MetricInput, kind: PaidAggregate, p: Period = input.period): Promise<number> {
  if (kind !== "visitors") return summaryValue(input, "order_day_summary", kind, p);
  return (await visitorsSince(input, "paid", p)) ?? paidVisitorsDirect(input, p);
}

/** Distinct paying visitors read from the orders (the definition itself; the fallback of the fast paths). */
export async function paidVisitorsDirect(input: MetricInput, p: Period = input.period): Promise<number> {
  const kind = "visitors";
  const row = await paidOrdersIn(input, p).select(aggregate(kind).as("v")).executeTakeFirst();
  return num(row?.v);
}

/** The same per bucket, zero-filled. */
export async function paidSeries(input: MetricInput, kind: PaidAggregate): Promise<SeriesPoint[] | undefined> {
  const { buckets, granularity } = input;
  if (!buckets || !granularity) return undefined;
  if (kind !== "visitors") return summarySeries(input, "order_day_summary", kind);
  const fast = await paidVisitorSeries(input, (p) => paidVisitorsDirect(input, p));
  if (fast) return fast;
  const b = bucketIndexSql(sql.ref("orders.paidAt"), input.period, buckets, granularity);
  const rows = await paidOrdersIn(input).select([b.as("b"), aggregate(kind).as("v")]).groupBy(sql.ref("b")).execute();
  return seriesFrom(buckets, rows);
}

/**
 * Σ amount of SUCCESS refunds with successAt in the period, order filters through the refunded order: from the daily
 * refund summary (server/platform/db/orderDaySummary.ts), which sums each refund under its order's dimensions.
 */
export async function refundValue(input: MetricInput, p: Period = input.period): Promise<number> {
  return summaryValue(input, "refund_day_summary", "gmv", p);
}

export async function refundSeries(input: MetricInput): Promise<SeriesPoint[] | undefined> {
  return summarySeries(input, "refund_day_summary", "gmv");
}

/** Two series point by point (net = GMV − refunds; ratios). */
export function combine(a: readonly SeriesPoint[] | undefined, b: readonly SeriesPoint[] | undefined, op: (x: number, y: number) => number): SeriesPoint[] | undefined {
  if (!a || !b) return undefined;
  return a.map((p, i) => ({ bucket: p.bucket, value: op(p.value, b[i]?.value ?? 0) }));
}

/** x ÷ y rounded to whole fen (客单价), 0 when nothing was paid. */
export const perHead = (x: number, y: number): number => (y > 0 ? Math.round(x / y) : 0);
