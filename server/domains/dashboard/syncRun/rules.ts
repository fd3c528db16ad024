import { syncRun } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerActions, type ActionHandler } from "../../../resources/actions";
import { registerResource } from "../../../resources/methods";
import { actorOf } from "../../../resources/rows";
import { precondition } from "../../../platform/wire/errors";
import { defineRules } from "../../rules";
import { startRun } from "./queue";
import { runDataSync } from "./syncJob";

/**
 * 重跑 (W(dashboard)): a 失败 / 部分失败 run starts a new run of its task (refused when the task is
 * paused or busy, or the run was already re-run); the old run records only the new run's job.
 */
const rerun: ActionHandler = async ({ call, tx, current }) => {
  if (current.status !== "FAILED" && current.status !== "PARTIAL") throw precondition("只有失败或部分失败的运行可以重跑");
  if (typeof current.rerunJobId === "number") throw precondition(`该运行已重跑过（后台任务 ${current.rerunJobId}），请在最新的运行上操作`);
  const { jobId } = await startRun(tx, Number(current.taskId), actorOf(call), call.now(), Number(current.Id));
  return { rerunJobId: jobId };
};

/** 同步运行: a ledger written by its `dataSync` job; 重跑 is its one action. */
export const rules = defineRules("syncRun", (registry: MethodRegistry) => {
  registerResource(registry, syncRun);
  registerActions(registry, syncRun, { rerunSyncRun: rerun });
}, { jobs: { dataSync: runDataSync } });
