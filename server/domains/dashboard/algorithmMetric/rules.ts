import { algorithmMetric } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { algorithmRollupSweeper } from "./rollup";
import { registerAlgorithmStats } from "./stats";

/**
 * 算法指标 (commerce.md §7.5): list and get on DashboardServiceAdmin under R(dashboard), and
 * `algorithmStats` — the figures of /dashboard/algorithm over the last hour by minute, 24 h / 7 d / 30 d
 * by hour, 6 h and day. Rows are written only by recordAlgorithmCall (./record.ts, minute rows), the
 * roll-up sweeper (./rollup.ts, minute rows older than 7 days into hour rows) and the demo seed.
 */
export const rules = defineRules("algorithmMetric", (registry: MethodRegistry) => {
  registerResource(registry, algorithmMetric);
  registerAlgorithmStats(registry);
}, { sweepers: [algorithmRollupSweeper] });
