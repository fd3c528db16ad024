import { sql } from "kysely";
import { fromShanghaiInput, shanghaiDate } from "../../../../src/catalogue/kinds/shanghai";
import { PAY_CHANNELS, PLATFORMS, VIP_LEVELS } from "../../../../src/catalogue/commerce";
import { paidOrdersIn, PAID_STATUSES } from "./orderQueries";
import { num, registerMetric, type BreakdownItem, type MetricDef, type MetricInput, type SeriesPoint } from "./registry";
import { bucketOf, firstIntervals } from "./vipAnalysis";
import { byVisitor, holding, instantOf, loadIntervals } from "./vipIntervals";

/**
 * 会员分析's split figures (commerce.md §7.4): 有效会员 by level, 会员商品结构, 开通渠道, the 会员留存
 * cohort and 兑换码转化. Breakdown keys are the list filter values the page drills with.
 */
const labelOf = (options: readonly { value: string; label: string }[], key: string) => options.find((o) => o.value === key)?.label ?? key;
// Extra fields beside the registry's drill type: `breakdownField` tells the page which list filter a slice sets.
const GOODS_DRILL = { route: "/order/vip", filter: { field: "paidAt", breakdownField: "vipGoodsId" } };
const CHANNEL_DRILL = { route: "/order/vip", filter: { field: "paidAt", breakdownField: "payChannel" } };
const PLATFORM_DRILL = { route: "/order/vip", filter: { field: "paidAt", breakdownField: "platform" } };
const LEVEL_DRILL = { route: "/tourist/tourist", filter: { field: "vipExpireAt", breakdownField: "vipLevel" } };

export const activeVipByLevel: MetricDef = {
  metric: "activeVipByLevel", label: "有效会员（按等级）", unit: "count", object: "order", filters: ["platform"], drill: LEVEL_DRILL,
  definition: "期末（不晚于此刻）会员权益有效的用户数，按当时所在权益的会员等级（会员、超级会员；两段重叠时按超级会员）拆分；按粒度时每段取段末。与「有效会员数」同一口径。",
  async compute(input) {
    const visitors = [...byVisitor(await loadIntervals(input)).values()];
    const count = (end: number) => {
      const at = instantOf(end, input.now);
      const out = new Map<string, number>();
      for (const list of visitors) {
        const held = holding(list, at);
        if (held) out.set(held.level, (out.get(held.level) ?? 0) + 1);
      }
      return out;
    };
    const total = count(input.period.end);
    const perBucket = input.buckets?.map((b) => ({ bucket: b.bucket, counts: count(b.end) }));
    const breakdown: BreakdownItem[] = ["VIP", "SVIP"].map((level) => ({
      key: level, label: labelOf(VIP_LEVELS, level), value: total.get(level) ?? 0,
      ...(perBucket ? { series: perBucket.map((b) => ({ bucket: b.bucket, value: b.counts.get(level) ?? 0 })) } : {}),
    }));
    return { value: breakdown.reduce((n, i) => n + i.value, 0), breakdown };
  },
};

export const vipGoodsGmv: MetricDef = {
  metric: "vipGoodsGmv", label: "会员商品结构", unit: "fen", object: "order", filters: ["platform", "payChannel"], drill: GOODS_DRILL,
  definition: "会员订单的成交额按会员商品拆分：支付时间在期间内、实付 > 0 的会员订单（之后退款不撤销），Σ 实付金额；各项之和为会员成交额。",
  async compute(input) {
    const rows = await paidOrdersIn(input, input.period, (eb) => [eb("orders.orderType", "=", "VIP")])
      .leftJoin("vip_goods", "vip_goods.Id", "orders.vipGoodsId")
      .select([sql.ref("orders.vipGoodsId").as("k"), sql<unknown>`max(${sql.ref("vip_goods.name")})`.as("n"), sql<unknown>`sum(${sql.ref("orders.payAmount")})`.as("v")])
      .groupBy(sql.ref("orders.vipGoodsId")).execute();
    const breakdown = rows.map((r) => ({ key: r.k === null ? "UNKNOWN" : String(num(r.k)), label: r.n ? String(r.n) : "未知商品", value: num(r.v) }))
      .sort((a, b) => b.value - a.value || a.key.localeCompare(b.key));
    return { value: breakdown.reduce((n, i) => n + i.value, 0), breakdown };
  },
};

