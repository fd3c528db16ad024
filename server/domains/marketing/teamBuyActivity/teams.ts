import { order, teamBuyActivity, teamBuyMember, teamBuyTeam } from "../../../../src/catalogue/registry";
import { businessNo } from "../../../resources/businessNo";
import { refundableOf, refundInTx } from "../../order/refund/refunds";
import { insertRow, lockRow, patchRow, SYSTEM_ACTOR, type Actor } from "../../../resources/rows";
import type { Row, Tx } from "../../../platform/db/types";
import type { ResourceHooks } from "../../../resources/hooks";
import type { TransitionHooks } from "../../../resources/transitions";
import { invalid, precondition } from "../../../platform/wire/errors";
import { clockPhase, HOUR } from "../flashSale/phase";
import { goodsChanged, promoGoods } from "../flashSale/promoGoods";


export const teamBuyActivityHooks: ResourceHooks = {
  async beforeWrite(ctx) {
    const current = ctx.current;
    const next = { ...(current ?? {}), ...ctx.value };
    if (current && (current.status === "ENDED" || current.status === "CLOSED")) {
      if (Object.keys(ctx.value).some((k) => JSON.stringify(ctx.value[k]) !== JSON.stringify(current[k]))) throw precondition("已结束或已关闭的活动不能修改");
    }
    if (current?.status === "ONGOING") {
      const locked = Object.keys(ctx.value).filter((k) => !["name", "endAt", "stock", "status"].includes(k) && JSON.stringify(ctx.value[k]) !== JSON.stringify(current[k]));
      if (locked.length > 0) throw precondition("进行中的活动只能修改名称、延后结束时间或增加名额");
      if (Number(next.endAt) < Number(current.endAt) || Number(next.stock) < Number(current.stock)) throw precondition("进行中的活动结束时间只能延后、名额只能增加");
    }
    if (Number(next.endAt) <= Number(next.startAt)) throw invalid("活动结束须晚于开始");
    const goods = goodsChanged(ctx.value, current) ? await promoGoods(ctx.tx, next, "拼团") : {};
    if (Number(next.teamPrice) >= Number(goods.originalPrice ?? next.originalPrice)) throw invalid("拼团价须低于原价");
    if (next.leaderPrice !== null && next.leaderPrice !== undefined && Number(next.leaderPrice) > Number(next.teamPrice)) throw invalid("团长价不能高于拼团价");
    if (Number(next.stock) < Number(next.teamSize)) throw invalid("活动名额不能少于成团人数");
    if (current && Number(next.stock) < Number(current.soldCount ?? 0)) throw precondition("活动名额不能少于已售");
    const defaults = current ? {} : { soldCount: 0, maxTeamsPerVisitor: next.maxTeamsPerVisitor ?? 1, maxJoinsPerVisitor: next.maxJoinsPerVisitor ?? 1 };
    return { ...ctx.value, ...goods, ...defaults };
  },
  beforeDelete({ current }) {
    if (!["DRAFT", "NOT_STARTED"].includes(String(current.status)) || Number(current.soldCount ?? 0) > 0) {
      return Promise.reject(precondition("只有未发布或未开始、且没有订单的活动可以删除"));
    }
    return Promise.resolve();
  },
};

/** The paid order a visitor opens or joins a team with: theirs, paid, and not in a team yet. */
async function paidOrder(tx: Tx, orderId: number): Promise<Row> {
  const o = await lockRow(tx, order, orderId);
  if (o.status !== "PAID") throw precondition(`订单「${String(o.orderNo)}」未支付，不能参团`);
  const used = await tx.selectFrom(teamBuyMember.table).select("Id").where("orderId", "=", orderId).executeTakeFirst();
  if (used) throw precondition(`订单「${String(o.orderNo)}」已参团`);
  return o;
}

