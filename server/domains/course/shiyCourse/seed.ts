import { courseReview, shiyCourse } from "../../../../src/catalogue/registry";
import { defineSeed } from "../../../seed/factory";

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * The eight academy courses of commerce.md §1.3 by the programme's artists (6 on sale, 1 waiting for
 * review, 1 draft), inserted in this order (Id 1–8 on a fresh database: the seeded course orders of
 * server/seed/commerce/catalog.ts name Id 1–6 with these titles and prices), and their 25 reviews (18 approved, 5 rejected, 1 pending,
 * 1 withdrawn), each course's latest review agreeing with its status. Lessons: courseLesson factory.
 */
export const SHIY_COURSE_SEED = [
  { title: "楷书入门·欧体九成宫", artistId: "ZHOU_YANQIU", style: "SHUIMO", level: "BEGINNER", mode: "RECORDED", price: 98_000, lessons: 16, status: "PUBLISHED" },
  { title: "行书进阶·兰亭序", artistId: "HE_GUANLAN", style: "SHUIMO", level: "INTERMEDIATE", mode: "RECORDED", price: 138_000, lessons: 20, status: "PUBLISHED" },
  { title: "工笔花鸟：从白描到设色", artistId: "LIN_QINGYUAN", style: "GONGBI", level: "INTERMEDIATE", mode: "MIXED", price: 168_000, lessons: 18, status: "PUBLISHED" },
  { title: "青绿山水临摹：千里江山图局部", artistId: "SU_WANTING", style: "QINGLU", level: "ADVANCED", mode: "MIXED", price: 238_000, lessons: 24, status: "PUBLISHED" },
  { title: "小写意山水十二讲", artistId: "CHEN_MOBAI", style: "XIEYI", level: "BEGINNER", mode: "RECORDED", price: 128_000, lessons: 12, status: "PUBLISHED" },
  { title: "写意花鸟四君子", artistId: "GU_NANZHI", style: "XIEYI", level: "BEGINNER", mode: "RECORDED", price: 118_000, lessons: 10, status: "PUBLISHED" },
  { title: "工笔人物·仕女", artistId: "SHEN_ZHIWEI", style: "GONGBI", level: "INTERMEDIATE", mode: "RECORDED", price: 188_000, lessons: 14, status: "PENDING_REVIEW" },
  { title: "岩彩画基础", artistId: "YE_SHUYING", style: "MOGU", level: "BEGINNER", mode: "RECORDED", price: 158_000, lessons: 8, status: "DRAFT" },
] as const;

type Result = "APPROVED" | "REJECTED" | "PENDING" | "WITHDRAWN";
/** Each course's reviews, oldest first: 18 APPROVED, 5 REJECTED, 1 PENDING, 1 WITHDRAWN in all. */
const HISTORY: readonly (readonly [Result, string?][])[] = [
  [["APPROVED"], ["APPROVED"], ["APPROVED"], ["APPROVED"]],
  [["REJECTED", "示范视频第 5 课无声音"], ["APPROVED"], ["APPROVED"]],
  [["REJECTED", "封面含二维码，请更换封面"], ["APPROVED"], ["APPROVED"], ["APPROVED"]],
  [["REJECTED", "课程大纲缺少第 3 章"], ["APPROVED"], ["APPROVED"], ["APPROVED"]],
  [["APPROVED"], ["APPROVED"], ["APPROVED"]],
  [["APPROVED"], ["APPROVED"], ["APPROVED"]],
  [["REJECTED", "会员价高于售价，请核对价格"], ["REJECTED", "课程详情中出现联系方式"], ["PENDING"]],
  [["WITHDRAWN"]],
];
const CHANGES = ["首次提交", "更新课程大纲与第 2 章示范视频", "调整售价与会员价", "补充临摹范本附件说明", "重新录制第 1 课"];
const SUBMITTERS = ["editor.li", "editor.zhao"] as const;
const REVIEWERS = ["ops.wang", "ops.chen"] as const;

const introOf = (title: string) =>
  `<h2>${title}</h2><p>艺术家亲授，逐课示范、讲评作业；配套临摹范本与线稿。</p><p>课程包含：录播课时、班级答疑、作业点评。</p>`;

export const seed = defineSeed({
  resource: shiyCourse,
  fills: [courseReview],
  async run(ctx) {
    if (await ctx.tx.selectFrom(shiyCourse.table).select("Id").limit(1).executeTakeFirst()) return;
    for (const [i, c] of SHIY_COURSE_SEED.entries()) {
      const created = ctx.now - (360 - i * 30) * DAY;
      const id = await ctx.insert(shiyCourse, {
        title: c.title, artistId: c.artistId, cover: `course/shiy/${String(i + 1).padStart(2, "0")}.jpg`, style: c.style, level: c.level, mode: c.mode,
        price: c.price, originalPrice: Math.round((c.price * 1.25) / 1000) * 1000, vipPrice: Math.round((c.price * 0.85) / 1000) * 1000,
        validDays: 365, studentLimit: c.mode === "RECORDED" ? 200 : 60,
        summary: `${c.title}：${c.level === "BEGINNER" ? "零基础可学" : c.level === "ADVANCED" ? "适合有临摹基础的学员" : "适合有一定基础的学员"}`,
        intro: introOf(c.title), syllabus: `<ol><li>第一章 工具与材料</li><li>第二章 笔墨基础</li><li>第三章 临摹与创作</li></ol>`,
        studentCount: 0, salesCount: 0, ratingAvg: null, lessonCount: 0, sort: 100 - i * 10, status: c.status, deleted: false,
      }, { ctime: created, utime: created + DAY });
      const history = HISTORY[i] ?? [];
      let at = created + 2 * DAY;
      let approvedBefore = false;
      for (const [k, [result, reason]] of history.entries()) {
        const submittedBy = SUBMITTERS[(i + k) % 2] as string;
        const decided = result === "APPROVED" || result === "REJECTED";
        await ctx.insert(courseReview, {
          courseId: id, courseTitle: c.title, artistId: c.artistId, submitType: approvedBefore ? "CHANGE" : "NEW",
          changeSummary: CHANGES[Math.min(k, CHANGES.length - 1)], submittedBy, submittedAt: at, result,
          reason: reason ?? null, reviewer: decided ? REVIEWERS[(i + k) % 2] : null, reviewedAt: decided ? at + 20 * HOUR : null,
        }, { ctime: at, utime: decided ? at + 20 * HOUR : at + HOUR });
        if (result === "APPROVED") approvedBefore = true;
        at += Math.max(3, Math.floor(ctx.random() * 40)) * DAY;
        // Pending and withdrawn reviews are recent.
        if (k === history.length - 2) at = Math.max(at, ctx.now - 5 * DAY);
      }
    }
  },
});
