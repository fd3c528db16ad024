import { museum } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";

/** 博物馆: the generic methods, nothing of its own. */
export const rules = defineRules("museum", (registry: MethodRegistry) => {
  registerResource(registry, museum);
});
