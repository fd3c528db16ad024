import { coupon, couponRecord, order, visitor } from "../../../../src/catalogue/registry";
import { CODE_ALPHABET } from "../../../resources/codeText";
import { claimWindow } from "./couponRules";
import { orderClaim } from "./orderClaims";
import { nameDiscountRefs } from "../../../seed/commerce/discountRefs";
import { defineSeed } from "../../../seed/factory";

const DAY = 86_400_000;

/** commerce.md §4.6: fourteen templates (the orders' COUPON discounts point at them by position) and one upcoming draft. */
const TEMPLATES = [
  { name: "新人无门槛 ¥20", type: "NO_THRESHOLD", thresholdFen: 0, reduceFen: 2000, scope: "ALL_COURSES", claimMode: "NEWCOMER", status: "ACTIVE" },
  { name: "书院课满 1000 减 100", type: "FULL_REDUCTION", thresholdFen: 100_000, reduceFen: 10_000, scope: "SHIY_COURSES", claimMode: "PUBLIC", status: "ACTIVE" },
  { name: "会员 9 折券", type: "DISCOUNT", thresholdFen: 0, discountRate: 90, maxDiscountFen: 5000, scope: "VIP_GOODS", claimMode: "PUBLIC", status: "ACTIVE" },
  { name: "公开课无门槛 ¥5", type: "NO_THRESHOLD", thresholdFen: 0, reduceFen: 500, scope: "ALL_COURSES", claimMode: "PUBLIC", status: "ACTIVE" },
  { name: "书院课满 2000 减 300", type: "FULL_REDUCTION", thresholdFen: 200_000, reduceFen: 30_000, scope: "SHIY_COURSES", claimMode: "POINTS", status: "ACTIVE" },
  { name: "开学季书法券", type: "FULL_REDUCTION", thresholdFen: 50_000, reduceFen: 5000, scope: "SELECTED", goodsIds: [1, 2, 6], claimMode: "PUBLIC", status: "ENDED" },
  { name: "双 11 书院课券", type: "FULL_REDUCTION", thresholdFen: 150_000, reduceFen: 20_000, scope: "SHIY_COURSES", claimMode: "PUBLIC", status: "ENDED" },
  { name: "老学员回馈 8.5 折", type: "DISCOUNT", thresholdFen: 50_000, discountRate: 85, maxDiscountFen: 30_000, scope: "SHIY_COURSES", claimMode: "ADMIN_ONLY", status: "ACTIVE" },
  { name: "花鸟课专享券", type: "FULL_REDUCTION", thresholdFen: 100_000, reduceFen: 12_000, scope: "SELECTED", goodsIds: [3], claimMode: "ADMIN_ONLY", status: "ACTIVE" },
  { name: "山水课专享券", type: "FULL_REDUCTION", thresholdFen: 100_000, reduceFen: 12_000, scope: "SELECTED", goodsIds: [4], claimMode: "ADMIN_ONLY", status: "ACTIVE" },
  { name: "积分兑换 ¥10 券", type: "NO_THRESHOLD", thresholdFen: 0, reduceFen: 1000, scope: "ALL_COURSES", claimMode: "POINTS", status: "ACTIVE" },
  { name: "春节临帖券", type: "FULL_REDUCTION", thresholdFen: 80_000, reduceFen: 8000, scope: "SHIY_COURSES", claimMode: "PUBLIC", status: "ENDED" },
  { name: "少儿书法启蒙券", type: "FULL_REDUCTION", thresholdFen: 100_000, reduceFen: 10_000, scope: "SELECTED", goodsIds: [6], claimMode: "PUBLIC", status: "STOPPED" },
  { name: "直播间专享券", type: "NO_THRESHOLD", thresholdFen: 0, reduceFen: 500, scope: "ALL_COURSES", claimMode: "PUBLIC", status: "ACTIVE" },
  { name: "2027 元旦书院课券", type: "FULL_REDUCTION", thresholdFen: 100_000, reduceFen: 15_000, scope: "SHIY_COURSES", claimMode: "PUBLIC", status: "DRAFT" },
] as const;

/** A record code like the server's (CP + 14 characters in groups of four), drawn from the seed's random source so installs agree. */
function seedCode(random: () => number, taken: Set<string>): string {
  for (;;) {
    let raw = "CP";
    while (raw.length < 16) raw += CODE_ALPHABET[Math.floor(random() * CODE_ALPHABET.length)];
    const code = raw.match(/.{4}/g)?.join("-") ?? raw;
    if (!taken.has(code)) {
      taken.add(code);
      return code;
    }
  }
}

type Claim = { tpl: number; visitorId: number; receivedAt: number; status: string; orderNo?: string; usedAt?: number; discountFen?: number; voidReason?: string };

/**
 * Coupon templates and ~6 200 records at full scale (§10): USED 38 % — exactly the paid orders whose
 * discounts name a coupon (refId k → the k-th template), received up to 20 days before payment —
 * EXPIRED 30 %, UNUSED 30 %, VOID 2 %. Counters are what the records add up to; an ENDED template
 * ended by reaching its quantity.
 */
