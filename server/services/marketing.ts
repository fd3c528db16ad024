import { coupon, couponRecord, courseActivity, courseActivitySection, discountActivity, flashSale, flashSaleTake, teamBuyActivity, teamBuyMember, teamBuyTeam } from "../../src/catalogue/registry";
import { teamBuyActivityHooks, teamBuyActivityTransitions, teamTransitions } from "../marketing/teams";
import { discountActivityHooks, discountActivityTransitions } from "../marketing/discountActivities";
import { copyCourseActivity, courseActivityHooks, courseActivitySectionHooks, courseActivityTransitions } from "../marketing/courseActivities";
import { couponHooks, couponRecordTransitions, issueCoupon } from "../marketing/coupons";
import { addFlashSaleStock, flashSaleHooks, flashSaleTransitions } from "../marketing/flashSales";
import { registerActions } from "../resources/actions";
import { registerResource } from "../resources/methods";
import { machineHooks } from "../resources/transitions";
import type { MethodRegistry } from "../platform/rpc/registry";

/** Marketing (/sellAdmin, commerce.md §4): team buys with their teams and members; flash sales and their takes; discount activities; coupon templates and their records; course activities and their sections. */
export function registerMarketing(registry: MethodRegistry): void {
  registerResource(registry, flashSale, { ...flashSaleHooks, transitions: flashSaleTransitions });
  registerActions(registry, flashSale, { addFlashSaleStock }, machineHooks(flashSale, flashSaleHooks));
  registerResource(registry, flashSaleTake);
  registerResource(registry, teamBuyActivity, { ...teamBuyActivityHooks, transitions: teamBuyActivityTransitions });
  registerResource(registry, teamBuyTeam, { transitions: teamTransitions });
  registerResource(registry, teamBuyMember);
  registerResource(registry, discountActivity, { ...discountActivityHooks, transitions: discountActivityTransitions });
  registerResource(registry, coupon, couponHooks);
  registerActions(registry, coupon, { issueCoupon }, machineHooks(coupon, couponHooks));
  registerResource(registry, couponRecord, { transitions: couponRecordTransitions });
  registerResource(registry, courseActivity, { ...courseActivityHooks, transitions: courseActivityTransitions });
  registerActions(registry, courseActivity, { copyCourseActivity }, machineHooks(courseActivity, courseActivityHooks));
  registerResource(registry, courseActivitySection, courseActivitySectionHooks);
}
