import { courseQuestion } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerActions } from "../../../resources/actions";
import { registerResource } from "../../../resources/methods";
import { machineHooks } from "../../../resources/transitions";
import { defineRules } from "../../rules";
import { courseQuestionHooks, editAnswer, questionTransitions } from "./hooks";

/** Course Q&A (commerce.md §1.7): 回答, 隐藏, 恢复, 修改回答, 精选. */
export const rules = defineRules("courseQuestion", (registry: MethodRegistry) => {
  registerResource(registry, courseQuestion, { ...courseQuestionHooks, transitions: questionTransitions });
  registerActions(registry, courseQuestion, { editAnswer }, machineHooks(courseQuestion, courseQuestionHooks));
});
