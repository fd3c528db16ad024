import { teamBuyActivity, teamBuyMember, teamBuyTeam } from "../../../../src/catalogue/registry";
import { defineSeed } from "../../../seed/factory";
import { nameTeamBuyActivities, paidTeamOrders, seedLeftoverTeams, seedTeams } from "./seedTeams";

const DAY = 86_400_000;

/**
 * commerce.md §4.1 seed: six activities, four past, one running, one upcoming (the VIP one: no orders
 * yet). A course activity sells the course its window's team-buy orders bought most; `courseId` and
 * the name are the fallback for a window without such orders.
 */
const PLAN = [
  { name: "《宋画临摹·花鸟》3 人团", courseId: 3, teamSize: 3, from: -360, days: 90, status: "ENDED" },
  { name: "《欧体楷书精讲班》3 人团", courseId: 1, teamSize: 3, from: -270, days: 90, status: "ENDED" },
  { name: "《王羲之行书入门》2 人团", courseId: 2, teamSize: 2, from: -180, days: 90, status: "ENDED" },
  { name: "《青绿山水十二讲》3 人团", courseId: 4, teamSize: 3, from: -90, days: 80, status: "ENDED" },
  { name: "《篆刻入门》2 人团", courseId: 5, teamSize: 2, from: -10, days: 20, status: "ONGOING" },
  { name: "年度会员 2 人团", courseId: null, teamSize: 2, from: 15, days: 14, status: "NOT_STARTED" },
] as const;

/**
 * Teams and members made of the seeded TEAM_BUY course orders of each activity's course in its
 * window (seedTeams.ts); the orders no planned activity covers get earlier activities of their course.
 */
export const seed = defineSeed({
  resource: teamBuyActivity,
  fills: [teamBuyTeam, teamBuyMember],
  after: ["order"],
  async run(ctx) {
    const { tx, now } = ctx;
    if (await tx.selectFrom(teamBuyActivity.table).select("Id").limit(1).executeTakeFirst()) return;
    const rows = await paidTeamOrders(ctx);
    const names = new Set<string>();
    for (const p of PLAN) {
      const startAt = now + p.from * DAY;
      const endAt = startAt + p.days * DAY;
      // The course the window's team-buy orders bought most (the plan's course when there are none).
      const inWindow = p.courseId === null ? [] : rows.filter((r) => Number(r.paidAt) >= startAt && Number(r.paidAt) <= endAt);
      // A 书院课 and a 公开课 may share an Id: a course is its type and Id.
      const tally = new Map<string, number>();
      for (const r of inWindow) tally.set(`${r.courseType}:${r.courseId}`, (tally.get(`${r.courseType}:${r.courseId}`) ?? 0) + 1);
      const top = [...tally.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
      const courseId = top ? Number(top.split(":")[1]) : p.courseId;
      const isPublic = top?.startsWith("PUBLIC:") === true;
      const mine = inWindow.filter((r) => `${r.courseType}:${r.courseId}` === top);
      const sample = mine[0];
      const isVip = p.courseId === null;
      const originalPrice = isVip ? 23_800 : Number(sample?.totalAmount ?? 238_000);
      const teamPrice = isVip ? 16_800 : Math.round(originalPrice * 0.8 / 100) * 100;
      // Names are unique: a course sold again in a later window keeps the plan's name.
      const wanted = sample ? `《${sample.courseName}》${p.teamSize} 人团` : p.name;
      const name = names.has(wanted) ? p.name : wanted;
      names.add(name);
      const activityId = await ctx.insert(teamBuyActivity, {
        name, goodsType: isVip ? "VIP_GOODS" : isPublic ? "PUBLIC_COURSE" : "SHIY_COURSE", goodsId: courseId ?? 1,
        goodsName: isVip ? "年度会员" : sample?.courseName ?? p.name.slice(1, p.name.indexOf("》")),
        classId: isVip || isPublic ? null : sample?.classId ?? (courseId ?? 0) * 10 + 1, originalPrice, teamPrice, leaderPrice: teamPrice - 1000, teamSize: p.teamSize,
        teamValidHours: 24, startAt, endAt, stock: Math.max(p.teamSize * 20, mine.length * 2), soldCount: mine.length, maxTeamsPerVisitor: 3, maxJoinsPerVisitor: 3,
        autoFormTeam: true, allowSoloBuy: true, status: p.status,
      }, { ctime: startAt - 5 * DAY, utime: startAt - 5 * DAY });
      await seedTeams(ctx, { activityId, teamSize: p.teamSize, endAt, running: p.status === "ONGOING" }, mine);
    }
    await seedLeftoverTeams(ctx, names);
    await nameTeamBuyActivities(ctx);
  },
});
