import { homework } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { homeworkHooks } from "./hooks";

/** Homework of a class (commerce.md §1.6). */
export const rules = defineRules("homework", (registry: MethodRegistry) => {
  registerResource(registry, homework, homeworkHooks);
});
