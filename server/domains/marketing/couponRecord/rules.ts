/** A coupon's records (commerce.md §4.6): their transitions, and an unused record's expiry. */
import { couponRecord } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { couponRecordTransitions } from "../coupon/coupons";
import { couponRecordExpirySweeper } from "../coupon/sweepers";

export const rules = defineRules("couponRecord", (registry: MethodRegistry) => {
  registerResource(registry, couponRecord, { transitions: couponRecordTransitions });
}, { sweepers: [couponRecordExpirySweeper] });
