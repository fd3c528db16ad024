import { lineDrawing } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { moderation } from "./moderation";

/** A visitor's line drawings (commerce.md §5.2): staff hide and restore them with a reason. */
export const rules = defineRules("lineDrawing", (registry: MethodRegistry) => {
  registerResource(registry, lineDrawing, { transitions: moderation });
});
