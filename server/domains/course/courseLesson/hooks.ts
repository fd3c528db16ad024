/**
 * Lessons (commerce.md §1.2): each belongs to an existing course of its `courseType`; `sort` is unique
 * within the course; at most three free previews per course; recorded lessons name their VOD video,
 * live ones their time. Every write re-counts the course's READY lessons (its lessonCount), all under
 * a lock on the course, so parallel writes to one course cannot slip past these rules.
 */
import { courseLesson } from "../../../../src/catalogue/registry";
import { decodeRow } from "../../../platform/db/columns";
import type { Row, Tx } from "../../../platform/db/types";
import type { ActionHandler } from "../../../resources/actions";
import type { ResourceHooks } from "../../../resources/hooks";
import { applyUpdate } from "../../../resources/methods";
import { invalid, precondition } from "../../../platform/wire/errors";
import { recountVodRefs } from "../../vodvideo/vodVideo/references";
import { lessonsOf, lockCourse, recountLessons, stored } from "./lessonCourse";

export const FREE_PREVIEW_LIMIT = 3;

const filled = (v: unknown) => v !== undefined && v !== null && v !== "";

/** What a lesson needs by its course's teaching mode: a video for recorded teaching, a time for live. */
function checkMedia(course: Row, courseType: unknown, lesson: Record<string, unknown>): void {
  const mode = courseType === "PUBLIC" ? "RECORDED" : String(course.mode);
  if (mode === "RECORDED" && !filled(lesson.videoId)) throw invalid("录播课时必须填写点播视频");
  if (mode === "LIVE" && !filled(lesson.liveAt)) throw invalid("直播课时必须填写直播时间");
  if (mode === "MIXED" && !filled(lesson.videoId) && !filled(lesson.liveAt)) throw invalid("课时须填写点播视频或直播时间");
}

/** A newly picked video brings its duration (whole seconds), when the VOD service has given it one. */
async function durationOfVideo(tx: Tx, value: Record<string, unknown>, current: Row | null): Promise<Record<string, unknown>> {
  if (!filled(value.videoId) || value.videoId === current?.videoId) return {};
  const video = await tx.selectFrom("vod_video").select(["durationSec"]).where("Id", "=", Number(value.videoId)).executeTakeFirst();
  return video?.durationSec === null || video?.durationSec === undefined ? {} : { duration: Math.round(Number(video.durationSec)) };
}

async function checkSort(tx: Tx, lesson: Record<string, unknown>, selfId: number | undefined): Promise<void> {
  let q = lessonsOf(tx, lesson.courseType, lesson.courseId).where("sort", "=", Number(lesson.sort));
  if (selfId !== undefined) q = q.where("Id", "<>", selfId);
  const taken = await q.select(["Id", "title"]).executeTakeFirst();
  if (taken) throw invalid(`序号 ${String(lesson.sort)} 已被课时「${String(taken.title)}」使用，同一课程内序号不能重复`);
}

async function checkFreePreviews(tx: Tx, lesson: Record<string, unknown>, selfId: number | undefined): Promise<void> {
  let q = lessonsOf(tx, lesson.courseType, lesson.courseId).where("freePreview", "=", stored(courseLesson, "freePreview", true) as number);
  if (selfId !== undefined) q = q.where("Id", "<>", selfId);
  const row = await q.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst();
  if (Number(row?.n ?? 0) >= FREE_PREVIEW_LIMIT) throw precondition(`每门课程最多 ${FREE_PREVIEW_LIMIT} 节免费试看，请先取消其他课时的免费试看`);
}

export const lessonHooks: ResourceHooks = {
  async beforeWrite({ call, tx, mode, value, current }) {
    const next = { ...(current ?? {}), ...value };
    const course = await lockCourse(call, tx, next.courseType, next.courseId);
    const selfId = current ? Number(current.Id) : undefined;
    const touches = (...keys: string[]) => mode === "create" || keys.some((k) => Object.hasOwn(value, k));
    if (touches("videoId", "liveAt")) checkMedia(course, next.courseType, next);
    if (touches("sort")) await checkSort(tx, next, selfId);
    if (next.freePreview === true && (mode === "create" || current?.freePreview !== true)) await checkFreePreviews(tx, next, selfId);
    return { ...value, ...(await durationOfVideo(tx, value, current)) };
  },
  async afterWrite({ tx, record, current }) {
    await recountLessons(tx, record.courseType, record.courseId);
    await recountVodRefs(tx, [record.videoId, current?.videoId]);
  },
  async afterDelete({ call, tx, current }) {
    await lockCourse(call, tx, current.courseType, current.courseId).catch(() => undefined);
    await recountLessons(tx, current.courseType, current.courseId);
    await recountVodRefs(tx, [current.videoId]);
  },
};

/** Swaps the lesson's place with its neighbour before (`up`) or after it in the course's order. */
function move(direction: "up" | "down"): ActionHandler {
  return async ({ call, tx, current }) => {
    await lockCourse(call, tx, current.courseType, current.courseId);
    const sort = Number(current.sort);
    const neighbour = await lessonsOf(tx, current.courseType, current.courseId)
      .where("sort", direction === "up" ? "<" : ">", sort)
      .orderBy("sort", direction === "up" ? "desc" : "asc")
      .selectAll().limit(1).executeTakeFirst();
    if (!neighbour) throw precondition(direction === "up" ? `课时「${String(current.title)}」已是第一节` : `课时「${String(current.title)}」已是最后一节`);
    // The neighbour takes this lesson's number first, so the number this lesson takes is free when its own write is checked.
    await applyUpdate(tx, call, courseLesson, decodeRow(courseLesson.fields, neighbour as Row) as Row, { sort }, {
      change: { action: "action", method: direction === "up" ? "moveUpCourseLesson" : "moveDownCourseLesson", summary: `调整序号：课时「${String(neighbour.title)}」` },
    });
    return { sort: Number(neighbour.sort) };
  };
}

export const lessonActions: Readonly<Record<string, ActionHandler>> = {
  moveUpCourseLesson: move("up"),
  moveDownCourseLesson: move("down"),
};
