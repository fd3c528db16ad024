/**
 * How many spells start and end on each China-time day, per platform key (migration 20261129010000_vip_span, with
 * ./vipSpan.ts). The members at an instant T are the spells started by T minus those ended by T (a spell ends after
 * it starts), so a running sum over these few hundred rows plus the spells of T's own day answers any instant without
 * reading every spell that contains it. Kept by triggers on vip_span (SQLite) or by the recomputation itself (PostgreSQL).
 */
const DAY = "86400000";
const EIGHT_HOURS = "28800000";
const dayOf = (col: string) => `((${col} + ${EIGHT_HOURS}) / ${DAY})`;

export const VIP_SPAN_DAY_TABLES = [
  `create table if not exists vip_span_day ("platform" text not null, "day" integer not null, "starts" bigint not null, "ends" bigint not null,
     primary key ("platform", "day"))`,
  // The spells that start or end within one day, for the part of T's own day up to T.
  `create index if not exists vip_span_platform_start on vip_span ("platform", "startAt")`,
];

const add = (r: string, col: "starts" | "ends", at: string) => `insert into vip_span_day ("platform", "day", "starts", "ends")
  values (${r}."platform", ${dayOf(`${r}."${at}"`)}, ${col === "starts" ? 1 : 0}, ${col === "ends" ? 1 : 0})
  on conflict ("platform", "day") do update set "${col}" = vip_span_day."${col}" + 1`;
const subtract = (r: string, col: "starts" | "ends", at: string) =>
  `update vip_span_day set "${col}" = "${col}" - 1 where "platform" = ${r}."platform" and "day" = ${dayOf(`${r}."${at}"`)}`;

export const VIP_SPAN_DAY_TRIGGERS_SQLITE = [
  `create trigger if not exists vip_span_day_ai after insert on vip_span begin ${add("new", "starts", "startAt")}; ${add("new", "ends", "endAt")}; end`,
  `create trigger if not exists vip_span_day_ad after delete on vip_span begin ${subtract("old", "starts", "startAt")}; ${subtract("old", "ends", "endAt")}; end`,
];

/**
 * PostgreSQL rewrites a visitor's spells and the day sums in one statement (vipSpan.ts vip_span_recompute) instead of
 * by triggers on vip_span: its day rows are then locked in ("platform", "day") order, so two visitors' rewrites at
 * the same moment cannot lock two day rows in opposite orders and deadlock. SQLite runs one writer at a time.
 * `fresh` is the select of the visitor's merged spells ("visitorId", "platform", start, end).
 */
export const pgDropSpellsAndCountDays = (visitor: string, fresh: string) => `with
  gone as (delete from vip_span where "visitorId" = ${visitor} returning "platform", "startAt", "endAt"),
  fresh ("visitorId", "platform", "startAt", "endAt") as (${fresh}),
  marks as (
    select "platform", ${dayOf(`"startAt"`)} as "day", -1 as "starts", 0 as "ends" from gone
    union all select "platform", ${dayOf(`"endAt"`)}, 0, -1 from gone
    union all select "platform", ${dayOf(`"startAt"`)}, 1, 0 from fresh
    union all select "platform", ${dayOf(`"endAt"`)}, 0, 1 from fresh)
  insert into vip_span_day ("platform", "day", "starts", "ends")
    select "platform", "day", sum("starts"), sum("ends") from marks group by "platform", "day" order by "platform", "day"
    on conflict ("platform", "day") do update set "starts" = vip_span_day."starts" + excluded."starts", "ends" = vip_span_day."ends" + excluded."ends"`;

/** After vip_span's backfill (whose writes the triggers above also count): the same sums, from scratch. */
export const VIP_SPAN_DAY_BACKFILL = [
  `delete from vip_span_day`,
  `insert into vip_span_day ("platform", "day", "starts", "ends")
     select "platform", "day", sum("starts"), sum("ends") from (
       select "platform", ${dayOf(`"startAt"`)} as "day", 1 as "starts", 0 as "ends" from vip_span
       union all
       select "platform", ${dayOf(`"endAt"`)}, 0, 1 from vip_span
     ) marks group by "platform", "day"`,
];
