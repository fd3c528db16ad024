import { calligraphyWork } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { workHooks, workTransitions } from "./works";

/** 书法作品 (content.md §2): its rules and publish machine. */
export const rules = defineRules("calligraphyWork", (registry: MethodRegistry) => {
  registerResource(registry, calligraphyWork, { ...workHooks, transitions: workTransitions });
});
