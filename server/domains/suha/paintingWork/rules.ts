import { paintingWork } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { paintingHooks, paintingTransitions } from "./paintingRules";

/**
 * 书画作品 (content.md §3): its rules and publish machine. Row actions that only open a screen
 * (高清查看, 整页编辑) have no method.
 */
export const rules = defineRules("paintingWork", (registry: MethodRegistry) => {
  registerResource(registry, paintingWork, { ...paintingHooks, transitions: paintingTransitions });
});
