import { courseClass } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { classCalendarSweeper } from "./calendar";
import { courseClassHooks, courseClassTransitions } from "./hooks";

/** Classes of academy courses (commerce.md §1.5): capacity, 提前开课/结课, 取消开班, and the calendar's moves. */
export const rules = defineRules("courseClass", (registry: MethodRegistry) => {
  registerResource(registry, courseClass, { ...courseClassHooks, transitions: courseClassTransitions });
}, { sweepers: [classCalendarSweeper] });
