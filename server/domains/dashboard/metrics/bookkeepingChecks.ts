import { sql } from "kysely";
import { ARTIST_LEDGER_STATUSES } from "../../../../src/catalogue/resources/order/artistLedgerEntry";
import { RECONCILE_BATCH_STATUSES, RECONCILE_CHANNELS } from "../../../../src/catalogue/resources/payment/reconcileBatch";
import { entriesIn } from "./bookkeeping";
import { itemsFrom, labelFrom, ratio, type KeyedBucketRow, type KeyedRow } from "./bookkeepingSplit";
import { bucketIndexOfDateSql, bucketIndexSql } from "./period";
import { registerMetric, type BreakdownItem, type MetricDef, type MetricInput } from "./registry";

/**
 * The bookkeeping report's checks (commerce.md §7.3): orders against their automatic entries per
 * channel, the reconcile batches' states, channel fee rates and the artists' shares. R(order), as
 * /order/bookkeeping, its 渠道对账 tab and /order/shiyauthornotice.
 */
const CHANNELS = RECONCILE_CHANNELS.map((c) => c.value);
const channelLabel = labelFrom(RECONCILE_CHANNELS);
/** The order's payChannel and the money account of each reconciled channel (autoEntries.ts writes the same). */
const PAY_CHANNEL = { WXPAY: "WXPAY", ALIPAY: "ALIPAY", APPLE: "APPLE_IAP" } as const;
const ACCOUNT = { WXPAY: "WXPAY_MCH", ALIPAY: "ALIPAY", APPLE: "APPLE" } as const;
const PAID = ["PAID", "REFUNDING", "PARTIAL_REFUNDED", "REFUNDED"];

const channelOfPay = sql<string>`(case orders."payChannel" when 'WXPAY' then 'WXPAY' when 'ALIPAY' then 'ALIPAY' else 'APPLE' end)`;
const channelOfAccount = sql<string>`(case bookkeeping_entry.account when 'WXPAY_MCH' then 'WXPAY' when 'ALIPAY' then 'ALIPAY' else 'APPLE' end)`;
const entryBucket = (input: MetricInput) => bucketIndexOfDateSql(sql.ref("bookkeeping_entry.occurredOn"), input.buckets ?? []);
const msBucket = (input: MetricInput, column: string) =>
  input.buckets && input.granularity ? bucketIndexSql(sql.ref(column), input.period, input.buckets, input.granularity) : sql<number>`0`;

/** Cash orders paid in the period (payAmount), and their refunds that succeeded in it (negative), per channel. */
async function orderSide(input: MetricInput): Promise<KeyedBucketRow[]> {
  const { start, end } = input.period;
  const paid = await input.db.selectFrom("orders")
    .where("orders.status", "in", PAID).where("orders.payAmount", ">", 0)
    .where("orders.paidAt", ">=", start).where("orders.paidAt", "<", end)
    .where("orders.payChannel", "in", Object.values(PAY_CHANNEL))
    .select([channelOfPay.as("k"), msBucket(input, "orders.paidAt").as("b"), sql<unknown>`sum(orders."payAmount")`.as("v")])
    .groupBy([sql.ref("k"), sql.ref("b")]).execute();
  const refunded = await input.db.selectFrom("refund").innerJoin("orders", "orders.Id", "refund.orderId")
    .where("refund.status", "=", "SUCCESS").where("refund.successAt", ">=", start).where("refund.successAt", "<", end)
    .where("orders.payChannel", "in", Object.values(PAY_CHANNEL))
    .select([channelOfPay.as("k"), msBucket(input, "refund.successAt").as("b"), sql<unknown>`sum(-refund.amount)`.as("v")])
    .groupBy([sql.ref("k"), sql.ref("b")]).execute();
  return [...paid, ...refunded];
}

/** The automatic entries of those orders and refunds: AUTO_ORDER income − AUTO_REFUND expense, per channel's account. */
async function entrySide(input: MetricInput): Promise<KeyedBucketRow[]> {
  return entriesIn(input)
    .where("bookkeeping_entry.source", "in", ["AUTO_ORDER", "AUTO_REFUND"])
    .where("bookkeeping_entry.account", "in", Object.values(ACCOUNT))
    .select([channelOfAccount.as("k"), entryBucket(input).as("b"),
      sql<unknown>`sum(case when bookkeeping_entry.source = 'AUTO_ORDER' then bookkeeping_entry.amount else -bookkeeping_entry.amount end)`.as("v")])
    .groupBy([sql.ref("k"), sql.ref("b")]).execute();
}

