import type { Dialect } from "./types";

/**
 * The SQL of the visitors' last events (migration 20261129020000_visitor_last_event): tables, triggers on SQLite and
 * PostgreSQL, and the backfill. Distinct visitors cannot be summed from day summaries, but two facts make them cheap
 * (issue 26, 付费用户数 / 转化漏斗): the analysis presets end today and no event lies in the future, so "visitors with an
 * event in [A, B)" is "visitors whose LAST event is ≥ A" once no event is at or after B, and "visitors with ≥ 2 events"
 * is "visitors whose second-to-last event is ≥ A". Past whole calendar buckets (day, week, month) of paying visitors
 * are counted once in visitor_bucket_count.
 *
 * visitor_last_event: one row per kind × key × visitor. Kinds: 'paid' (paid orders by paidAt; keys '', 'p:'platform,
 * 'c:'payChannel, 't:'orderType), 'created' (any order by ctime; keys '', 'p:', 't:'), 'active' (visitor_daily_active
 * by the China-time start of its date; keys '', 'p:'). A missing dimension is empty text after the prefix.
 *
 * Kept out of the migration file, as orderDaySummary.ts is; once shipped, a change belongs in a new migration.
 */
const DAY = "86400000";
const EIGHT_HOURS = "28800000";
const PAID_STATUSES = `('PAID', 'REFUNDING', 'PARTIAL_REFUNDED', 'REFUNDED')`;
/** A paid order (commerce.md §7.0; the same as orderDaySummary.ts, copied: that migration stays as shipped). */
const paid = (r: string) => `(${r}."paidAt" is not null and ${r}."payAmount" > 0 and ${r}."status" in ${PAID_STATUSES})`;

type Kind = "paid" | "created" | "active";
type Source = { table: "orders" | "visitor_daily_active"; at: (r: string, d: Dialect) => string; keys: ((r: string) => string)[]; is: (r: string) => string };

const dim = (prefix: string, col: string) => (r: string) => `'${prefix}' || coalesce(${r}."${col}", '')`;
/** The China-time start (epoch ms) of a `YYYY-MM-DD` date column. */
const dateStart = (r: string, d: Dialect) => d === "postgres"
  ? `((cast(${r}."date" as date) - date '1970-01-01')::bigint * ${DAY} - ${EIGHT_HOURS})`
  : `(cast(round((julianday(${r}."date") - 2440587.5) * ${DAY}) as integer) - ${EIGHT_HOURS})`;

const SOURCES: Record<Kind, Source> = {
  paid: { table: "orders", at: (r) => `${r}."paidAt"`, is: paid, keys: [() => `''`, dim("p:", "platform"), dim("c:", "payChannel"), dim("t:", "orderType")] },
  created: { table: "orders", at: (r) => `${r}."ctime"`, is: () => "true", keys: [() => `''`, dim("p:", "platform"), dim("t:", "orderType")] },
  active: { table: "visitor_daily_active", at: dateStart, is: (r) => `${r}."date" is not null`, keys: [() => `''`, dim("p:", "platform")] },
};

export const VISITOR_EVENT_TABLES = [
  `create table if not exists visitor_last_event ("kind" text not null, "key" text not null, "visitorId" bigint not null,
     "lastAt" bigint not null, "last2At" bigint, primary key ("kind", "key", "visitorId"))`,
  `create index if not exists visitor_last_event_last on visitor_last_event ("kind", "key", "lastAt")`,
  `create index if not exists visitor_last_event_last2 on visitor_last_event ("kind", "key", "last2At")`,
  `create table if not exists visitor_bucket_count ("key" text not null, "grain" text not null, "bucketStart" bigint not null,
     "visitors" bigint not null, primary key ("key", "grain", "bucketStart"))`,
];

/** The (key, at) events of one row `r`, as a union of selects (one per key) — `r` a trigger's new/old. */
const rowEvents = (kind: Kind, r: string, d: Dialect) => {
  const s = SOURCES[kind];
  return s.keys.map((k) => `select ${k(r)} as k, ${s.at(r, d)} as ev_at`).join(" union all ");
};

/** Raise lastAt / last2At with one new event per key (an event at lastAt's instant is a second one). */
const raise = (kind: Kind, r: string, d: Dialect, cond = "true") => `insert into visitor_last_event ("kind", "key", "visitorId", "lastAt", "last2At")
  select '${kind}', e.k, ${r}."visitorId", e.ev_at, null from (${rowEvents(kind, r, d)}) as e where ${r}."visitorId" is not null and ${SOURCES[kind].is(r)} and ${cond}
  on conflict ("kind", "key", "visitorId") do update set
    "last2At" = case when excluded."lastAt" >= visitor_last_event."lastAt" then visitor_last_event."lastAt"
                     when visitor_last_event."last2At" is null or excluded."lastAt" > visitor_last_event."last2At" then excluded."lastAt"
                     else visitor_last_event."last2At" end,
    "lastAt" = case when excluded."lastAt" > visitor_last_event."lastAt" then excluded."lastAt" else visitor_last_event."lastAt" end`;

