import { courseQuestion, courseStudent, shiyCourse } from "../../../../src/catalogue/registry";
import { defineSeed } from "../../../seed/factory";

const DAY = 86_400_000;
const QUESTIONS = [
  "老师，勾勒叶脉时总是抖，是手腕还是手指的问题？", "分染时颜色总是不匀，水分怎么控制？", "课上用的是什么纸？生宣还是熟宣？",
  "请问三矾九染的矾水比例是多少？", "临帖时应该先求形似还是神似？", "中锋和侧锋什么时候切换比较合适？",
  "墨色总是发灰，是墨的问题还是水的问题？", "第三课的范本在哪里下载？", "直播回放什么时候能看？", "石青石绿需要自己研磨吗？",
];
const ANSWERS = [
  "多半是手腕僵硬，试着悬腕、放慢速度，先在废纸上练长线。", "每遍染色都要等前一遍干透，笔里的水分以不滴落为准。",
  "课上用的是半熟宣，附件里有推荐的品牌清单。", "一般胶矾比例约 1:1.5，先在小纸上试，避免过矾。",
  "初学先求形似，把结构吃透，再慢慢体会笔意。", "转折处和需要面的时候用侧锋，线条主体保持中锋。",
];

/** commerce.md §1.7 seed: ~150 questions (scaled, at least 3 a course) by the course's students; 85 % answered within 2 days, a few hidden, some featured. */
export const seed = defineSeed({
  resource: courseQuestion,
  after: ["courseClass"],
  async run(ctx) {
    const { tx, now, random } = ctx;
    if (await tx.selectFrom(courseQuestion.table).select("Id").limit(1).executeTakeFirst()) return;
    const courses = await tx.selectFrom(shiyCourse.table).select("Id").orderBy("Id").execute();
    const perCourse = Math.max(3, Math.round((150 / Math.max(1, courses.length)) * ctx.scale));
    for (const course of courses) {
      const students = await tx.selectFrom(courseStudent.table).select(["visitorId", "enrolledAt"]).where("courseId", "=", Number(course.Id)).orderBy("Id").execute();
      if (students.length === 0) continue;
      for (let k = 0; k < perCourse; k += 1) {
        const s = students[Math.floor(random() * students.length)]!;
        const askedAt = Math.min(now - (3 + Math.floor(random() * 60)) * DAY, Number(s.enrolledAt) + Math.floor(random() * 120) * DAY + Math.floor(random() * DAY));
        const answered = random() < 0.85 && askedAt + 2 * DAY < now;
        const answeredAt = answered ? askedAt + Math.floor(random() * 2 * DAY) : null;
        const hidden = random() < 0.04;
        await ctx.insert(courseQuestion, {
          courseId: Number(course.Id), visitorId: Number(s.visitorId), content: QUESTIONS[Math.floor(random() * QUESTIONS.length)], askedAt,
          answer: answered ? ANSWERS[Math.floor(random() * ANSWERS.length)] : null, answeredBy: answered ? "admin" : null, answeredAt,
          featured: answered && !hidden && random() < 0.15, status: hidden ? "HIDDEN" : answered ? "ANSWERED" : "PENDING",
          hiddenFrom: hidden ? (answered ? "ANSWERED" : "PENDING") : null, hideReason: hidden ? "与课程无关的广告内容" : null,
        }, { ctime: askedAt, utime: answeredAt ?? askedAt });
      }
    }
  },
});
