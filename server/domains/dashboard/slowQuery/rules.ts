import { slowQuery } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";

/**
 * 慢查询样本 (commerce.md §7.7): list and get on DashboardServiceAdmin under R(dashboard). The rows are
 * written only by the server's recorder (server/platform/slowQuery) and the demo seed.
 */
export const rules = defineRules("slowQuery", (registry: MethodRegistry) => {
  registerResource(registry, slowQuery);
});
