import { publicCourse } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerActions } from "../../../resources/actions";
import { registerResource } from "../../../resources/methods";
import { machineHooks } from "../../../resources/transitions";
import { defineRules } from "../../rules";
import { copyPublicCourse, publicCourseHooks, publicCourseTransitions } from "./hooks";

/** Public courses (commerce.md §1.1): their rules and transitions, and 复制课程. */
export const rules = defineRules("publicCourse", (registry: MethodRegistry) => {
  registerResource(registry, publicCourse, { ...publicCourseHooks, transitions: publicCourseTransitions });
  registerActions(registry, publicCourse, { copyPublicCourse }, machineHooks(publicCourse, publicCourseHooks));
});