const prefixed = (prefix: string, rows: readonly KeyedBucketRow[]) => rows.map((r) => ({ ...r, k: `${prefix}:${String(r.k)}` }));

export const bkOrderCheck: MetricDef = {
  metric: "bkOrderCheck", label: "订单与账目差额", unit: "fen", object: "order", filters: [],
  drill: { route: "/order/bookkeeping/reconcile", filter: { field: "billDate", kind: "date" } } as MetricDef["drill"],
  definition: "每个支付渠道：订单净额（期间内支付的现金订单实付 − 期间内成功的退款）与账目净额（「订单」来源收入 − 「退款」来源支出，该渠道资金账户，按业务日期）之差，应为 0；键为 orders/entries/gap:渠道。",
  async compute(input) {
    const [orders, entries] = await Promise.all([orderSide(input), entrySide(input)]);
    const gap = [...orders, ...entries.map((r) => ({ ...r, v: -Number(r.v) }))];
    const rows = [...prefixed("orders", orders), ...prefixed("entries", entries), ...prefixed("gap", gap)];
    const kind = { orders: "订单净额", entries: "账目净额", gap: "差额" } as Record<string, string>;
    const label = (k: string) => { const [what = "", ch = ""] = k.split(":"); return `${channelLabel(ch)} ${kind[what] ?? what}`; };
    const order = ["orders", "entries", "gap"].flatMap((w) => CHANNELS.map((c) => `${w}:${c}`));
    const breakdown = itemsFrom(rows, input.buckets ? rows : null, input.buckets, label, order);
    return { value: breakdown.filter((i) => i.key.startsWith("gap:")).reduce((n, i) => n + i.value, 0), breakdown };
  },
};

export const bkReconcile: MetricDef = {
  metric: "bkReconcile", label: "对账批次", unit: "count", object: "order", filters: [],
  drill: { route: "/order/bookkeeping/reconcile", filter: { field: "billDate", kind: "date" } } as MetricDef["drill"],
  definition: "账单日期在期间内的渠道对账批次数，按渠道与状态（对账中、已平、有差异、差异已处理、下载失败）；键为「渠道:状态」。",
  async compute(input) {
    const q = input.db.selectFrom("reconcile_batch")
      .where("reconcile_batch.billDate", ">=", input.period.from).where("reconcile_batch.billDate", "<=", input.period.to);
    const key = sql<string>`(reconcile_batch.channel || ':' || reconcile_batch.status)`;
    const totals = await q.select([key.as("k"), sql<unknown>`count(*)`.as("v")]).groupBy(sql.ref("k")).execute();
    const perBucket = input.buckets
      ? await q.select([key.as("k"), bucketIndexOfDateSql(sql.ref("reconcile_batch.billDate"), input.buckets).as("b"), sql<unknown>`count(*)`.as("v")]).groupBy([sql.ref("k"), sql.ref("b")]).execute()
      : null;
    const statusLabel = labelFrom(RECONCILE_BATCH_STATUSES);
    const label = (k: string) => { const [ch = "", st = ""] = k.split(":"); return `${channelLabel(ch)} ${statusLabel(st)}`; };
    const order = CHANNELS.flatMap((c) => RECONCILE_BATCH_STATUSES.map((s) => `${c}:${s.value}`));
    const breakdown = itemsFrom(totals, perBucket, input.buckets, label, order);
    return { value: breakdown.reduce((n, i) => n + i.value, 0), breakdown };
  },
};