export const seed = defineSeed({
  resource: coupon,
  fills: [couponRecord],
  after: ["order"],
  async run(ctx) {
    const { tx, now, random } = ctx;
    if (await tx.selectFrom(coupon.table).select("Id").limit(1).executeTakeFirst()) return;
    const people = (await tx.selectFrom(visitor.table).select("Id").orderBy("Id").execute()).map((v) => Number(v.Id));
    if (people.length === 0) return;
    const withCoupon = await tx.selectFrom(order.table).select(["orderNo", "visitorId", "paidAt", "ctime", "status", "discountDetail"])
      .where("discountDetail", "like", "%COUPON%").orderBy("ctime").orderBy("Id").execute();
    const claims: Claim[] = [];
    for (const o of withCoupon) {
      const details = (typeof o.discountDetail === "string" ? JSON.parse(o.discountDetail) : o.discountDetail ?? []) as { type: string; refId: number; amount: number }[];
      for (const d of details.filter((x) => x.type === "COUPON" && x.refId >= 1 && x.refId <= 14)) {
        claims.push(orderClaim({ orderNo: String(o.orderNo), visitorId: Number(o.visitorId), status: String(o.status), at: Number(o.ctime), paidAt: o.paidAt === null ? null : Number(o.paidAt) }, d, now, random));
      }
    }
    const used = claims.length;
    const total = Math.max(20, Math.round(used / 0.38));
    const usable = TEMPLATES.map((t, i) => ({ t, i })).filter(({ t }) => t.status !== "DRAFT");
    const pickTpl = () => usable[Math.floor(random() * usable.length)]!.i;
    const pickVisitor = () => people[Math.floor(random() * people.length)]!;
    for (let k = 0; k < total - used; k += 1) {
      const r = k / (total - used);
      const status = r < 0.3 / 0.62 ? "EXPIRED" : r < 0.6 / 0.62 ? "UNUSED" : "VOID";
      // Expired ones were received over the year and lapsed; unused ones in the last 25 days.
      const receivedAt = status === "UNUSED" ? now - Math.floor(random() * 25 * DAY) : now - 40 * DAY - Math.floor(random() * 330 * DAY);
      claims.push({ tpl: pickTpl(), visitorId: pickVisitor(), receivedAt, status, ...(status === "VOID" ? { voidReason: "重复发放，客服作废" } : {}) });
    }
    const perVisitor = new Map<string, number>();
    for (const c of claims) perVisitor.set(`${c.tpl}:${c.visitorId}`, (perVisitor.get(`${c.tpl}:${c.visitorId}`) ?? 0) + 1);
    const limit = Math.max(5, ...perVisitor.values());

    const codes = new Set<string>();
    const idOfTemplate: number[] = [];
    for (const [i, t] of TEMPLATES.entries()) {
      const mine = claims.filter((c) => c.tpl === i);
      const claimStartAt = t.status === "DRAFT" ? now + 7 * DAY : now - 400 * DAY;
      const claimEndAt = t.status === "DRAFT" ? now + 60 * DAY : now + 60 * DAY;
      const usedCount = mine.filter((c) => c.status === "USED").length;
      const Id = await ctx.insert(coupon, {
        ...t, goodsIds: "goodsIds" in t ? [...t.goodsIds] : null, reduceFen: "reduceFen" in t ? t.reduceFen : null,
        discountRate: "discountRate" in t ? t.discountRate : null, maxDiscountFen: "maxDiscountFen" in t ? t.maxDiscountFen : null,
        totalQuantity: t.status === "ENDED" ? Math.max(1, mine.length) : Math.max(1000, mine.length * 3), claimedCount: mine.length, usedCount,
        perVisitorLimit: limit, claimStartAt, claimEndAt, validType: "RELATIVE", validDays: 30,
        description: `${t.name}：每单限用一张，不与其他优惠券同时使用；退款后券退回（仍在有效期内）。`,
      }, { ctime: claimStartAt - 3 * DAY, utime: Math.max(claimStartAt - 3 * DAY, ...mine.map((c) => c.usedAt ?? c.receivedAt)) });
      idOfTemplate.push(Id);
      for (const c of mine) {
        const window = claimWindow({ validType: "RELATIVE", validDays: 30 }, c.receivedAt);
        await ctx.insert(couponRecord, {
          recordNo: seedCode(random, codes), couponId: Id, visitorId: c.visitorId, source: c.status === "USED" || random() < 0.5 ? "CLAIM" : "ADMIN", receivedAt: c.receivedAt,
          ...window, status: c.status, orderNo: c.orderNo ?? null, usedAt: c.usedAt ?? null, discountFen: c.discountFen ?? null, voidReason: c.voidReason ?? null,
        }, { ctime: c.receivedAt, utime: c.usedAt ?? c.receivedAt });
      }
    }
    // The orders' COUPON lines named the k-th template: they name its Id (the same on a fresh database).
    await nameDiscountRefs(tx, "COUPON", (_no, refId) => (refId !== null && refId >= 1 && refId <= 14 ? idOfTemplate[refId - 1] ?? null : null));
  },
});
