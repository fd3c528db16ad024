import { discountActivity } from "../../../../src/catalogue/registry";
import type { Tx } from "../../../platform/db/types";
import type { ResourceHooks } from "../../../resources/hooks";
import type { TransitionHooks } from "../../../resources/transitions";
import { checkCourseIds } from "../flashSale/promoGoods";
import { invalid, precondition } from "../../../platform/wire/errors";
import { clockPhase, overlaps } from "../flashSale/phase";

const yuan = (fen: number) => `${fen % 100 === 0 ? fen / 100 : (fen / 100).toFixed(2)}`;
const zhe = (bp: number) => `${bp % 1000 === 0 ? bp / 1000 : (bp / 1000).toFixed(bp % 100 === 0 ? 1 : 2)} 折`;

type Tier = { thresholdFen?: unknown; reduceFen?: unknown; rateBp?: unknown };
const posInt = (v: unknown) => Number.isInteger(v) && (v as number) > 0;
const rateOk = (v: unknown) => Number.isInteger(v) && (v as number) >= 1000 && (v as number) <= 9900;

/** Checks the tiers of §4.5 and answers the grid's summary (满1000减120；满2000减300 / 满500打9折 / 8.5 折). */
export function tierSummary(type: unknown, tiers: unknown): string {
  if (type === "DIRECT_DISCOUNT") {
    const rate = (tiers as Tier | null)?.rateBp;
    if (Array.isArray(tiers) || !rateOk(rate)) throw invalid("限时折扣的规则为 {rateBp}，折扣 1000–9900（8.5 折 = 8500）");
    return `限时 ${zhe(rate as number)}`;
  }
  if (!Array.isArray(tiers) || tiers.length === 0 || tiers.length > 3) throw invalid("优惠规则须为 1–3 档");
  let last = 0;
  return (tiers as Tier[]).map((t) => {
    if (!posInt(t.thresholdFen)) throw invalid("每档须有正整数的门槛（分）");
    const threshold = t.thresholdFen as number;
    if (threshold <= last) throw invalid("各档门槛须从低到高排列");
    last = threshold;
    if (type === "FULL_REDUCTION") {
      if (!posInt(t.reduceFen) || (t.reduceFen as number) >= threshold) throw invalid("满减的减免金额须为正且低于门槛");
      return `满${yuan(threshold)}减${yuan(t.reduceFen as number)}`;
    }
    if (!rateOk(t.rateBp)) throw invalid("满折的折扣须在 1000–9900 之间（8.5 折 = 8500）");
    return `满${yuan(threshold)}打${zhe(t.rateBp as number)}`;
  }).join("；");
}

/** A live activity may not share a course with another live one in the same time (§4.5 invariant). */
async function refuseClash(tx: Tx, next: Record<string, unknown>, selfId: number | null): Promise<void> {
  let q = tx.selectFrom(discountActivity.table).select(["Id", "name", "scope", "courseIds", "startAt", "endAt"]).where("status", "in", ["NOT_STARTED", "ONGOING"]);
  if (selfId !== null) q = q.where("Id", "!=", selfId);
  const mine = new Set((next.courseIds ?? []) as number[]);
  for (const other of await q.execute()) {
    if (!overlaps(Number(next.startAt), Number(next.endAt), Number(other.startAt), Number(other.endAt))) continue;
    const theirs = (typeof other.courseIds === "string" ? JSON.parse(other.courseIds) : other.courseIds ?? []) as number[];
    if (next.scope === "ALL_SHIY" || other.scope === "ALL_SHIY" || theirs.some((c) => mine.has(c))) {
      throw precondition(`与进行中或未开始的活动「${String(other.name)}」课程和时间重叠`);
    }
  }
}

export const discountActivityHooks: ResourceHooks = {
  async beforeWrite(ctx) {
    const current = ctx.current;
    const next = { ...(current ?? {}), ...ctx.value };
    if (current && (current.status === "ENDED" || current.status === "CLOSED")) {
      if (Object.keys(ctx.value).some((k) => JSON.stringify(ctx.value[k]) !== JSON.stringify(current[k]))) throw precondition("已结束或已关闭的活动不能修改");
    }
    if (current?.status === "ONGOING") {
      const locked = Object.keys(ctx.value).filter((k) => !["name", "endAt", "status"].includes(k) && JSON.stringify(ctx.value[k]) !== JSON.stringify(current[k]));
      if (locked.length > 0) throw precondition("进行中的活动只能修改名称或延后结束时间");
      if (Number(next.endAt) < Number(current.endAt)) throw precondition("进行中的活动结束时间只能延后");
    }
    if (Number(next.endAt) <= Number(next.startAt)) throw invalid("活动结束须晚于开始");
    if (next.scope === "SELECTED") {
      const ids = next.courseIds;
      if (!Array.isArray(ids) || ids.length === 0 || ids.some((id) => !posInt(id))) throw invalid("指定课程时请填写课程 Id 列表，如 [1, 3]");
      if (ctx.value.courseIds !== undefined) await checkCourseIds(ctx.tx, ids);
    }
    const summary = tierSummary(next.type, next.tiers);
    if (next.status === "NOT_STARTED" || next.status === "ONGOING") await refuseClash(ctx.tx, next, current ? Number(current.Id) : null);
    return current ? { ...ctx.value, tierSummary: summary } : { ...ctx.value, tierSummary: summary, usedOrders: 0, discountTotal: 0 };
  },
  beforeDelete({ current }) {
    if (!["DRAFT", "NOT_STARTED"].includes(String(current.status)) || Number(current.usedOrders ?? 0) > 0) {
      return Promise.reject(precondition("只有未发布或未开始、且没有订单的活动可以删除"));
    }
    return Promise.resolve();
  },
};

export const discountActivityTransitions: TransitionHooks = {
  publishActivity({ call, current }) {
    const phase = clockPhase(current, call.now());
    if (phase === "ENDED") throw precondition("活动时间已过，不能发布");
    return { status: phase };
  },
};
