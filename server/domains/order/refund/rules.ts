/**
 * An order's refunds (commerce.md §2.2): list and get only — a refund is made by the order's 退款
 * transition (../order/rules.ts) through the money rules of ./refunds.ts, and finished by the channel
 * or, when the channel cannot tell, by staff (./finishByStaff.ts).
 */
import { refund } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { registerStaffFinish } from "./finishByStaff";
import { registerQueryRefund } from "./queryRefund";

export const rules = defineRules("refund", (registry: MethodRegistry) => {
  registerResource(registry, refund);
  registerStaffFinish(registry);
  registerQueryRefund(registry);
});
