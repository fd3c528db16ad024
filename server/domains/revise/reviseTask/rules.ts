import { reviseTask } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerActions } from "../../../resources/actions";
import { registerResource } from "../../../resources/methods";
import { machineHooks } from "../../../resources/transitions";
import { defineRules } from "../../rules";
import { reassign } from "./reassign";
import { registerReport } from "./report";
import { taskHooks } from "./taskWrites";
import { taskTransitions } from "./taskTransitions";

/** 修订任务: its plan's checks, its machine (the annotator's 开始/提交, the reviewers' 驳回/通过/重新打开/取消) and 改派. */
export const rules = defineRules("reviseTask", (registry: MethodRegistry) => {
  registerResource(registry, reviseTask, { ...taskHooks, transitions: taskTransitions });
  registerActions(registry, reviseTask, { reassignReviseTask: reassign }, machineHooks(reviseTask, taskHooks));
  registerReport(registry);
});
