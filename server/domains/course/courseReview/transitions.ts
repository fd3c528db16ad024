/**
 * The review queue (commerce.md §1.11): 通过 publishes the course, 驳回 rejects it with a reason; the
 * reviewer is never the submitter. The review row is locked first, so of two reviewers deciding at
 * once one wins and the other is told it was already decided; the course must still be pending.
 */
import { shiyCourse } from "../../../../src/catalogue/registry";
import { applyUpdate } from "../../../resources/methods";
import type { TransitionContext, TransitionHooks } from "../../../resources/transitions";
import { lockRecord } from "../../../resources/rows";
import { precondition } from "../../../platform/wire/errors";

async function decide(ctx: TransitionContext, courseStatus: "PUBLISHED" | "REJECTED", extra: Record<string, unknown>) {
  const { call, tx, current } = ctx;
  const review = await lockRecord(call, tx, ctx.resource, Number(current.Id));
  if (review.result !== "PENDING") throw precondition(`该审核已处理（${String(review.reviewer ?? "")}），请刷新`);
  if (review.submittedBy === call.user.userName) throw precondition("审核人不能是提交人，请由其他同事审核");
  const course = await lockRecord(call, tx, shiyCourse, Number(review.courseId));
  if (course.status !== "PENDING_REVIEW") throw precondition(`书院课程「${String(course.title)}」当前不在待审核状态，不能审核`);
  const label = courseStatus === "PUBLISHED" ? "审核通过" : "驳回";
  await applyUpdate(tx, call, shiyCourse, course, { status: courseStatus }, {
    change: { action: "action", method: ctx.transition.name === "approve" ? "approveCourseReview" : "rejectCourseReview", summary: `${label}：书院课程「${String(course.title)}」` },
  });
  return { reviewer: call.user.userName, reviewedAt: call.now(), ...extra };
}

export const reviewTransitions: TransitionHooks = {
  approveCourse: (ctx) => decide(ctx, "PUBLISHED", {}),
  rejectCourse: (ctx) => decide(ctx, "REJECTED", { reason: ctx.input.reason }),
};
