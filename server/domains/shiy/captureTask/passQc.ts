/**
 * 质检通过 (content.md §8.4): every item of the task must have passed. The passed masters then go
 * through the HD library's own import — a new import task of source 采集任务交付 (captureTask), started
 * by its own 开始执行 inside this transaction, so its `import` job makes the HD images and (through
 * captureItem/linkImage.ts) points each work and item at its image. No second way into the library.
 */
import { transitionOf } from "../../../../src/catalogue";
import { captureItem, hdImportTask } from "../../../../src/catalogue/registry";
import type { Row } from "../../../platform/db/types";
import { precondition } from "../../../platform/wire/errors";
import { actorOf, insertRow, recordActorChange } from "../../../resources/rows";
import { applyTransition, type TransitionContext } from "../../../resources/transitions";
import { importCodePrefix, nextCode } from "../../hd/hdImage/codes";
import { importTaskHooks, importTaskTransitions } from "../../hd/hdImportTask/importTasks";

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The task's QC result from its items' measures. */
export function qcSummaryOf(items: readonly Row[]): Record<string, number> {
  const nums = (k: string) => items.map((i) => i[k]).filter((v): v is number => typeof v === "number");
  const means = nums("deltaEMean");
  const maxes = nums("deltaEMax");
  const ppis = nums("ppiMeasured");
  return {
    deltaEMean: means.length > 0 ? round1(means.reduce((a, b) => a + b, 0) / means.length) : 0,
    deltaEMax: maxes.length > 0 ? round1(Math.max(...maxes)) : 0,
    ppiMeasured: ppis.length > 0 ? Math.min(...ppis) : 0,
    passed: items.filter((i) => i.qcState === "passed").length,
    failed: items.filter((i) => i.qcState === "failed").length,
  };
}

export async function passQc(ctx: TransitionContext, fresh: (ctx: TransitionContext, from: readonly string[]) => Promise<Row>): Promise<Record<string, unknown>> {
  const { call, tx } = ctx;
  const task = await fresh(ctx, ["qc"]);
  const items = await tx.selectFrom(captureItem.table).selectAll().where("taskId", "=", Number(task.Id)).orderBy("Id").execute();
  if (items.length === 0) throw precondition("任务没有采集明细");
  const open = items.filter((i) => i.qcState !== "passed");
  if (open.length > 0) {
    const names = open.slice(0, 3).map((i) => `「${String(i.workTitle)}」`).join("、");
    throw precondition(`还有 ${open.length} 件作品未通过质检（${names}），请逐件通过，或选择「质检不通过」`);
  }
  const at = call.now();
  const actor = actorOf(call);
  const created = await insertRow(tx, hdImportTask, {
    code: await nextCode(tx, hdImportTask.table, "code", importCodePrefix(at), 3),
    name: `采集交付 ${String(task.code)} ${String(task.title)}`.slice(0, 60), sourceType: "captureTask", captureTaskId: Number(task.Id),
    tileAfterImport: true, tileLayout: "iiif3", tileSize: "512", onDuplicate: "newVersion", defaultVersion: "原始扫描", defaultAccessLevel: "vip",
    status: "pending", total: 0, succeeded: 0, failed: 0, skipped: 0, operatorId: call.user.Id,
  }, at);
  await recordActorChange(tx, actor, { table: hdImportTask, recordId: Number(created.Id), before: null, after: created, at, method: "passQcCaptureTask", summary: `质检通过：采集任务「${String(task.code)}」入库` });
  const start = transitionOf(hdImportTask, "start");
  if (!start) throw new Error("hdImportTask has no start");
  const running = await applyTransition(tx, call, hdImportTask, start, created, {}, { hooks: importTaskHooks, sideEffect: importTaskTransitions.start });
  return { qcSummary: qcSummaryOf(items), itemsDone: items.length, importTaskId: Number(created.Id), jobId: running.jobId };
}
