import { redeemCode, redeemCodeBatch } from "../../../../src/catalogue/registry";
import { insertRow, lockRow, patchRow, recordActorChange, type Actor } from "../../../resources/rows";
import type { Row, Tx } from "../../../platform/db/types";
import { BusinessError } from "../../../platform/wire/errors";
import { businessNo } from "../../../resources/businessNo";
import { grantVip } from "../../order/order/entitlements";
import { normalizeCode } from "../../../resources/codeText";

const refuse = (message: string) => new BusinessError("REDEEM_REFUSED", message);
/** A code that is no code of ours (mistyped or guessed): what the wrong-attempt throttle counts (./attempts.ts). */
export const WRONG_CODE = "REDEEM_CODE_WRONG";
const wrong = (message: string) => new BusinessError(WRONG_CODE, message);

/**
 * A visitor redeems a code (the client app's side of commerce.md §5.9), inside the caller's
 * transaction: the code is locked, must be UNUSED in an ACTIVE batch within its validity, and the
 * visitor may redeem one code per batch. Writes the VIP order (payChannel REDEEM_CODE, 0 fen) with
 * the batch's level and days, extends the visitor's VIP, marks the code REDEEMED and counts it.
 * A refusal (BusinessError, Chinese) changes nothing. Answers the order.
 */
export async function redeemForVisitor(tx: Tx, input: { visitorId: number; code: string; at: number; actor: Actor }): Promise<Row> {
  const code = normalizeCode(input.code);
  if (!code) throw wrong("兑换码格式不正确：应为 16 位字母数字");
  const found = await tx.selectFrom(redeemCode.table).select("Id").where("code", "=", code).executeTakeFirst();
  if (!found) throw wrong("兑换码不存在");
  const row = await lockRow(tx, redeemCode, Number(found.Id));
  if (row.status === "REDEEMED") throw refuse("兑换码已被使用");
  if (row.status !== "UNUSED") throw refuse("兑换码已作废或已过期");
  const batch = await lockRow(tx, redeemCodeBatch, Number(row.batchId));
  if (batch.status !== "ACTIVE" || input.at < Number(batch.validFrom) || input.at > Number(batch.validTo)) throw refuse("兑换码不在有效期内");
  const mine = await tx.selectFrom(redeemCode.table).select("Id").where("batchId", "=", Number(batch.Id)).where("redeemedBy", "=", input.visitorId).executeTakeFirst();
  if (mine) throw refuse("每位用户在同一批次只能兑换一次");

  const level = String(batch.vipLevel);
  const days = Number(batch.durationDays);
  const granted = await grantVip(tx, input.visitorId, { level, days, at: input.at });
  const order = await insertRow(tx, "orders", {
    orderNo: businessNo("VIP", input.at), orderType: "VIP", visitorId: input.visitorId, platform: "H5",
    lines: [{ goodsType: "VIP", goodsId: Number(batch.vipGoodsId), goodsName: `${String(batch.name)}（兑换码）`, unitPrice: 0, quantity: 1, lineAmount: 0 }],
    totalAmount: 0, discountAmount: 0, payAmount: 0, payChannel: "REDEEM_CODE", channelTradeNo: code.replaceAll("-", ""), status: "PAID", fulfilStatus: "DONE",
    paidAt: input.at, refundedAmount: 0, refundingAmount: 0, invoiceStatus: "NONE", vipGoodsId: Number(batch.vipGoodsId), vipLevel: level, durationDays: days,
    vipStartAt: granted.start, vipEndAt: granted.end, isRenewal: granted.isRenewal, autoRenew: false,
  }, input.at);
  await recordActorChange(tx, input.actor, { table: "orders", recordId: Number(order.Id), before: null, after: order, method: "redeemCode", summary: `兑换码开通：订单「${String(order.orderNo)}」`, at: input.at });
  const after = await patchRow(tx, redeemCode, row, { status: "REDEEMED", redeemedBy: input.visitorId, redeemedAt: input.at, orderId: Number(order.Id) }, input.at);
  await recordActorChange(tx, input.actor, { table: redeemCode, recordId: Number(row.Id), before: row, after, method: "redeemCode", summary: `兑换：兑换码「${code}」`, at: input.at });
  await patchRow(tx, redeemCodeBatch, batch, { redeemedCount: Number(batch.redeemedCount ?? 0) + 1 }, input.at);
  return order;
}
