/**
 * ReviseServiceAdmin/listAnnotationImage (/revise/hdplist, content.md §11.4): live HD images with what the
 * annotation work made of them. The page is chosen on hd_image with the usual filters (and tag / annotator /
 * batch through the tasks and slices), then its tasks and slices are counted for those rows only.
 */
import { sql } from "kysely";
import { annotationImage, annotationSlice, annotationTag, hdImage, reviseTask } from "../../../../src/catalogue/registry";
import type { Row, Tx } from "../../../platform/db/types";
import { byCatalogue } from "../../../platform/db/types";
import type { AuthedCall } from "../../../platform/rpc/call";
import { invalid } from "../../../platform/wire/errors";
import { buildFilters, type Condition } from "../../../resources/filters";
import { listRecords } from "../../../resources/listQuery";
import { parseJsonq, type ListPayload } from "../../../resources/payload";

/** Filters answered by hd_image's own columns; the others go through tasks and slices. */
const IMAGE_FILTERS = ["code", "title", "subjectTitle", "museumId", "annotationState"];
const SORTS = ["Id", "code", "title"];

function idOf(value: unknown, label: string): number {
  const n = typeof value === "number" ? value : Number(value);
  if (!Number.isInteger(n) || n <= 0) throw invalid(`筛选条件「${label}」必须是 Id`);
  return n;
}

/** The conditions for one jsonq: hd_image's columns, and "an image with a task/slice that…" for the rest. */
export function imageConditions(jsonq: Record<string, unknown>, dialect: AuthedCall["dialect"]): Condition[] {
  const own: Record<string, unknown> = {};
  const where: Condition[] = [(eb) => eb("deleted", "=", 0)];
  for (const [key, value] of Object.entries(jsonq)) {
    if (value === null || value === undefined || value === "") continue;
    if (IMAGE_FILTERS.includes(key) || key === "Id") own[key] = value;
    else if (key === "tagId") {
      const tagId = idOf(value, "标签");
      where.push((eb) => eb("Id", "in", eb.selectFrom(annotationSlice.table).select("hdImageId").where("tagId", "=", tagId).where("hidden", "=", 0)));
    } else if (key === "annotatorId") {
      const userId = idOf(value, "标注员");
      where.push((eb) => eb("Id", "in", eb.selectFrom(reviseTask.table).select("hdImageId").where("annotatorId", "=", userId)));
    } else if (key === "batchName") {
      const batch = String(value);
      where.push((eb) => eb("Id", "in", eb.selectFrom(reviseTask.table).select("hdImageId").where("batchName", "=", batch)));
    } else throw invalid(`不支持按「${annotationImage.fields.find((f) => f.key === key)?.label ?? key}」筛选`);
  }
  // hd_image's own filters, as its list reads them (text by substring, refs and enums exactly).
  const imageOnly = { ...hdImage, softDelete: false, fields: hdImage.fields.map((f) => (IMAGE_FILTERS.includes(f.key) ? { ...f, filter: true } : f)) };
  return [...buildFilters(imageOnly, own, dialect), ...where];
}

/** Per image of the page: tasks, visible slices by top-level tag, last slice time, annotators. */
async function annotate(tx: Tx | AuthedCall["db"], rows: readonly Row[]): Promise<Row[]> {
  const ids = rows.map((r) => Number(r.Id));
  if (ids.length === 0) return [];
  const db = byCatalogue(tx as Tx);
  const tasks = await db.selectFrom(reviseTask.table).select(["hdImageId", "annotatorId"]).where("hdImageId", "in", ids).where("state", "!=", "cancelled").execute();
  const slices = await db.selectFrom(annotationSlice.table).select(["hdImageId", "tagId", sql<number>`count(*)`.as("n"), sql<number>`max(utime)`.as("last")])
    .where("hdImageId", "in", ids).where("hidden", "=", 0).groupBy(["hdImageId", "tagId"]).execute();
  const tags = await db.selectFrom(annotationTag.table).select(["Id", "parentId", "label"]).execute();
  const topOf = (id: number): { Id: number; label: string } => {
    let tag = tags.find((t) => Number(t.Id) === id);
    for (let i = 0; i < 5 && tag && typeof tag.parentId === "number"; i++) tag = tags.find((t) => Number(t.Id) === tag?.parentId) ?? tag;
    return { Id: Number(tag?.Id ?? id), label: String(tag?.label ?? "") };
  };
  return rows.map((row) => {
    const id = Number(row.Id);
    const mine = slices.filter((s) => Number(s.hdImageId) === id);
    const byTop = new Map<number, { label: string; count: number }>();
    for (const s of mine) {
      const top = topOf(Number(s.tagId));
      const at = byTop.get(top.Id) ?? { label: top.label, count: 0 };
      byTop.set(top.Id, { ...at, count: at.count + Number(s.n) });
    }
    const imageTasks = tasks.filter((t) => Number(t.hdImageId) === id);
    const last = mine.reduce<number | null>((m, s) => (s.last !== null && (m === null || Number(s.last) > m) ? Number(s.last) : m), null);
    return {
      ...row,
      taskCount: imageTasks.length,
      sliceCount: mine.reduce((a, s) => a + Number(s.n), 0),
      tagCounts: [...byTop.values()].sort((a, b) => b.count - a.count),
      lastAnnotatedAt: last,
      annotatorIds: [...new Set(imageTasks.map((t) => Number(t.annotatorId)))],
    };
  });
}

export async function listAnnotationImages(call: AuthedCall, input: ListPayload) {
  const jsonq = parseJsonq(input.cond?.jsonq);
  if (!jsonq.ok) throw invalid(jsonq.message);
  const by = input.sort?.by && input.sort.by !== "" ? input.sort.by : "Id";
  if (!SORTS.includes(by)) throw invalid(`不支持按「${annotationImage.fields.find((f) => f.key === by)?.label ?? by}」排序`);
  const answer = await listRecords(call.db, hdImage, {
    where: imageConditions(jsonq.value, call.dialect),
    columns: ["Id", "ctime", "utime", "code", "title", "subjectTitle", "museumId", "annotationState", "thumbnail"],
    sortBy: by, asc: input.sort?.asc ?? false, skip: input.page?.skip, limit: input.page?.limit,
    after: input.page?.after, before: input.page?.before, last: input.page?.last,
    count: input.count, countLimit: call.config.exactCountLimit,
  }, call.dialect);
  return { ...answer, data: await annotate(call.db, answer.data) };
}
