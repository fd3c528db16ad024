/**
 * Academy courses (commerce.md §1.3): prices hold together (划线价 ≥ 售价 ≥ 会员价); the status moves
 * only by actions. 提交审核 runs the checklist and opens a PENDING review; 撤回审核 is the
 * submitter's own and closes that review as WITHDRAWN; drafts alone are deleted.
 */
import { courseClass, courseReview, shiyCourse } from "../../../../src/catalogue/registry";
import type { Row, Tx } from "../../../platform/db/types";
import { recordChange } from "../../../resources/changes";
import type { ResourceHooks } from "../../../resources/hooks";
import { applyUpdate } from "../../../resources/methods";
import { insertRecord } from "../../../resources/queries";
import type { TransitionHooks } from "../../../resources/transitions";
import type { AuthedCall } from "../../../platform/rpc/call";
import { invalid, precondition } from "../../../platform/wire/errors";
import { formatMoney } from "../../../../src/catalogue/kinds/money";
import { lockRecord } from "../../../resources/rows";
import { hasContent, recountLessons } from "../courseLesson/lessonCourse";
import { sensitiveWordsIn } from "./sensitiveWords";

const money = (v: unknown): number | null => (typeof v === "number" ? v : null);

/** Price problems of a course's values, in Chinese. */
export function priceProblems(c: Record<string, unknown>): string[] {
  const price = money(c.price) ?? 0;
  const problems: string[] = [];
  const vip = money(c.vipPrice);
  const original = money(c.originalPrice);
  if (vip !== null && vip > price) problems.push(`会员价 ${formatMoney(vip)} 不能高于售价 ${formatMoney(price)}`);
  if (original !== null && original < price) problems.push(`划线价 ${formatMoney(original)} 不能低于售价 ${formatMoney(price)}`);
  return problems;
}

export const shiyCourseHooks: ResourceHooks = {
  beforeWrite({ value, current }) {
    const problems = priceProblems({ ...(current ?? {}), ...value });
    if (problems.length > 0) throw invalid(problems.join("；"));
    return Promise.resolve(value);
  },
  beforeDelete({ current }) {
    if (current.status !== "DRAFT") throw precondition(`书院课程「${String(current.title)}」不是草稿，不能删除`);
    return Promise.resolve();
  },
};

/** The classes of a course that still take place (a cancelled class does not count). */
async function classCount(tx: Tx, courseId: number): Promise<number> {
  const row = await tx.selectFrom(courseClass.table).where("courseId", "=", courseId).where("status", "!=", "CANCELLED")
    .select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** What keeps a course from review, each in Chinese (empty: it may be submitted). */
export async function submitProblems(tx: Tx, course: Row): Promise<string[]> {
  const problems: string[] = [];
  if (typeof course.cover !== "string" || course.cover === "") problems.push("请上传封面");
  if (!hasContent(course.intro)) problems.push("请填写课程详情");
  if (course.mode === "LIVE") {
    if ((await classCount(tx, Number(course.Id))) < 1) problems.push("直播课程须至少开设 1 个班级");
  } else if ((await recountLessons(tx, "SHIY", course.Id)) < 1) {
    problems.push("录播课程须至少有 1 节可播放的课时");
  }
  problems.push(...priceProblems(course));
  const words = sensitiveWordsIn([course.title, course.summary, course.intro, course.syllabus]);
  if (words.length > 0) problems.push(`课程内容含有敏感词：${words.join("、")}`);
  return problems;
}

/** NEW for a course never approved, RELIST for one taken off sale, CHANGE for one approved before. */
async function submitTypeOf(tx: Tx, course: Row): Promise<string> {
  if (course.status === "OFFLINE") return "RELIST";
  const approved = await tx.selectFrom(courseReview.table).select("Id").where("courseId", "=", Number(course.Id)).where("result", "=", "APPROVED").limit(1).executeTakeFirst();
  return approved ? "CHANGE" : "NEW";
}

/** The course's open review, if any. */
export function pendingReviewOf(tx: Tx, courseId: number) {
  return tx.selectFrom(courseReview.table).selectAll().where("courseId", "=", courseId).where("result", "=", "PENDING").orderBy("Id", "desc").executeTakeFirst();
}

async function openReview(call: AuthedCall, tx: Tx, course: Row, changeSummary: unknown): Promise<void> {
  const review = await insertRecord(tx, courseReview, {
    courseId: course.Id, courseTitle: course.title, artistId: course.artistId, submitType: await submitTypeOf(tx, course),
    changeSummary: typeof changeSummary === "string" && changeSummary !== "" ? changeSummary : null,
    submittedBy: call.user.userName, submittedAt: call.now(), result: "PENDING", reason: null, reviewer: null, reviewedAt: null,
  }, call.now());
  await recordChange(tx, call, { resource: courseReview, action: "create", recordId: Number(review.Id), before: null, after: review, method: "submitReviewShiyCourse", summary: `提交审核：书院课程「${String(course.title)}」` });
}

export const shiyCourseTransitions: TransitionHooks = {
  async submitShiyCourse({ call, tx, current, input }) {
    const course = await lockRecord(call, tx, shiyCourse, Number(current.Id));
    const problems = await submitProblems(tx, course);
    if (problems.length > 0) throw precondition(`书院课程「${String(course.title)}」还不能提交审核：${problems.join("；")}`);
    await openReview(call, tx, course, input.changeSummary);
  },

  async withdrawShiyCourse({ call, tx, current }) {
    const review = await pendingReviewOf(tx, Number(current.Id));
    // A course left pending without a review (data from before reviews existed) simply goes back to draft.
    if (!review) return;
    const locked = await lockRecord(call, tx, courseReview, Number(review.Id));
    if (locked.result !== "PENDING") throw precondition("该审核已处理，不能撤回");
    if (locked.submittedBy !== call.user.userName) throw precondition(`只有提交人（${String(locked.submittedBy)}）可以撤回审核`);
    await applyUpdate(tx, call, courseReview, locked, { result: "WITHDRAWN" }, {
      change: { action: "action", method: "withdrawReviewShiyCourse", summary: `撤回审核：书院课程「${String(current.title)}」` },
    });
  },
};
