/**
 * 作业 (commerce.md §1.6): a homework belongs to a class of its course and is OPEN until its
 * deadline; one with submissions is not deleted. Its counters move with the submissions
 * (homeworkSubmission/review.ts).
 */
import { courseClass, homeworkSubmission } from "../../../../src/catalogue/registry";
import type { ResourceHooks } from "../../../resources/hooks";
import { invalid, precondition } from "../../../platform/wire/errors";

/** A json list of image keys, at most `max`. */
export function imageList(value: unknown, label: string, max: number): string[] | null {
  if (value === null || value === undefined) return null;
  if (!Array.isArray(value) || value.some((k) => typeof k !== "string" || k === "")) throw invalid(`${label}须为图片文件名列表`);
  if (value.length > max) throw invalid(`${label}最多 ${max} 张`);
  return value as string[];
}

export const homeworkHooks: ResourceHooks = {
  async beforeWrite({ tx, call, mode, value, current }) {
    const next = { ...(current ?? {}), ...value };
    const cls = await tx.selectFrom(courseClass.table).select(["courseId", "status"]).where("Id", "=", Number(next.classId)).executeTakeFirst();
    if (!cls || Number(cls.courseId) !== Number(next.courseId)) throw invalid("班级须为本课程的班级");
    if (mode === "create" && cls.status === "CANCELLED") throw precondition("已取消的班级不能布置作业");
    imageList(next.refImages, "参考图", 9);
    const status = Number(next.deadline) < call.now() ? "CLOSED" : "OPEN";
    return { ...value, status, ...(mode === "create" ? { submitCount: 0, reviewedCount: 0 } : {}) };
  },
  async beforeDelete({ tx, current }) {
    const any = await tx.selectFrom(homeworkSubmission.table).select("Id").where("homeworkId", "=", Number(current.Id)).executeTakeFirst();
    if (any) throw precondition(`作业「${String(current.title)}」已有学员提交，不能删除`);
  },
};
