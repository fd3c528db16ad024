import { courseClass, courseStudent, homework, homeworkSubmission } from "../../../../src/catalogue/registry";
import { defineSeed } from "../../../seed/factory";

const DAY = 86_400_000;
const TASKS = [
  ["白描临摹：一枝一叶", "<p>用狼毫小楷笔临摹范本中的叶片白描，注意中锋用笔与线条的提按变化。</p>"],
  ["设色练习：三矾九染", "<p>在熟宣上完成一片叶子的分染，至少三遍，拍照时保留色阶对比。</p>"],
  ["笔法练习：永字八法", "<p>每日临写「永」字二十遍，选出最满意的三遍上传。</p>"],
  ["构图小稿", "<p>以课上讲的「三远法」画一张 A4 构图小稿，标注主次。</p>"],
  ["局部临摹", "<p>临摹范本局部（约 20×20 cm），上传整体与细节各一张。</p>"],
  ["创作小品", "<p>以本周主题完成一幅小品，附 100 字以内的创作说明。</p>"],
] as const;
const COMMENTS = ["线条稳健，起收笔交代清楚，继续保持。", "设色层次不错，第二遍染色可以再薄一些。", "结构略松，注意中宫收紧。", "构图主次分明，题款位置可再斟酌。", "用笔偏快，建议放慢速度体会提按。"];
const TEXTS = ["这周练得比较多，第三张最满意。", "染色时总是有水渍，请老师指点。", "按要求临了三遍。", null];

/**
 * commerce.md §1.6 seed: 4–6 homework a class that has started (scaled, at least 1), deadlines a week
 * apart from the start; 60 % of the class's students hand in, 80 % of those are reviewed (a few
 * returned, some excellent). submitCount/reviewedCount and each student's homeworkDone match the rows.
 */
export const seed = defineSeed({
  resource: homework,
  fills: [homeworkSubmission],
  async run(ctx) {
    const { tx, now, random } = ctx;
    if (await tx.selectFrom(homework.table).select("Id").limit(1).executeTakeFirst()) return;
    const classes = await tx.selectFrom(courseClass.table).select(["Id", "courseId", "startDate", "status"]).where("status", "in", ["IN_PROGRESS", "FINISHED"]).orderBy("Id").execute();
    for (const cls of classes) {
      const startAt = Date.parse(`${String(cls.startDate)}T12:00:00Z`);
      const students = await tx.selectFrom(courseStudent.table).select(["Id", "visitorId", "visitorName"]).where("classId", "=", Number(cls.Id)).where("status", "!=", "REMOVED").orderBy("Id").execute();
      const done = new Map<number, number>();
      const n = Math.max(1, Math.round((4 + Math.floor(random() * 3)) * Math.min(1, ctx.scale * 5)));
      for (let k = 0; k < n; k += 1) {
        const [title, requirement] = TASKS[k % TASKS.length]!;
        const deadline = startAt + (k + 1) * 7 * DAY;
        if (deadline - 7 * DAY > now) break;
        const subs = students.filter(() => random() < 0.6);
        let submitCount = 0;
        let reviewedCount = 0;
        const homeworkId = await ctx.insert(homework, {
          courseId: Number(cls.courseId), classId: Number(cls.Id), title, requirement, deadline, submitCount: 0, reviewedCount: 0,
          status: deadline < now ? "CLOSED" : "OPEN",
        }, { ctime: deadline - 7 * DAY });
        for (const s of subs) {
          const late = random() < 0.1;
          const submittedAt = Math.min(now - 3_600_000, deadline + (late ? 1 : -1) * Math.floor(random() * 3 * DAY));
          const roll = random();
          const reviewed = roll < 0.8 && submittedAt + DAY < now;
          const returned = !reviewed && roll < 0.85;
          const reviewedAt = reviewed ? Math.min(now - 60_000, submittedAt + Math.floor(random() * 2 * DAY)) : null;
          await ctx.insert(homeworkSubmission, {
            homeworkId, visitorId: Number(s.visitorId), visitorName: s.visitorName ?? null,
            images: [`course/homework/${homeworkId}/${String(s.visitorId)}-1.jpg`], text: TEXTS[Math.floor(random() * TEXTS.length)] ?? null,
            submittedAt, late, status: reviewed ? "REVIEWED" : returned ? "RETURNED" : "SUBMITTED",
            score: reviewed ? 60 + Math.floor(random() * 40) : null, comment: reviewed ? COMMENTS[Math.floor(random() * COMMENTS.length)] : null,
            returnReason: returned ? "作品图不清晰，请重新拍摄后提交" : null, excellent: reviewed && random() < 0.12,
            reviewer: reviewed ? "admin" : null, reviewedAt,
          }, { ctime: submittedAt, utime: reviewedAt ?? submittedAt });
          if (!returned) {
            submitCount += 1;
            done.set(Number(s.Id), (done.get(Number(s.Id)) ?? 0) + 1);
          }
          if (reviewed) reviewedCount += 1;
        }
        await tx.updateTable(homework.table).set({ submitCount, reviewedCount }).where("Id", "=", homeworkId).execute();
      }
      for (const [studentId, count] of done) await tx.updateTable(courseStudent.table).set({ homeworkDone: count }).where("Id", "=", studentId).execute();
    }
  },
});
