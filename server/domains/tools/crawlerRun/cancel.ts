/**
 * 取消运行: the run becomes 取消中; its job sees that before the next page (a queued run's job as soon as
 * it is picked up, fetching nothing) and ends the run 已取消 with nothing written (crawlJob.ts).
 */
import { crawlerRun } from "../../../../src/catalogue/registry";
import { precondition } from "../../../platform/wire/errors";
import { lockRow } from "../../../resources/rows";
import type { TransitionHook } from "../../../resources/transitions";
import { appendLog, logLine } from "./runLog";

export const cancelRun: TransitionHook = async ({ call, tx, current }) => {
  const run = await lockRow(tx, crawlerRun, Number(current.Id));
  if (run.status !== "queued" && run.status !== "running") throw precondition(`运行 ${String(run.code)} 已不能取消（当前状态已变化，请刷新）`);
  return { log: appendLog(run.log as string | null, logLine(call.now(), "警告", `${call.user.userName} 请求取消${run.status === "queued" ? "（尚未开始）" : "，当前页面处理完后停止"}`)) };
};