/** Takes one seat of the activity's stock (activity locked): refused when it is not running or full. */
async function takeSeat(tx: Tx, activityId: number, at: number): Promise<Row> {
  const act = await lockRow(tx, teamBuyActivity, activityId);
  if (act.status !== "ONGOING" && act.status !== "NOT_STARTED") throw precondition("拼团活动未在进行中");
  if (clockPhase(act, at) !== "ONGOING") throw precondition("不在拼团活动时间内");
  if (Number(act.soldCount) >= Number(act.stock)) throw precondition("活动名额已满");
  return patchRow(tx, teamBuyActivity, act, { soldCount: Number(act.soldCount) + 1, ...(act.status === "NOT_STARTED" ? { status: "ONGOING" } : {}) }, at);
}

/** A team opened by its leader's paid order (§4.2: only a paid leader order creates a team). Locks: activity → order. */
export async function openTeam(tx: Tx, activityId: number, leaderOrderId: number, at: number): Promise<Row> {
  const act = await takeSeat(tx, activityId, at);
  const o = await paidOrder(tx, leaderOrderId);
  const opened = await tx.selectFrom(teamBuyTeam.table).select((eb) => eb.fn.countAll().as("n"))
    .where("activityId", "=", activityId).where("leaderVisitorId", "=", Number(o.visitorId)).executeTakeFirstOrThrow();
  if (Number(opened.n) >= Number(act.maxTeamsPerVisitor ?? 1)) throw precondition(`每人最多开团 ${String(act.maxTeamsPerVisitor ?? 1)} 次`);
  const team = await insertRow(tx, teamBuyTeam, {
    teamNo: businessNo("TB", at), activityId, leaderVisitorId: o.visitorId, memberCount: 1, virtualCount: 0, teamSize: act.teamSize,
    startedAt: at, expireAt: Math.min(at + Number(act.teamValidHours) * HOUR, Number(act.endAt)), status: "FORMING",
  }, at);
  await insertRow(tx, teamBuyMember, { teamId: team.Id, visitorId: o.visitorId, isLeader: true, orderId: o.Id, orderNo: o.orderNo, payAmount: o.payAmount, joinedAt: at, status: "PAID" }, at);
  await patchRow(tx, order, o, { teamId: Number(team.Id), promotionType: "TEAM_BUY" }, at);
  return team;
}

/**
 * A paid order joins a forming team: the team is locked first, so concurrent joins never take more
 * seats than teamSize; a visitor is in a team at most once; the last seat makes it SUCCESS.
 * Locks: team → activity → order.
 */
export async function joinTeam(tx: Tx, teamId: number, orderId: number, at: number): Promise<Row> {
  const team = await lockRow(tx, teamBuyTeam, teamId);
  if (team.status !== "FORMING") throw precondition("该团已结束");
  if (at > Number(team.expireAt)) throw precondition("该团已过截止时间");
  const taken = Number(team.memberCount) + Number(team.virtualCount);
  if (taken >= Number(team.teamSize)) throw precondition("该团已满");
  const act = await takeSeat(tx, Number(team.activityId), at);
  const o = await paidOrder(tx, orderId);
  const already = await tx.selectFrom(teamBuyMember.table).select("Id").where("teamId", "=", teamId).where("visitorId", "=", Number(o.visitorId)).executeTakeFirst();
  if (already) throw precondition("已在该团中");
  const joins = await tx.selectFrom(teamBuyMember.table).innerJoin(teamBuyTeam.table, `${teamBuyTeam.table}.Id`, `${teamBuyMember.table}.teamId`)
    .select((eb) => eb.fn.countAll().as("n")).where(`${teamBuyTeam.table}.activityId`, "=", Number(act.Id))
    .where(`${teamBuyMember.table}.visitorId`, "=", Number(o.visitorId)).where(`${teamBuyMember.table}.isLeader`, "=", 0 as never).executeTakeFirstOrThrow();
  if (Number(joins.n) >= Number(act.maxJoinsPerVisitor ?? 1)) throw precondition(`每人最多参团 ${String(act.maxJoinsPerVisitor ?? 1)} 次`);
  await insertRow(tx, teamBuyMember, { teamId, visitorId: o.visitorId, isLeader: false, orderId: o.Id, orderNo: o.orderNo, payAmount: o.payAmount, joinedAt: at, status: "PAID" }, at);
  await patchRow(tx, order, o, { teamId, promotionType: "TEAM_BUY" }, at);
  const full = taken + 1 >= Number(team.teamSize);
  return patchRow(tx, teamBuyTeam, team, { memberCount: Number(team.memberCount) + 1, ...(full ? { status: "SUCCESS", finishedAt: at } : {}) }, at);
}

