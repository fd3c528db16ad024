/**
 * The annotation canvas's methods (/revise/hdpslice, content.md §17.3), under R/W(hdpic) — the canvas's
 * object — with the annotator rule on every write (sliceRules.ts):
 * - getAnnotationWorkspace {taskId}|{hdImageId}: the task, the image (signed tiles), the tags offered and the
 *   slices; the assigned annotator opening a 未开始 task starts it (进行中);
 * - saveAnnotationSlice: one slice made or changed, from our fields or from a W3C annotation (Annotorious);
 * - removeAnnotationSlice: one draft or rejected slice taken away.
 */
import { z } from "zod";
import { annotationSlice, annotationTag, reviseTask } from "../../../../src/catalogue/registry";
import { annotationToSlice } from "../../../../src/catalogue/resources/revise/annotationW3c";
import { transitionOf } from "../../../../src/catalogue";
import { canWrite } from "../../../../src/acl/rights";
import { decodeRow } from "../../../platform/db/columns";
import type { Row, Tx } from "../../../platform/db/types";
import { byCatalogue } from "../../../platform/db/types";
import { read, write, type AuthedCall } from "../../../platform/rpc/call";
import { method, type MethodRegistry } from "../../../platform/rpc/registry";
import { invalid, notFound, precondition } from "../../../platform/wire/errors";
import { createResource, deleteResource, inTransaction, updateResource } from "../../../resources/methods";
import { idSchema, utimeSchema } from "../../../resources/payload";
import { applyTransition, machineHooks } from "../../../resources/transitions";
import { viewerImage } from "../../hd/hdImage/iiif/images";
import { OPEN_STATES } from "../reviseTask/counts";
import { taskHooks } from "../reviseTask/taskWrites";
import { taskTransitions } from "../reviseTask/taskTransitions";
import { canvasIdFor, checkWriter, readImage, readTask } from "./sliceRules";
import { sliceHooks } from "./sliceWrites";

const SERVICE = annotationSlice.service;
const hooks = machineHooks(annotationSlice, sliceHooks);

const workspaceInput = z.union([
  z.object({ taskId: idSchema }),
  z.object({ hdImageId: idSchema }),
], { error: "请指定任务（taskId）或高清图（hdImageId）" });

const sliceData = z.object({
  tagId: idSchema.optional(), shape: z.enum(["rect", "polygon"], { error: "形状须为 rect 或 polygon" }).optional(),
  region: z.unknown().optional(), text: z.string().nullable().optional(), note: z.string().nullable().optional(),
});

const saveInput = z.object({
  taskId: idSchema.optional(),
  hdImageId: idSchema.optional(),
  Id: idSchema.optional(),
  utime: utimeSchema.optional(),
  data: sliceData.optional(),
  annotation: z.record(z.string(), z.unknown()).optional(),
});

const rowsOf = (resource: typeof annotationSlice | typeof annotationTag, rows: readonly Row[]) => rows.map((r) => decodeRow(resource.fields, r));

async function slicesOf(tx: Tx, hdImageId: number): Promise<Row[]> {
  const rows = await byCatalogue(tx).selectFrom(annotationSlice.table).selectAll().where("hdImageId", "=", hdImageId).orderBy("Id").execute();
  return rowsOf(annotationSlice, rows);
}

/** The tags a task offers, in its order; all enabled tags for an image opened without a task. */
async function tagsFor(tx: Tx, task: Row | null): Promise<Row[]> {
  const all = rowsOf(annotationTag, await byCatalogue(tx).selectFrom(annotationTag.table).selectAll().orderBy("sort").orderBy("Id").execute());
  if (!task) return all.filter((t) => t.enabled !== false);
  const ids = Array.isArray(task.tagIds) ? (task.tagIds as unknown[]) : [];
  return ids.map((id) => all.find((t) => t.Id === id)).filter((t): t is Row => t !== undefined);
}

