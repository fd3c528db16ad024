import { algorithmMetric } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { registerAlgorithmStats } from "./stats";

/**
 * 算法指标 (commerce.md §7.5): list and get on DashboardServiceAdmin under R(dashboard), and
 * `algorithmStats` — the figures of /dashboard/algorithm over the last hour / 24 h / 7 d / 30 d by hour.
 * Rows are written only by recordAlgorithmCall (./record.ts) and the demo seed.
 */
export const rules = defineRules("algorithmMetric", (registry: MethodRegistry) => {
  registerResource(registry, algorithmMetric);
  registerAlgorithmStats(registry);
});
