import { courseLesson, publicCourse, shiyCourse, vodVideo } from "../../../../src/catalogue/registry";
import { recountVodRefs } from "../../vodvideo/vodVideo/references";
import { seededVideo } from "../../vodvideo/vodVideo/seed";
import { recountLessons } from "./lessonCourse";
import { defineSeed } from "../../../seed/factory";
import { PUBLIC_COURSE_SEED } from "../publicCourse/seed";
import { SHIY_COURSE_SEED } from "../shiyCourse/seed";

const DAY = 86_400_000;
const CHAPTERS = ["第一章 工具与材料", "第二章 笔墨基础", "第三章 局部临摹", "第四章 整幅创作"];
const TOPICS = ["笔法要领", "墨色浓淡", "起笔与收笔", "结构分析", "构图取势", "设色步骤", "细部示范", "作品讲评", "常见问题", "临摹示范"];

/**
 * The lessons of every seeded course (8–24 each, 6–45 minutes), numbered 1… within the course, the
 * first two free to preview; on-sale courses' lessons are playable, a few hidden; a draft's last ones
 * still transcoding, one failed. Each recorded lesson plays a VOD video of its own, made here (课程 use,
 * its status the lesson's: 转码中 / 转码失败 / 正常), and takes that video's duration. Then each course's
 * lessonCount and each video's 引用数 are counted from them.
 */
const VIDEO_STATUS: Readonly<Record<string, string>> = { TRANSCODING: "Transcoding", FAILED: "TranscodeFail" };

export const seed = defineSeed({
  resource: courseLesson,
  after: ["publicCourse", "shiyCourse"],
  async run(ctx) {
    if (await ctx.tx.selectFrom(courseLesson.table).select("Id").limit(1).executeTakeFirst()) return;
    const kinds = [
      { courseType: "PUBLIC", def: publicCourse, seeds: PUBLIC_COURSE_SEED.map((c) => ({ title: c.title, lessons: c.lessons, status: c.status as string, mode: "RECORDED" })) },
      { courseType: "SHIY", def: shiyCourse, seeds: SHIY_COURSE_SEED.map((c) => ({ title: c.title, lessons: c.lessons, status: c.status as string, mode: c.mode as string })) },
    ] as const;
    for (const kind of kinds) {
      for (const c of kind.seeds) {
        const course = await ctx.tx.selectFrom(kind.def.table).select(["Id", "ctime"]).where("title", "=", c.title).executeTakeFirst();
        if (!course) continue;
        const draft = c.status === "DRAFT";
        for (let n = 1; n <= c.lessons; n += 1) {
          const chapter = CHAPTERS[Math.min(CHAPTERS.length - 1, Math.floor(((n - 1) * CHAPTERS.length) / c.lessons))] as string;
          const live = c.mode === "MIXED" && n % 4 === 0;
          const status = draft && n > c.lessons - 3 ? (n === c.lessons ? "FAILED" : "TRANSCODING") : !draft && n === c.lessons && c.lessons > 12 ? "HIDDEN" : "READY";
          const title = `第 ${n} 课 ${TOPICS[(n - 1) % TOPICS.length] as string}`;
          const ctime = Number(course.ctime) + n * 3_600_000;
          const seconds = (6 + Math.floor(ctx.random() * 40)) * 60;
          const videoStatus = VIDEO_STATUS[status] ?? "Normal";
          const videoId = live ? null : await ctx.insert(vodVideo, {
            ...seededVideo(ctx, `${c.title}·${title}`, "course", videoStatus, seconds, null), lastSyncedAt: ctime - 1_800_000,
          }, { ctime: ctime - 3_600_000, utime: ctime - 1_800_000 });
          await ctx.insert(courseLesson, {
            courseType: kind.courseType, courseId: Number(course.Id), sort: n, chapter, title, videoId,
            duration: live || videoStatus !== "Normal" ? null : seconds, cover: null, freePreview: n <= 2,
            liveAt: live ? Number(course.ctime) + (10 + n * 7) * DAY + 11.5 * 3_600_000 : null, status, deleted: false,
          }, { ctime });
          if (videoId !== null) await recountVodRefs(ctx.tx, [videoId]);
        }
        await recountLessons(ctx.tx, kind.courseType, course.Id);
      }
    }
  },
});
