import { captureTask } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { captureTaskHooks } from "./taskWrites";
import { captureTaskTransitions } from "./taskTransitions";

/** 采集任务: its edits (works ⇄ items), and its machine with the devices and the HD import it drives. */
export const rules = defineRules("captureTask", (registry: MethodRegistry) => {
  registerResource(registry, captureTask, { ...captureTaskHooks, transitions: captureTaskTransitions });
});
