import { artistInterview } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { interviewHooks } from "./interviewHooks";

/** 访谈记录 (content.md §8.8). */
export const rules = defineRules("artistInterview", (registry: MethodRegistry) => {
  registerResource(registry, artistInterview, interviewHooks);
});
