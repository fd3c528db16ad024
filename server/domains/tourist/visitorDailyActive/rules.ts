import { visitorDailyActive } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";

/** A visitor's active days (commerce.md §7.0): read only, written by the apps' first call of a day. */
export const rules = defineRules("visitorDailyActive", (registry: MethodRegistry) => {
  registerResource(registry, visitorDailyActive);
});
