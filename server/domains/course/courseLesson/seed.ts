import { courseLesson, publicCourse, shiyCourse } from "../../../../src/catalogue/registry";
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
 * still transcoding, one failed. Then each course's lessonCount is counted from them.
 */
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
          await ctx.insert(courseLesson, {
            courseType: kind.courseType, courseId: Number(course.Id), sort: n, chapter, title: `第 ${n} 课 ${TOPICS[(n - 1) % TOPICS.length] as string}`,
            videoId: live ? null : `vod-${kind.courseType.toLowerCase()}-${String(course.Id)}-${String(n).padStart(2, "0")}`,
            duration: live ? null : (6 + Math.floor(ctx.random() * 40)) * 60, cover: null, freePreview: n <= 2,
            liveAt: live ? Number(course.ctime) + (10 + n * 7) * DAY + 11.5 * 3_600_000 : null, status, deleted: false,
          }, { ctime: Number(course.ctime) + n * 3_600_000 });
        }
        await recountLessons(ctx.tx, kind.courseType, course.Id);
      }
    }
  },
});
