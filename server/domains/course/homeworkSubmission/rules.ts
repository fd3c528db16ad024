import { homeworkSubmission } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerActions } from "../../../resources/actions";
import { registerResource } from "../../../resources/methods";
import { machineHooks } from "../../../resources/transitions";
import { defineRules } from "../../rules";
import { editReview, markExcellent, submissionTransitions } from "./review";

/** Homework submissions (commerce.md §1.6): 点评, 退回重交, 修改点评, 优秀作业. */
export const rules = defineRules("homeworkSubmission", (registry: MethodRegistry) => {
  registerResource(registry, homeworkSubmission, { transitions: submissionTransitions });
  registerActions(registry, homeworkSubmission, { editReview, markExcellent }, machineHooks(homeworkSubmission));
});
