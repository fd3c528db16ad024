import { order, teamBuyActivity, teamBuyMember, teamBuyTeam } from "../../../../src/catalogue/registry";
import { businessNo } from "../../../resources/businessNo";
import { defineSeed } from "../../../seed/factory";

const DAY = 86_400_000;
const HOUR = 3_600_000;

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

type Paid = { Id: number; orderNo: string; visitorId: number; payAmount: number; paidAt: number; status: string; courseName: string; totalAmount: number; classId: number | null };

/**
 * Teams and members made of the seeded TEAM_BUY course orders of each activity's course in its
 * window, in payment order: a refunded order is a team that failed alone; the others fill teams of
 * teamSize (SUCCESS), the last one filled by virtual members (模拟成团) — or still FORMING for the
 * running activity. The orders' teamId is set to their team.
 */
export const seed = defineSeed({
  resource: teamBuyActivity,
  fills: [teamBuyTeam, teamBuyMember],
  after: ["order"],
  async run(ctx) {
    const { tx, now } = ctx;
    if (await tx.selectFrom(teamBuyActivity.table).select("Id").limit(1).executeTakeFirst()) return;
    const rows = await tx.selectFrom(order.table).select(["Id", "orderNo", "visitorId", "payAmount", "paidAt", "status", "courseType", "courseId", "courseName", "totalAmount", "classId"])
      .where("promotionType", "=", "TEAM_BUY").where("paidAt", "is not", null).orderBy("paidAt").orderBy("Id").execute();
    const names = new Set<string>();
    for (const p of PLAN) {
      const startAt = now + p.from * DAY;
      const endAt = startAt + p.days * DAY;
      // The course the window's team-buy orders bought most (the plan's course when there are none).
      const inWindow = p.courseId === null ? [] : rows.filter((r) => Number(r.paidAt) >= startAt && Number(r.paidAt) <= endAt);
      const tally = new Map<number, number>();
      for (const r of inWindow) tally.set(Number(r.courseId), (tally.get(Number(r.courseId)) ?? 0) + 1);
      const courseId = [...tally.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? p.courseId;
      const isPublic = inWindow.find((r) => Number(r.courseId) === courseId)?.courseType === "PUBLIC";
      const mine: Paid[] = inWindow.filter((r) => Number(r.courseId) === courseId)
        .map((r) => ({ Id: Number(r.Id), orderNo: String(r.orderNo), visitorId: Number(r.visitorId), payAmount: Number(r.payAmount), paidAt: Number(r.paidAt), status: String(r.status), courseName: String(r.courseName), totalAmount: Number(r.totalAmount), classId: r.classId === null ? null : Number(r.classId) }));
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
      const makeTeam = async (group: Paid[], status: string) => {
        const first = group[0]!;
        const last = group[group.length - 1]!;
        const virtual = status === "SUCCESS" ? p.teamSize - group.length : 0;
        const teamId = await ctx.insert(teamBuyTeam, {
          teamNo: businessNo("TB", first.paidAt, Math.floor(ctx.random() * 1_000_000)), activityId, leaderVisitorId: first.visitorId, memberCount: group.length, virtualCount: virtual,
          teamSize: p.teamSize, startedAt: first.paidAt, expireAt: Math.min(first.paidAt + 24 * HOUR, endAt),
          finishedAt: status === "FORMING" ? null : status === "FAILED" ? first.paidAt + 24 * HOUR : last.paidAt, status,
          failReason: status === "FAILED" ? "到期未成团" : null,
        }, { ctime: first.paidAt, utime: last.paidAt });
        for (const [k, o] of group.entries()) {
          await ctx.insert(teamBuyMember, {
            teamId, visitorId: o.visitorId, isLeader: k === 0, orderId: o.Id, orderNo: o.orderNo, payAmount: o.payAmount, joinedAt: o.paidAt,
            status: o.status === "REFUNDED" ? "REFUNDED" : o.status === "REFUNDING" ? "REFUNDING" : "PAID",
          }, { ctime: o.paidAt });
          await tx.updateTable(order.table).set({ teamId }).where("Id", "=", o.Id).execute();
        }
        for (let k = 0; k < virtual; k += 1) await ctx.insert(teamBuyMember, { teamId, isLeader: false, joinedAt: last.paidAt, status: "VIRTUAL" }, { ctime: last.paidAt });
      };
      let group: Paid[] = [];
      for (const o of mine) {
        if (o.status === "REFUNDED") {
          await makeTeam([o], "FAILED");
          continue;
        }
        group.push(o);
        if (group.length === p.teamSize) {
          await makeTeam(group, "SUCCESS");
          group = [];
        }
      }
      if (group.length > 0) await makeTeam(group, p.status === "ONGOING" && now - group[0]!.paidAt < 24 * HOUR ? "FORMING" : "SUCCESS");
    }
  },
});
