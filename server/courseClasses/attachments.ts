/**
 * 课程附件 and 助教 rules (commerce.md §1.9–§1.10): an attachment's file must be a stored UDT_COURSE
 * upload, its type and size read from that upload; a limited class and an assistant's classes must
 * be classes of the same course; an assistant's mobile is kept masked for the grid.
 */
import { courseClass } from "../../src/catalogue/registry";
import type { Tx } from "../platform/db/types";
import type { ResourceHooks } from "../resources/hooks";
import { invalid } from "../platform/wire/errors";

const MB = 1024 * 1024;
const MAX_ATTACHMENT = 200 * MB;

/** PDF / IMAGE / ARCHIVE / OTHER from the stored content type, then the name's extension. */
export function fileTypeOf(contentType: string, key: string): "PDF" | "IMAGE" | "ARCHIVE" | "OTHER" {
  const ext = key.toLowerCase().split(".").pop() ?? "";
  if (contentType === "application/pdf" || ext === "pdf") return "PDF";
  if (contentType.startsWith("image/") || ["jpg", "jpeg", "png", "webp", "gif", "psd"].includes(ext)) return "IMAGE";
  if (["application/zip", "application/x-zip-compressed", "application/x-7z-compressed", "application/x-rar-compressed"].includes(contentType) || ["zip", "rar", "7z"].includes(ext)) return "ARCHIVE";
  return "OTHER";
}

async function classesOfCourse(tx: Tx, courseId: number, classIds: readonly number[]): Promise<boolean> {
  if (classIds.length === 0) return true;
  const rows = await tx.selectFrom(courseClass.table).select("Id").where("courseId", "=", courseId).where("Id", "in", [...classIds]).execute();
  return rows.length === new Set(classIds).size;
}

export const courseAttachmentHooks: ResourceHooks = {
  async beforeWrite({ tx, mode, value, current }) {
    const next = { ...(current ?? {}), ...value };
    if (next.classId !== null && next.classId !== undefined && !(await classesOfCourse(tx, Number(next.courseId), [Number(next.classId)]))) {
      throw invalid("限定班级须为本课程的班级");
    }
    const out: Record<string, unknown> = { ...value, ...(mode === "create" ? { downloadCount: 0, sort: value.sort ?? 0 } : {}) };
    if (mode === "create" || (value.file !== undefined && value.file !== current?.file)) {
      const key = String(next.file);
      const up = await tx.selectFrom("upload_file").select(["dataType", "contentType", "size"]).where("key", "=", key).executeTakeFirst();
      if (!up) throw invalid("附件文件未上传或已失效，请重新上传");
      if (up.dataType !== "UDT_COURSE") throw invalid("附件须通过课程上传（UDT_COURSE）");
      if (Number(up.size) > MAX_ATTACHMENT) throw invalid("附件不能超过 200 MB");
      out.fileType = fileTypeOf(String(up.contentType), key);
      out.size = Number(up.size);
    }
    return out;
  },
};

/** 138****5678. */
export function maskedMobile(mobile: unknown): string | null {
  const m = typeof mobile === "string" ? mobile : "";
  return m.length === 11 ? `${m.slice(0, 3)}****${m.slice(7)}` : null;
}

export const courseAssistantHooks: ResourceHooks = {
  async beforeWrite({ tx, value, current }) {
    const next = { ...(current ?? {}), ...value };
    const raw = next.classIds ?? [];
    if (!Array.isArray(raw) || raw.some((id) => !Number.isInteger(id) || Number(id) <= 0)) throw invalid("负责班级须为班级 Id 列表");
    const ids = [...new Set(raw as number[])];
    if (!(await classesOfCourse(tx, Number(next.courseId), ids))) throw invalid("负责班级须为本课程的班级");
    return { ...value, classIds: ids, mobileMasked: maskedMobile(next.mobile) };
  },
};
