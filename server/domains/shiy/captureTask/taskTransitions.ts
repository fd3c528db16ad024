/**
 * The transitions of a capture task (content.md §8.4). Each re-reads the task locked (so of two calls
 * one wins and the other is refused by the machine), then checks what the move needs: 排期 a time,
 * devices and operators; 提交质检 a master for every work; 质检通过 every item passed, upon which the
 * passed masters go through the HD library's import (passQc.ts).
 */
import { captureItem, captureTask } from "../../../../src/catalogue/registry";
import type { Row } from "../../../platform/db/types";
import { precondition } from "../../../platform/wire/errors";
import { actorOf, lockRow } from "../../../resources/rows";
import type { TransitionContext, TransitionHook } from "../../../resources/transitions";
import { moveDevices } from "./devices";
import { passQc } from "./passQc";

/** The task locked and re-read; refuses when it left `from` meanwhile. */
export async function freshTask(ctx: TransitionContext, from: readonly string[]): Promise<Row> {
  const task = await lockRow(ctx.tx, captureTask, Number(ctx.current.Id));
  if (!from.includes(String(task.status))) throw precondition(`采集任务「${String(task.title)}」的状态已变化，不能${ctx.transition.label}，请刷新`);
  return task;
}

const how = (ctx: TransitionContext, verb: string, strict: boolean) => ({ actor: actorOf(ctx.call), at: ctx.call.now(), verb, strict });
const listed = (v: unknown) => Array.isArray(v) && v.length > 0;

const schedule: TransitionHook = async (ctx) => {
  const task = await freshTask(ctx, ["planned"]);
  const missing = [typeof task.scheduledAt !== "number" && "计划时间", !listed(task.deviceIds) && "设备", !listed(task.operatorIds) && "采集人员"].filter(Boolean);
  if (missing.length > 0) throw precondition(`排期前请先填写${missing.join("、")}`);
  await moveDevices(ctx.tx, task, ["available"], "reserved", how(ctx, "预约", true));
};

const startCapture: TransitionHook = async (ctx) => {
  const task = await freshTask(ctx, ["scheduled"]);
  await moveDevices(ctx.tx, task, ["reserved", "available"], "inUse", how(ctx, "开始使用", true));
};

const finishCapture: TransitionHook = async (ctx) => {
  const task = await freshTask(ctx, ["capturing"]);
  await moveDevices(ctx.tx, task, ["inUse"], "available", how(ctx, "归还", false));
};

const submitQc: TransitionHook = async (ctx) => {
  const task = await freshTask(ctx, ["processing"]);
  const items = await ctx.tx.selectFrom(captureItem.table).select(["workTitle", "masterFile"]).where("taskId", "=", Number(task.Id)).orderBy("Id").execute();
  if (items.length === 0) throw precondition("任务没有采集明细");
  const bare = items.filter((i) => !i.masterFile).map((i) => `「${String(i.workTitle)}」`);
  if (bare.length > 0) throw precondition(`${bare.slice(0, 3).join("、")}${bare.length > 3 ? ` 等 ${bare.length} 件` : ""}还没有母版文件，不能提交质检`);
};

const failQc: TransitionHook = async (ctx) => {
  await freshTask(ctx, ["qc"]);
  return { reworkReason: String(ctx.input.reason) };
};

/** Items sent back go to 待检 again for the next round. */
async function reopenFailed(ctx: TransitionContext, task: Row): Promise<void> {
  await ctx.tx.updateTable(captureItem.table).set({ qcState: "pending", utime: ctx.call.now() }).where("taskId", "=", Number(task.Id)).where("qcState", "=", "failed").execute();
}

const recapture: TransitionHook = async (ctx) => {
  const task = await freshTask(ctx, ["rework"]);
  await moveDevices(ctx.tx, task, ["available", "reserved"], "inUse", how(ctx, "开始使用", true));
  await reopenFailed(ctx, task);
};

const reprocess: TransitionHook = async (ctx) => {
  const task = await freshTask(ctx, ["rework"]);
  await reopenFailed(ctx, task);
};

const cancel: TransitionHook = async (ctx) => {
  const task = await freshTask(ctx, ["planned", "scheduled"]);
  if (task.status === "scheduled") await moveDevices(ctx.tx, task, ["reserved"], "available", how(ctx, "释放预约", false));
  return { cancelReason: String(ctx.input.reason) };
};

export const captureTaskTransitions = { schedule, startCapture, finishCapture, submitQc, passQc: (ctx: TransitionContext) => passQc(ctx, freshTask), failQc, recapture, reprocess, cancel };