/** Every event of the source rows matching `where` (alias s): (k, v, at). */
const allEvents = (kind: Kind, where: string, d: Dialect) => {
  const src = SOURCES[kind];
  return src.keys.map((k) => `select ${k("s")} as k, s."visitorId" as v, ${src.at("s", d)} as ev_at from ${src.table} s where s."visitorId" is not null and ${src.is("s")} and ${where}`).join(" union all ");
};

/** The last and second-to-last event per key and visitor of the events matching `where`, inserted. */
const lastTwo = (kind: Kind, where: string, d: Dialect) => `insert into visitor_last_event ("kind", "key", "visitorId", "lastAt", "last2At")
  select '${kind}', k, v, max(ev_at), max(case when rn = 2 then ev_at end) from (
    select k, v, ev_at, row_number() over (partition by k, v order by ev_at desc) as rn from (${allEvents(kind, where, d)}) as e
  ) as r where rn <= 2 group by k, v`;

/** Recompute one visitor's rows of a kind from the source (after an event left, moved or changed key). */
const recompute = (kind: Kind, v: string, d: Dialect, cond = "true") => [
  `delete from visitor_last_event where "kind" = '${kind}' and "visitorId" = ${v} and ${cond}`,
  lastTwo(kind, `s."visitorId" = ${v} and ${cond}`, d),
];

// ---- visitor_bucket_count: paying visitors per key × grain × calendar bucket ----

/** The start of the China-time day / week (Monday) / month holding epoch ms `at`, in SQL. */
function bucketStart(at: string, grain: "d" | "w" | "m", d: Dialect): string {
  const day = `((${at} + ${EIGHT_HOURS}) / ${DAY})`;
  if (grain === "d") return `(${day} * ${DAY} - ${EIGHT_HOURS})`;
  if (grain === "w") return `((${day} - (${day} + 3) % 7) * ${DAY} - ${EIGHT_HOURS})`;
  return d === "postgres"
    ? `(cast(extract(epoch from date_trunc('month', to_timestamp((${at} + ${EIGHT_HOURS}) / 1000) at time zone 'UTC')) as bigint) * 1000 - ${EIGHT_HOURS})`
    : `(cast(strftime('%s', (${at} + ${EIGHT_HOURS}) / 1000, 'unixepoch', 'start of month') as integer) * 1000 - ${EIGHT_HOURS})`;
}
const GRAINS = ["d", "w", "m"] as const;

/** The 12 (key, grain, bucket) memberships of paid order `r`. */
const memberships = (r: string, d: Dialect) => GRAINS.flatMap((g) => SOURCES.paid.keys.map((k) =>
  `select ${k(r)} as k, '${g}' as g, ${bucketStart(`${r}."paidAt"`, g, d)} as b`)).join(" union all ");

/** Those of `r`'s memberships no other paid order of its visitor shares. */
const alone = (r: string, d: Dialect) => `select x.k, x.g, x.b from (${memberships(r, d)}) as x where not exists (
  select 1 from orders o where o."visitorId" = ${r}."visitorId" and o."Id" <> ${r}."Id" and ${paid("o")}
    and (case substr(x.k, 1, 2) when 'p:' then 'p:' || coalesce(o."platform", '') when 'c:' then 'c:' || coalesce(o."payChannel", '')
         when 't:' then 't:' || coalesce(o."orderType", '') else '' end) = x.k
    and (case x.g when 'd' then ${bucketStart(`o."paidAt"`, "d", d)} when 'w' then ${bucketStart(`o."paidAt"`, "w", d)} else ${bucketStart(`o."paidAt"`, "m", d)} end) = x.b)`;

/** After a paid order arrives: +1 where it is its visitor's first in the bucket. */
const bucketAdd = (r: string, d: Dialect) => `insert into visitor_bucket_count ("key", "grain", "bucketStart", "visitors")
  select a.k, a.g, a.b, 1 from (${alone(r, d)}) as a where true
  on conflict ("key", "grain", "bucketStart") do update set "visitors" = visitor_bucket_count."visitors" + 1`;
/** Before a paid order leaves (still in the table): −1 where it was its visitor's last in the bucket. */
const bucketSubtract = (r: string, d: Dialect) => `update visitor_bucket_count set "visitors" = "visitors" - 1
  where ("key", "grain", "bucketStart") in (select a.k, a.g, a.b from (${alone(r, d)}) as a)`;

