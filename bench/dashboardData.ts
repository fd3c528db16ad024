import SQLite from "better-sqlite3";
import type pg from "pg";
import { shanghaiDate } from "../src/catalogue/kinds/shanghai";
import { VIP_SPAN_BACKFILL } from "../server/platform/db/vipSpan";
import { VIP_SPAN_DAY_BACKFILL } from "../server/platform/db/vipSpanDay";
import { VISITOR_EVENT_TRIGGER_NAMES, visitorEventBackfill } from "../server/platform/db/visitorLastEvent";

/**
 * The dashboards' bench data (bench/dashboard.ts): visitors, orders over the last 12 months, refunds of the refunded
 * orders and the daily-active rows, generated in bulk by SQL, the same formulas on both databases (integer arithmetic
 * only, so SQLite and PostgreSQL hold identical rows). Row `i` of each table is a function of `i` alone: a
 * multiplicative hash (Knuth's, mod 2^32) picks its status, order type, pay channel and platform from different digits.
 */
export const DAY_MS = 86_400_000;
const SPAN_MS = 365 * DAY_MS;

export interface DashboardData {
  readonly orders: number;
  readonly visitors: number;
  /** Active visitors per day (visitor_daily_active rows per day), for 365 days. */
  readonly dailyActive: number;
  /** The newest order's ctime is just before this instant (epoch ms): the generation's clock. */
  readonly end: number;
}

export function dataShape(orders: number, end: number): DashboardData {
  const visitors = Math.max(1_000, Math.floor(orders / 10));
  return { orders, visitors, dailyActive: Math.max(100, Math.floor(visitors / 50)), end: Math.floor(end / 60_000) * 60_000 };
}

/** `case when <x> < a then 'A' … else 'Z' end`: a pick by thresholds over 0–99 (or 0–999). */
const pick = (x: string, table: readonly (readonly [number, string])[], last: string) =>
  `(case ${table.map(([t, v]) => `when ${x} < ${t} then '${v}'`).join(" ")} else '${last}' end)`;

/** The order columns, in the order the SELECT below gives them. */
const ORDER_COLUMNS = ["ctime", "utime", "orderNo", "orderType", "status", "payChannel", "platform", "visitorId", "payAmount", "totalAmount",
  "paidAt", "refundedAmount", "fulfilStatus", "vipStartAt", "vipEndAt", "courseType", "courseId", "courseName"];

/**
 * Orders over `series` (a row source with a bigint column `i`, 0 … n − 1): ~70 % PAID, 3 % REFUNDED, 1 % partially
 * refunded, 0.5 % REFUNDING, the rest CLOSED or PENDING (unpaid); 2 % free (兑换码, 后台开通: payAmount 0).
 */
function ordersSelect(d: DashboardData, series: string, visitorBase: string): string {
  const h = "((i * 2654435761) % 4294967296)";
  const ctime = `(${d.end} - 700000 - (i * ${SPAN_MS}) / ${d.orders})`;
  const status = pick(`(h % 1000)`, [[700, "PAID"], [730, "REFUNDED"], [740, "PARTIAL_REFUNDED"], [745, "REFUNDING"], [900, "CLOSED"]], "PENDING");
  const type = pick(`((h / 1000) % 100)`, [[45, "VIP"], [70, "TOPUP"], [92, "COURSE"]], "AUCTION");
  const channel = pick(`((h / 100000) % 100)`, [[45, "WXPAY"], [75, "ALIPAY"], [88, "APPLE_IAP"], [98, "BALANCE"], [99, "REDEEM_CODE"]], "ADMIN");
  const platform = pick(`((h / 10000000) % 100)`, [[30, "IOS"], [55, "ANDROID"], [80, "MP_WEIXIN"], [92, "H5"]], "PC");
  const base = `(case ot when 'VIP' then 1800 when 'TOPUP' then 5000 when 'COURSE' then 9900 else 100000 end)`;
  const amount = `(case when ch in ('REDEEM_CODE', 'ADMIN') then 0 else ${base} + ((h / 100) % 50) * 100 end)`;
  const paid = `st in ('PAID', 'REFUNDED', 'PARTIAL_REFUNDED', 'REFUNDING')`;
  const paidAt = `(case when ${paid} then c + 30000 + (h % 600) * 1000 end)`;
  return `select c, c, 'BO' || (1000000000 + i), ot, st, ch, pf, ${visitorBase} + (i * 7907) % ${d.visitors}, ${amount}, ${amount},
      ${paidAt},
      (case st when 'REFUNDED' then ${amount} when 'PARTIAL_REFUNDED' then ${amount} / 2 else 0 end),
      (case when ot <> 'VIP' then null when st = 'REFUNDED' then 'REVOKED' when ${paid} then 'DONE' else 'NONE' end),
      (case when ot = 'VIP' and ${paid} then ${paidAt} end),
      (case when ot = 'VIP' and ${paid} then ${paidAt} + (1 + h % 3) * 31 * ${DAY_MS} end),
      (case when ot = 'COURSE' then 'SHIY' end),
      (case when ot = 'COURSE' then 1 + (h / 13) % 40 end),
      (case when ot = 'COURSE' then '书院课程 ' || (1 + (h / 13) % 40) end)
    from (select i, h, c, ${status} as st, ${type} as ot, ${channel} as ch, ${platform} as pf
          from (select i, ${h} as h, ${ctime} as c from ${series}) as a) as b`;
}

