import { courseAssistant } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { courseAssistantHooks } from "./hooks";

/** Course assistants (commerce.md §1.10). */
export const rules = defineRules("courseAssistant", (registry: MethodRegistry) => {
  registerResource(registry, courseAssistant, courseAssistantHooks);
});
