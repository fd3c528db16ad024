import { sql } from "kysely";
import { BOOKKEEPING_CATEGORIES, MONEY_ACCOUNTS } from "../../../../src/catalogue/resources/order/bookkeepingEntry";
import { itemsFrom, labelFrom, ratio } from "./bookkeepingSplit";
import { bucketIndexOfDateSql, type Period } from "./period";
import { num, registerMetric, seriesFrom, type MetricDef, type MetricInput, type SeriesPoint } from "./registry";

/**
 * The bookkeeping report's money figures (commerce.md §7.3, page /dashboard/orderbookkeeping) over
 * /order/bookkeeping's entries (bookkeeping_entry), by their business day `occurredOn` (a Shanghai
 * date kept as text), R(order) as that list. Every entry counts as written, 红冲 rows included: a
 * reversal is an entry of the opposite direction, so a reversed pair nets to 0 in 结余.
 */
export const ENTRIES = { route: "/order/bookkeeping", filter: { field: "occurredOn", kind: "date" } } as const;

/** The cost categories 毛利率 takes off income (§7.3); the seeded world has only REFUND rows of them. */
export const DIRECT_COSTS = ["REFUND", "CHANNEL_FEE", "APPLE_COMMISSION", "ARTIST_SHARE"] as const;
const INCOME_CATEGORIES = new Set<string>(BOOKKEEPING_CATEGORIES.slice(0, 7).map((c) => c.value));
const CATEGORY_ORDER = BOOKKEEPING_CATEGORIES.map((c) => c.value);
const categoryLabel = labelFrom(BOOKKEEPING_CATEGORIES);
const accountLabel = labelFrom(MONEY_ACCOUNTS);

export function entriesIn(input: MetricInput, p: Period = input.period) {
  return input.db.selectFrom("bookkeeping_entry")
    .where("bookkeeping_entry.occurredOn", ">=", p.from).where("bookkeeping_entry.occurredOn", "<=", p.to);
}

/** Income positive, expense negative: Σ of it is 结余. */
const signed = sql<number>`(case when bookkeeping_entry.direction = 'INCOME' then bookkeeping_entry.amount else -bookkeeping_entry.amount end)`;
const amount = sql<number>`bookkeeping_entry.amount`;
const bucketOf = (input: MetricInput) => bucketIndexOfDateSql(sql.ref("bookkeeping_entry.occurredOn"), input.buckets ?? []);

type Which = "INCOME" | "EXPENSE" | "NET" | "COSTS";

function entriesOf(input: MetricInput, which: Which, p?: Period) {
  const q = entriesIn(input, p);
  if (which === "INCOME" || which === "EXPENSE") return q.where("bookkeeping_entry.direction", "=", which);
  if (which === "COSTS") return q.where("bookkeeping_entry.category", "in", [...DIRECT_COSTS]);
  return q;
}
/** COSTS are expense rows net of their reversals; NET is income − expense. */
const valueOf = (which: Which) => (which === "INCOME" || which === "EXPENSE" ? amount : which === "COSTS" ? sql<number>`(-${signed})` : signed);

async function total(input: MetricInput, which: Which, p?: Period): Promise<number> {
  return num((await entriesOf(input, which, p).select(sql<unknown>`sum(${valueOf(which)})`.as("v")).executeTakeFirst())?.v);
}

async function series(input: MetricInput, which: Which): Promise<SeriesPoint[] | undefined> {
  if (!input.buckets) return undefined;
  const b = bucketOf(input);
  const rows = await entriesOf(input, which).select([b.as("b"), sql<unknown>`sum(${valueOf(which)})`.as("v")]).groupBy(sql.ref("b")).execute();
  return seriesFrom(input.buckets, rows);
}

function sumFigure(metric: string, label: string, which: Which, definition: string): MetricDef {
  return {
    metric, label, unit: "fen", object: "order", filters: [], drill: ENTRIES, definition,
    async compute(input) {
      const s = await series(input, which);
      return { value: await total(input, which), ...(s ? { series: s } : {}) };
    },
    previousValue: (input) => total(input, which),
  };
}