/** Per channel: fee entries (CHANNEL_FEE, Apple: APPLE_COMMISSION; net of reversals) and the channel's order income. */
async function feeRows(input: MetricInput, what: "fee" | "income"): Promise<KeyedBucketRow[]> {
  const q = entriesIn(input).where("bookkeeping_entry.account", "in", Object.values(ACCOUNT));
  const scoped = what === "income"
    ? q.where("bookkeeping_entry.source", "=", "AUTO_ORDER").where("bookkeeping_entry.direction", "=", "INCOME")
    : q.where((eb) => eb.or([
      eb.and([eb("bookkeeping_entry.account", "=", "APPLE"), eb("bookkeeping_entry.category", "=", "APPLE_COMMISSION")]),
      eb.and([eb("bookkeeping_entry.account", "!=", "APPLE"), eb("bookkeeping_entry.category", "=", "CHANNEL_FEE")]),
    ]));
  const value = what === "income" ? sql<unknown>`sum(bookkeeping_entry.amount)`
    : sql<unknown>`sum(case when bookkeeping_entry.direction = 'EXPENSE' then bookkeeping_entry.amount else -bookkeeping_entry.amount end)`;
  return scoped.select([channelOfAccount.as("k"), entryBucket(input).as("b"), value.as("v")]).groupBy([sql.ref("k"), sql.ref("b")]).execute();
}

export const bkFeeRate: MetricDef = {
  metric: "bkFeeRate", label: "渠道费率", unit: "ratio", object: "order", filters: [],
  definition: "支付手续费 ÷ 该渠道订单收入（微信支付、支付宝），苹果渠道费 ÷ App Store 订单收入；费用为对应科目支出减红冲，收入为「订单」来源的收入账目，按业务日期；无收入时为 0。",
  async compute(input) {
    const [fees, income] = await Promise.all([feeRows(input, "fee"), feeRows(input, "income")]);
    const sumOf = (rows: readonly KeyedRow[], ch?: string) => rows.filter((r) => ch === undefined || r.k === ch).reduce((n, r) => n + Number(r.v), 0);
    const breakdown: BreakdownItem[] = CHANNELS.map((ch) => {
      const series = input.buckets?.map((b, i) => {
        const at = (rows: readonly KeyedBucketRow[]) => rows.filter((r) => r.k === ch && Number(r.b) === i).reduce((n, r) => n + Number(r.v), 0);
        return { bucket: b.bucket, value: ratio(at(fees), at(income)) };
      });
      return { key: ch, label: channelLabel(ch), value: ratio(sumOf(fees, ch), sumOf(income, ch)), ...(series ? { series } : {}) };
    });
    return { value: ratio(sumOf(fees), sumOf(income)), breakdown };
  },
};

/** Ledger entries whose settlement month (`period`, YYYY-MM) falls in the range's months. */
function ledgerIn(input: MetricInput) {
  return input.db.selectFrom("artist_ledger_entry")
    .where("artist_ledger_entry.period", ">=", input.period.from.slice(0, 7)).where("artist_ledger_entry.period", "<=", input.period.to.slice(0, 7));
}
const payable = sql<unknown>`sum(artist_ledger_entry."payableAmount")`;

export const bkArtistShare: MetricDef = {
  metric: "bkArtistShare", label: "艺术家分成应付", unit: "fen", object: "order", filters: [],
  definition: "结算月份在所选期间所含月份内的艺术家台账应付金额之和（含调整），按状态拆分。",
  async compute(input) {
    const totals = await ledgerIn(input).select([sql<string>`artist_ledger_entry.status`.as("k"), payable.as("v")]).groupBy(sql.ref("k")).execute();
    const breakdown = itemsFrom(totals, null, undefined, labelFrom(ARTIST_LEDGER_STATUSES), ARTIST_LEDGER_STATUSES.map((s) => s.value));
    return { value: breakdown.reduce((n, i) => n + i.value, 0), breakdown };
  },
};

export const bkArtistTop: MetricDef = {
  metric: "bkArtistTop", label: "艺术家分成 TOP 10", unit: "fen", object: "order", filters: [],
  definition: "同「艺术家分成应付」，按艺术家合计，取应付金额最高的 10 位；合计为全部艺术家。",
  async compute(input) {
    const totals = await ledgerIn(input).select([sql<string>`artist_ledger_entry."artistId"`.as("k"), payable.as("v")]).groupBy(sql.ref("k")).execute();
    const names = new Map((await input.db.selectFrom("programme_artist").select(["code", "name"]).execute()).map((r) => [String(r.code), String(r.name)]));
    const all = itemsFrom(totals, null, undefined, (k) => names.get(k) ?? k);
    const breakdown = [...all].sort((a, b) => b.value - a.value || a.key.localeCompare(b.key)).slice(0, 10);
    return { value: all.reduce((n, i) => n + i.value, 0), breakdown };
  },
};

registerMetric(bkOrderCheck, bkReconcile, bkFeeRate, bkArtistShare, bkArtistTop);
