import { annotationSlice } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { auditTransitions } from "./auditTransitions";
import { sliceHooks } from "./sliceWrites";
import { registerWorkspace } from "./workspace";

/** 标注切片: the annotator rule on every write, the audit machine, and the canvas's methods (workspace.ts). */
export const rules = defineRules("annotationSlice", (registry: MethodRegistry) => {
  registerResource(registry, annotationSlice, { ...sliceHooks, transitions: auditTransitions });
  registerWorkspace(registry);
});