/** Fills the empty seats with virtual members (手动成团, or 模拟成团 at expiry). */
async function fillVirtual(tx: Tx, team: Row, at: number): Promise<number> {
  const empty = Number(team.teamSize) - Number(team.memberCount) - Number(team.virtualCount);
  for (let i = 0; i < empty; i += 1) await insertRow(tx, teamBuyMember, { teamId: team.Id, isLeader: false, joinedAt: at, status: "VIRTUAL" }, at);
  return Number(team.virtualCount) + empty;
}

/**
 * Refunds every PAID member's order in full through refundInTx (reason TEAM_FAILED); each member
 * follows its order (REFUNDED when done at once, REFUNDING while the channel works). Called with the
 * team locked and FORMING, so a team is refunded once.
 */
async function refundMembers(tx: Tx, team: Row, at: number, actor: Actor, reasonText: string): Promise<void> {
  const members = await tx.selectFrom(teamBuyMember.table).select("Id").where("teamId", "=", Number(team.Id)).where("status", "=", "PAID").orderBy("Id").execute();
  for (const m of members) {
    const member = await lockRow(tx, teamBuyMember, Number(m.Id));
    const o = await lockRow(tx, order, Number(member.orderId));
    const amount = refundableOf(o);
    if (amount <= 0) continue;
    const { order: after } = await refundInTx(tx, Number(o.Id), { amount, reason: "TEAM_FAILED", reasonText, mode: "CHANNEL", revokeEntitlement: false, actor, at });
    await patchRow(tx, teamBuyMember, member, { status: after.status === "REFUNDED" ? "REFUNDED" : "REFUNDING" }, at);
  }
}

export const teamTransitions: TransitionHooks = {
  async formTeam({ call, tx, current }) {
    const team = await lockRow(tx, teamBuyTeam, Number(current.Id));
    return { virtualCount: await fillVirtual(tx, team, call.now()), finishedAt: call.now() };
  },
  async dissolveTeam({ call, tx, current, input }) {
    const team = await lockRow(tx, teamBuyTeam, Number(current.Id));
    await refundMembers(tx, team, call.now(), { userId: call.user.Id, userName: call.user.userName }, `解散并退款：${String(input.reason)}`);
    return { finishedAt: call.now(), failReason: String(input.reason) };
  },
};

/**
 * The expiry of a forming team (system): FAILED with every paid member refunded, or — when the
 * activity fakes teams and someone besides the leader joined — SUCCESS with virtual members.
 */
export async function expireTeam(tx: Tx, teamId: number, at: number): Promise<Row> {
  const team = await lockRow(tx, teamBuyTeam, teamId);
  if (team.status !== "FORMING") return team;
  if (at < Number(team.expireAt)) throw precondition("该团尚未到截止时间");
  const act = await lockRow(tx, teamBuyActivity, Number(team.activityId));
  if (act.autoFormTeam && Number(team.memberCount) >= 2) {
    return patchRow(tx, teamBuyTeam, team, { virtualCount: await fillVirtual(tx, team, at), status: "SUCCESS", finishedAt: at }, at);
  }
  await refundMembers(tx, team, at, SYSTEM_ACTOR, "拼团失败自动退款");
  return patchRow(tx, teamBuyTeam, await lockRow(tx, teamBuyTeam, teamId), { status: "FAILED", finishedAt: at, failReason: "到期未成团" }, at);
}

export const teamBuyActivityTransitions: TransitionHooks = {
  publishTeamBuy({ call, current }) {
    const phase = clockPhase(current, call.now());
    if (phase === "ENDED") throw precondition("活动时间已过，不能发布");
    return { status: phase };
  },
};
