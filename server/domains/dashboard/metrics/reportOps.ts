import { sql, type RawBuilder } from "kysely";
import { bucketIndexSql, type Period } from "./period";
import { num, registerMetric, type MetricAnswer, type MetricDef, type MetricInput } from "./registry";

/**
 * 运营报表 (commerce.md §7.2) columns over points, feedback, pushes and the academy: each a sum (or a
 * ratio of two sums) of rows whose time column falls in the period / bucket. A ratio is recomputed
 * from its sums for every bucket and for the whole period, never averaged.
 */
interface Row { readonly b: unknown; readonly n: unknown; readonly d?: unknown }
/** The rows of a period: `bucket` is the bucket-index expression over the time column, or 0 for the total. */
type Query = (p: Period, bucket: RawBuilder<number>) => Promise<readonly Row[]>;

async function figureOver(input: MetricInput, column: string, query: Query, finish: (n: number, d: number) => number): Promise<MetricAnswer> {
  const total = await query(input.period, sql<number>`0`);
  const value = finish(total.reduce((s, r) => s + num(r.n), 0), total.reduce((s, r) => s + num(r.d), 0));
  const { buckets, granularity } = input;
  if (!buckets || !granularity) return { value };
  const rows = await query(input.period, bucketIndexSql(sql.ref(column), input.period, buckets, granularity));
  const n = new Array<number>(buckets.length).fill(0);
  const d = new Array<number>(buckets.length).fill(0);
  for (const r of rows) {
    const i = num(r.b);
    n[i] = (n[i] ?? 0) + num(r.n);
    d[i] = (d[i] ?? 0) + num(r.d);
  }
  return { value, series: buckets.map((b, i) => ({ bucket: b.bucket, value: finish(n[i] ?? 0, d[i] ?? 0) })) };
}

const sumOnly = (n: number) => n;
/** A share 0–1, 0 when nothing to divide by. */
export const share = (n: number, d: number) => (d > 0 ? n / d : 0);

/** Points moves that are no grant although positive: returns of exchanged points, expiries, refund claw-backs. */
export const NOT_ISSUED = ["EXCHANGE_REFUND", "EXPIRE", "REFUND_CLAWBACK"] as const;
const BY_LOG_TIME = { route: "/point/pointlog", filter: { field: "ctime" } } as const;

export const reportPointsIssued: MetricDef = {
  metric: "reportPointsIssued", label: "积分发放", unit: "count", object: "point", filters: [], drill: BY_LOG_TIME,
  definition: "积分明细中增加的积分之和（签到、任务、消费返积分、后台赠送、人工调增），按记录时间计；兑换退还、过期、退款扣回不算发放。",
  compute: (input) => figureOver(input, "points_log.ctime", (p, b) => input.db.selectFrom("points_log")
    .where("points_log.ctime", ">=", p.start).where("points_log.ctime", "<", p.end)
    .where("points_log.change", ">", 0).where("points_log.bizType", "not in", [...NOT_ISSUED])
    .select([b.as("b"), sql<unknown>`sum(${sql.ref("points_log.change")})`.as("n")]).groupBy(sql.ref("b")).execute(), sumOnly),
};

export const reportPointsSpent: MetricDef = {
  metric: "reportPointsSpent", label: "积分消耗", unit: "count", object: "point", filters: [], drill: BY_LOG_TIME,
  definition: "积分兑换扣除的积分之和减去兑换退还的积分，按记录时间计；过期与退款扣回不算消耗。",
  compute: (input) => figureOver(input, "points_log.ctime", (p, b) => input.db.selectFrom("points_log")
    .where("points_log.ctime", ">=", p.start).where("points_log.ctime", "<", p.end)
    .where("points_log.bizType", "in", ["EXCHANGE", "EXCHANGE_REFUND"])
    .select([b.as("b"), sql<unknown>`sum(0 - ${sql.ref("points_log.change")})`.as("n")]).groupBy(sql.ref("b")).execute(), sumOnly),
};

