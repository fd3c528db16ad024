/** 课程活动 (commerce.md §4.7): the activity's checks and machine, 复制活动, and its phase and order statistics by the clock. */
import { courseActivity } from "../../../../src/catalogue/registry";
import { registerActions } from "../../../resources/actions";
import { machineHooks } from "../../../resources/transitions";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { copyCourseActivity, courseActivityHooks, courseActivityTransitions } from "./courseActivities";
import { courseActivityPhaseSweeper, courseActivityStatsSweeper } from "./courseActivitySweeps";

export const rules = defineRules("courseActivity", (registry: MethodRegistry) => {
  registerResource(registry, courseActivity, { ...courseActivityHooks, transitions: courseActivityTransitions });
  registerActions(registry, courseActivity, { copyCourseActivity }, machineHooks(courseActivity, courseActivityHooks));
}, { sweepers: [courseActivityPhaseSweeper, courseActivityStatsSweeper] });
