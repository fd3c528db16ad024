/**
 * The seeded year of orders (commerce.md §2.1, §10), played in time order against each visitor's
 * state so every derived row agrees with the money rules: VIP days stacked, top-ups and balance
 * payments on the balance ledger, 1 point per yuan and claw-backs on the points ledger, refunds
 * within what was paid, an automatic bookkeeping entry per cash payment and refund.
 */
import { shanghaiDate, shanghaiDayStart } from "../../../src/catalogue/kinds/shanghai";
import { businessNo } from "../../resources/businessNo";
import { digits, pick, tail } from "./bulk";
import { COURSES, REFUND_TEXTS, TOPUP_TIERS, VIP_PRODUCTS } from "./catalog";
import { oneOrderPerCourse } from "./courseSeats";
import { replayPoints, type PointsEvent } from "./pointsReplay";
import { appleRefundRandom, pickAppleRefunds, type AppleCandidate } from "./appleRefunds";

const MIN = 60_000;
const DAY = 86_400_000;
const YEAR_MS = 365 * DAY;

export interface SeedVisitor { readonly Id: number; readonly registerAt: number; readonly status: string }
type Row = Record<string, unknown>;
interface Stamped { data: Row; ctime: number; utime?: number }

interface VisitorState { vipLevel: string; vipExpireAt: number | null; autoRenew: boolean; balance: number; points: number; totalPaid: number }

export interface OrderWorld {
  orders: Stamped[];
  /** Refunds with the index of their order in `orders`. */
  refunds: (Stamped & { orderIndex: number })[];
  balanceLogs: Stamped[];
  pointsLogs: Stamped[];
  entries: Stamped[];
  visitors: Map<number, VisitorState>;
  /** Paid VIP orders per goodsNo (the goods' soldCount). */
  sold: Map<string, number>;
}

/** Months with promotions sell more: 618, 暑期, 开学季, 双 11. */
const MONTH_BOOST: Readonly<Record<number, number>> = { 6: 1.3, 7: 1.15, 9: 1.25, 11: 1.4 };

/** Payments follow the day: quiet at night, peaking 20:00–23:00 Beijing time. */
const HOUR_WEIGHTS = [2, 1, 1, 1, 1, 1, 2, 3, 5, 6, 6, 6, 7, 6, 6, 6, 6, 6, 7, 8, 11, 12, 11, 7].map((w, h) => [h, w] as const);

