import { annotationTag } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { tagHooks } from "./tagWrites";

/** 标注标签: the tree's depth, shapes and sibling hotkeys; a used tag is disabled, not deleted. */
export const rules = defineRules("annotationTag", (registry: MethodRegistry) => {
  registerResource(registry, annotationTag, tagHooks);
});
