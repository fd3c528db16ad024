/**
 * 课程附件 rules (commerce.md §1.9): an attachment's file must be a stored UDT_COURSE upload, its
 * type and size read from that upload; a limited class must be a class of the same course.
 */
import type { ResourceHooks } from "../../../resources/hooks";
import { invalid } from "../../../platform/wire/errors";
import { classesOfCourse } from "../courseClass/ofCourse";

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
