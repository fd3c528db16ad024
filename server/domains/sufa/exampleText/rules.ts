import { exampleText } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerActions } from "../../../resources/actions";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { computeExampleCoverage, exampleHooks, exampleTransitions } from "./exampleTexts";

/** 范文: its rules, publish machine and 计算覆盖率. */
export const rules = defineRules("exampleText", (registry: MethodRegistry) => {
  registerResource(registry, exampleText, { ...exampleHooks, transitions: exampleTransitions });
  registerActions(registry, exampleText, { computeExampleCoverage }, exampleHooks);
});
