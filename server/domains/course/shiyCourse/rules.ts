import { shiyCourse } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { shiyCourseHooks, shiyCourseTransitions } from "./hooks";

/** Academy courses (commerce.md §1.3): prices, 提交审核 and 撤回审核. */
export const rules = defineRules("shiyCourse", (registry: MethodRegistry) => {
  registerResource(registry, shiyCourse, { ...shiyCourseHooks, transitions: shiyCourseTransitions });
});
