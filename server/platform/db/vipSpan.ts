/**
 * The SQL of the members' spells (migration 20261129010000_vip_span): the table, the triggers that keep it in step with
 * the orders on SQLite and PostgreSQL, and the backfill — in one place so that "an order that makes a member" and "a
 * merged spell" are written once. The migration must stay as shipped: a later change here belongs in a new migration.
 *
 * A spell is a maximal run of a visitor's fulfilled VIP intervals [vipStartAt, vipEndAt) that touch or overlap
 * (gaps-and-islands with window functions). Rows with platform '' merge all of a visitor's orders; rows with an
 * order platform merge that platform's orders only, so a platform filter stays exact. Within one platform key a
 * visitor's spells never overlap, so the members at an instant are a plain count — no distinct (commerce.md §7.0).
 */
import { pgDropSpellsAndCountDays } from "./vipSpanDay";

/** A fulfilled VIP order with a non-empty interval: what makes a visitor a member (as the figure has always read it). */
const member = (r: string) =>
  `${r}."orderType" = 'VIP' and ${r}."fulfilStatus" = 'DONE' and ${r}."vipEndAt" > ${r}."vipStartAt" and ${r}."visitorId" is not null`;

export const VIP_SPAN_TABLES = [
  `create table if not exists vip_span ("visitorId" integer not null, "platform" text not null, "startAt" bigint not null, "endAt" bigint not null,
     primary key ("platform", "visitorId", "startAt"))`,
  `create index if not exists vip_span_platform_end on vip_span ("platform", "endAt", "startAt")`,
  // The triggers drop one visitor's spells on every change: without it each delete would scan the whole table.
  `create index if not exists vip_span_visitor on vip_span ("visitorId")`,
];

const COLUMNS = `"visitorId", "platform", "startAt", "endAt"`;

/**
 * The merged spells of the orders `filter` keeps (a condition on `o`). Subqueries rather than WITH: SQLite refuses
 * common table expressions inside trigger bodies. A row opens a new spell when it starts after every earlier end.
 */
const mergedSpells = (filter: string) => `select "visitorId", "platform", min("startAt"), max("endAt") from (
    select "visitorId", "platform", "startAt", "endAt",
      sum("opens") over (partition by "visitorId", "platform" order by "startAt", "endAt" rows unbounded preceding) as "spell"
    from (
      select "visitorId", "platform", "startAt", "endAt",
        case when "startAt" <= max("endAt") over (partition by "visitorId", "platform" order by "startAt", "endAt"
          rows between unbounded preceding and 1 preceding) then 0 else 1 end as "opens"
      from (
        select o."visitorId", '' as "platform", o."vipStartAt" as "startAt", o."vipEndAt" as "endAt" from orders o where ${member("o")} and ${filter}
        union all
        select o."visitorId", o."platform", o."vipStartAt", o."vipEndAt" from orders o where ${member("o")} and o."platform" <> '' and ${filter}
      ) intervals
    ) marked
  ) numbered group by "visitorId", "platform", "spell"`;

/** Drop one visitor's spells and write them again from their orders (served by the index orders_visitorId). */
const recompute = (visitor: string) => [
  `delete from vip_span where "visitorId" = ${visitor}`,
  `insert into vip_span (${COLUMNS}) ${mergedSpells(`o."visitorId" = ${visitor}`)}`,
];

/** The columns whose change can make or unmake a member, or move a spell to another visitor or platform. */
const ORDER_COLUMNS = `"orderType", "fulfilStatus", "vipStartAt", "vipEndAt", "platform", "visitorId"`;

// SQLite serialises writers, so a visitor's delete-and-insert cannot interleave with another's.
const sqliteBody = (visitor: string) => recompute(visitor).map((s) => `${s};`).join(" ");
export const VIP_SPAN_TRIGGERS_SQLITE = [
  `create trigger if not exists vip_span_ai after insert on orders when ${member("new")} begin ${sqliteBody(`new."visitorId"`)} end`,
  `create trigger if not exists vip_span_ad after delete on orders when ${member("old")} begin ${sqliteBody(`old."visitorId"`)} end`,
  `create trigger if not exists vip_span_au_old after update of ${ORDER_COLUMNS} on orders when ${member("old")} begin ${sqliteBody(`old."visitorId"`)} end`,
  // Both read the orders as they are after the update, so one recomputation serves when the visitor stays the same.
  `create trigger if not exists vip_span_au_new after update of ${ORDER_COLUMNS} on orders
     when ${member("new")} and not (${member("old")} and old."visitorId" = new."visitorId") begin ${sqliteBody(`new."visitorId"`)} end`,
];

/**
 * PostgreSQL: two transactions writing one visitor's VIP orders would otherwise each delete the spells and insert their
 * own view of the orders. Locking the visitor's row makes the second wait for the first to commit; each statement of a
 * plpgsql function then takes a fresh snapshot (read committed), so it sees both orders. A row lock rather than an
 * advisory one: row locks live in the row, so a bulk insert over 100,000 visitors does not fill the shared lock table;
 * FOR NO KEY UPDATE does not conflict with the KEY SHARE lock an order insert's foreign key takes. Two visitors (an
 * order moved between them) are locked in ascending order, so two such moves cannot deadlock.
 */
export const VIP_SPAN_TRIGGERS_PG = [
  `create or replace function vip_span_recompute(v integer) returns void language plpgsql as $fn$
begin
  perform 1 from visitor where "Id" = v for no key update;
  ${pgDropSpellsAndCountDays("v", mergedSpells(`o."visitorId" = v`))};
  insert into vip_span (${COLUMNS}) ${mergedSpells(`o."visitorId" = v`)};
end
$fn$`,
  `create or replace function vip_span_sync() returns trigger language plpgsql as $fn$
declare
  a integer;
  b integer;
begin
  if tg_op in ('UPDATE', 'DELETE') then
    if ${member("old")} then a := old."visitorId"; end if;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    if ${member("new")} then b := new."visitorId"; end if;
  end if;
  if a is not null and b is not null and a > b then
    perform vip_span_recompute(b);
    perform vip_span_recompute(a);
  else
    if a is not null then perform vip_span_recompute(a); end if;
    if b is not null and b is distinct from a then perform vip_span_recompute(b); end if;
  end if;
  return null;
end
$fn$`,
  `drop trigger if exists vip_span_sync on orders`,
  `create trigger vip_span_sync after insert or delete or update of ${ORDER_COLUMNS} on orders for each row execute function vip_span_sync()`,
];

export const VIP_SPAN_BACKFILL = [
  `delete from vip_span`,
  `insert into vip_span (${COLUMNS}) ${mergedSpells("1 = 1")}`,
];