/** 新增会员 split by a field of each visitor's first VIP order, with per-bucket series. */
async function newVipBy(input: MetricInput, field: "payChannel" | "platform", options: readonly { value: string; label: string }[]) {
  const firsts = (await firstIntervals(input)).filter((f) => f.start >= input.period.start && f.start < input.period.end);
  const keys = [...new Set(firsts.map((f) => f[field]))].sort();
  const { buckets } = input;
  const breakdown: BreakdownItem[] = keys.map((key) => {
    const mine = firsts.filter((f) => f[field] === key);
    let series: SeriesPoint[] | undefined;
    if (buckets) {
      const values = buckets.map(() => 0);
      for (const f of mine) {
        const i = bucketOf(buckets, f.start);
        if (i >= 0) values[i] = (values[i] ?? 0) + 1;
      }
      series = buckets.map((b, i) => ({ bucket: b.bucket, value: values[i] ?? 0 }));
    }
    return { key, label: labelOf(options, key), value: mine.length, ...(series ? { series } : {}) };
  }).sort((a, b) => b.value - a.value || a.key.localeCompare(b.key));
  return { value: firsts.length, breakdown };
}

export const newVipByChannel: MetricDef = {
  metric: "newVipByChannel", label: "开通渠道", unit: "count", object: "order", filters: ["platform", "payChannel"], drill: CHANNEL_DRILL,
  definition: "新增会员按首笔会员订单的支付方式拆分（微信支付、支付宝、苹果内购、余额、兑换码、后台开通等）；各项之和等于新增会员。",
  compute: (input) => newVipBy(input, "payChannel", PAY_CHANNELS),
};

export const newVipByPlatform: MetricDef = {
  metric: "newVipByPlatform", label: "开通端", unit: "count", object: "order", filters: ["platform", "payChannel"], drill: PLATFORM_DRILL,
  definition: "新增会员按首笔会员订单的下单端拆分；各项之和等于新增会员。",
  compute: (input) => newVipBy(input, "platform", PLATFORMS),
};

/** How many cohorts (first-VIP months) and columns (months since) 会员留存 shows. */
export const COHORT_MONTHS = 12;

