/**
 * The teams of the seeded team buys (commerce.md §4.2, §10): every paid TEAM_BUY order is a member of a
 * team of an activity selling its course, and names that team (order.teamId). The six planned
 * activities (seed.ts) take the orders of their course in their window; the orders left over — another
 * course, or a time no planned activity covered — get one earlier activity per course (「…·往期」,
 * provisional: §10 plans six activities, the order world sells team buys of every course all year).
 */
import { order, teamBuyActivity, teamBuyMember, teamBuyTeam } from "../../../../src/catalogue/registry";
import { businessNo } from "../../../resources/businessNo";
import type { SeedContext } from "../../../seed/factory";
import { nameDiscountRefs } from "../../../seed/commerce/discountRefs";

const DAY = 86_400_000;
const HOUR = 3_600_000;

export type PaidTeamOrder = { Id: number; orderNo: string; visitorId: number; payAmount: number; paidAt: number; status: string; courseType: string; courseId: number; courseName: string; totalAmount: number; classId: number | null };

/** The paid TEAM_BUY orders, in payment order. */
export async function paidTeamOrders(ctx: SeedContext): Promise<PaidTeamOrder[]> {
  const rows = await ctx.tx.selectFrom(order.table).select(["Id", "orderNo", "visitorId", "payAmount", "paidAt", "status", "courseType", "courseId", "courseName", "totalAmount", "classId"])
    .where("promotionType", "=", "TEAM_BUY").where("paidAt", "is not", null).orderBy("paidAt").orderBy("Id").execute();
  return rows.map((r) => ({
    Id: Number(r.Id), orderNo: String(r.orderNo), visitorId: Number(r.visitorId), payAmount: Number(r.payAmount), paidAt: Number(r.paidAt), status: String(r.status),
    courseType: String(r.courseType), courseId: Number(r.courseId), courseName: String(r.courseName), totalAmount: Number(r.totalAmount), classId: r.classId === null ? null : Number(r.classId),
  }));
}

/**
 * Teams of one activity from its orders in payment order: a refunded order is a team that failed
 * alone; the others fill teams of teamSize (SUCCESS), the last one filled by virtual members (模拟成团)
 * — or still FORMING for a running activity. A visitor is in a team at most once. Each order names its team.
 */
export async function seedTeams(ctx: SeedContext, act: { activityId: number; teamSize: number; endAt: number; running: boolean }, orders: readonly PaidTeamOrder[]): Promise<void> {
  const makeTeam = async (group: PaidTeamOrder[], status: string) => {
    const first = group[0]!;
    const last = group[group.length - 1]!;
    const virtual = status === "SUCCESS" ? act.teamSize - group.length : 0;
    const teamId = await ctx.insert(teamBuyTeam, {
      teamNo: businessNo("TB", first.paidAt, Math.floor(ctx.random() * 1_000_000)), activityId: act.activityId, leaderVisitorId: first.visitorId, memberCount: group.length, virtualCount: virtual,
      teamSize: act.teamSize, startedAt: first.paidAt, expireAt: Math.min(first.paidAt + 24 * HOUR, act.endAt),
      finishedAt: status === "FORMING" ? null : status === "FAILED" ? Math.min(first.paidAt + 24 * HOUR, ctx.now) : last.paidAt, status,
      failReason: status === "FAILED" ? "到期未成团" : null,
    }, { ctime: first.paidAt, utime: last.paidAt });
    for (const [k, o] of group.entries()) {
      await ctx.insert(teamBuyMember, {
        teamId, visitorId: o.visitorId, isLeader: k === 0, orderId: o.Id, orderNo: o.orderNo, payAmount: o.payAmount, joinedAt: o.paidAt,
        status: o.status === "REFUNDED" ? "REFUNDED" : o.status === "REFUNDING" ? "REFUNDING" : "PAID",
      }, { ctime: o.paidAt });
      await ctx.tx.updateTable(order.table).set({ teamId }).where("Id", "=", o.Id).execute();
    }
    for (let k = 0; k < virtual; k += 1) await ctx.insert(teamBuyMember, { teamId, isLeader: false, joinedAt: last.paidAt, status: "VIRTUAL" }, { ctime: last.paidAt });
  };
  let group: PaidTeamOrder[] = [];
  for (const o of orders) {
    if (o.status === "REFUNDED") {
      await makeTeam([o], "FAILED");
      continue;
    }
    // A visitor joins a given team once: a second order of theirs starts the next team.
    if (group.some((g) => g.visitorId === o.visitorId)) {
      await makeTeam(group, "SUCCESS");
      group = [];
    }
    group.push(o);
    if (group.length === act.teamSize) {
      await makeTeam(group, "SUCCESS");
      group = [];
    }
  }
  if (group.length > 0) await makeTeam(group, act.running && ctx.now - group[0]!.paidAt < 24 * HOUR ? "FORMING" : "SUCCESS");
}

