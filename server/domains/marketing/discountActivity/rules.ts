/** 满减活动 (commerce.md §4): the activity's checks and machine, and its phase by the clock. */
import { discountActivity } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { phaseSweeper } from "../flashSale/phaseSweeper";
import { discountActivityHooks, discountActivityTransitions } from "./discountActivities";

export const rules = defineRules("discountActivity", (registry: MethodRegistry) => {
  registerResource(registry, discountActivity, { ...discountActivityHooks, transitions: discountActivityTransitions });
}, { sweepers: [phaseSweeper(discountActivity)] });