const VISITOR_COLUMNS = ["ctime", "utime", "uid", "nickName", "registerChannel", "registerAt"];

/** Visitors registered evenly over the last two years (so every period has sign-ups). */
function visitorsSelect(d: DashboardData, series: string): string {
  const h = "((i * 2654435761) % 4294967296)";
  const at = `(${d.end} - 1000 - (i * ${2 * SPAN_MS}) / ${d.visitors})`;
  const channel = pick(`((${h} / 1000) % 100)`, [[30, "IOS"], [55, "ANDROID"], [80, "MP_WEIXIN"], [92, "H5"]], "PC");
  return `select ${at}, ${at}, (10000000 + i), '用户 ' || i, ${channel}, ${at} from ${series}`;
}

/** Refunds of the refunded orders: one successful refund each, a few days after payment (never after `end`). */
function refundsInsert(d: DashboardData): string {
  const at = `(o."paidAt" + (o."Id" % 20) * ${DAY_MS} + 3600000)`;
  return `insert into refund ("ctime", "utime", "refundNo", "amount", "status", "orderId", "orderNo", "visitorId", "payChannel", "successAt")
    select o."paidAt", o."paidAt", 'R' || o."orderNo", o."refundedAmount", 'SUCCESS', o."Id", o."orderNo", o."visitorId", o."payChannel",
           (case when ${at} < ${d.end - 1000} then ${at} else ${d.end - 1000} end)
    from orders o where o."status" in ('REFUNDED', 'PARTIAL_REFUNDED')`;
}

/** One day's active visitors: `dailyActive` distinct visitors, a different window of them each day. */
function activeSelect(d: DashboardData, series: string, visitorBase: string, day: number): string {
  const v = `(${visitorBase} + (${day * 7919} + i) % ${d.visitors})`;
  const platform = pick(`((((i + ${day}) * 2654435761) % 4294967296) / 1000 % 100)`, [[30, "IOS"], [55, "ANDROID"], [80, "MP_WEIXIN"], [92, "H5"]], "PC");
  return `select ${d.end}, ${d.end}, ${v}, $date, ${platform}, $date || ':' || ${v} from ${series}`;
}
const ACTIVE_COLUMNS = ["ctime", "utime", "visitorId", "date", "platform", "dayKey"];

/** The 365 China-time dates the daily-active rows cover, newest first. */
export function activeDates(d: DashboardData): string[] {
  return Array.from({ length: 365 }, (_, k) => shanghaiDate(d.end - 1 - k * DAY_MS));
}

const cols = (list: readonly string[]) => list.map((c) => `"${c}"`).join(", ");
const TABLES = ["visitor", "orders", "refund", "visitor_daily_active"] as const;

/**
 * SQLite: one transaction, the series a recursive CTE; the substring-index triggers set aside and their FTS tables
 * rebuilt once (as bench/generate.ts does for museums), then PRAGMA optimize so the planner sees the tables as they are.
 */