/** The 1st of the month `k` months after the month holding `ms`, epoch ms. */
export function monthStart(ms: number, k = 0): number {
  const [y, m] = shanghaiDate(ms).split("-").map(Number) as [number, number];
  const index = y * 12 + (m - 1) + k;
  return fromShanghaiInput(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}-01`);
}

export const vipCohort: MetricDef = {
  metric: "vipCohort", label: "会员留存", unit: "ratio", object: "order", filters: [], drill: { route: "/order/vip", filter: { field: "paidAt" } },
  definition: "按首次成为会员的月份分组（所选期间最后一天所在月及之前共 12 个月）；第 k 列为该组在第 k 个月月末（首月为 0；不晚于此刻，未到的月份不给出）仍是有效会员的比例。指标值为各组合计的第 1 个月留存。"
    + "应答：breakdown 每项一组，key 为该月 1 日，value 为组内人数，series 的 bucket 为 \"0\"…\"11\"、value 为该列比例（0–1）。",
  async compute(input) {
    const visitors = [...byVisitor(await loadIntervals(input, false)).values()];
    const last = monthStart(input.period.end - 1);
    let size1 = 0;
    let kept1 = 0;
    const breakdown: BreakdownItem[] = [];
    for (let c = COHORT_MONTHS - 1; c >= 0; c -= 1) {
      const start = monthStart(last, -c);
      const end = monthStart(last, -c + 1);
      const cohort = visitors.filter((list) => list[0]!.start >= start && list[0]!.start < end);
      const series: SeriesPoint[] = [];
      for (let k = 0; k < COHORT_MONTHS; k += 1) {
        const monthEnd = monthStart(start, k + 1);
        if (monthEnd - 1 > input.now) break;
        const kept = cohort.filter((list) => holding(list, monthEnd - 1)).length;
        series.push({ bucket: String(k), value: cohort.length > 0 ? kept / cohort.length : 0 });
        if (k === 1) [size1, kept1] = [size1 + cohort.length, kept1 + kept];
      }
      breakdown.push({ key: shanghaiDate(start), label: `${shanghaiDate(start).slice(0, 4)}年${Number(shanghaiDate(start).slice(5, 7))}月`, value: cohort.length, series });
    }
    return { value: size1 > 0 ? kept1 / size1 : 0, breakdown };
  },
};

export const redeemConversion: MetricDef = {
  metric: "redeemConversion", label: "兑换码转化", unit: "ratio", object: "order", filters: [], drill: { route: "/tourist/coupon", filter: { field: "ctime" } },
  definition: "所选期间内兑换的会员兑换码，按批次：兑换后又支付过会员订单（实付 > 0，支付时间晚于兑换时间）的兑换用户比例。指标值为全部批次合计；"
    + "breakdown 每项一个批次（key 为批次 Id），value 为比例，series 依次为 redeemed（兑换人数）、paid（其后付费人数）。",
  async compute(input) {
    const { period: p } = input;
    const codes = await input.db.selectFrom("redeem_code").innerJoin("redeem_code_batch", "redeem_code_batch.Id", "redeem_code.batchId")
      .where("redeem_code.status", "=", "REDEEMED").where("redeem_code.redeemedAt", ">=", p.start).where("redeem_code.redeemedAt", "<", p.end)
      .select([sql.ref("redeem_code.batchId").as("b"), sql.ref("redeem_code_batch.name").as("n"), sql.ref("redeem_code.redeemedBy").as("v"), sql.ref("redeem_code.redeemedAt").as("t")])
      .execute();
    const visitors = [...new Set(codes.map((c) => num(c.v)))];
    const paid = visitors.length === 0 ? [] : await input.db.selectFrom("orders")
      .where("orders.orderType", "=", "VIP").where("orders.payAmount", ">", 0).where("orders.status", "in", [...PAID_STATUSES])
      .where("orders.visitorId", "in", visitors).select([sql.ref("orders.visitorId").as("v"), sql.ref("orders.paidAt").as("t")]).execute();
    const paidAfter = (visitorId: number, at: number) => paid.some((o) => num(o.v) === visitorId && num(o.t) > at);
    const batches = new Map<number, { name: string; redeemed: Set<number>; paid: Set<number> }>();
    for (const c of codes) {
      const id = num(c.b);
      const b = batches.get(id) ?? { name: String(c.n ?? `批次 ${id}`), redeemed: new Set<number>(), paid: new Set<number>() };
      batches.set(id, b);
      b.redeemed.add(num(c.v));
      if (paidAfter(num(c.v), num(c.t))) b.paid.add(num(c.v));
    }
    const items = [...batches.entries()].sort((a, b) => a[0] - b[0]);
    const redeemed = items.reduce((n, [, b]) => n + b.redeemed.size, 0);
    const converted = items.reduce((n, [, b]) => n + b.paid.size, 0);
    return {
      value: redeemed > 0 ? converted / redeemed : 0,
      breakdown: items.map(([id, b]) => ({
        key: String(id), label: b.name, value: b.redeemed.size > 0 ? b.paid.size / b.redeemed.size : 0,
        series: [{ bucket: "redeemed", value: b.redeemed.size }, { bucket: "paid", value: b.paid.size }],
      })),
    };
  },
};

registerMetric(activeVipByLevel, vipGoodsGmv, newVipByChannel, newVipByPlatform, vipCohort, redeemConversion);
