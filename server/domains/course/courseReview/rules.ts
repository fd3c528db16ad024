import { courseReview } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { reviewTransitions } from "./transitions";

/** The review queue of academy courses (commerce.md §1.11): 通过 and 驳回. */
export const rules = defineRules("courseReview", (registry: MethodRegistry) => {
  registerResource(registry, courseReview, { transitions: reviewTransitions });
});