export function generateDashboardSqlite(file: string, d: DashboardData): void {
  const db = new SQLite(file);
  try {
    db.pragma("busy_timeout = 5000");
    const series = (n: number) => `(with recursive s(i) as (select 0 union all select i + 1 from s where i < ${n - 1}) select i from s) as s`;
    // Set aside, then refilled by the migrations' own backfills: the substring index's triggers, the members' spells'
    // (vipSpan.ts: one recomputation per VIP order would take minutes here) and the visitors' last events'
    // (visitorLastEvent.ts: a dozen statements per row). The daily summaries' (orderDaySummary.ts) fire for every row.
    const own = TABLES.flatMap((t) => db.prepare(`select name, sql from sqlite_master where type = 'trigger' and tbl_name = ? and (name like '%\\_fts\\_%' escape '\\' or name like 'vip\\_span\\_%' escape '\\')`).all(t) as { name: string; sql: string }[]);
    const vle = VISITOR_EVENT_TRIGGER_NAMES.sqlite.map((name) => db.prepare(`select name, sql from sqlite_master where type = 'trigger' and name = ?`).get(name) as { name: string; sql: string } | undefined)
      .filter((t): t is { name: string; sql: string } => t !== undefined);
    const triggers = [...own, ...vle];
    db.transaction(() => {
      for (const t of triggers) db.exec(`drop trigger "${t.name}"`);
      db.exec(`insert into visitor (${cols(VISITOR_COLUMNS)}) ${visitorsSelect(d, series(d.visitors))}`);
      const base = String((db.prepare(`select min("Id") as m from visitor where "uid" = 10000000`).get() as { m: number }).m);
      db.exec(`insert into orders (${cols(ORDER_COLUMNS)}) ${ordersSelect(d, series(d.orders), base)}`);
      db.exec(refundsInsert(d));
      activeDates(d).forEach((date, day) => {
        db.prepare(`insert into visitor_daily_active (${cols(ACTIVE_COLUMNS)}) ${activeSelect(d, series(d.dailyActive), base, day).replace(/\$date/g, "@date")}`).run({ date });
      });
      for (const t of TABLES) if (db.prepare(`select 1 from sqlite_master where name = ?`).get(`${t}_fts`)) db.exec(`insert into "${t}_fts"("${t}_fts") values ('rebuild')`);
      for (const text of [...VIP_SPAN_BACKFILL, ...VIP_SPAN_DAY_BACKFILL]) db.exec(text);
      for (const t of triggers) db.exec(t.sql);
      if (vle.length > 0) for (const text of visitorEventBackfill("sqlite")) db.exec(text);
    })();
    db.pragma("analysis_limit = 1000");
    db.pragma("optimize = 0x10002");
    db.pragma("wal_checkpoint(TRUNCATE)");
  } finally {
    db.close();
  }
}

/** PostgreSQL: INSERT … SELECT over generate_series per table, then VACUUM ANALYZE (as autovacuum would). */
export async function generateDashboardPostgres(pool: pg.Pool, d: DashboardData): Promise<void> {
  const series = (n: number) => `generate_series(0::bigint, ${n - 1}::bigint) as s(i)`;
  // The visitors' last events are filled once afterwards by the migration's own backfill (as on SQLite above).
  for (const [table, name] of VISITOR_EVENT_TRIGGER_NAMES.postgres) await pool.query(`alter table "${table}" disable trigger "${name}"`);
  await pool.query(`insert into visitor (${cols(VISITOR_COLUMNS)}) ${visitorsSelect(d, series(d.visitors))}`);
  const base = String((await pool.query<{ m: string }>(`select min("Id") as m from visitor where "uid" = 10000000`)).rows[0]?.m);
  // The members' spells are refilled by the migration's backfill rather than recomputed per VIP order (as on SQLite).
  await pool.query(`alter table orders disable trigger vip_span_sync`);
  await pool.query(`insert into orders (${cols(ORDER_COLUMNS)}) ${ordersSelect(d, series(d.orders), base)}`);
  for (const text of [...VIP_SPAN_BACKFILL, ...VIP_SPAN_DAY_BACKFILL]) await pool.query(text);
  await pool.query(`alter table orders enable trigger vip_span_sync`);
  await pool.query(refundsInsert(d));
  const dates = activeDates(d);
  for (let day = 0; day < dates.length; day++) {
    await pool.query(`insert into visitor_daily_active (${cols(ACTIVE_COLUMNS)}) ${activeSelect(d, series(d.dailyActive), base, day).replace(/\$date/g, "$1::text")}`, [dates[day]]);
  }
  for (const [table, name] of VISITOR_EVENT_TRIGGER_NAMES.postgres) await pool.query(`alter table "${table}" enable trigger "${name}"`);
  for (const text of visitorEventBackfill("postgres")) await pool.query(text);
  for (const t of [...TABLES, "visitor_last_event", "visitor_bucket_count"]) await pool.query(`vacuum analyze "${t}"`);
}
