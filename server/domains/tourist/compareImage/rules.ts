import { compareImage } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { moderation } from "../lineDrawing/moderation";

/** A visitor's comparison images (commerce.md §5.6): staff hide and restore them with a reason. */
export const rules = defineRules("compareImage", (registry: MethodRegistry) => {
  registerResource(registry, compareImage, { transitions: moderation });
});
