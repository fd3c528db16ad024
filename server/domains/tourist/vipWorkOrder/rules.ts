import { vipWorkOrder } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { workOrderHooks, workOrderTransitions } from "./hooks";

/** VIP work orders (commerce.md §5.10): submitted, approved by another colleague, then executed. */
export const rules = defineRules("vipWorkOrder", (registry: MethodRegistry) => {
  registerResource(registry, vipWorkOrder, { ...workOrderHooks, transitions: workOrderTransitions });
});
