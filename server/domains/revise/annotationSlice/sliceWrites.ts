/**
 * The hooks of annotationSlice's generic methods (and of the canvas's save, which goes through them):
 * the writer's check first (sliceRules.checkWriter), then the derived values; after the write, the
 * counts of the task, tags and image. An audit transition's write carries `auditState`: its hook checked it.
 */
import { precondition } from "../../../platform/wire/errors";
import type { ResourceHooks } from "../../../resources/hooks";
import { refreshImageState, refreshTagCounts, refreshTaskCounts } from "../reviseTask/counts";
import { checkWriter, deriveSlice } from "./sliceRules";

/** Audit states the annotator may still change: a submitted or approved slice is the reviewer's. */
const CHANGEABLE = ["draft", "rejected"];

export const sliceHooks: ResourceHooks = {
  async beforeWrite({ call, tx, mode, value, current }) {
    if (mode === "update" && Object.hasOwn(value, "auditState")) return value;
    const merged = { ...(current ?? {}), ...value };
    const task = await checkWriter(call, tx, merged.taskId, mode === "create" ? "新建切片" : "修改切片");
    if (current && !CHANGEABLE.includes(String(current.auditState))) {
      throw precondition(`切片「${String(current.tagLabel)}」${current.auditState === "approved" ? "已通过审核" : "已提交审核"}，不能修改`);
    }
    const derived = await deriveSlice(call, tx, { ...merged, annotatorName: current ? undefined : call.user.nickName || call.user.userName }, task);
    if (mode === "update") return { ...value, ...derived, auditState: "draft" };
    return { ...value, ...derived, annotatorId: call.user.Id, auditState: "draft", hidden: false };
  },
  async afterWrite({ tx, mode, record, current }) {
    const taskId = record.taskId ?? current?.taskId;
    if (typeof taskId === "number") await refreshTaskCounts(tx, taskId);
    await refreshTagCounts(tx, [record.tagId, current?.tagId]);
    if (mode === "create" && typeof taskId !== "number") await refreshImageState(tx, Number(record.hdImageId));
  },
  async beforeDelete({ call, tx, current }) {
    await checkWriter(call, tx, current.taskId, "删除切片");
    if (!CHANGEABLE.includes(String(current.auditState))) throw precondition(`切片「${String(current.tagLabel)}」已提交审核，不能删除`);
  },
  async afterDelete({ tx, current }) {
    if (typeof current.taskId === "number") await refreshTaskCounts(tx, current.taskId);
    await refreshTagCounts(tx, [current.tagId]);
  },
};
