import { coupon, couponRecord, visitor } from "../../../../src/catalogue/registry";
import { lockRow, patchRow } from "../../../resources/rows";
import type { Row, Tx } from "../../../platform/db/types";
import { announceJob } from "../../../platform/jobs/signal";
import { insertJob } from "../../../platform/jobs/store";
import { newCode } from "../../../resources/codeText";
import type { ActionHandler } from "../../../resources/actions";
import type { ResourceHooks } from "../../../resources/hooks";
import type { TransitionHooks } from "../../../resources/transitions";
import { invalid, precondition } from "../../../platform/wire/errors";
import { checkCouponShape, checkCouponUpdate, claimWindow, parseUids } from "./couponRules";

const MAX_ISSUE = 5000;
import { checkCourseIds } from "../flashSale/promoGoods";

export const couponHooks: ResourceHooks = {
  async beforeWrite(ctx) {
    const next = { ...(ctx.current ?? {}), ...ctx.value };
    checkCouponShape(next);
    if (next.scope === "SELECTED" && ctx.value.goodsIds !== undefined) await checkCourseIds(ctx.tx, next.goodsIds);
    if (ctx.current) {
      checkCouponUpdate(ctx.current, next);
      if (Number(next.totalQuantity) < Number(ctx.current.claimedCount ?? 0)) throw precondition("发放总量不能低于已领取数量");
      return ctx.value;
    }
    return { ...ctx.value, claimedCount: 0, usedCount: 0 };
  },
};

/**
 * 发券: checks the pasted uids (all must be visitors) and queues a `generate` job that issues one
 * record to each of them (server/domains/marketing/coupon/issueCoupons.ts). Nothing is issued by the call itself.
 */
export const issueCoupon: ActionHandler = async ({ call, tx, current, input }) => {
  if (current.status !== "ACTIVE") throw precondition("只有发放中的券可以发券");
  const uids = parseUids(String(input.uids));
  if (uids.length === 0) throw invalid("请填写至少一个用户编号");
  if (uids.length > MAX_ISSUE) throw invalid(`一次最多发给 ${MAX_ISSUE} 个用户`);
  const found = await tx.selectFrom(visitor.table).select(["Id", "uid"]).where("uid", "in", uids).execute();
  const byUid = new Map(found.map((v) => [Number(v.uid), Number(v.Id)]));
  const unknown = uids.filter((u) => !byUid.has(u));
  if (unknown.length > 0) throw invalid(`找不到这些用户编号：${unknown.slice(0, 5).join("、")}${unknown.length > 5 ? ` 等 ${unknown.length} 个` : ""}`);
  const left = Number(current.totalQuantity) - Number(current.claimedCount ?? 0);
  if (left <= 0) throw precondition("发放总量已用完，请先增加发放总量");
  const jobId = await insertJob(tx, {
    kind: "generate", label: `发券：${String(current.name)}（${uids.length} 人）`, resource: coupon.name, total: uids.length,
    params: { data: { couponId: Number(current.Id), visitorIds: uids.map((u) => byUid.get(u) as number) } },
    targets: null, userId: call.user.Id, userName: call.user.userName,
  }, call.now());
  announceJob();
  return { issueJobId: jobId };
};

/**
 * One claim of a template by a visitor, under a lock of the template: refused (with the reason, and
 * nothing written) when the template is not issuing, its quantity is spent or the visitor holds the
 * limit. The last unit ends the template.
 */
export async function claimCoupon(tx: Tx, couponId: number, visitorId: number, source: string, at: number): Promise<Row> {
  const tpl = await lockRow(tx, coupon, couponId);
  if (tpl.status !== "ACTIVE") throw precondition("该券未在发放中");
  const claimed = Number(tpl.claimedCount ?? 0);
  if (claimed >= Number(tpl.totalQuantity)) throw precondition("发放总量已用完");
  const held = await tx.selectFrom(couponRecord.table).select((eb) => eb.fn.countAll().as("n"))
    .where("couponId", "=", couponId).where("visitorId", "=", visitorId).executeTakeFirstOrThrow();
  if (Number(held.n) >= Number(tpl.perVisitorLimit)) throw precondition(`每人限领 ${String(tpl.perVisitorLimit)} 张`);
  const window = claimWindow(tpl, at);
  let inserted: { Id: number } | undefined;
  while (!inserted) {
    // The unique index on recordNo catches a repeated code; it is simply drawn again.
    inserted = await tx.insertInto(couponRecord.table).values({
      ctime: at, utime: at, recordNo: newCode("CP"), couponId, visitorId, source, receivedAt: at, ...window, status: "UNUSED",
    }).onConflict((oc) => oc.column("recordNo").doNothing()).returning("Id").executeTakeFirst() as { Id: number } | undefined;
  }
  const ended = claimed + 1 >= Number(tpl.totalQuantity);
  await patchRow(tx, coupon, tpl, { claimedCount: claimed + 1, ...(ended ? { status: "ENDED" } : {}) }, at);
  return lockRow(tx, couponRecord, Number(inserted.Id));
}

/**
 * A record taken by an order being created (UNUSED → LOCKED): the record is locked, so one record is
 * on at most one order however many orders try at once.
 */
export async function lockCouponForOrder(tx: Tx, recordId: number, orderNo: string, discountFen: number, at: number): Promise<Row> {
  const rec = await lockRow(tx, couponRecord, recordId);
  if (rec.status !== "UNUSED") throw precondition("该券已被使用或不可用");
  if (at < Number(rec.validFrom) || at > Number(rec.validTo)) throw precondition("该券不在有效期内");
  return patchRow(tx, couponRecord, rec, { status: "LOCKED", orderNo, discountFen }, at);
}

/** The order of a locked record was paid (USED, counted on the template) or closed (back to UNUSED). */
export async function settleCouponRecord(tx: Tx, orderNo: string, outcome: "PAID" | "CLOSED", at: number): Promise<void> {
  const found = await tx.selectFrom(couponRecord.table).select(["Id", "couponId"]).where("orderNo", "=", orderNo).where("status", "=", "LOCKED").executeTakeFirst();
  if (!found) return;
  const tpl = await lockRow(tx, coupon, Number(found.couponId));
  const rec = await lockRow(tx, couponRecord, Number(found.Id));
  if (rec.status !== "LOCKED") return;
  if (outcome === "PAID") {
    await patchRow(tx, couponRecord, rec, { status: "USED", usedAt: at }, at);
    await patchRow(tx, coupon, tpl, { usedCount: Number(tpl.usedCount ?? 0) + 1 }, at);
  } else {
    await patchRow(tx, couponRecord, rec, { status: "UNUSED", orderNo: null, discountFen: null }, at);
  }
}

export const couponRecordTransitions: TransitionHooks = {
  voidCouponRecord({ input }) {
    return { voidReason: input.reason };
  },
};
