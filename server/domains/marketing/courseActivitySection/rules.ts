/** A course activity's sections (commerce.md §4.7): their course items checked on every write. */
import { courseActivitySection } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { courseActivitySectionHooks } from "../courseActivity/courseActivities";

export const rules = defineRules("courseActivitySection", (registry: MethodRegistry) => {
  registerResource(registry, courseActivitySection, courseActivitySectionHooks);
});
