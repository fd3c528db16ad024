import { syncTask } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerActions, type ActionHandler } from "../../../resources/actions";
import { registerResource } from "../../../resources/methods";
import { actorOf, lockRow } from "../../../resources/rows";
import { precondition } from "../../../platform/wire/errors";
import { defineRules } from "../../rules";
import { startRun } from "../syncRun/queue";

/** 立即同步: a run of the task and its job (one at a time per task; ../syncRun/queue.ts). */
const runNow: ActionHandler = async ({ call, tx, current }) => {
  const { jobId } = await startRun(tx, Number(current.Id), actorOf(call), call.now());
  return { lastJobId: jobId };
};

/** 暂停 / 启用: the task locked and its state asked again, so two presses at once switch it once. */
function switchTo(enabled: boolean): ActionHandler {
  return async ({ tx, current }) => {
    const task = await lockRow(tx, syncTask, Number(current.Id));
    if (task.enabled === enabled) throw precondition(`同步任务「${String(task.name)}」已${enabled ? "启用" : "暂停"}`);
    return { enabled };
  };
}

/** 同步任务: list and get under R(dashboard); 立即同步, 暂停 and 启用 under W(dashboard). */
export const rules = defineRules("syncTask", (registry: MethodRegistry) => {
  registerResource(registry, syncTask);
  registerActions(registry, syncTask, { runSyncTask: runNow, pauseSyncTask: switchTo(false), enableSyncTask: switchTo(true) });
});