/** One earlier 2-person activity per course for the paid TEAM_BUY orders no team holds yet. */
export async function seedLeftoverTeams(ctx: SeedContext, names: Set<string>): Promise<void> {
  const inTeam = new Set((await ctx.tx.selectFrom(teamBuyMember.table).select("orderId").where("orderId", "is not", null).execute()).map((m) => Number(m.orderId)));
  const left = (await paidTeamOrders(ctx)).filter((o) => !inTeam.has(o.Id));
  const byCourse = new Map<string, PaidTeamOrder[]>();
  for (const o of left) byCourse.set(`${o.courseType}:${o.courseId}`, [...(byCourse.get(`${o.courseType}:${o.courseId}`) ?? []), o]);
  for (const mine of byCourse.values()) {
    const sample = mine[0]!;
    const startAt = sample.paidAt - DAY;
    const endAt = Math.min(mine[mine.length - 1]!.paidAt + HOUR, ctx.now);
    let name = `《${sample.courseName}》2 人团·往期`.slice(0, 40);
    for (let n = 2; names.has(name); n += 1) name = `《${sample.courseName}》2 人团·往期${n}`.slice(0, 40);
    names.add(name);
    const originalPrice = sample.totalAmount;
    const teamPrice = Math.round(originalPrice * 0.8 / 100) * 100;
    const activityId = await ctx.insert(teamBuyActivity, {
      name, goodsType: sample.courseType === "SHIY" ? "SHIY_COURSE" : "PUBLIC_COURSE", goodsId: sample.courseId, goodsName: sample.courseName,
      classId: sample.courseType === "SHIY" ? sample.classId : null, originalPrice, teamPrice, leaderPrice: teamPrice > 1000 ? teamPrice - 1000 : null, teamSize: 2,
      teamValidHours: 24, startAt, endAt, stock: Math.max(40, mine.length * 2), soldCount: mine.length, maxTeamsPerVisitor: 3, maxJoinsPerVisitor: 3,
      autoFormTeam: true, allowSoloBuy: true, status: "ENDED",
    }, { ctime: startAt - 5 * DAY, utime: endAt });
    await seedTeams(ctx, { activityId, teamSize: 2, endAt, running: false }, mine);
  }
}

/**
 * Each TEAM_BUY line of an order names its activity (discountRefs.ts): the activity of the order's
 * team; an order never paid (no team) names the activity of its course running when it was placed,
 * else that course's activity nearest in time.
 */
export async function nameTeamBuyActivities(ctx: SeedContext): Promise<void> {
  const activityOfTeam = new Map((await ctx.tx.selectFrom(teamBuyTeam.table).select(["Id", "activityId"]).execute()).map((t) => [Number(t.Id), Number(t.activityId)]));
  const activities = (await ctx.tx.selectFrom(teamBuyActivity.table).select(["Id", "goodsType", "goodsId", "startAt", "endAt"]).orderBy("Id").execute())
    .map((a) => ({ Id: Number(a.Id), goods: `${String(a.goodsType)}:${String(a.goodsId)}`, startAt: Number(a.startAt), endAt: Number(a.endAt) }));
  const orders = new Map((await ctx.tx.selectFrom(order.table).select(["orderNo", "teamId", "courseType", "courseId", "ctime"]).where("promotionType", "=", "TEAM_BUY").execute())
    .map((o) => [String(o.orderNo), o]));
  await nameDiscountRefs(ctx.tx, "TEAM_BUY", (orderNo) => {
    const o = orders.get(orderNo);
    if (!o) return null;
    if (o.teamId !== null && o.teamId !== undefined) return activityOfTeam.get(Number(o.teamId)) ?? null;
    const goods = `${o.courseType === "SHIY" ? "SHIY_COURSE" : "PUBLIC_COURSE"}:${String(o.courseId)}`;
    const at = Number(o.ctime);
    const gap = (a: { startAt: number; endAt: number }) => (at < a.startAt ? a.startAt - at : at > a.endAt ? at - a.endAt : 0);
    return activities.filter((a) => a.goods === goods).sort((a, b) => gap(a) - gap(b) || a.Id - b.Id)[0]?.Id ?? null;
  });
}
