/** 优惠券 templates (commerce.md §4.6): their checks and machine, 发放优惠券, and the end of their claim window. */
import { coupon } from "../../../../src/catalogue/registry";
import { registerActions } from "../../../resources/actions";
import { machineHooks } from "../../../resources/transitions";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { couponHooks, issueCoupon } from "./coupons";
import { couponEndSweeper } from "./sweepers";

export const rules = defineRules("coupon", (registry: MethodRegistry) => {
  registerResource(registry, coupon, couponHooks);
  registerActions(registry, coupon, { issueCoupon }, machineHooks(coupon, couponHooks));
}, { sweepers: [couponEndSweeper] });
