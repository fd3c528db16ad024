/**
 * 应用 on an App Store notification kept 已接收 for a person: REFUND_REVERSED restores the order and
 * the entitlement (./reverseRefund.ts); a REFUND that could not be applied when it came is tried
 * again (../wxPayTransaction/notify/appleRefund.ts). The notification is locked and re-checked, so a
 * second click or two staff at once apply it once; the others are refused and nothing is doubled.
 */
import { APPLE_NOTIFICATION_TYPES, NOTIFICATION_PROCESS_STATUSES } from "../../../../src/catalogue/resources/payment/appStoreNotification";
import { appStoreNotification, order as orderResource } from "../../../../src/catalogue/registry";
import { precondition } from "../../../platform/wire/errors";
import type { ActionHandler } from "../../../resources/actions";
import { actorOf, lockRow } from "../../../resources/rows";
import { applyAppleRefund } from "../wxPayTransaction/notify/appleRefund";
import { reverseAppleRefund } from "./reverseRefund";

const label = (options: readonly { value: string; label: string }[], v: unknown) => options.find((o) => o.value === v)?.label ?? String(v);

export const applyNotification: ActionHandler = async ({ call, tx, current }) => {
  const n = await lockRow(tx, appStoreNotification, Number(current.Id));
  const uuid = String(n.notificationUUID);
  if (n.processStatus !== "RECEIVED") {
    throw precondition(`通知「${uuid}」当前为「${label(NOTIFICATION_PROCESS_STATUSES, n.processStatus)}」，只有「已接收」待人工处理的通知可以应用`);
  }
  const type = String(n.notificationType);
  if (type !== "REFUND" && type !== "REFUND_REVERSED") throw precondition(`「${label(APPLE_NOTIFICATION_TYPES, type)}」通知无需人工应用`);
  if (n.orderId === null || n.orderId === undefined || !n.transactionId) throw precondition(`通知「${uuid}」没有对应的订单，无法应用：请先核对交易`);
  const now = call.now();
  const order = await lockRow(tx, orderResource, Number(n.orderId));
  if (type === "REFUND") {
    const outcome = await applyAppleRefund(tx, order, String(n.transactionId), now);
    if (outcome.status !== "PROCESSED") throw precondition(outcome.error ?? "苹果退款仍无法自动处理");
  } else {
    await reverseAppleRefund(tx, order, String(n.transactionId), actorOf(call), now);
  }
  return { processStatus: "PROCESSED", processError: null, processedAt: now };
};
