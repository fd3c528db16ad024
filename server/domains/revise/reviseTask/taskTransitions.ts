/**
 * The machine of a revise task (content.md §11.2). Each re-reads the task locked, so of two calls one wins
 * and the other is refused by the machine. 开始标注 and 提交审核 are the assigned annotator's alone
 * (W(hdpic), checked by the method; the person here); the others are the reviewers' (W(suha)).
 */
import { annotationSlice, reviseTask } from "../../../../src/catalogue/registry";
import type { Row } from "../../../platform/db/types";
import { denied, precondition } from "../../../platform/wire/errors";
import { lockRow } from "../../../resources/rows";
import type { TransitionContext, TransitionHook } from "../../../resources/transitions";
import { amountOf, refreshTagCounts, refreshTaskCounts } from "./counts";

async function freshTask(ctx: TransitionContext, from: readonly string[]): Promise<Row> {
  const task = await lockRow(ctx.tx, reviseTask, Number(ctx.current.Id));
  if (!from.includes(String(task.state))) throw precondition(`任务「${String(task.code)}」的状态已变化，不能${ctx.transition.label}，请刷新`);
  return task;
}

function requireAnnotator(ctx: TransitionContext, task: Row): void {
  if (Number(task.annotatorId) !== ctx.call.user.Id) throw denied(`只有任务「${String(task.code)}」指派的标注员可以${ctx.transition.label}`);
}

/** Moves the task's slices in `from` audit states to `to` (visible ones; a reviewer's decision stamped when given). */
async function moveSlices(ctx: TransitionContext, task: Row, from: readonly string[], to: string, audited: boolean): Promise<void> {
  const stamp = audited ? { auditedBy: ctx.call.user.Id, auditedAt: ctx.call.now() } : {};
  await ctx.tx.updateTable(annotationSlice.table).set({ auditState: to, utime: ctx.call.now(), ...stamp })
    .where("taskId", "=", Number(task.Id)).where("auditState", "in", [...from]).where("hidden", "=", 0).execute();
}

/** The counts after the slices moved, and the task's image and tags recounted; answered as fields of the task's write. */
async function recount(ctx: TransitionContext, task: Row, state: string): Promise<Record<string, unknown>> {
  const counts = await refreshTaskCounts(ctx.tx, Number(task.Id));
  return { sliceCount: counts.sliceCount, approvedCount: counts.approvedCount, rejectedCount: counts.rejectedCount, amount: amountOf(state, counts.approvedCount, task.unitPrice) };
}

const start: TransitionHook = async (ctx) => {
  const task = await freshTask(ctx, ["new"]);
  requireAnnotator(ctx, task);
  return { stage: "annotation" };
};

const submit: TransitionHook = async (ctx) => {
  const task = await freshTask(ctx, ["inProgress", "rejected"]);
  requireAnnotator(ctx, task);
  const any = await ctx.tx.selectFrom(annotationSlice.table).select("Id").where("taskId", "=", Number(task.Id)).where("hidden", "=", 0).executeTakeFirst();
  if (!any) throw precondition(`任务「${String(task.code)}」还没有切片，不能提交审核`);
  await moveSlices(ctx, task, ["draft", "rejected"], "submitted", false);
  return { stage: "review", submittedAt: ctx.call.now(), ...(await recount(ctx, task, "submitted")) };
};

const reject: TransitionHook = async (ctx) => {
  const task = await freshTask(ctx, ["submitted"]);
  return { stage: "annotation", rejectReason: String(ctx.input.reason), reviewerId: task.reviewerId ?? ctx.call.user.Id, ...(await recount(ctx, task, "rejected")) };
};

const approve: TransitionHook = async (ctx) => {
  const task = await freshTask(ctx, ["submitted"]);
  await moveSlices(ctx, task, ["submitted"], "approved", true);
  return { stage: "acceptance", completedAt: ctx.call.now(), reviewerId: task.reviewerId ?? ctx.call.user.Id, ...(await recount(ctx, task, "completed")) };
};

const reopen: TransitionHook = async (ctx) => {
  const task = await freshTask(ctx, ["completed"]);
  if (task.settled === true) throw precondition(`任务「${String(task.code)}」已结算（${String(task.settlementNo ?? "")}），不能重新打开`);
  return { stage: "annotation", completedAt: null, amount: 0 };
};

const cancel: TransitionHook = async (ctx) => {
  const task = await freshTask(ctx, ["new", "inProgress", "rejected"]);
  // The drafts stay, hidden: the work done is kept, out of every count and list of visible slices.
  await ctx.tx.updateTable(annotationSlice.table).set({ hidden: 1, utime: ctx.call.now() }).where("taskId", "=", Number(task.Id)).execute();
  const tags = await ctx.tx.selectFrom(annotationSlice.table).select("tagId").distinct().where("taskId", "=", Number(task.Id)).execute();
  await refreshTagCounts(ctx.tx, tags.map((t) => t.tagId));
  return { ...(await recount(ctx, task, "cancelled")) };
};

export const taskTransitions = { start, submit, reject, approve, reopen, cancel };

