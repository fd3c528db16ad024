import { slowQueryShape } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { triageHooks } from "./triage";

/**
 * 查询形态 (commerce.md §7.7 SlowQueryShape): list and get under R(dashboard); the triage transitions
 * (./triage.ts) under W(dashboard). Figures are kept by the recorder (server/platform/slowQuery/recorder.ts):
 * count, total, avg and max added atomically per flushed batch, p95 recomputed from the samples.
 */
export const rules = defineRules("slowQueryShape", (registry: MethodRegistry) => {
  registerResource(registry, slowQueryShape, { transitions: triageHooks });
});
