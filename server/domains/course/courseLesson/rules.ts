import { courseLesson } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerActions } from "../../../resources/actions";
import { registerResource } from "../../../resources/methods";
import { machineHooks } from "../../../resources/transitions";
import { defineRules } from "../../rules";
import { lessonActions, lessonHooks } from "./hooks";

/** Lessons of public and academy courses (commerce.md §1.2), and their 上移 / 下移. */
export const rules = defineRules("courseLesson", (registry: MethodRegistry) => {
  registerResource(registry, courseLesson, lessonHooks);
  registerActions(registry, courseLesson, lessonActions, machineHooks(courseLesson, lessonHooks));
});
