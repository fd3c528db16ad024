import { order, vipWorkOrder, visitor } from "../../../../src/catalogue/registry";
import { businessNo } from "../../../resources/businessNo";
import { refundableOf } from "../../order/refund/refunds";
import { actorOf } from "../../../resources/rows";
import type { Row } from "../../../platform/db/types";
import type { ResourceHooks } from "../../../resources/hooks";
import { findRecord } from "../../../resources/queries";
import type { TransitionContext, TransitionHooks } from "../../../resources/transitions";
import { denied, invalid, precondition } from "../../../platform/wire/errors";
import { lockRecord } from "../../../resources/rows";
import { formatMoney } from "../../../../src/catalogue/kinds/money";
import { executeWorkOrder } from "./execution";
import { checkMissingCredit } from "./missingCredit";
import { assertVisitorActive } from "../visitor/openBusiness";

/** What each type needs besides the visitor and the description (commerce.md §5.10). */
const NEEDS: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  MISSING_CREDIT: [["relatedOrderId", "关联订单"]],
  COMPENSATION: [["days", "天数"]],
  MANUAL_OPEN: [["days", "天数"], ["vipLevel", "等级"]],
  REFUND: [["relatedOrderId", "关联订单"], ["refundAmount", "退款金额"]],
  TRANSFER: [["targetVisitorId", "转入用户"]],
  LEVEL_CHANGE: [["vipLevel", "等级"]],
};

async function checkWork(ctx: Parameters<NonNullable<ResourceHooks["beforeWrite"]>>[0], next: Row): Promise<void> {
  const missing = (NEEDS[String(next.type)] ?? []).filter(([k]) => next[k] === null || next[k] === undefined);
  if (missing.length > 0) throw invalid(`「${String(next.type)}」类工单请填写${missing.map(([, l]) => l).join("、")}`);
  if (next.relatedOrderId !== null && next.relatedOrderId !== undefined) {
    const o = await findRecord(ctx.tx, order, Number(next.relatedOrderId));
    if (!o) throw invalid(`关联订单不存在（Id ${String(next.relatedOrderId)}）`);
    if (Number(o.visitorId) !== Number(next.visitorId)) throw invalid(`订单 ${String(o.orderNo)} 不是该用户的订单`);
    if (next.type === "REFUND" && Number(next.refundAmount) > refundableOf(o)) {
      throw invalid(`退款金额 ${formatMoney(Number(next.refundAmount))} 超过订单可退金额 ${formatMoney(refundableOf(o))}`);
    }
  }
  if (next.type === "MISSING_CREDIT") await checkMissingCredit(ctx.tx, Number(next.relatedOrderId), next.Id === undefined ? null : Number(next.Id));
  if (next.type === "TRANSFER") {
    if (Number(next.targetVisitorId) === Number(next.visitorId)) throw invalid("转入用户不能是转出用户本人");
    if (!(await findRecord(ctx.tx, visitor, Number(next.targetVisitorId)))) throw invalid("转入用户不存在");
  }
}

export const workOrderHooks: ResourceHooks = {
  async beforeWrite(ctx) {
    const value = { ...ctx.value };
    if (ctx.mode === "create") {
      // Locks the visitor: a work order and a 注销 at the same moment take turns (openBusiness.ts).
      await assertVisitorActive(ctx.tx, Number(value.visitorId), "提交会员工单");
      await checkWork(ctx, value as Row);
      return { ...value, workNo: businessNo("WO", ctx.stamp), submittedBy: ctx.call.user.userName, submittedAt: ctx.stamp };
    }
    if (Object.hasOwn(value, "status")) return value; // a transition's write: its hook checked
    const current = ctx.current as Row;
    if (current.status !== "PENDING") throw precondition("只有待审批的工单可以修改");
    if (current.submittedBy !== ctx.call.user.userName) throw denied("只有提交人可以修改待审批的工单");
    await checkWork(ctx, { ...current, ...value } as Row);
    return value;
  },
};

/** Re-reads the work order under lock: of two approvals at once, the second sees it decided. */
async function locked(ctx: TransitionContext): Promise<Row> {
  const work = await lockRecord(ctx.call, ctx.tx, vipWorkOrder, Number(ctx.current.Id));
  if (work.status !== ctx.current.status || work.utime !== ctx.current.utime) throw precondition(`工单「${String(work.workNo)}」已被他人处理，请刷新`);
  return work;
}

export const workOrderTransitions: TransitionHooks = {
  /** 通过: a second person approves, and the work is executed at once. */
  async approve(ctx) {
    const work = await locked(ctx);
    if (work.submittedBy === ctx.call.user.userName) throw denied("不能审批自己提交的工单，请由另一位同事审批");
    const at = ctx.call.now();
    const outcome = await executeWorkOrder(ctx.tx, actorOf(ctx.call), work, at);
    return { approver: ctx.call.user.userName, approvedAt: at, ...outcome };
  },

  async retry(ctx) {
    const work = await locked(ctx);
    return executeWorkOrder(ctx.tx, actorOf(ctx.call), work, ctx.call.now());
  },

  reject: ({ call, input }) => ({ rejectReason: input.reason, approver: call.user.userName, approvedAt: call.now() }),

  /** 撤回: only by the one who submitted it. */
  cancel({ call, current }) {
    if (current.submittedBy !== call.user.userName) throw denied("只有提交人可以撤回工单");
  },
};
