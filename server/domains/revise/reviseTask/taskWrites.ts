/**
 * 修订任务 edits (content.md §11.2): made for a tiled image, an annotator who may draw and tags that exist;
 * the code is `RT-{year}-{nnnnn}`. Plan fields change only while the task is open (未开始 / 进行中 / 已驳回);
 * the annotator changes only by 改派, the state only by its transitions. Only a 未开始 task without slices
 * may be deleted (a cancelled one keeps its hidden slices).
 */
import { annotationSlice, annotationTag, hdImage, reviseTask } from "../../../../src/catalogue/registry";
import { shanghaiDay } from "../../../../src/catalogue/kinds/shanghai";
import type { Tx } from "../../../platform/db/types";
import { byCatalogue } from "../../../platform/db/types";
import { invalid, precondition } from "../../../platform/wire/errors";
import type { ResourceHooks } from "../../../resources/hooks";
import { nextCode } from "../../hd/hdImage/codes";
import { OPEN_STATES, refreshImageState } from "./counts";
import { checkPerson } from "./people";

export const MAX_TASK_TAGS = 50;

/** Refuses a tag list that is empty, too long, repeats, or names a tag that does not exist or is disabled. */
export async function checkTags(tx: Tx, tagIds: unknown): Promise<number[]> {
  const ids = Array.isArray(tagIds) ? tagIds.filter((x): x is number => typeof x === "number") : [];
  if (!Array.isArray(tagIds) || ids.length !== tagIds.length || ids.length === 0) throw invalid("请选择标注标签（标签 Id 列表）");
  if (ids.length > MAX_TASK_TAGS) throw invalid(`一个任务最多 ${MAX_TASK_TAGS} 个标注标签`);
  if (new Set(ids).size !== ids.length) throw invalid("同一个标签不能出现两次");
  const rows = await byCatalogue(tx).selectFrom(annotationTag.table).select(["Id", "label", "enabled"]).where("Id", "in", ids).execute();
  for (const id of ids) {
    const row = rows.find((r) => Number(r.Id) === id);
    if (!row) throw invalid(`标注标签（Id ${id}）不存在`);
    if (row.enabled === 0 || row.enabled === false) throw invalid(`标注标签「${String(row.label)}」已停用`);
  }
  return ids;
}

/** Refuses an image that is missing, deleted or not tiled yet. */
export async function checkImage(tx: Tx, hdImageId: unknown): Promise<void> {
  const row = await byCatalogue(tx).selectFrom(hdImage.table).select(["title", "tileStatus", "deleted"]).where("Id", "=", Number(hdImageId)).executeTakeFirst();
  if (!row || row.deleted === 1 || row.deleted === true) throw invalid(`高清图（Id ${String(hdImageId)}）不存在`);
  if (row.tileStatus !== "ready") throw invalid(`高清图「${String(row.title)}」尚未切片完成，不能发起标注`);
}

export const taskHooks: ResourceHooks = {
  async beforeWrite({ call, tx, mode, value, current }) {
    // A transition's or 改派's write: its hook did the checks.
    if (mode === "update" && (Object.hasOwn(value, "state") || Object.hasOwn(value, "annotatorId"))) return value;
    if (current && !OPEN_STATES.includes(String(current.state))) throw precondition(`任务「${String(current.code)}」已${current.state === "cancelled" ? "取消" : "提交或完成"}，不能修改`);
    if (value.tagIds !== undefined) await checkTags(tx, value.tagIds);
    if (value.reviewerId !== undefined && value.reviewerId !== null) await checkPerson(tx, value.reviewerId, "suha", "审核员");
    if (mode !== "create") return value;
    await checkImage(tx, value.hdImageId);
    await checkPerson(tx, value.annotatorId, "hdpic", "标注员");
    const code = await nextCode(tx, reviseTask.table, "code", `RT-${shanghaiDay(call.now()).slice(0, 4)}-`, 5);
    return { ...value, code, stage: "annotation", sliceCount: 0, approvedCount: 0, rejectedCount: 0, amount: 0, settled: false };
  },
  async afterWrite({ tx, mode, value, record }) {
    // The image's 标注状态 follows its tasks' states.
    if (mode === "create" || Object.hasOwn(value, "state")) await refreshImageState(tx, Number(record.hdImageId));
  },
  async beforeDelete({ tx, current }) {
    if (current.state !== "new") throw precondition(`任务「${String(current.code)}」已开始，不能删除，请用「取消」`);
    const slice = await tx.selectFrom(annotationSlice.table).select("Id").where("taskId", "=", Number(current.Id)).executeTakeFirst();
    if (slice) throw precondition(`任务「${String(current.code)}」已有切片，不能删除`);
  },
};
