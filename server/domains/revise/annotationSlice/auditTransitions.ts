/**
 * 切片审核 (content.md §11.3), W(suha): 通过 / 驳回 (with a comment) a submitted slice, 撤销 a decision.
 * Only while its task is under review or completed and not yet settled (a settled amount never moves).
 */
import { precondition } from "../../../platform/wire/errors";
import type { TransitionContext, TransitionHook } from "../../../resources/transitions";
import { readTask } from "./sliceRules";

async function checkTask(ctx: TransitionContext): Promise<void> {
  const taskId = ctx.current.taskId;
  if (typeof taskId !== "number") return;
  const task = await readTask(ctx.tx, taskId);
  if (!task) return;
  if (!["submitted", "completed"].includes(String(task.state))) throw precondition(`任务「${String(task.code)}」不在审核中，不能${ctx.transition.label}切片`);
  if (task.settled === true) throw precondition(`任务「${String(task.code)}」已结算，切片审核结果不能再改`);
}

const decided = (ctx: TransitionContext, comment: string | null) => ({ auditedBy: ctx.call.user.Id, auditedAt: ctx.call.now(), auditComment: comment });

const approve: TransitionHook = async (ctx) => {
  await checkTask(ctx);
  return decided(ctx, null);
};

const reject: TransitionHook = async (ctx) => {
  await checkTask(ctx);
  return decided(ctx, String(ctx.input.comment));
};

const revoke: TransitionHook = async (ctx) => {
  await checkTask(ctx);
  return { auditedBy: null, auditedAt: null, auditComment: null };
};

export const auditTransitions = { approve, reject, revoke };
