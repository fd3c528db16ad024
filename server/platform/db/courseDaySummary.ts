/**
 * The SQL of the courses' daily summary (migration 20261129011000_course_day_summary): the table, the triggers that keep
 * it in step with the orders on SQLite and PostgreSQL, and the backfill. The same paid definition and China-time day as
 * order_day_summary (./orderDaySummary.ts, copied here: that file serves a shipped migration and must not change).
 *
 * One row per day × course (courseType, courseId) × platform × pay channel: the GMV of paid COURSE orders, and the
 * course's latest non-empty name. Empty text (or course 0) stands for a missing dimension: a NULL would never meet
 * the key's conflict. Sums are exact: a payment adds, leaving paid status or a change of key subtracts.
 */
const DAY = "86400000";
const EIGHT_HOURS = "28800000";
const dayOf = (col: string) => `((${col} + ${EIGHT_HOURS}) / ${DAY})`;
const PAID_STATUSES = `('PAID', 'REFUNDING', 'PARTIAL_REFUNDED', 'REFUNDED')`;
/** A paid course order (commerce.md §7.0 paid, as orderQueries.ts paidOrdersIn, restricted to COURSE). */
const paidCourse = (r: string) =>
  `${r}."orderType" = 'COURSE' and ${r}."paidAt" is not null and ${r}."payAmount" > 0 and ${r}."status" in ${PAID_STATUSES}`;
const dims = (r: string) => `coalesce(${r}."courseType", ''), coalesce(${r}."courseId", 0), coalesce(${r}."platform", ''), coalesce(${r}."payChannel", '')`;
const nameOf = (r: string) => `coalesce(${r}."courseName", '')`;
const KEY = `"day", "courseType", "courseId", "platform", "payChannel"`;

export const COURSE_SUMMARY_TABLES = [
  `create table if not exists course_day_summary ("day" integer not null, "courseType" text not null, "courseId" bigint not null,
     "platform" text not null, "payChannel" text not null, "gmv" bigint not null, "courseName" text not null, primary key (${KEY}))`,
];

// A later non-empty name replaces the held one; an empty name keeps it.
const addOrder = (r: string) => `insert into course_day_summary (${KEY}, "gmv", "courseName") values (${dayOf(`${r}."paidAt"`)}, ${dims(r)}, ${r}."payAmount", ${nameOf(r)})
  on conflict (${KEY}) do update set "gmv" = course_day_summary."gmv" + excluded."gmv",
    "courseName" = case when excluded."courseName" <> '' then excluded."courseName" else course_day_summary."courseName" end`;
const subtractOrder = (r: string) => `update course_day_summary set "gmv" = "gmv" - ${r}."payAmount"
  where "day" = ${dayOf(`${r}."paidAt"`)} and ("courseType", "courseId", "platform", "payChannel") = (${dims(r)})`;

/** The columns whose change can move an order in or out of the summary, to another key, or rename its course. */
const ORDER_COLUMNS = `"paidAt", "payAmount", "status", "orderType", "platform", "payChannel", "courseType", "courseId", "courseName"`;

export const COURSE_SUMMARY_TRIGGERS_SQLITE = [
  `create trigger if not exists course_day_summary_ai after insert on orders when ${paidCourse("new")} begin ${addOrder("new")}; end`,
  `create trigger if not exists course_day_summary_ad after delete on orders when ${paidCourse("old")} begin ${subtractOrder("old")}; end`,
  // Old out, new in: SQLite runs both when both hold, and the sum does not depend on their order.
  `create trigger if not exists course_day_summary_au_old after update of ${ORDER_COLUMNS} on orders when ${paidCourse("old")} begin ${subtractOrder("old")}; end`,
  `create trigger if not exists course_day_summary_au_new after update of ${ORDER_COLUMNS} on orders when ${paidCourse("new")} begin ${addOrder("new")}; end`,
];

export const COURSE_SUMMARY_TRIGGERS_PG = [
  `create or replace function course_day_summary_sync() returns trigger language plpgsql as $fn$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    if ${paidCourse("old")} then ${subtractOrder("old")}; end if;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    if ${paidCourse("new")} then ${addOrder("new")}; end if;
  end if;
  return null;
end
$fn$`,
  `drop trigger if exists course_day_summary_sync on orders`,
  `create trigger course_day_summary_sync after insert or delete or update of ${ORDER_COLUMNS} on orders for each row execute function course_day_summary_sync()`,
];

/** Each key's name is that of its latest paid order (paidAt, then Id) with a non-empty name, as the triggers would leave it. */
export const COURSE_SUMMARY_BACKFILL = [
  `delete from course_day_summary`,
  `insert into course_day_summary (${KEY}, "gmv", "courseName")
     select "day", "courseType", "courseId", "platform", "payChannel", sum("payAmount"), coalesce(max(case when "latest" = 1 then "name" end), '')
     from (
       select ${dayOf(`r."paidAt"`)} as "day", coalesce(r."courseType", '') as "courseType", coalesce(r."courseId", 0) as "courseId",
         coalesce(r."platform", '') as "platform", coalesce(r."payChannel", '') as "payChannel", r."payAmount", ${nameOf("r")} as "name",
         row_number() over (partition by ${dayOf(`r."paidAt"`)}, ${dims("r")} order by case when ${nameOf("r")} = '' then 1 else 0 end, r."paidAt" desc, r."Id" desc) as "latest"
       from orders r where ${paidCourse("r")}
     ) keyed
     group by "day", "courseType", "courseId", "platform", "payChannel"`,
];
