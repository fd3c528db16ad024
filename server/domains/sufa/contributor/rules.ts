import { contributor } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";

/** 贡献者: the generic methods, nothing of its own. */
export const rules = defineRules("contributor", (registry: MethodRegistry) => {
  registerResource(registry, contributor);
});