async function workspace(call: AuthedCall, input: z.infer<typeof workspaceInput>) {
  return inTransaction(call.db, async (tx) => {
    let task = "taskId" in input ? await readTask(tx, input.taskId) : null;
    if ("taskId" in input && !task) throw notFound(`修订任务不存在（Id ${input.taskId}）`);
    const hdImageId = task ? Number(task.hdImageId) : (input as { hdImageId: number }).hdImageId;
    const row = await readImage(tx, hdImageId);
    if (!row || row.deleted) throw notFound(`高清图不存在（Id ${hdImageId}）`);
    if (row.tileStatus !== "ready") throw precondition(`高清图「${String(row.title)}」尚未切片完成，不能标注`);
    const mayDraw = canWrite(call.user.rights, "hdpic");
    const isAnnotator = task !== null && Number(task.annotatorId) === call.user.Id;
    if (task && isAnnotator && mayDraw && task.state === "new") {
      const start = transitionOf(reviseTask, "start");
      if (start) task = await applyTransition(tx, call, reviseTask, start, task, {}, { hooks: taskHooks, sideEffect: taskTransitions.start });
    }
    const all = await slicesOf(tx, hdImageId);
    const mine = task ? all.filter((s) => s.taskId === task?.Id) : all.filter((s) => s.hidden !== true);
    const others = task ? all.filter((s) => s.taskId !== task?.Id && s.hidden !== true) : [];
    const writesSuha = canWrite(call.user.rights, "suha");
    const canEdit = task ? isAnnotator && mayDraw && OPEN_STATES.includes(String(task.state)) : writesSuha;
    const canReview = writesSuha && (task === null || task.state === "submitted");
    const { serviceBase, ...shown } = viewerImage(call, row, { mayWrite: false });
    void serviceBase;
    const image = { ...shown, canvasId: canvasIdFor(call, hdImageId) };
    return {
      data: {
        mode: canEdit ? "annotator" : canReview ? "reviewer" : "view", canEdit, canReview,
        task, image, tags: await tagsFor(tx, task), slices: mine, otherSlices: others,
      },
    };
  });
}

/** The slice's fields from the call: our fields as given, or a W3C annotation mapped to them. */
async function fieldsOf(tx: Tx, task: Row | null, input: z.infer<typeof saveInput>): Promise<Record<string, unknown>> {
  if (input.annotation) {
    const mapped = annotationToSlice(input.annotation, await tagsFor(tx, task) as { Id: number; label: string; code?: string }[]);
    if ("error" in mapped) throw invalid(mapped.error);
    if (mapped.tagId === null) throw invalid("标注缺少标签（tagging）或标签不在任务的标签中");
    return { tagId: mapped.tagId, shape: mapped.shape, region: mapped.region, text: mapped.text, note: mapped.note };
  }
  if (!input.data) throw invalid("请提供切片内容（data）或 W3C 标注（annotation）");
  return Object.fromEntries(Object.entries(input.data).filter(([, v]) => v !== undefined));
}

async function save(call: AuthedCall, input: z.infer<typeof saveInput>) {
  return inTransaction(call.db, async (tx) => {
    const inTx = { ...call, db: tx } as AuthedCall;
    let taskId = input.taskId ?? null;
    let current: Row | null = null;
    if (input.Id !== undefined) {
      const found = await byCatalogue(tx).selectFrom(annotationSlice.table).selectAll().where("Id", "=", input.Id).executeTakeFirst();
      if (!found) throw notFound(`切片不存在（Id ${input.Id}）`);
      current = decodeRow(annotationSlice.fields, found);
      taskId = (current.taskId as number | null) ?? null;
      if (input.taskId !== undefined && input.taskId !== taskId) throw invalid("切片不属于该任务");
    }
    // The writer first: a refused caller is told so before anything about the data.
    let task = await checkWriter(inTx, tx, taskId, current ? "修改切片" : "新建切片");
    const fields = await fieldsOf(tx, task, input);
    if (task && task.state === "new") {
      const start = transitionOf(reviseTask, "start");
      if (start) task = await applyTransition(tx, inTx, reviseTask, start, task, {}, { hooks: taskHooks, sideEffect: taskTransitions.start });
    }
    let saved: Row;
    if (current) {
      if (input.utime === undefined) throw invalid("修改切片须提供 utime");
      saved = await updateResource(inTx, annotationSlice, Number(current.Id), input.utime, fields, hooks);
    } else {
      const hdImageId = task ? Number(task.hdImageId) : input.hdImageId;
      if (hdImageId === undefined) throw invalid("请指定任务（taskId）或高清图（hdImageId）");
      saved = await createResource(inTx, annotationSlice, { ...fields, hdImageId, ...(task ? { taskId: Number(task.Id) } : {}) }, hooks);
    }
    const again = await byCatalogue(tx).selectFrom(annotationSlice.table).selectAll().where("Id", "=", Number(saved.Id)).executeTakeFirstOrThrow();
    return { data: decodeRow(annotationSlice.fields, again) };
  });
}

export function registerWorkspace(registry: MethodRegistry): void {
  registry.add(method({ service: SERVICE, method: "getAnnotationWorkspace", access: read("hdpic"), input: workspaceInput, handler: workspace }));
  registry.add(method({ service: SERVICE, method: "saveAnnotationSlice", access: write("hdpic"), input: saveInput, handler: save }));
  registry.add(method({
    service: SERVICE, method: "removeAnnotationSlice", access: write("hdpic"), input: z.object({ Id: idSchema, utime: utimeSchema.optional() }),
    async handler(call, input) {
      await deleteResource(call, annotationSlice, input.Id, input.utime, hooks);
      return {};
    },
  }));
}
