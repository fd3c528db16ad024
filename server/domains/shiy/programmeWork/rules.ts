import { programmeWork } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerActions } from "../../../resources/actions";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { reviewActions, workHooks, workTransitions } from "./workHooks";

/** 驻留作品 (content.md §8.3): its rules, the review and 上架/下架. */
export const rules = defineRules("programmeWork", (registry: MethodRegistry) => {
  registerResource(registry, programmeWork, { ...workHooks, transitions: workTransitions });
  registerActions(registry, programmeWork, reviewActions, workHooks);
});