export function buildOrderWorld(random: () => number, now: number, scale: number, people: readonly SeedVisitor[], goodsIds: ReadonlyMap<string, number>, apple = appleRefundRandom()): OrderWorld {
  const live = [...people].filter((v) => v.status !== "DEACTIVATED").sort((a, b) => a.registerAt - b.registerAt);
  const subset = (share: number) => live.filter(() => random() < share);
  const buyers = { VIP: subset(0.2), TOPUP: subset(0.12), COURSE: subset(0.28) } as const;
  const state = new Map<number, VisitorState>(people.map((v) => [v.Id, { vipLevel: "NONE", vipExpireAt: null, autoRenew: false, balance: 0, points: 0, totalPaid: 0 }]));
  const w: OrderWorld = { orders: [], refunds: [], balanceLogs: [], pointsLogs: [], entries: [], visitors: state, sold: new Map() };
  const seq = { order: 0, refund: 0, bl: 0, bk: 0, appleRefund: 0, appleBk: 0 };
  /** Business-number tails of the Apple refunds and their entries: ranges of their own, so the other rows keep their numbers. */
  const APPLE_TAILS = 900_000;

  // 1. When orders were placed: ~4,950 over 12 months, growing ~2.3× through the year.
  const total = Math.max(60, Math.round(4_950 * scale));
  const times: number[] = [];
  for (let k = 0; k < total; k += 1) {
    for (;;) {
      const x = random();
      const t = now - YEAR_MS + Math.floor(x * (YEAR_MS - 2 * 3_600_000));
      const month = Number(shanghaiDate(t).slice(5, 7));
      if (random() * 2.3 * 1.4 > (1 + 1.3 * x) * (MONTH_BOOST[month] ?? 1)) continue;
      const day = shanghaiDayStart(t);
      times.push(Math.min(now - 2 * 3_600_000, day + pick(random, HOUR_WEIGHTS) * 3_600_000 + Math.floor(random() * 3_600_000)));
      break;
    }
  }
  times.sort((a, b) => a - b);

  // 2. Orders, their payments and planned refunds, as events in time order.
  type Event = { t: number; run: () => void };
  const events: Event[] = [];
  const buyerAt = (list: readonly SeedVisitor[], t: number): SeedVisitor | undefined => {
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid]!.registerAt <= t) lo = mid + 1;
      else hi = mid;
    }
    return lo === 0 ? undefined : list[Math.floor(random() * lo)];
  };
  const balanceMove = (visitorId: number, change: number, bizType: string, bizNo: string, at: number, remark: string | null, operator = "系统") => {
    const s = state.get(visitorId)!;
    s.balance += change;
    seq.bl += 1;
    w.balanceLogs.push({ ctime: at, data: { logNo: businessNo("BL", at, tail(seq.bl)), visitorId, bizType, change, balanceAfter: s.balance, bizNo, remark, operator } });
  };
  const pointsEvents: PointsEvent[] = [];
  const appleEntries: Stamped[] = [];
  const entry = (order: Row, income: boolean, amount: number, at: number, relatedNo: string, apple = false) => {
    const account = ({ WXPAY: "WXPAY_MCH", ALIPAY: "ALIPAY", APPLE_IAP: "APPLE" } as Record<string, string>)[String(order.payChannel)];
    if (!account || amount <= 0) return;
    const n = apple ? APPLE_TAILS + (seq.appleBk += 1) : (seq.bk += 1);
    const category = income ? ({ VIP: "VIP_INCOME", TOPUP: "TOPUP_INCOME", COURSE: "COURSE_INCOME" } as Record<string, string>)[String(order.orderType)] : "REFUND";
    (apple ? appleEntries : w.entries).push({ ctime: at, data: {
      billNo: businessNo("BK", at, tail(n)), direction: income ? "INCOME" : "EXPENSE", category, amount, occurredOn: shanghaiDate(at),
      account, counterparty: null, relatedNo, source: income ? "AUTO_ORDER" : "AUTO_REFUND", reconcileStatus: at < now - 2 * DAY ? "MATCHED" : "UNRECONCILED", locked: false,
      remark: income ? `订单 ${String(order.orderNo)} 收款` : `订单 ${String(order.orderNo)} 退款`,
    } });
  };

  // A visitor holds one seat per academy course: they order each at most once (courseSeats.ts).
  const oneCoursePerVisitor = oneOrderPerCourse(COURSES);
  const appleVip: AppleCandidate<Row>[] = [];
  for (const t of times) {
    const type = pick(random, [["VIP", 3200], ["TOPUP", 650], ["COURSE", 1100]] as const);
    const buyer = buyerAt(buyers[type], t);
    if (!buyer) continue;
    seq.order += 1;
    const platform = pick(random, [["IOS", 38], ["ANDROID", 34], ["MP_WEIXIN", 20], ["H5", 5], ["PC", 3]] as const);
    let payChannel: string = platform === "MP_WEIXIN" ? "WXPAY" : pick(random, platform === "IOS" ? [["APPLE_IAP", 62], ["WXPAY", 25], ["ALIPAY", 13]] as const : [["WXPAY", 62], ["ALIPAY", 38]] as const);
    const o: Row = { orderType: type, visitorId: buyer.Id, platform, status: "PENDING", fulfilStatus: "NONE", refundedAmount: 0, refundingAmount: 0, invoiceStatus: "NONE", discountAmount: 0, discountDetail: [], promotionType: "NONE", clientIp: `${36 + Math.floor(random() * 180)}.${Math.floor(random() * 255)}.${Math.floor(random() * 255)}.${1 + Math.floor(random() * 250)}`, tdid: `td${digits(random, 14)}` };
    let price: number;
    let lineName: string;
    let goodsType: string;
    let goodsId: number | null;
    if (type === "VIP") {
      const g = pick(random, VIP_PRODUCTS.map((p) => [p, p.share] as const));
      if (random() < 0.04) payChannel = random() < 0.7 ? "REDEEM_CODE" : "ADMIN";
      price = g.price;
      lineName = g.name;
      goodsType = "VIP_GOODS";
      goodsId = goodsIds.get(g.goodsNo) ?? null;
      Object.assign(o, { vipGoodsId: goodsId, vipLevel: g.vipLevel, durationDays: g.days, autoRenew: g.autoRenew && payChannel !== "REDEEM_CODE" && payChannel !== "ADMIN" });
      if (payChannel === "REDEEM_CODE" || payChannel === "ADMIN") o.discountDetail = [{ type: payChannel, refId: null, amount: price }];
      else if (random() < 0.12) o.discountDetail = [{ type: "COUPON", refId: 1 + Math.floor(random() * 14), amount: price >= 20000 ? 2000 : 500 }];
    } else if (type === "TOPUP") {
      const tier = pick(random, TOPUP_TIERS.map((p) => [p, p.share] as const));
      price = tier.pay;
      lineName = `余额充值 ¥${tier.pay / 100}`;
      goodsType = "TOPUP";
      goodsId = null;
      Object.assign(o, { bonusAmount: tier.bonus });
    } else {
      const c = oneCoursePerVisitor(buyer.Id, pick(random, COURSES.map((p) => [p, p.courseType === "SHIY" ? 1 : 1.6] as const)));
      price = c.price;
      lineName = c.name;
      goodsType = c.courseType === "SHIY" ? "SHIY_COURSE" : "PUBLIC_COURSE";
      goodsId = c.courseId;
      const promo = pick(random, [["TEAM_BUY", 18], ["FLASH_SALE", 9], ["NONE", 73]] as const);
      const details: Row[] = [];
      if (promo === "TEAM_BUY") details.push({ type: "TEAM_BUY", refId: 1 + Math.floor(random() * 6), amount: Math.round(price * 0.2 / 100) * 100 });
      if (promo === "FLASH_SALE") details.push({ type: "FLASH_SALE", refId: 1 + Math.floor(random() * 10), amount: Math.round(price * 0.3 / 100) * 100 });
      if (random() < 0.2) details.push({ type: "COUPON", refId: 1 + Math.floor(random() * 14), amount: price >= 50000 ? 10000 : 500 });
      o.discountDetail = details;
      Object.assign(o, { courseType: c.courseType, courseId: c.courseId, courseName: c.name, classId: c.courseType === "SHIY" ? c.courseId * 10 + 1 + Math.floor(random() * 3) : null, promotionType: promo, teamId: null });
      // The team is set once teams exist (marketing/teamBuyActivity/seedTeams.ts); the draw keeps the rest of the world as it was.
      if (promo === "TEAM_BUY") random();
      if (payChannel !== "APPLE_IAP" && random() < 0.12) payChannel = "BALANCE";
      if (payChannel === "APPLE_IAP") payChannel = "WXPAY";
    }
    const discount = Math.min(price, (o.discountDetail as Row[]).reduce((s, d) => s + Number(d.amount), 0));
    const prefix = type === "VIP" ? "VIP" : type === "TOPUP" ? "TOP" : "CRS";
    Object.assign(o, {
      orderNo: businessNo(prefix, t, tail(seq.order)),
      lines: [{ goodsType, goodsId, goodsName: lineName, unitPrice: price, quantity: 1, lineAmount: price }],
      totalAmount: price, discountAmount: discount, payAmount: price - discount, expireAt: t + 30 * MIN,
    });
    const index = w.orders.length;
    w.orders.push({ data: o, ctime: t });
    if (random() < (type === "TOPUP" ? 0.04 : 0.05) && payChannel !== "REDEEM_CODE" && payChannel !== "ADMIN") {
      Object.assign(o, { status: "CLOSED", closedAt: t + 30 * MIN });
      continue;
    }
    const paidAt = t + 5_000 + Math.floor(random() * 110_000);
    events.push({ t: paidAt, run: () => pay(o, paidAt, payChannel) });
    if (type === "VIP" && payChannel === "APPLE_IAP" && discount === 0) appleVip.push({ order: o, index, paidAt });
    // VIP 3 % of all paid orders, though Apple refunds are Apple's: the others take a larger share.
    const rate = type === "TOPUP" ? 0.01 : type === "VIP" ? 0.045 : 0.025;
    const refundable = o.payChannel !== "APPLE_IAP" && payChannel !== "APPLE_IAP" && Number(o.payAmount) > 0;
    if (refundable && random() < rate) {
      const at = paidAt + DAY + Math.floor(random() * 9 * DAY);
      if (at < now - 10 * MIN) events.push({ t: at, run: () => refund(o, index, at) });
    }
  }

  function pay(o: Row, paidAt: number, wanted: string) {
    const s = state.get(Number(o.visitorId))!;
    const amount = Number(o.payAmount);
    let channel = wanted;
    if (channel === "BALANCE" && s.balance < amount) channel = "WXPAY";
    const no = String(o.orderNo);
    const tradeNo = channel === "WXPAY" ? `4200${digits(random, 24)}` : channel === "ALIPAY" ? `${new Date(paidAt).getUTCFullYear()}${digits(random, 24)}` : channel === "APPLE_IAP" ? `${20000 + Math.floor(random() * 9000)}${digits(random, 11)}` : null;
    Object.assign(o, { status: "PAID", payChannel: channel, channelTradeNo: tradeNo, paidAt, fulfilStatus: "DONE" });
    if (channel === "BALANCE") balanceMove(Number(o.visitorId), -amount, "PURCHASE", no, paidAt, `订单 ${no} 余额支付`);
    if (o.orderType === "VIP") {
      const active = s.vipExpireAt !== null && s.vipExpireAt > paidAt;
      const start = active ? s.vipExpireAt! : paidAt;
      const end = start + Number(o.durationDays) * DAY;
      Object.assign(o, { vipStartAt: start, vipEndAt: end, isRenewal: s.vipExpireAt !== null, originalTransactionId: channel === "APPLE_IAP" ? o.channelTradeNo : null });
      if (!active || o.vipLevel === "SVIP") s.vipLevel = String(o.vipLevel);
      s.vipExpireAt = end;
      s.autoRenew = o.autoRenew === true;
      const goods = String((o.lines as Row[])[0]!.goodsName);
      w.sold.set(goods, (w.sold.get(goods) ?? 0) + 1);
    } else if (o.orderType === "TOPUP") {
      balanceMove(Number(o.visitorId), amount, "TOPUP", no, paidAt, null);
      const bonus = Number(o.bonusAmount ?? 0);
      if (bonus > 0) balanceMove(Number(o.visitorId), bonus, "TOPUP_BONUS", no, paidAt, "充值赠送");
      Object.assign(o, { creditAmount: amount + bonus, balanceAfter: s.balance });
    }
    s.totalPaid += amount;
    entry(o, true, amount, paidAt, no);
    if (o.orderType !== "TOPUP" && amount >= 100) pointsEvents.push({ t: paidAt, visitorId: Number(o.visitorId), change: Math.floor(amount / 100), bizType: "ORDER_REWARD", bizNo: no, remark: "消费返积分" });
  }

  function refund(o: Row, orderIndex: number, at: number) {
    const s = state.get(Number(o.visitorId))!;
    const pay = Number(o.payAmount);
    const full = o.orderType === "TOPUP" || random() < 0.6;
    const amount = full ? pay : Math.max(100, Math.round(pay / 200) * 100);
    const debit = o.orderType === "TOPUP" ? amount + Number(o.bonusAmount ?? 0) : 0;
    if (debit > s.balance) return;
    const outcome = at > now - 3 * DAY && random() < 0.5 ? "PROCESSING" : pick(random, [["SUCCESS", 95], ["CLOSED", 1], ["ABNORMAL", 1]] as const);
    const offline = o.payChannel !== "BALANCE" && random() < 0.4;
    const reason = pick(random, [["USER_REQUEST", 60], ["SERVICE_ISSUE", 15], ["DUPLICATE", 8], ["OTHER", 10], ...(o.orderType === "COURSE" ? [["CLASS_CANCELLED", 7] as const] : [])] as const);
    seq.refund += 1;
    const refundNo = businessNo("RF", at, tail(seq.refund));
    const channelRefundId = o.payChannel === "BALANCE" || outcome === "PROCESSING" && !offline ? null : `50${digits(random, 27)}`;
    const success = outcome === "SUCCESS";
    const successAt = success ? at + (offline ? 0 : 60_000 + Math.floor(random() * 3_600_000)) : null;
    w.refunds.push({ orderIndex, ctime: at, utime: successAt ?? at, data: {
      refundNo, orderNo: o.orderNo, visitorId: o.visitorId, payChannel: o.payChannel, mode: offline ? "OFFLINE" : "CHANNEL", channelRefundId,
      amount, reason, reasonText: REFUND_TEXTS[reason] ?? null, revokeEntitlement: full, status: outcome,
      userReceivedAccount: o.payChannel === "BALANCE" ? "账户余额" : success ? (offline ? "商户平台线下退款" : "支付用户零钱") : null,
      successAt, operator: pick(random, [["admin", 1], ["ops.wang", 2], ["ops.chen", 2]] as const),
    } });
    if (outcome === "PROCESSING") {
      if (debit > 0) balanceMove(Number(o.visitorId), -debit, "TOPUP_REFUND", refundNo, at, `充值订单 ${String(o.orderNo)} 退款扣回`);
      Object.assign(o, { status: "REFUNDING", refundingAmount: amount });
      return;
    }
    if (!success) return;
    const doneAt = successAt!;
    if (debit > 0) balanceMove(Number(o.visitorId), -debit, "TOPUP_REFUND", refundNo, at, `充值订单 ${String(o.orderNo)} 退款扣回`);
    if (o.payChannel === "BALANCE") balanceMove(Number(o.visitorId), amount, "REFUND", refundNo, doneAt, `订单 ${String(o.orderNo)} 退款`);
    Object.assign(o, { refundedAmount: amount, status: amount >= pay ? "REFUNDED" : "PARTIAL_REFUNDED" });
    s.totalPaid -= amount;
    entry(o, false, amount, doneAt, refundNo);
    if (o.orderType !== "TOPUP" && amount >= 100) pointsEvents.push({ t: doneAt, visitorId: Number(o.visitorId), change: -Math.floor(amount / 100), bizType: "REFUND_CLAWBACK", bizNo: String(o.orderNo), remark: "退款扣回" });
    if (full) {
      o.fulfilStatus = "REVOKED";
      if (o.orderType === "VIP" && s.vipExpireAt !== null) {
        const left = Math.max(0, Number(o.vipEndAt) - Math.max(doneAt, Number(o.vipStartAt)));
        s.vipExpireAt = Math.max(doneAt, s.vipExpireAt - left);
      }
    }
  }

  // Apple refunded some App Store subscriptions (a stream of its own: appleRefunds.ts).
  const appleRefundRows: OrderWorld["refunds"] = [];
  for (const r of pickAppleRefunds(appleVip, apple, now)) events.push({ t: r.at, run: () => appleRefund(r.order, r.index, r.at) });

  /** Apple's REFUND as the server applies it (notify/appleRefund.ts → refundInTx): an offline refund under Apple's transaction id, VIP days and points taken back. */
  function appleRefund(o: Row, orderIndex: number, at: number) {
    if (o.status !== "PAID") return;
    const s = state.get(Number(o.visitorId))!;
    const amount = Number(o.payAmount);
    const refundNo = businessNo("RF", at, tail(APPLE_TAILS + (seq.appleRefund += 1)));
    appleRefundRows.push({ orderIndex, ctime: at, utime: at, data: {
      refundNo, orderNo: o.orderNo, visitorId: o.visitorId, payChannel: "APPLE_IAP", mode: "OFFLINE", channelRefundId: o.channelTradeNo,
      amount, reason: "OTHER", reasonText: "App Store 退款通知", revokeEntitlement: true, status: "SUCCESS", userReceivedAccount: "商户平台线下退款", successAt: at, operator: "系统",
    } });
    Object.assign(o, { refundedAmount: amount, status: "REFUNDED", fulfilStatus: "REVOKED" });
    s.totalPaid -= amount;
    entry(o, false, amount, at, refundNo, true);
    if (amount >= 100) pointsEvents.push({ t: at, visitorId: Number(o.visitorId), change: -Math.floor(amount / 100), bizType: "REFUND_CLAWBACK", bizNo: String(o.orderNo), remark: "退款扣回", own: true });
    // The days the order still covers, in whole days (entitlements.ts revokeEntitlement / shortenVip).
    const days = Math.min(Number(o.durationDays), Math.max(0, Math.ceil((Number(o.vipEndAt) - Math.max(at, Number(o.vipStartAt))) / DAY)));
    if (s.vipExpireAt !== null && days > 0) {
      s.vipExpireAt = Math.max(at, s.vipExpireAt - days * DAY);
      if (s.vipExpireAt <= at) Object.assign(s, { vipLevel: "NONE", autoRenew: false });
    }
  }

  events.sort((a, b) => a.t - b.t);
  for (const e of events) e.run();

  // 3. Points: rewards and claw-backs with sign-ins and exchanges, each visitor's chain replayed in time order.
  for (const v of live) {
    const n = Math.floor(random() * random() * 14);
    for (let k = 0; k < n; k += 1) {
      const t = v.registerAt + Math.floor(random() * (now - v.registerAt));
      if (random() < 0.12) pointsEvents.push({ t, visitorId: v.Id, change: -(200 + Math.floor(random() * 5) * 100), bizType: "EXCHANGE", bizNo: null, remark: "积分兑换" });
      else pointsEvents.push({ t, visitorId: v.Id, change: random() < 0.8 ? 5 : 20, bizType: random() < 0.8 ? "SIGN_IN" : "TASK", bizNo: null, remark: random() < 0.8 ? "每日签到" : "完成任务" });
    }
  }
  // With the daily expiry sweep in between (pointsReplay.ts): points earned over 365 days ago and unspent expire.
  w.pointsLogs.push(...replayPoints(pointsEvents, state, now));
  // After the first world's rows, so those keep their Ids.
  w.refunds.push(...appleRefundRows);
  w.entries.push(...appleEntries);
  for (const s of state.values()) {
    if (s.vipExpireAt !== null && s.vipExpireAt <= now) {
      s.vipLevel = "NONE";
      s.autoRenew = false;
    }
  }
  return w;
}
