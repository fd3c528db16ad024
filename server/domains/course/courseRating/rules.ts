import { courseRating } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerActions } from "../../../resources/actions";
import { registerResource } from "../../../resources/methods";
import { machineHooks } from "../../../resources/transitions";
import { defineRules } from "../../rules";
import { courseRatingHooks, ratingTransitions, replyRating } from "./hooks";

/** Course ratings (commerce.md §1.8): 隐藏, 显示 (the course's ratingAvg follows), 回复. */
export const rules = defineRules("courseRating", (registry: MethodRegistry) => {
  registerResource(registry, courseRating, { ...courseRatingHooks, transitions: ratingTransitions });
  registerActions(registry, courseRating, { replyRating }, machineHooks(courseRating));
});
