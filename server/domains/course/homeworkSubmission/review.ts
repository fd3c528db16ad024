/**
 * 作业提交 (commerce.md §1.6): staff 点评 (0–100 + comment), 退回重交 (reason), 修改点评, 优秀作业.
 * The homework's submitCount counts the handed-in submissions (not RETURNED), reviewedCount the
 * REVIEWED ones, both moved under the homework's lock in the same transaction as the submission.
 */
import { homework } from "../../../../src/catalogue/registry";
import type { Row, Tx } from "../../../platform/db/types";
import { lockRow, patchRow } from "../../../resources/rows";
import type { ActionHandler } from "../../../resources/actions";
import type { TransitionHooks } from "../../../resources/transitions";
import { precondition } from "../../../platform/wire/errors";

async function moveCounts(tx: Tx, submission: Row, delta: { submit?: number; reviewed?: number }, at: number): Promise<void> {
  const hw = await lockRow(tx, homework, Number(submission.homeworkId));
  await patchRow(tx, homework, hw, {
    submitCount: Math.max(0, Number(hw.submitCount ?? 0) + (delta.submit ?? 0)),
    reviewedCount: Math.max(0, Number(hw.reviewedCount ?? 0) + (delta.reviewed ?? 0)),
  }, at);
}

export const submissionTransitions: TransitionHooks = {
  async reviewSubmission({ call, tx, current, input }) {
    await moveCounts(tx, current, { reviewed: 1 }, call.now());
    return { score: Number(input.score), comment: String(input.comment), reviewer: call.user.userName, reviewedAt: call.now() };
  },
  async returnSubmission({ call, tx, current, input }) {
    await moveCounts(tx, current, { submit: -1 }, call.now());
    return { returnReason: String(input.reason), excellent: false };
  },
};

export const editReview: ActionHandler = ({ call, current, input }) => {
  if (current.status !== "REVIEWED") throw precondition(`「${String(current.visitorName)}」的作业尚未点评，请先点评`);
  return { score: Number(input.score), comment: String(input.comment), reviewer: call.user.userName, reviewedAt: call.now() };
};

export const markExcellent: ActionHandler = ({ current, input }) => {
  if (input.excellent === true && current.status !== "REVIEWED") throw precondition(`「${String(current.visitorName)}」的作业尚未点评，点评后才能设为优秀作业`);
  return { excellent: input.excellent === true };
};
