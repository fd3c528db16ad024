/**
 * 待处理款项 on PaymentServiceAdmin: list and get, and the two ways of giving a 需退款 payment back
 * (./settle.ts), W(order) like every refund. Items are queued by the payment notifications (./queue.ts).
 */
import { paymentException } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { settleHooks } from "./settle";

export const rules = defineRules("paymentException", (registry: MethodRegistry) => {
  registerResource(registry, paymentException, { transitions: settleHooks });
});
