import { groupPurchaseApplication } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { groupApplyHooks, groupApplyTransitions } from "./hooks";

/** Group-purchase applications (commerce.md §5.7): follow-up, quote, approval, payment, opening. */
export const rules = defineRules("groupPurchaseApplication", (registry: MethodRegistry) => {
  registerResource(registry, groupPurchaseApplication, { ...groupApplyHooks, transitions: groupApplyTransitions });
});
