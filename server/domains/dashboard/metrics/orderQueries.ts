import { sql, type ExpressionBuilder, type Expression, type SqlBool } from "kysely";
import type { Schema } from "../../../platform/db/types";
import { summarySeries, summaryValue } from "./orderSummary";
import { bucketIndexSql, type Period } from "./period";
import { num, seriesFrom, type MetricFilters, type MetricInput, type SeriesPoint } from "./registry";

/** A paid order (§7.0): paid in the period, something paid, and a later refund does not un-pay it. */
export const PAID_STATUSES = ["PAID", "REFUNDING", "PARTIAL_REFUNDED", "REFUNDED"] as const;

type OrdersEb = ExpressionBuilder<Schema, "orders">;

/** The top bar's filters on orders. */
export function orderFilterConds(eb: OrdersEb, f: MetricFilters): Expression<SqlBool>[] {
  const conds: Expression<SqlBool>[] = [];
  if (f.platform?.length) conds.push(eb("orders.platform", "in", [...f.platform]));
  if (f.payChannel?.length) conds.push(eb("orders.payChannel", "in", [...f.payChannel]));
  if (f.orderType?.length) conds.push(eb("orders.orderType", "in", [...f.orderType]));
  return conds;
}

/** Orders paid in the period under the filters (uses the index on orders.paidAt). */
export function paidOrdersIn(input: MetricInput, p: Period = input.period, extra: (eb: OrdersEb) => Expression<SqlBool>[] = () => []) {
  return input.db.selectFrom("orders")
    .where("orders.paidAt", ">=", p.start).where("orders.paidAt", "<", p.end)
    .where("orders.payAmount", ">", 0).where("orders.status", "in", [...PAID_STATUSES])
    .where((eb) => eb.and([...orderFilterConds(eb, input.filters), ...extra(eb)]));
}

export type PaidAggregate = "gmv" | "count" | "visitors";

function aggregate(kind: PaidAggregate) {
  if (kind === "gmv") return sql<unknown>`sum(${sql.ref("orders.payAmount")})`;
  if (kind === "count") return sql<unknown>`count(*)`;
  return sql<unknown>`count(distinct ${sql.ref("orders.visitorId")})`;
}

/** One aggregate over the paid orders of a period: sums from the daily summary, distinct visitors from the orders. */
export async function paidValue(input: MetricInput, kind: PaidAggregate, p: Period = input.period): Promise<number> {
  if (kind !== "visitors") return summaryValue(input, "order_day_summary", kind, p);
  const row = await paidOrdersIn(input, p).select(aggregate(kind).as("v")).executeTakeFirst();
  return num(row?.v);
}

/** The same per bucket, zero-filled. */
export async function paidSeries(input: MetricInput, kind: PaidAggregate): Promise<SeriesPoint[] | undefined> {
  const { buckets, granularity } = input;
  if (!buckets || !granularity) return undefined;
  if (kind !== "visitors") return summarySeries(input, "order_day_summary", kind);
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
