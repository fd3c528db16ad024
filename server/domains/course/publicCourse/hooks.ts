/**
 * Public courses (commerce.md §1.1): a paid course has a price, a free one none; 上架 needs a cover,
 * an intro and at least one READY lesson and stamps onlineAt the first time; only drafts are deleted;
 * 复制课程 makes a draft copy with the lessons.
 */
import { courseLesson, publicCourse } from "../../../../src/catalogue/registry";
import type { Row } from "../../../platform/db/types";
import type { ActionHandler } from "../../../resources/actions";
import type { ResourceHooks } from "../../../resources/hooks";
import { recordChange } from "../../../resources/changes";
import { insertRecord } from "../../../resources/queries";
import type { TransitionHooks } from "../../../resources/transitions";
import { invalid, precondition } from "../../../platform/wire/errors";
import { lockRecord } from "../../../resources/rows";
import { recountVodRefs } from "../../vodvideo/vodVideo/references";
import { hasContent, lessonsOf, recountLessons, stored } from "../courseLesson/lessonCourse";

export const publicCourseHooks: ResourceHooks = {
  beforeWrite({ value, current }) {
    const next = { ...(current ?? {}), ...value };
    if (next.priceType === "PAID" && !(typeof next.price === "number" && next.price > 0)) throw invalid("付费课程必须填写价格（¥0.01–¥999）");
    if (next.priceType !== "PAID" && next.price !== null && next.price !== undefined) return Promise.resolve({ ...value, price: null });
    return Promise.resolve(value);
  },
  beforeDelete({ current }) {
    if (current.status !== "DRAFT") throw precondition(`公开课「${String(current.title)}」不是草稿，不能删除，请下架`);
    return Promise.resolve();
  },
};

/** What a course lacks before it may go on sale, in Chinese (empty: nothing). */
export function publicCourseMissing(course: Row, readyLessons: number): string[] {
  const missing: string[] = [];
  if (typeof course.cover !== "string" || course.cover === "") missing.push("封面");
  if (!hasContent(course.intro)) missing.push("课程详情");
  if (readyLessons < 1) missing.push("至少 1 节可播放的课时");
  return missing;
}

export const publicCourseTransitions: TransitionHooks = {
  async putOnlinePublicCourse({ call, tx, current }) {
    await lockRecord(call, tx, publicCourse, Number(current.Id));
    const ready = await recountLessons(tx, "PUBLIC", current.Id);
    const missing = publicCourseMissing(current, ready);
    if (missing.length > 0) throw precondition(`公开课「${String(current.title)}」还不能上架，缺少：${missing.join("、")}`);
    return current.onlineAt === null || current.onlineAt === undefined ? { onlineAt: call.now() } : {};
  },
};

/** A title not yet taken: 「原标题（副本）」, then （副本 2）… within the 40-character limit. */
async function copyTitle(tx: Parameters<ActionHandler>[0]["tx"], title: string): Promise<string> {
  for (let n = 1; n < 100; n += 1) {
    const suffix = n === 1 ? "（副本）" : `（副本 ${n}）`;
    const candidate = `${title.slice(0, 40 - suffix.length)}${suffix}`;
    const taken = await tx.selectFrom(publicCourse.table).select("Id").where("title", "=", candidate)
      .where("deleted", "=", stored(publicCourse, "deleted", false) as number).executeTakeFirst();
    if (!taken) return candidate;
  }
  throw precondition(`「${title}」的副本过多，请先整理`);
}

/** 复制课程: a new draft with the course's content and its lessons; the original is unchanged. */
export const copyPublicCourse: ActionHandler = async ({ call, tx, current }) => {
  const now = call.now();
  const title = await copyTitle(tx, String(current.title));
  const copy = await insertRecord(tx, publicCourse, {
    title, cover: current.cover, category: current.category, lecturer: current.lecturer, lecturerArtist: current.lecturerArtist,
    summary: current.summary, intro: current.intro, priceType: current.priceType, price: current.price, tags: current.tags,
    sort: current.sort, lessonCount: 0, viewCount: 0, status: "DRAFT", onlineAt: null, deleted: false,
  }, now);
  await recordChange(tx, call, { resource: publicCourse, action: "create", recordId: Number(copy.Id), before: null, after: copy, method: "copyPublicCourse", summary: `复制课程：公开课「${String(current.title)}」→「${title}」` });
  const lessons = await lessonsOf(tx, "PUBLIC", current.Id).selectAll().orderBy("sort").execute();
  for (const l of lessons) {
    const lesson = await insertRecord(tx, courseLesson, {
      courseType: "PUBLIC", courseId: copy.Id, sort: l.sort, chapter: l.chapter, title: l.title, videoId: l.videoId, duration: l.duration,
      cover: l.cover, freePreview: l.freePreview === 1 || l.freePreview === true, liveAt: l.liveAt, status: l.status, deleted: false,
    }, now);
    await recordChange(tx, call, { resource: courseLesson, action: "create", recordId: Number(lesson.Id), before: null, after: lesson, method: "copyPublicCourse" });
  }
  await recountLessons(tx, "PUBLIC", copy.Id);
  // The copied lessons play the same videos: their 引用数 counts the copies too.
  await recountVodRefs(tx, lessons.map((l) => l.videoId));
  return {};
};
