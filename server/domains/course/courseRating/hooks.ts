/**
 * 课程评价 moderation (commerce.md §1.8). A rating's content is never edited; every hide/show
 * rewrites the course's ratingAvg (mean of VISIBLE scores, one decimal) with the course locked, so
 * concurrent moves recompute one after the other.
 */
import { courseRating } from "../../../../src/catalogue/registry";
import type { Tx } from "../../../platform/db/types";
import type { ActionHandler } from "../../../resources/actions";
import type { ResourceHooks } from "../../../resources/hooks";
import type { TransitionHooks } from "../../../resources/transitions";
import { lockCourse, writeCourseCounters } from "../shiyCourse/counters";

/** The mean of the course's VISIBLE scores to one decimal, null when none is visible. */
export async function visibleMean(tx: Tx, courseId: number): Promise<number | null> {
  const rows = await tx.selectFrom(courseRating.table).select("score").where("courseId", "=", courseId).where("status", "=", "VISIBLE").execute();
  if (rows.length === 0) return null;
  const sum = rows.reduce((s, r) => s + Number(r.score), 0);
  return Math.round((sum / rows.length) * 10) / 10;
}

export const courseRatingHooks: ResourceHooks = {
  // Runs after the new state is written, in the same transaction (the course was locked by the transition).
  async afterWrite({ tx, record }) {
    const courseId = Number(record.courseId);
    await writeCourseCounters(tx, courseId, { ratingAvg: await visibleMean(tx, courseId) });
  },
};

export const ratingTransitions: TransitionHooks = {
  async hideRating({ tx, current, input }) {
    await lockCourse(tx, Number(current.courseId));
    return { statusReason: String(input.reason) };
  },
  async showRating({ tx, current, input }) {
    await lockCourse(tx, Number(current.courseId));
    return { statusReason: String(input.reason) };
  },
};

export const replyRating: ActionHandler = ({ call, input }) => ({ reply: String(input.reply), repliedBy: call.user.userName, repliedAt: call.now() });
