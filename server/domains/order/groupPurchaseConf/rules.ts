import { groupPurchaseConf } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { groupConfHooks } from "./hooks";

/** Group-purchase tiers (commerce.md §2.10): no two enabled tiers of one product overlap. */
export const rules = defineRules("groupPurchaseConf", (registry: MethodRegistry) => {
  registerResource(registry, groupPurchaseConf, groupConfHooks);
});
