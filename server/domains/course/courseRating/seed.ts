import { courseRating, courseStudent, shiyCourse } from "../../../../src/catalogue/registry";
import { defineSeed } from "../../../seed/factory";

const DAY = 86_400_000;
const CONTENT: Record<number, string[]> = {
  5: ["老师示范非常细致，每一步都讲得清楚，收获很大。", "跟着练了两个月，线条明显稳了，强烈推荐！", "课程节奏合适，作业点评很用心。"],
  4: ["内容扎实，就是直播时间有点晚。", "讲解清晰，希望多一些示范特写。"],
  3: ["内容还可以，节奏偏快，初学者有点跟不上。"],
  2: ["课程和介绍的有些出入，基础部分讲得太少。"],
  1: ["视频经常卡顿，体验不好。"],
};
const TAGS: Record<number, string[]> = { 5: ["讲解清晰", "示范细致"], 4: ["讲解清晰"], 3: ["节奏偏快"], 2: ["内容偏少"], 1: ["体验一般"] };

/** 60 % 5★, 28 % 4★, 8 % 3★, 4 % ≤ 2★ (mean ≈ 4.4–4.6). */
function score(r: number): number {
  return r < 0.6 ? 5 : r < 0.88 ? 4 : r < 0.96 ? 3 : r < 0.985 ? 2 : 1;
}

/** commerce.md §1.8 seed: ~300 ratings (scaled, at least 2 a course), one per student and course; a few hidden; ratingAvg = mean of the VISIBLE ones. */
export const seed = defineSeed({
  resource: courseRating,
  after: ["courseClass"],
  async run(ctx) {
    const { tx, now, random } = ctx;
    if (await tx.selectFrom(courseRating.table).select("Id").limit(1).executeTakeFirst()) return;
    const courses = await tx.selectFrom(shiyCourse.table).select("Id").orderBy("Id").execute();
    const perCourse = Math.max(2, Math.round((300 / Math.max(1, courses.length)) * ctx.scale));
    for (const course of courses) {
      const students = await tx.selectFrom(courseStudent.table).select(["visitorId", "enrolledAt"]).where("courseId", "=", Number(course.Id)).orderBy("Id").execute();
      let sum = 0;
      let visible = 0;
      for (const s of students.slice(0, perCourse)) {
        const stars = score(random());
        const ratedAt = Math.min(now - 3_600_000, Number(s.enrolledAt) + (10 + Math.floor(random() * 90)) * DAY);
        const hidden = stars <= 2 && random() < 0.5;
        const replied = random() < 0.3 || stars <= 3;
        const texts = CONTENT[stars]!;
        await ctx.insert(courseRating, {
          courseId: Number(course.Id), visitorId: Number(s.visitorId), score: stars, content: texts[Math.floor(random() * texts.length)], tags: TAGS[stars],
          ratedAt, reply: replied ? (stars >= 4 ? "感谢您的认可，继续加油！" : "感谢反馈，我们会调整课程节奏并补充基础内容。") : null,
          repliedBy: replied ? "admin" : null, repliedAt: replied ? ratedAt + DAY : null,
          status: hidden ? "HIDDEN" : "VISIBLE", statusReason: hidden ? "含与课程无关的内容" : null,
        }, { ctime: ratedAt });
        if (!hidden) {
          sum += stars;
          visible += 1;
        }
      }
      const ratingAvg = visible === 0 ? null : Math.round((sum / visible) * 10) / 10;
      await tx.updateTable(shiyCourse.table).set({ ratingAvg }).where("Id", "=", Number(course.Id)).execute();
    }
  },
});
