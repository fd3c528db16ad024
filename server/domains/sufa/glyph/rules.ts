import { glyph } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { glyphHooks, glyphTransitions } from "./glyphs";

/** 单字 (content.md §2): its rules and transitions. */
export const rules = defineRules("glyph", (registry: MethodRegistry) => {
  registerResource(registry, glyph, { ...glyphHooks, transitions: glyphTransitions });
});
