/**
 * 作业 and 作业提交 (commerce.md §1.6): a homework belongs to a class of its course and is OPEN until
 * its deadline; staff 点评 (0–100 + comment), 退回重交 (reason), 修改点评, 优秀作业. submitCount counts
 * the handed-in submissions (not RETURNED), reviewedCount the REVIEWED ones, both moved under the
 * homework's lock in the same transaction as the submission.
 */
import { courseClass, homework, homeworkSubmission } from "../../src/catalogue/registry";
import type { Row, Tx } from "../platform/db/types";
import { lockRow, patchRow } from "../resources/rows";
import type { ActionHandler } from "../resources/actions";
import type { ResourceHooks } from "../resources/hooks";
import type { TransitionHooks } from "../resources/transitions";
import { invalid, precondition } from "../platform/wire/errors";
import {  } from "./course";

/** A json list of image keys, at most `max`. */
export function imageList(value: unknown, label: string, max: number): string[] | null {
  if (value === null || value === undefined) return null;
  if (!Array.isArray(value) || value.some((k) => typeof k !== "string" || k === "")) throw invalid(`${label}须为图片文件名列表`);
  if (value.length > max) throw invalid(`${label}最多 ${max} 张`);
  return value as string[];
}

export const homeworkHooks: ResourceHooks = {
  async beforeWrite({ tx, call, mode, value, current }) {
    const next = { ...(current ?? {}), ...value };
    const cls = await tx.selectFrom(courseClass.table).select(["courseId", "status"]).where("Id", "=", Number(next.classId)).executeTakeFirst();
    if (!cls || Number(cls.courseId) !== Number(next.courseId)) throw invalid("班级须为本课程的班级");
    if (mode === "create" && cls.status === "CANCELLED") throw precondition("已取消的班级不能布置作业");
    imageList(next.refImages, "参考图", 9);
    const status = Number(next.deadline) < call.now() ? "CLOSED" : "OPEN";
    return { ...value, status, ...(mode === "create" ? { submitCount: 0, reviewedCount: 0 } : {}) };
  },
  async beforeDelete({ tx, current }) {
    const any = await tx.selectFrom(homeworkSubmission.table).select("Id").where("homeworkId", "=", Number(current.Id)).executeTakeFirst();
    if (any) throw precondition(`作业「${String(current.title)}」已有学员提交，不能删除`);
  },
};

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
