import { courseActivity, courseActivitySection, publicCourse, shiyCourse } from "../../../../src/catalogue/registry";
import { activityPhase, activityStats } from "./courseActivityStats";
import { defineSeed } from "../../../seed/factory";

const DAY = 86_400_000;

/**
 * commerce.md §4.7–§4.8 seed: the four course activities, each with 2–5 sections of 4–10 of the
 * seeded courses (fewer when fewer courses exist). An activity whose sections could not be filled
 * (no courses seeded) stays a draft: a page without courses is never online.
 */
const PLAN = [
  { title: "2025 暑期少儿国画营", subtitle: "名师带孩子画荷花、画小鸡", from: -140, days: 45, status: "OFFLINE", rate: 0.8, sections: ["少儿国画启蒙", "花鸟小画家", "山水入门", "书法小课堂"], tags: ["暑期特惠", "亲子"] },
  { title: "开学季书法专场", subtitle: "从楷书筑基到行书进阶", from: -85, days: 20, status: "OFFLINE", rate: 0.85, sections: ["楷书筑基", "行书进阶", "隶篆探源"], tags: ["开学季", "新课"] },
  { title: "双 11 书院课 5 折起", subtitle: "全年最低，名家课程限时直降", from: -12, days: 20, status: "ONLINE", rate: 0.5, sections: ["书院精品 5 折起", "名家公开课", "爆款直降", "工笔进阶", "写意花鸟"], tags: ["5 折", "爆款", "限时"] },
  { title: "新春临帖计划", subtitle: "每天一帖，新年写好字", from: 50, days: 21, status: "ONLINE", rate: 0.9, sections: ["每日一帖", "名帖精讲"], tags: ["新春", "临帖"] },
] as const;

const LAYOUTS = ["GRID_2", "LIST", "CAROUSEL"] as const;

export const seed = defineSeed({
  resource: courseActivity,
  fills: [courseActivitySection],
  // The sections list seeded courses; the statistics count the seeded orders.
  after: ["publicCourse", "shiyCourse", "order"],
  async run(ctx) {
    const { tx, now, random } = ctx;
    if (await tx.selectFrom(courseActivity.table).select("Id").limit(1).executeTakeFirst()) return;
    const pool: { courseType: "SHIY" | "PUBLIC"; courseId: number; title: string; price: number }[] = [];
    for (const [type, resource] of [["SHIY", shiyCourse], ["PUBLIC", publicCourse]] as const) {
      const rows = await tx.selectFrom(resource.table).select(["Id", "title", "price", "deleted"]).orderBy("Id").execute();
      for (const r of rows) if (!r.deleted) pool.push({ courseType: type, courseId: Number(r.Id), title: String(r.title), price: Number(r.price ?? 0) });
    }
    for (const [k, p] of PLAN.entries()) {
      const startAt = now + p.from * DAY;
      const endAt = startAt + p.days * DAY;
      const created = startAt - 10 * DAY;
      const filled = pool.length > 0;
      const row = {
        title: p.title, subtitle: p.subtitle, banner: `course/activity/banner-${k + 1}.jpg`, startAt, endAt,
        description: `<p>活动时间内购买以下课程享活动价，每门课程每人限购 1 次。</p><p>活动价不与会员价同享，可与优惠券叠加。</p>`,
        shareTitle: p.title, shareImage: `course/activity/share-${k + 1}.jpg`, sort: (PLAN.length - k) * 10,
        status: filled ? p.status : "DRAFT", phase: activityPhase({ startAt, endAt }, now), pv: 0, orderCount: 0, gmv: 0,
      };
      const activityId = await ctx.insert(courseActivity, row, { ctime: created, utime: created });
      if (!filled) continue;
      for (const [s, name] of p.sections.entries()) {
        const want = Math.min(pool.length, 4 + Math.floor(random() * 7));
        const start = Math.floor(random() * pool.length);
        const items = Array.from({ length: want }, (_, i) => {
          const c = pool[(start + i) % pool.length]!;
          const price = c.price > 0 ? Math.round((c.price * p.rate) / 100) * 100 : null;
          const tag = random() < 0.4 ? p.tags[Math.floor(random() * p.tags.length)] : null;
          return { courseType: c.courseType, courseId: c.courseId, courseTitle: c.title, ...(price !== null ? { activityPriceFen: price } : {}), ...(tag ? { tagText: tag } : {}), sort: (want - i) * 10 };
        });
        await ctx.insert(courseActivitySection, {
          activityId, name, layout: LAYOUTS[(k + s) % LAYOUTS.length], items, itemCount: items.length, sort: (p.sections.length - s) * 10,
          status: s === p.sections.length - 1 && p.sections.length > 3 ? "HIDDEN" : "VISIBLE",
        }, { ctime: created + DAY, utime: created + DAY });
      }
      const stats = await activityStats(tx, { ...row, Id: activityId } as never);
      await tx.updateTable(courseActivity.table).set(stats).where("Id", "=", activityId).execute();
    }
  },
});
