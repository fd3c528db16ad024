import { publicCourse, shiyCourse } from "../../../../src/catalogue/registry";
import { formatMoney } from "../../../../src/catalogue/kinds/money";
import type { Tx } from "../../../platform/db/types";
import { invalid } from "../../../platform/wire/errors";

/** Courses in one section (commerce.md §4.8). */
export const MIN_ITEMS = 1;
export const MAX_ITEMS = 30;
const TAG_MAX = 10;

/** One course of a section as stored: the course's title is a snapshot for the section's table. */
export interface SectionItem {
  readonly courseType: "SHIY" | "PUBLIC";
  readonly courseId: number;
  readonly courseTitle: string;
  readonly activityPriceFen?: number;
  readonly tagText?: string;
  readonly sort: number;
}

const isInt = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v);

/** The shape of one item (before the courses are looked up); refuses with the item's position. */
function shapeOf(raw: unknown, n: number): Omit<SectionItem, "courseTitle"> {
  const at = `第 ${n} 门课程：`;
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) throw invalid(`${at}须为 {courseType, courseId, activityPriceFen?, tagText?, sort}`);
  const item = raw as Record<string, unknown>;
  const unknownKeys = Object.keys(item).filter((k) => !["courseType", "courseId", "courseTitle", "activityPriceFen", "tagText", "sort"].includes(k));
  if (unknownKeys.length > 0) throw invalid(`${at}不认识的字段 ${unknownKeys.join("、")}`);
  if (item.courseType !== "SHIY" && item.courseType !== "PUBLIC") throw invalid(`${at}课程类型须为 SHIY（书院课程）或 PUBLIC（公开课）`);
  if (!isInt(item.courseId) || item.courseId < 1) throw invalid(`${at}课程 Id 须为正整数`);
  const price = item.activityPriceFen;
  if (price !== undefined && price !== null && (!isInt(price) || price < 0)) throw invalid(`${at}活动价须为不小于 0 的整数（分）`);
  const tag = item.tagText;
  if (tag !== undefined && tag !== null && (typeof tag !== "string" || [...tag.trim()].length > TAG_MAX)) throw invalid(`${at}角标最多 ${TAG_MAX} 个字`);
  const sort = item.sort ?? 0;
  if (!isInt(sort) || sort < 0 || sort > 9999) throw invalid(`${at}排序须为 0–9999 的整数`);
  return {
    courseType: item.courseType, courseId: item.courseId, sort,
    ...(isInt(price) ? { activityPriceFen: price } : {}),
    ...(typeof tag === "string" && tag.trim() !== "" ? { tagText: tag.trim() } : {}),
  };
}

/**
 * Checks a section's items and answers them as stored: 1–30 courses, each once, each an existing
 * course (not deleted) of its type, its activity price not above the course's price. Nothing is
 * written when any item is refused; the message names the item.
 */
export async function checkSectionItems(tx: Tx, raw: unknown): Promise<SectionItem[]> {
  if (!Array.isArray(raw)) throw invalid("课程须为列表：[{courseType, courseId, activityPriceFen?, tagText?, sort}]");
  if (raw.length < MIN_ITEMS) throw invalid("板块至少要有 1 门课程");
  if (raw.length > MAX_ITEMS) throw invalid(`一个板块最多 ${MAX_ITEMS} 门课程（现有 ${raw.length} 门）`);
  const shaped = raw.map((r, i) => shapeOf(r, i + 1));
  const seen = new Set<string>();
  for (const [i, s] of shaped.entries()) {
    const key = `${s.courseType}:${s.courseId}`;
    if (seen.has(key)) throw invalid(`第 ${i + 1} 门课程：与前面的课程重复（${s.courseType === "SHIY" ? "书院课程" : "公开课"} Id ${s.courseId}）`);
    seen.add(key);
  }
  const found = new Map<string, { title: string; price: number }>();
  for (const [type, resource] of [["SHIY", shiyCourse], ["PUBLIC", publicCourse]] as const) {
    const ids = shaped.filter((s) => s.courseType === type).map((s) => s.courseId);
    if (ids.length === 0) continue;
    const rows = await tx.selectFrom(resource.table).select(["Id", "title", "price", "deleted"]).where("Id", "in", ids).execute();
    for (const r of rows) if (!r.deleted) found.set(`${type}:${Number(r.Id)}`, { title: String(r.title), price: Number(r.price ?? 0) });
  }
  return shaped.map((s, i) => {
    const course = found.get(`${s.courseType}:${s.courseId}`);
    const kind = s.courseType === "SHIY" ? "书院课程" : "公开课";
    if (!course) throw invalid(`第 ${i + 1} 门课程：${kind} Id ${s.courseId} 不存在`);
    if (s.activityPriceFen !== undefined && s.activityPriceFen > course.price) {
      throw invalid(`第 ${i + 1} 门课程：活动价 ${formatMoney(s.activityPriceFen)} 高于《${course.title}》的售价 ${formatMoney(course.price)}`);
    }
    return { ...s, courseTitle: course.title };
  });
}
