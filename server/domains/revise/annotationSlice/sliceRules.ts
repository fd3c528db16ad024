/**
 * The rules every write of a slice keeps, whichever method it comes through (the generic
 * create/update/delete of /revise/slicelist, the canvas's save/remove):
 * - THE ANNOTATOR RULE: a task's slices are written only by the task's assigned annotator, and only while
 *   the task is 未开始 / 进行中 / 已驳回 (anyone else: PERMISSION_DENIED, nothing changed);
 * - a slice of no task (curation of an image) is written by whoever holds W(suha);
 * - the tag is one of the task's, allows the shape, and gets its text when it requires one;
 * - the region lies inside the image; bbox x/y/w/h, tag label and the W3C annotation are the server's.
 */
import { randomUUID } from "node:crypto";
import { annotationTag, hdImage, reviseTask } from "../../../../src/catalogue/registry";
import {
  bboxOf, canvasIdOf, normalizeRegion, regionProblem, sliceToAnnotation, type SliceRegion, type SliceShape,
} from "../../../../src/catalogue/resources/revise/annotationW3c";
import { canWrite } from "../../../../src/acl/rights";
import type { Row, Tx } from "../../../platform/db/types";
import { byCatalogue } from "../../../platform/db/types";
import { decodeRow } from "../../../platform/db/columns";
import type { AuthedCall } from "../../../platform/rpc/call";
import { publicBase } from "../../../platform/rpc/publicBase";
import { denied, invalid, notFound, precondition } from "../../../platform/wire/errors";
import { OPEN_STATES } from "../reviseTask/counts";

const STATE_LABEL: Record<string, string> = { new: "未开始", inProgress: "进行中", submitted: "已提交", rejected: "已驳回", completed: "已完成", cancelled: "已取消" };

async function readRow(tx: Tx, resource: typeof reviseTask | typeof annotationTag | typeof hdImage, id: number): Promise<Row | null> {
  const row = await byCatalogue(tx).selectFrom(resource.table).selectAll().where("Id", "=", id).executeTakeFirst();
  return row ? decodeRow(resource.fields, row) : null;
}

export const readTask = (tx: Tx, id: number) => readRow(tx, reviseTask, id);
export const readTag = (tx: Tx, id: number) => readRow(tx, annotationTag, id);
export const readImage = (tx: Tx, id: number) => readRow(tx, hdImage, id);

/** Refuses (PERMISSION_DENIED) a caller who is not the task's assigned annotator. */
export function requireAnnotator(call: AuthedCall, task: Row, verb: string): void {
  if (Number(task.annotatorId) !== call.user.Id) throw denied(`只有任务「${String(task.code)}」指派的标注员可以${verb}`);
}

/** Refuses (FAILED_PRECONDITION) a task whose slices may not change now. */
export function requireOpen(task: Row): void {
  const state = String(task.state);
  if (!OPEN_STATES.includes(state)) throw precondition(`任务「${String(task.code)}」当前状态为「${STATE_LABEL[state] ?? state}」，不能修改切片`);
}

/**
 * Who may write a slice (its task's, or the one it is made for): the annotator rule for a task's slices,
 * W(suha) for a slice of no task. Checked before anything else, so a refused caller learns nothing more.
 */
export async function checkWriter(call: AuthedCall, tx: Tx, taskId: unknown, verb: string): Promise<Row | null> {
  if (taskId === null || taskId === undefined) {
    if (!canWrite(call.user.rights, "suha")) throw denied(`${verb}不属于任务的切片需要「书画」写权限`);
    return null;
  }
  const task = await readTask(tx, Number(taskId));
  if (!task) throw notFound(`修订任务不存在（Id ${String(taskId)}）`);
  requireAnnotator(call, task, verb);
  requireOpen(task);
  return task;
}

const idList = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x): x is number => typeof x === "number") : []);

/** The stable IIIF canvas id of an image as this server publishes it. */
export function canvasIdFor(call: Pick<AuthedCall, "config" | "origin">, hdImageId: number): string {
  return canvasIdOf(publicBase(call.config, call.origin), hdImageId);
}

/**
 * The slice's checked and derived values from what it will hold (`merged`: current values with the
 * change over them): the tag's label, the bbox, the W3C annotation. Refuses what the rules refuse.
 */
export async function deriveSlice(call: AuthedCall, tx: Tx, merged: Row, task: Row | null): Promise<Record<string, unknown>> {
  const hdImageId = Number(merged.hdImageId);
  if (task && Number(task.hdImageId) !== hdImageId) throw invalid(`切片的高清图须为任务「${String(task.code)}」的高清图`);
  const image = await readImage(tx, hdImageId);
  if (!image || image.deleted) throw invalid(`高清图（Id ${hdImageId}）不存在`);
  const tag = await readTag(tx, Number(merged.tagId));
  if (!tag) throw invalid(`标注标签（Id ${String(merged.tagId)}）不存在`);
  if (task && !idList(task.tagIds).includes(Number(tag.Id))) throw invalid(`标签「${String(tag.label)}」不在任务「${String(task.code)}」的标注标签中`);
  if (tag.enabled === false) throw invalid(`标签「${String(tag.label)}」已停用`);
  const shape = merged.shape as SliceShape;
  const shapes = Array.isArray(tag.shapes) ? tag.shapes : [];
  if (shapes.length > 0 && !shapes.includes(shape)) throw invalid(`标签「${String(tag.label)}」不允许${shape === "rect" ? "矩形" : "多边形"}`);
  const size = { width: Number(image.widthPx ?? 0), height: Number(image.heightPx ?? 0) };
  const problem = regionProblem(shape, merged.region, size);
  if (problem) throw invalid(problem);
  const text = typeof merged.text === "string" ? merged.text.trim() : "";
  if (tag.requiresText && text === "") throw invalid(`标签「${String(tag.label)}」要求填写文字内容`);
  const region = normalizeRegion(shape, merged.region as SliceRegion);
  const box = bboxOf(shape, region);
  // The annotation's id is made once (the slice's Id is not known before its insert) and kept by every change.
  const before = merged.w3c as { id?: unknown } | null | undefined;
  const annotationId = typeof before?.id === "string" && before.id !== "" ? before.id : `urn:uuid:${randomUUID()}`;
  const w3c = sliceToAnnotation({
    Id: Number(merged.Id ?? 0), annotationId, canvasId: canvasIdFor(call, hdImageId), shape, region, tag: { Id: Number(tag.Id), label: String(tag.label) },
    text: text || null, note: typeof merged.note === "string" ? merged.note : null,
    created: typeof merged.ctime === "number" ? merged.ctime : call.now(), modified: call.now(),
    creator: typeof merged.annotatorName === "string" ? merged.annotatorName : null,
  });
  return { region, tagLabel: String(tag.label).slice(0, 20), x: box.x, y: box.y, w: box.w, h: box.h, w3c };
}