export const bkIncome = sumFigure("bkIncome", "收入", "INCOME", "收支为「收入」的账目金额之和，按业务日期计；含订单自动入账、手工入账，以及支出红冲产生的收入方向账目。");
export const bkExpense = sumFigure("bkExpense", "支出", "EXPENSE", "收支为「支出」的账目金额之和，按业务日期计；含退款、各项成本，以及收入红冲产生的支出方向账目。");
export const bkBalance = sumFigure("bkBalance", "结余", "NET", "收入 − 支出（同一期间、按业务日期）；一对红冲账目相互抵消。");

async function margin(input: MetricInput, p?: Period): Promise<number> {
  const [income, costs] = await Promise.all([total(input, "INCOME", p), total(input, "COSTS", p)]);
  return ratio(income - costs, income);
}

export const bkGrossMargin: MetricDef = {
  metric: "bkGrossMargin", label: "毛利率", unit: "ratio", object: "order", filters: [], drill: ENTRIES,
  definition: "（收入 − 退款 − 支付手续费 − 苹果渠道费 − 艺术家分成）÷ 收入，按业务日期；四项成本为对应科目的支出减去其红冲；没有收入时为 0。",
  async compute(input) {
    const value = await margin(input);
    if (!input.buckets) return { value };
    const [inc, costs] = await Promise.all([series(input, "INCOME"), series(input, "COSTS")]);
    return { value, series: (inc ?? []).map((x, i) => ({ bucket: x.bucket, value: ratio(x.value - (costs?.[i]?.value ?? 0), x.value) })) };
  },
  previousValue: (input) => margin(input),
};

/** Σ amount per direction and category (key `INCOME:VIP_INCOME`): 月度收支, 收入构成, 支出构成. */
export const bkByCategory: MetricDef = {
  metric: "bkByCategory", label: "收支科目", unit: "fen", object: "order", filters: [], drill: ENTRIES,
  definition: "每个收支方向与科目的账目金额之和，按业务日期；键为「收支:科目」。红冲账目计入其自身方向（如支出科目的红冲计入收入，标「红冲」）。",
  async compute(input) {
    const key = sql<string>`(bookkeeping_entry.direction || ':' || bookkeeping_entry.category)`;
    const totals = await entriesIn(input).select([key.as("k"), sql<unknown>`sum(${amount})`.as("v")]).groupBy(sql.ref("k")).execute();
    const perBucket = input.buckets
      ? await entriesIn(input).select([key.as("k"), bucketOf(input).as("b"), sql<unknown>`sum(${amount})`.as("v")]).groupBy([sql.ref("k"), sql.ref("b")]).execute()
      : null;
    const label = (k: string) => {
      const [direction, category = ""] = k.split(":");
      const natural = INCOME_CATEGORIES.has(category) === (direction === "INCOME");
      return natural ? categoryLabel(category) : `${categoryLabel(category)}（红冲）`;
    };
    const order = [...CATEGORY_ORDER.map((c) => `INCOME:${c}`), ...CATEGORY_ORDER.map((c) => `EXPENSE:${c}`)];
    const breakdown = itemsFrom(totals, perBucket, input.buckets, label, order);
    return { value: breakdown.reduce((n, i) => n + i.value, 0), breakdown };
  },
};

/** Income − expense per money account (资金账户流水). */
export const bkByAccount: MetricDef = {
  metric: "bkByAccount", label: "资金账户净流入", unit: "fen", object: "order", filters: [], drill: ENTRIES,
  definition: "每个资金账户的收入 − 支出，按业务日期；合计等于结余。",
  async compute(input) {
    const key = sql<string>`bookkeeping_entry.account`;
    const totals = await entriesIn(input).select([key.as("k"), sql<unknown>`sum(${signed})`.as("v")]).groupBy(sql.ref("k")).execute();
    const perBucket = input.buckets
      ? await entriesIn(input).select([key.as("k"), bucketOf(input).as("b"), sql<unknown>`sum(${signed})`.as("v")]).groupBy([sql.ref("k"), sql.ref("b")]).execute()
      : null;
    const breakdown = itemsFrom(totals, perBucket, input.buckets, accountLabel, MONEY_ACCOUNTS.map((a) => a.value));
    return { value: breakdown.reduce((n, i) => n + i.value, 0), breakdown };
  },
};

registerMetric(bkIncome, bkExpense, bkBalance, bkGrossMargin, bkByCategory, bkByAccount);
