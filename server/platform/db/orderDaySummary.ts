/**
 * The SQL of the orders' daily summaries (migration 20261128230000_order_day_summary): tables, the triggers that keep
 * them in step on SQLite and PostgreSQL, and the backfill. Kept out of the migration file so that the definitions of
 * "a paid order" and "a China-time day" sit in one place next to each other; the migration must stay as shipped, so
 * a later change here belongs in a new migration that copies what it needs.
 *
 * A day is `("paidAt" + 8 h) / 1 day` in integer arithmetic (days since 1970-01-01 in Asia/Shanghai, which keeps no
 * daylight saving): the same number on both databases. Empty text stands for a missing dimension (a NULL would
 * never meet the key's conflict).
 */
const DAY = "86400000";
const EIGHT_HOURS = "28800000";
const dayOf = (col: string) => `((${col} + ${EIGHT_HOURS}) / ${DAY})`;
const PAID_STATUSES = `('PAID', 'REFUNDING', 'PARTIAL_REFUNDED', 'REFUNDED')`;
/** A paid order (commerce.md §7.0, as server/domains/dashboard/metrics/orderQueries.ts paidOrdersIn). */
const paid = (r: string) => `${r}."paidAt" is not null and ${r}."payAmount" > 0 and ${r}."status" in ${PAID_STATUSES}`;
const refunded = (r: string) => `${r}."status" = 'SUCCESS' and ${r}."successAt" is not null`;
const dims = (r: string) => `coalesce(${r}."orderType", ''), coalesce(${r}."platform", ''), coalesce(${r}."payChannel", '')`;
const KEY = `"day", "orderType", "platform", "payChannel"`;

export const SUMMARY_TABLES = [
  `create table if not exists order_day_summary ("day" integer not null, "orderType" text not null, "platform" text not null, "payChannel" text not null,
     "paidCount" bigint not null, "gmv" bigint not null, primary key (${KEY}))`,
  `create table if not exists refund_day_summary ("day" integer not null, "orderType" text not null, "platform" text not null, "payChannel" text not null,
     "amount" bigint not null, primary key (${KEY}))`,
];

const addOrder = (r: string) => `insert into order_day_summary (${KEY}, "paidCount", "gmv") values (${dayOf(`${r}."paidAt"`)}, ${dims(r)}, 1, ${r}."payAmount")
  on conflict (${KEY}) do update set "paidCount" = order_day_summary."paidCount" + 1, "gmv" = order_day_summary."gmv" + excluded."gmv"`;
const subtractOrder = (r: string) => `update order_day_summary set "paidCount" = "paidCount" - 1, "gmv" = "gmv" - ${r}."payAmount"
  where "day" = ${dayOf(`${r}."paidAt"`)} and ("orderType", "platform", "payChannel") = (${dims(r)})`;
// A refund is summed under its order's dimensions (the figures filter refunds by the original order).
const addRefund = (r: string) => `insert into refund_day_summary (${KEY}, "amount")
  select ${dayOf(`${r}."successAt"`)}, ${dims("o")}, ${r}."amount" from orders o where o."Id" = ${r}."orderId"
  on conflict (${KEY}) do update set "amount" = refund_day_summary."amount" + excluded."amount"`;
const subtractRefund = (r: string) => `update refund_day_summary set "amount" = "amount" - ${r}."amount"
  where "day" = ${dayOf(`${r}."successAt"`)} and ("orderType", "platform", "payChannel") = (select ${dims("o")} from orders o where o."Id" = ${r}."orderId")`;

/** The columns whose change can move an order in or out of the summary, or to another key. */
const ORDER_COLUMNS = `"paidAt", "payAmount", "status", "orderType", "platform", "payChannel"`;
const REFUND_COLUMNS = `"status", "successAt", "amount", "orderId"`;

export const ORDER_SUMMARY_TRIGGERS_SQLITE = [
  `create trigger if not exists order_day_summary_ai after insert on orders when ${paid("new")} begin ${addOrder("new")}; end`,
  `create trigger if not exists order_day_summary_ad after delete on orders when ${paid("old")} begin ${subtractOrder("old")}; end`,
  // Old out, new in: SQLite runs both when both hold, and the sum does not depend on their order.
  `create trigger if not exists order_day_summary_au_old after update of ${ORDER_COLUMNS} on orders when ${paid("old")} begin ${subtractOrder("old")}; end`,
  `create trigger if not exists order_day_summary_au_new after update of ${ORDER_COLUMNS} on orders when ${paid("new")} begin ${addOrder("new")}; end`,
  `create trigger if not exists refund_day_summary_ai after insert on refund when ${refunded("new")} begin ${addRefund("new")}; end`,
  `create trigger if not exists refund_day_summary_ad after delete on refund when ${refunded("old")} begin ${subtractRefund("old")}; end`,
  `create trigger if not exists refund_day_summary_au_old after update of ${REFUND_COLUMNS} on refund when ${refunded("old")} begin ${subtractRefund("old")}; end`,
  `create trigger if not exists refund_day_summary_au_new after update of ${REFUND_COLUMNS} on refund when ${refunded("new")} begin ${addRefund("new")}; end`,
];

/** PostgreSQL: one plpgsql function per table; OLD and NEW are read only where the operation has them. */
const pgFunction = (name: string, isIn: (r: string) => string, add: (r: string) => string, subtract: (r: string) => string) =>
  `create or replace function ${name}() returns trigger language plpgsql as $fn$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    if ${isIn("old")} then ${subtract("old")}; end if;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    if ${isIn("new")} then ${add("new")}; end if;
  end if;
  return null;
end
$fn$`;

export const ORDER_SUMMARY_TRIGGERS_PG = [
  pgFunction("order_day_summary_sync", paid, addOrder, subtractOrder),
  `drop trigger if exists order_day_summary_sync on orders`,
  `create trigger order_day_summary_sync after insert or delete or update of ${ORDER_COLUMNS} on orders for each row execute function order_day_summary_sync()`,
  pgFunction("refund_day_summary_sync", refunded, addRefund, subtractRefund),
  `drop trigger if exists refund_day_summary_sync on refund`,
  `create trigger refund_day_summary_sync after insert or delete or update of ${REFUND_COLUMNS} on refund for each row execute function refund_day_summary_sync()`,
];

export const SUMMARY_BACKFILL = [
  `delete from order_day_summary`,
  `insert into order_day_summary (${KEY}, "paidCount", "gmv")
     select ${dayOf(`r."paidAt"`)}, ${dims("r")}, count(*), sum(r."payAmount") from orders r where ${paid("r")}
     group by ${dayOf(`r."paidAt"`)}, ${dims("r")}`,
  `delete from refund_day_summary`,
  `insert into refund_day_summary (${KEY}, "amount")
     select ${dayOf(`r."successAt"`)}, ${dims("o")}, sum(r."amount") from refund r join orders o on o."Id" = r."orderId" where ${refunded("r")}
     group by ${dayOf(`r."successAt"`)}, ${dims("o")}`,
];