// ---- triggers ----

const ORDER_COLUMNS = `"paidAt", "payAmount", "status", "orderType", "platform", "payChannel", "visitorId", "ctime"`;
const ACTIVE_COLUMNS = `"date", "platform", "visitorId"`;
const same = (a: string, b: string, d: Dialect) => (d === "postgres" ? `${a} is not distinct from ${b}` : `${a} is ${b}`);
const sameCols = (cols: string[], d: Dialect) => cols.map((c) => same(`old."${c}"`, `new."${c}"`, d)).join(" and ");
/** An update that changes nothing the paid rows or buckets depend on (a refund's status change: refunds do not un-pay). */
const paidSame = (d: Dialect) => `(${paid("old")} and ${paid("new")} and ${sameCols(["visitorId", "paidAt", "platform", "payChannel", "orderType"], d)})`;
const createdSame = (d: Dialect) => `(${sameCols(["visitorId", "ctime", "platform", "orderType"], d)})`;
const activeSame = (d: Dialect) => `(${sameCols(["visitorId", "date", "platform"], d)})`;
const nn = (r: string) => `${r}."visitorId" is not null`;

/**
 * The statements of an update of kind `kind`: recompute the old visitor and, when another, the new one — from the rows
 * as they are, so the outcome does not depend on the order PostgreSQL fires one statement's row triggers in.
 */
function updateStatements(kind: Kind, unchanged: string, d: Dialect): string[] {
  const oldIn = `${nn("old")} and ${SOURCES[kind].is("old")}`;
  const newIn = `${nn("new")} and ${SOURCES[kind].is("new")}`;
  return [
    ...recompute(kind, `old."visitorId"`, d, `not ${unchanged} and ${oldIn}`),
    ...recompute(kind, `new."visitorId"`, d, `not ${unchanged} and ${newIn} and not (${oldIn} and new."visitorId" = old."visitorId")`),
  ];
}

function sqliteTriggers(): string[] {
  const d: Dialect = "sqlite";
  const body = (list: string[]) => list.map((s) => `${s};`).join("\n");
  return [
    `create trigger if not exists vle_orders_ai after insert on orders when ${nn("new")} begin
      ${body([raise("paid", "new", d), raise("created", "new", d)])}
      insert into visitor_bucket_count ("key", "grain", "bucketStart", "visitors") select a.k, a.g, a.b, 1 from (${alone("new", d)}) as a where ${paid("new")}
        on conflict ("key", "grain", "bucketStart") do update set "visitors" = visitor_bucket_count."visitors" + 1;
    end`,
    `create trigger if not exists vle_orders_bd before delete on orders when ${nn("old")} and ${paid("old")} begin ${bucketSubtract("old", d)}; end`,
    `create trigger if not exists vle_orders_ad after delete on orders when ${nn("old")} begin
      ${body([...recompute("paid", `old."visitorId"`, d, paid("old")), ...recompute("created", `old."visitorId"`, d)])}
    end`,
    `create trigger if not exists vle_orders_bu before update of ${ORDER_COLUMNS} on orders when ${nn("old")} and ${paid("old")} and not ${paidSame(d)} begin ${bucketSubtract("old", d)}; end`,
    `create trigger if not exists vle_orders_au after update of ${ORDER_COLUMNS} on orders begin
      ${body([...updateStatements("paid", paidSame(d), d), ...updateStatements("created", createdSame(d), d)])}
    end`,
    `create trigger if not exists vle_orders_au_bucket after update of ${ORDER_COLUMNS} on orders when ${nn("new")} and ${paid("new")} and not ${paidSame(d)} begin ${bucketAdd("new", d)}; end`,
    `create trigger if not exists vle_active_ai after insert on visitor_daily_active begin ${raise("active", "new", d)}; end`,
    `create trigger if not exists vle_active_ad after delete on visitor_daily_active when ${nn("old")} begin ${body(recompute("active", `old."visitorId"`, d))} end`,
    `create trigger if not exists vle_active_au after update of ${ACTIVE_COLUMNS} on visitor_daily_active begin ${body(updateStatements("active", activeSame(d), d))} end`,
  ];
}

/** PostgreSQL: serialise per visitor (two payments of one visitor at once must not both count as its first). */
const LOCK = (v: string) => `perform pg_advisory_xact_lock(hashtext('vle' || ${v}))`;
// OLD and NEW are read only where the operation has them; two visitors are locked in one order (no deadlock).
const lockBoth = `if tg_op = 'INSERT' then
    if new."visitorId" is not null then ${LOCK(`new."visitorId"`)}; end if;
  elsif tg_op = 'DELETE' then
    if old."visitorId" is not null then ${LOCK(`old."visitorId"`)}; end if;
  else
    if old."visitorId" is not null and new."visitorId" is not null then
      ${LOCK(`least(old."visitorId", new."visitorId")`)}; ${LOCK(`greatest(old."visitorId", new."visitorId")`)};
    elsif old."visitorId" is not null then ${LOCK(`old."visitorId"`)};
    elsif new."visitorId" is not null then ${LOCK(`new."visitorId"`)};
    end if;
  end if;`;

