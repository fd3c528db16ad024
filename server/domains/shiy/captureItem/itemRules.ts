/**
 * 采集明细 (content.md §8.5): measures and the master are recorded while the task is being captured,
 * processed, reworked or checked; 通过 / 退回 decide one item while its task is 质检中 — 通过 only for
 * an item with a master whose every measure meets the thresholds of captureQc.ts. The task's 已通过
 * count follows.
 */
import { measurePatches, patchProblem, type PatchMeasure } from "../../../../src/catalogue/resources/shiy/colorChart";
import { qcProblem } from "../../../../src/catalogue/resources/shiy/captureQc";
import { captureItem, captureTask } from "../../../../src/catalogue/registry";
import type { Row, Tx } from "../../../platform/db/types";
import { invalid, precondition } from "../../../platform/wire/errors";
import type { ResourceHooks } from "../../../resources/hooks";
import { lockRow } from "../../../resources/rows";
import type { TransitionContext, TransitionHook } from "../../../resources/transitions";

const RECORDING = ["scheduled", "capturing", "processing", "qc", "rework"];

async function taskOf(tx: Tx, item: Row): Promise<Row> {
  return lockRow(tx, captureTask, Number(item.taskId));
}

/**
 * Patches written with the item: each gets its ΔE2000, and the item's mean and max become theirs. An
 * item that has patches keeps the mean and max of them when only those are written.
 */
function withPatchDeltas(value: Record<string, unknown>, current: Row): Record<string, unknown> {
  if (!Object.hasOwn(value, "patches")) {
    const kept = Array.isArray(current.patches) && current.patches.length > 0 && (Object.hasOwn(value, "deltaEMean") || Object.hasOwn(value, "deltaEMax"));
    return kept ? withPatchDeltas({ ...value, patches: current.patches }, current) : value;
  }
  if (value.patches === null) return value;
  const problem = patchProblem(value.patches);
  if (problem) throw invalid(`色卡色块：${problem}`);
  const measured = measurePatches(value.patches as PatchMeasure[]);
  if (measured.patches.length === 0) return { ...value, patches: null };
  return { ...value, patches: measured.patches, deltaEMean: measured.deltaEMean, deltaEMax: measured.deltaEMax };
}

export const captureItemHooks: ResourceHooks = {
  async beforeWrite({ tx, mode, value, current }) {
    if (mode === "update" && Object.hasOwn(value, "qcState")) return value;
    if (!current) return value;
    const task = await taskOf(tx, current);
    if (!RECORDING.includes(String(task.status))) throw precondition(`采集任务「${String(task.title)}」${task.status === "done" ? "已完成" : "尚未排期或已取消"}，不能修改采集明细`);
    // A changed measure or master is judged again.
    return withPatchDeltas(current.qcState === "passed" ? { ...value, qcState: "pending" } : value, current);
  },
};

/** The item's task, which must be 质检中; its 已通过 count moved by `delta` (progress, not an edit: utime stays). */
async function inQc(ctx: TransitionContext, delta: number): Promise<Row> {
  const task = await taskOf(ctx.tx, ctx.current);
  if (task.status !== "qc") throw precondition(`采集任务「${String(task.title)}」不在质检中，不能${ctx.transition.label}`);
  const passed = await ctx.tx.selectFrom(captureItem.table).select((eb) => eb.fn.countAll().as("n")).where("taskId", "=", Number(task.Id)).where("qcState", "=", "passed").executeTakeFirstOrThrow();
  await ctx.tx.updateTable(captureTask.table).set({ itemsDone: Number(passed.n) + delta }).where("Id", "=", Number(task.Id)).execute();
  return task;
}

const passItem: TransitionHook = async (ctx) => {
  const task = await inQc(ctx, 1);
  if (!ctx.current.masterFile) throw precondition(`「${String(ctx.current.workTitle)}」还没有母版文件`);
  const problem = qcProblem(ctx.current, task.targetPpi);
  if (problem) throw precondition(`「${String(ctx.current.workTitle)}」不能通过：${problem}`);
  return { retakeReason: null };
};

const rejectItem: TransitionHook = async (ctx) => {
  await inQc(ctx, ctx.current.qcState === "passed" ? -1 : 0);
  return { retakeReason: String(ctx.input.reason) };
};

export const captureItemTransitions = { passItem, rejectItem };