export const reportNewFeedback: MetricDef = {
  metric: "reportNewFeedback", label: "新增反馈", unit: "count", object: "commnet", filters: ["platform"],
  drill: { route: "/wudang/commnet", filter: { field: "submittedAt" } },
  definition: "提交时间在所选期间内的用户反馈条数（含之后关闭的）；按端筛选时看反馈来自的端。",
  compute: (input) => figureOver(input, "feedback.submittedAt", (p, b) => input.db.selectFrom("feedback")
    .where("feedback.submittedAt", ">=", p.start).where("feedback.submittedAt", "<", p.end)
    .where((eb) => eb.and(input.filters.platform?.length ? [eb("feedback.platform", "in", [...input.filters.platform])] : []))
    .select([b.as("b"), sql<unknown>`count(*)`.as("n")]).groupBy(sql.ref("b")).execute(), sumOnly),
};

export const reportPushClickRate: MetricDef = {
  metric: "reportPushClickRate", label: "推送点击率", unit: "ratio", object: "artist", filters: [],
  drill: { route: "/wudang/pushMsgList", filter: { field: "sentAt" } },
  definition: "发送时间在所选期间内的推送：点击数之和 ÷ 送达数之和（不是各条点击率的平均）；没有送达时为 0。",
  compute: (input) => figureOver(input, "push_message.sentAt", (p, b) => input.db.selectFrom("push_message")
    .where("push_message.sentAt", ">=", p.start).where("push_message.sentAt", "<", p.end)
    .select([b.as("b"), sql<unknown>`sum(${sql.ref("push_message.clickCount")})`.as("n"), sql<unknown>`sum(${sql.ref("push_message.receivedCount")})`.as("d")])
    .groupBy(sql.ref("b")).execute(), share),
};

export const reportNewStudents: MetricDef = {
  metric: "reportNewStudents", label: "书院新学员", unit: "count", object: "shiy", filters: [],
  drill: { route: "/course/ShiyCourseList/student", filter: { field: "enrolledAt" } },
  definition: "报名时间在所选期间内的书院学员数（每个学员在一门课的一个名额计一次，含之后移出的；来源含购买、拼团、兑换码、赠送、后台添加）。",
  compute: (input) => figureOver(input, "course_student.enrolledAt", (p, b) => input.db.selectFrom("course_student")
    .where("course_student.enrolledAt", ">=", p.start).where("course_student.enrolledAt", "<", p.end)
    .select([b.as("b"), sql<unknown>`count(*)`.as("n")]).groupBy(sql.ref("b")).execute(), sumOnly),
};

export const reportHomeworkRate: MetricDef = {
  metric: "reportHomeworkRate", label: "作业提交率", unit: "ratio", object: "shiy", filters: [],
  drill: { route: "/course/ShiyCourseList/homeWork", filter: { field: "deadline" } },
  definition: "截止时间在所选期间内的作业：提交过的学员数之和 ÷ 各作业所在班级的学员数（不含已移出）之和；没有作业时为 0。",
  compute: (input) => figureOver(input, "h.deadline", (p, b) => {
    // One row per homework with its submitters and its class's seats, then summed per bucket.
    const perHomework = input.db.selectFrom("homework")
      .where("homework.deadline", ">=", p.start).where("homework.deadline", "<", p.end)
      .select([
        sql.ref("homework.deadline").as("deadline"),
        sql<number>`(select count(distinct ${sql.ref("s.visitorId")}) from ${sql.table("homework_submission")} as s where ${sql.ref("s.homeworkId")} = ${sql.ref("homework.Id")})`.as("subs"),
        sql<number>`(select count(*) from ${sql.table("course_student")} as cs where ${sql.ref("cs.classId")} = ${sql.ref("homework.classId")} and ${sql.ref("cs.status")} <> 'REMOVED')`.as("seats"),
      ]);
    return input.db.selectFrom(perHomework.as("h"))
      .select([b.as("b"), sql<unknown>`sum(${sql.ref("h.subs")})`.as("n"), sql<unknown>`sum(${sql.ref("h.seats")})`.as("d")])
      .groupBy(sql.ref("b")).execute();
  }, share),
};

registerMetric(reportPointsIssued, reportPointsSpent, reportNewFeedback, reportPushClickRate, reportNewStudents, reportHomeworkRate);