function pgTriggers(): string[] {
  const d: Dialect = "postgres";
  const stmts = (list: string[]) => list.map((s) => `${s};`).join("\n      ");
  return [
    // The buckets in a BEFORE trigger: it sees the rows its statement changed before this one (not those after),
    // so "first / last of its visitor in the bucket" holds row by row even when one statement writes many rows.
    `create or replace function vle_orders_before() returns trigger language plpgsql as $fn$
begin
  if tg_op = 'INSERT' then
    if new."visitorId" is not null and ${paid("new")} then ${LOCK(`new."visitorId"`)}; ${bucketAdd("new", d)}; end if;
    return new;
  elsif tg_op = 'DELETE' then
    if old."visitorId" is not null and ${paid("old")} then ${LOCK(`old."visitorId"`)}; ${bucketSubtract("old", d)}; end if;
    return old;
  end if;
  if not ${paidSame(d)} then
    ${lockBoth}
    if old."visitorId" is not null and ${paid("old")} then ${bucketSubtract("old", d)}; end if;
    if new."visitorId" is not null and ${paid("new")} then ${bucketAdd("new", d)}; end if;
  end if;
  return new;
end
$fn$`,
    `create or replace function vle_orders_after() returns trigger language plpgsql as $fn$
begin
  ${lockBoth}
  if tg_op = 'INSERT' then
    ${stmts([raise("paid", "new", d), raise("created", "new", d)])}
  elsif tg_op = 'DELETE' then
    if old."visitorId" is not null then
      ${stmts([...recompute("paid", `old."visitorId"`, d, paid("old")), ...recompute("created", `old."visitorId"`, d)])}
    end if;
  else
    ${stmts([...updateStatements("paid", paidSame(d), d), ...updateStatements("created", createdSame(d), d)])}
  end if;
  return null;
end
$fn$`,
    `create or replace function vle_active_after() returns trigger language plpgsql as $fn$
begin
  ${lockBoth}
  if tg_op = 'INSERT' then ${raise("active", "new", d)};
  elsif tg_op = 'DELETE' then
    if old."visitorId" is not null then ${stmts(recompute("active", `old."visitorId"`, d))} end if;
  else ${stmts(updateStatements("active", activeSame(d), d))}
  end if;
  return null;
end
$fn$`,
    `drop trigger if exists vle_orders_before on orders`,
    `create trigger vle_orders_before before insert or delete or update of ${ORDER_COLUMNS} on orders for each row execute function vle_orders_before()`,
    `drop trigger if exists vle_orders_after on orders`,
    `create trigger vle_orders_after after insert or delete or update of ${ORDER_COLUMNS} on orders for each row execute function vle_orders_after()`,
    `drop trigger if exists vle_active_after on visitor_daily_active`,
    `create trigger vle_active_after after insert or delete or update of ${ACTIVE_COLUMNS} on visitor_daily_active for each row execute function vle_active_after()`,
  ];
}

export const visitorEventTriggers = (d: Dialect): string[] => (d === "postgres" ? pgTriggers() : sqliteTriggers());

/** The names the bench sets aside while it bulk-loads (then runs the backfill below). */
export const VISITOR_EVENT_TRIGGER_NAMES = {
  sqlite: ["vle_orders_ai", "vle_orders_bd", "vle_orders_ad", "vle_orders_bu", "vle_orders_au", "vle_orders_au_bucket", "vle_active_ai", "vle_active_ad", "vle_active_au"],
  postgres: [["orders", "vle_orders_before"], ["orders", "vle_orders_after"], ["visitor_daily_active", "vle_active_after"]] as const,
};

/** Fill both tables from the rows there (set-based: window functions and grouped distinct counts). */
export function visitorEventBackfill(d: Dialect): string[] {
  const paidEvents = allEvents("paid", "true", d);
  return [
    `delete from visitor_last_event`,
    lastTwo("paid", "true", d),
    lastTwo("created", "true", d),
    lastTwo("active", "true", d),
    `delete from visitor_bucket_count`,
    ...GRAINS.map((g) => `insert into visitor_bucket_count ("key", "grain", "bucketStart", "visitors")
       select k, '${g}', b, count(distinct v) from (select k, v, ${bucketStart("ev_at", g, d)} as b from (${paidEvents}) as e) as x group by k, b`),
  ];
}
