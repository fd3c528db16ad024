import { sql } from "kysely";
import { businessNo } from "../../../resources/businessNo";
import { grantVip, shortenVip } from "../../order/order/entitlements";
import { refundInTx } from "../../order/refund/refunds";
import { creditMissing } from "./missingCredit";
import { insertRow, lockRow, patchRow, recordActorChange, type Actor } from "../../../resources/rows";
import type { Row, Tx } from "../../../platform/db/types";
import { BusinessError, RpcError } from "../../../platform/wire/errors";

const DAY = 86_400_000;

/** A refusal of the execution itself: the work order ends FAILED with this message (重试执行 may follow). */
class CannotExecute extends Error {}

/**
 * Grants or extends VIP through an ADMIN order of 0 fen (so the visitor's orders show where the days
 * came from), with the order's change record. Answers the order number (seeds give its digits).
 */
export async function adminGrant(tx: Tx, actor: Actor, work: Row, visitorId: number, level: string, days: number, at: number, digits?: number): Promise<string> {
  const granted = await grantVip(tx, visitorId, { level, days, at });
  const orderNo = businessNo("VIP", at, digits);
  const order = await insertRow(tx, "orders", {
    orderNo, orderType: "VIP", visitorId, platform: "PC",
    lines: [{ goodsType: "VIP", goodsId: 0, goodsName: `${level === "SVIP" ? "超级会员" : "会员"} ${days} 天（工单 ${String(work.workNo)}）`, unitPrice: 0, quantity: 1, lineAmount: 0 }],
    totalAmount: 0, discountAmount: 0, payAmount: 0, payChannel: "ADMIN", status: "PAID", fulfilStatus: "DONE", paidAt: at,
    refundedAmount: 0, refundingAmount: 0, invoiceStatus: "NONE", vipLevel: level, durationDays: days,
    vipStartAt: granted.start, vipEndAt: granted.end, isRenewal: granted.isRenewal, autoRenew: false,
    remark: `VIP 工单 ${String(work.workNo)}`,
  }, at);
  await recordActorChange(tx, actor, { table: "orders", recordId: Number(order.Id), before: null, after: order, method: "approveVipWorkOrder", summary: `后台开通：订单「${orderNo}」`, at });
  return orderNo;
}

/** The level a compensation extends: the visitor's own while active, 会员 otherwise. */
function activeLevel(visitor: Row, at: number): string | null {
  const expire = visitor.vipExpireAt === null || visitor.vipExpireAt === undefined ? 0 : Number(visitor.vipExpireAt);
  return expire > at && visitor.vipLevel !== "NONE" ? String(visitor.vipLevel) : null;
}

async function execute(tx: Tx, actor: Actor, work: Row, at: number): Promise<string> {
  const visitorId = Number(work.visitorId);
  switch (work.type) {
    case "MISSING_CREDIT":
      return creditMissing(tx, actor, work, at, (level, days) => adminGrant(tx, actor, work, visitorId, level, days, at));
    case "COMPENSATION": {
      const visitor = await lockRow(tx, "visitor", visitorId);
      const level = activeLevel(visitor, at) ?? "VIP";
      return `已延长 ${String(work.days)} 天（订单 ${await adminGrant(tx, actor, work, visitorId, level, Number(work.days), at)}）`;
    }
    case "MANUAL_OPEN":
      return `已开通 ${String(work.days)} 天（订单 ${await adminGrant(tx, actor, work, visitorId, String(work.vipLevel), Number(work.days), at)}）`;
    case "LEVEL_CHANGE": {
      const visitor = await lockRow(tx, "visitor", visitorId);
      if (!activeLevel(visitor, at)) throw new CannotExecute("用户当前不是有效会员，请改用「手动开通」");
      const after = await patchRow(tx, "visitor", visitor, { vipLevel: work.vipLevel }, at);
      await recordActorChange(tx, actor, { table: "visitor", recordId: visitorId, before: visitor, after, method: "approveVipWorkOrder", summary: `等级变更：${String(visitor.vipLevel)} → ${String(work.vipLevel)}（工单 ${String(work.workNo)}）`, at });
      return `等级已改为 ${String(work.vipLevel)}`;
    }
    case "REFUND": {
      const { refund } = await refundInTx(tx, Number(work.relatedOrderId), {
        amount: Number(work.refundAmount), reason: "WORK_ORDER", reasonText: `工单 ${String(work.workNo)}`.slice(0, 80), mode: "CHANNEL", revokeEntitlement: true, actor, at,
      });
      return `已发起退款 ${String(refund.refundNo)}（${String(refund.status)}）`;
    }
    case "TRANSFER": {
      const visitor = await lockRow(tx, "visitor", visitorId);
      const level = activeLevel(visitor, at);
      if (!level) throw new CannotExecute("转出用户没有剩余会员天数");
      const days = Math.floor((Number(visitor.vipExpireAt) - at) / DAY);
      if (days < 1) throw new CannotExecute("转出用户剩余会员不足 1 天");
      const target = Number(work.targetVisitorId);
      const shortened = await shortenVip(tx, visitorId, days, at);
      await recordActorChange(tx, actor, { table: "visitor", recordId: visitorId, before: visitor, after: shortened, method: "approveVipWorkOrder", summary: `会员转出 ${days} 天（工单 ${String(work.workNo)}）`, at });
      return `已转移 ${days} 天（订单 ${await adminGrant(tx, actor, work, target, level, days, at)}）`;
    }
    default:
      throw new CannotExecute(`未知的工单类型：${String(work.type)}`);
  }
}

/**
 * Executes an approved work order inside the approval's transaction. A refusal (the money rules'
 * own messages, or a reason the work cannot be done) rolls back to the savepoint, so nothing of it
 * remains, and the work order ends FAILED with that message; anything else fails the whole call.
 */
export async function executeWorkOrder(tx: Tx, actor: Actor, work: Row, at: number): Promise<{ status: "EXECUTED" | "FAILED"; executionResult: string }> {
  await sql`savepoint work_order_execution`.execute(tx);
  try {
    const result = await execute(tx, actor, work, at);
    await sql`release savepoint work_order_execution`.execute(tx);
    return { status: "EXECUTED", executionResult: result.slice(0, 300) };
  } catch (err) {
    if (!(err instanceof CannotExecute || err instanceof RpcError || err instanceof BusinessError)) throw err;
    await sql`rollback to savepoint work_order_execution`.execute(tx);
    await sql`release savepoint work_order_execution`.execute(tx);
    return { status: "FAILED", executionResult: `执行失败：${err.message}`.slice(0, 300) };
  }
}
