/**
 * The demo world's slow statements (commerce.md §7.7 seed): real shapes of this schema's queries, with the
 * plan each gets without the index it would need, the call that issues it and how slow it runs. Values
 * are `?` as the recorder writes them.
 */
export interface DemoShape {
  readonly ns: string;
  readonly op: "select" | "insert" | "update" | "delete" | "call";
  readonly sql: string;
  readonly plan: string | null;
  readonly appRoute: string;
  /** Typical milliseconds and how far a slow run goes above it (× typical). */
  readonly ms: number;
  readonly tail: number;
  /** Relative frequency. */
  readonly weight: number;
  /** Rows examined and returned per run (typical). */
  readonly examined: number | null;
  readonly returned: number | null;
  readonly source?: "APP_QUERY_LOG" | "PG_STAT_STATEMENTS";
}

const M = "moyuan.";

export const DEMO_SHAPES: readonly DemoShape[] = [
  { ns: "orders", op: "select", sql: `select * from "orders" where "visitorId" = ? order by "paidAt" desc limit ?`, plan: "SCAN orders USING INDEX orders_paidAt", appRoute: `${M}OrderServiceAdmin/listOrder`, ms: 180, tail: 4, weight: 14, examined: 5200, returned: 20 },
  { ns: "orders", op: "select", sql: `select count(*) as "n" from (select ? as "one" from "orders" where "status" = ? and "paidAt" >= ? and "paidAt" <= ? limit ?) as "b"`, plan: "SEARCH orders USING INDEX orders_status (status=?)", appRoute: `${M}OrderServiceAdmin/listOrder`, ms: 130, tail: 3, weight: 9, examined: 3100, returned: 1 },
  { ns: "orders", op: "select", sql: `select sum("payAmount") as "gmv", count(*) as "n" from "orders" where "paidAt" >= ? and "paidAt" < ? and "payAmount" > ?`, plan: "Seq Scan on orders", appRoute: `${M}DashboardServiceAdmin/query`, ms: 240, tail: 3, weight: 8, examined: 5300, returned: 1, source: "PG_STAT_STATEMENTS" },
  { ns: "orders", op: "select", sql: `select * from "orders" where "Id" in (select rowid from "orders_fts" where "orders_fts"."orderNo" like ?) order by "Id" desc limit ?`, plan: "SEARCH orders USING INTEGER PRIMARY KEY (rowid=?)", appRoute: `${M}OrderServiceAdmin/listOrder`, ms: 110, tail: 2, weight: 6, examined: 40, returned: 20 },
  { ns: "orders", op: "update", sql: `update "orders" set "status" = ?, "closedAt" = ?, "utime" = ? where "status" = ? and "expireAt" < ?`, plan: "SCAN orders", appRoute: "sweep:orderExpiry", ms: 150, tail: 3, weight: 4, examined: 5300, returned: 3 },
  { ns: "refund", op: "select", sql: `select sum("amount") as "refunded" from "refund" where "status" = ? and "successAt" >= ? and "successAt" < ?`, plan: "Seq Scan on refund", appRoute: `${M}DashboardServiceAdmin/query`, ms: 120, tail: 2, weight: 4, examined: 160, returned: 1, source: "PG_STAT_STATEMENTS" },
  { ns: "points_log", op: "select", sql: `select date("ctime" / ?, ?) as "day", sum("points") from "points_log" where "ctime" >= ? group by "day"`, plan: "SCAN points_log", appRoute: `${M}DashboardServiceAdmin/query`, ms: 320, tail: 3, weight: 7, examined: 32000, returned: 30 },
  { ns: "points_log", op: "select", sql: `select * from "points_log" where "visitorId" = ? order by "ctime" desc limit ?`, plan: "SEARCH points_log USING INDEX points_log_visitorId (visitorId=?)", appRoute: `${M}PointServiceAdmin/listPointsLog`, ms: 105, tail: 2, weight: 5, examined: 60, returned: 20 },
  { ns: "visitor", op: "select", sql: `select * from "visitor" where "Id" in (select rowid from "visitor_fts" where "visitor_fts"."nickName" like ?) order by "registerAt" desc limit ?`, plan: "SCAN visitor_fts VIRTUAL TABLE INDEX 0:", appRoute: `${M}TouristServiceAdmin/listVisitor`, ms: 140, tail: 3, weight: 8, examined: 2000, returned: 20 },
  { ns: "visitor", op: "select", sql: `select count(*) from "visitor" where "registerAt" >= ? and "registerAt" < ?`, plan: "Seq Scan on visitor", appRoute: `${M}DashboardServiceAdmin/query`, ms: 115, tail: 2, weight: 4, examined: 2000, returned: 1 },
  { ns: "painting_work", op: "select", sql: `select * from "painting_work" where "Id" in (select rowid from "painting_work_fts" where "painting_work_fts"."title" like ?) and "deleted" = ? limit ?`, plan: "SCAN painting_work_fts VIRTUAL TABLE INDEX 0:", appRoute: `${M}SuhaServiceAdmin/listPaintingWork`, ms: 210, tail: 4, weight: 9, examined: 9000, returned: 20 },
  { ns: "search_index", op: "select", sql: `select "resource", "recordId", "title" from "search_index" where "text" like ? order by "rank" limit ?`, plan: "SCAN search_index", appRoute: `${M}SearchServiceAdmin/search`, ms: 260, tail: 3, weight: 8, examined: 24000, returned: 20 },
  { ns: "calligraphy_work", op: "select", sql: `select * from "calligraphy_work" where "dynasty" = ? order by "utime" desc limit ? offset ?`, plan: "SCAN calligraphy_work USING INDEX calligraphy_work_utime", appRoute: `${M}SufaServiceAdmin/listCalligraphyWork`, ms: 125, tail: 2, weight: 4, examined: 4000, returned: 20 },
  { ns: "data_change", op: "select", sql: `select * from "data_change" where "resource" = ? and "recordId" = ? order by "Id" desc limit ?`, plan: "SEARCH data_change USING INDEX data_change_resource (resource=?)", appRoute: `${M}DataChangeServiceAdmin/listDataChange`, ms: 150, tail: 2, weight: 5, examined: 8000, returned: 12 },
  { ns: "coupon_record", op: "select", sql: `select * from "coupon_record" where "couponId" = ? and "status" = ? order by "receivedAt" desc limit ?`, plan: "SEARCH coupon_record USING INDEX coupon_record_couponId (couponId=?)", appRoute: `${M}ShiyServiceAdmin/listCouponRecord`, ms: 108, tail: 2, weight: 3, examined: 900, returned: 20 },
  { ns: "wx_pay_transaction", op: "select", sql: `select * from "wx_pay_transaction" where "successTime" >= ? and "successTime" < ? order by "successTime" limit ?`, plan: "Index Scan using wx_pay_transaction_successTime on wx_pay_transaction", appRoute: `${M}PaymentServiceAdmin/listWxPayTransaction`, ms: 102, tail: 2, weight: 3, examined: 400, returned: 100 },
  { ns: "bookkeeping_entry", op: "select", sql: `select "account", sum("amount") from "bookkeeping_entry" where "entryDate" >= ? and "entryDate" <= ? group by "account"`, plan: "Seq Scan on bookkeeping_entry", appRoute: `${M}OrderServiceAdmin/summarizeBookkeepingEntry`, ms: 170, tail: 2, weight: 4, examined: 2400, returned: 14, source: "PG_STAT_STATEMENTS" },
  { ns: "hd_image", op: "select", sql: `select * from "hd_image" where "subjectType" = ? and "subjectId" = ? order by "sort" limit ?`, plan: "SEARCH hd_image USING INDEX hd_image_subjectType (subjectType=?)", appRoute: `${M}HdServiceAdmin/listHdImage`, ms: 104, tail: 2, weight: 3, examined: 1500, returned: 8 },
  { ns: "job", op: "update", sql: `update "job" set "state" = ?, "owner" = ?, "heartbeat" = ? where "Id" = (select "Id" from "job" where "state" = ? and "lane" = ? order by "Id" limit ?)`, plan: "SEARCH job USING INDEX job_state (state=?)", appRoute: "jobs:claim", ms: 110, tail: 2, weight: 3, examined: 30, returned: 1 },
  { ns: "session", op: "update", sql: `update "session" set "lastSeen" = ? where "tokenHash" = ?`, plan: "SEARCH session USING INDEX session_tokenHash (tokenHash=?)", appRoute: `${M}OrderServiceAdmin/listOrder`, ms: 101, tail: 1.5, weight: 2, examined: 1, returned: 1 },
  { ns: "points_log", op: "insert", sql: `insert into "points_log" ("ctime", "utime", "visitorId", "points", "balanceAfter", "reason") values (?, ?, ?, ?, ?, ?)`, plan: null, appRoute: "job:pointsGift", ms: 112, tail: 2, weight: 3, examined: null, returned: null },
  { ns: "OrderServiceAdmin", op: "call", sql: `${M}OrderServiceAdmin/listOrder`, plan: null, appRoute: `${M}OrderServiceAdmin/listOrder`, ms: 620, tail: 3, weight: 6, examined: null, returned: null },
  { ns: "DashboardServiceAdmin", op: "call", sql: `${M}DashboardServiceAdmin/query`, plan: null, appRoute: `${M}DashboardServiceAdmin/query`, ms: 700, tail: 3, weight: 6, examined: null, returned: null },
  { ns: "JobServiceAdmin", op: "call", sql: `${M}JobServiceAdmin/startExport`, plan: null, appRoute: `${M}JobServiceAdmin/startExport`, ms: 540, tail: 2, weight: 3, examined: null, returned: null },
  { ns: "SuhaServiceAdmin", op: "call", sql: `${M}SuhaServiceAdmin/listPaintingWork`, plan: null, appRoute: `${M}SuhaServiceAdmin/listPaintingWork`, ms: 560, tail: 2, weight: 3, examined: null, returned: null },
  { ns: "HdServiceAdmin", op: "call", sql: `${M}HdServiceAdmin/getManifest`, plan: null, appRoute: `${M}HdServiceAdmin/getManifest`, ms: 510, tail: 2, weight: 2, examined: null, returned: null },
];

/** How a few shapes were triaged (the rest stay NEW): index in DEMO_SHAPES → status, note, days ago. */
export const DEMO_TRIAGE: ReadonlyMap<number, { readonly status: string; readonly note: string; readonly daysAgo: number }> = new Map([
  [0, { status: "ACKNOWLEDGED", note: "缺 orders(visitorId, paidAt) 组合索引，已排期", daysAgo: 6 }],
  [2, { status: "ACKNOWLEDGED", note: "改由汇总表提供，见 issue 26", daysAgo: 3 }],
  [4, { status: "FIXED", note: "已加 orders(status, expireAt) 索引", daysAgo: 12 }],
  [11, { status: "IGNORED", note: "全站搜索偶发慢，可接受", daysAgo: 9 }],
  [19, { status: "IGNORED", note: "会话续期，单行更新，磁盘抖动所致", daysAgo: 20 }],
]);
