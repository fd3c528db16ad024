import { relic } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { relicHooks, relicTransitions } from "./relics";

/** 文物 (content.md §4): its rules and 上架/下架. */
export const rules = defineRules("relic", (registry: MethodRegistry) => {
  registerResource(registry, relic, { ...relicHooks, transitions: relicTransitions });
});
