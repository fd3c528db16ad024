import { fromShanghaiInput } from "../../../../src/catalogue/kinds/shanghai";
import { shanghaiDate } from "../../../../src/catalogue";
import { bookkeepingEntry, bookkeepingPeriod } from "../../../../src/catalogue/registry";
import { businessNo } from "../../../resources/businessNo";
import { periodEnd } from "./periods";
import { defineSeed, type SeedContext } from "../../../seed/factory";

const MONTHS = 12;
/** Finance closes a month once the next one is this many days old. */
const CLOSE_AFTER_DAY = 10;

type Cost = readonly [category: string, direction: "INCOME" | "EXPENSE", min: number, max: number, account: string, counterparty: string, remark: string];

/** The staff-kept rows of a month (commerce.md §2.5): costs first (always), then occasional income by bank transfer. */
const MONTHLY: readonly Cost[] = [
  ["CLOUD", "EXPENSE", 600_000, 900_000, "BANK_BASIC", "阿里云计算有限公司", "OSS 存储与 CDN 流量"],
  ["SMS", "EXPENSE", 70_000, 90_000, "BANK_BASIC", "阿里云计算有限公司", "短信验证码与通知"],
  ["PROMOTION", "EXPENSE", 1_500_000, 2_500_000, "BANK_BASIC", "北京巨量引擎网络技术有限公司", "信息流推广"],
  ["SALARY", "EXPENSE", 18_000_000, 19_500_000, "BANK_BASIC", "本公司员工", "工资与社保"],
  ["CLOUD", "EXPENSE", 180_000, 260_000, "BANK_BASIC", "腾讯云计算（北京）有限责任公司", "云服务器与数据库"],
  ["OFFICE", "EXPENSE", 2_200_000, 2_200_000, "BANK_BASIC", "杭州西溪创意园物业管理有限公司", "办公室租金"],
  ["PROMOTION", "EXPENSE", 600_000, 1_200_000, "BANK_BASIC", "行吟信息科技（上海）有限公司", "小红书种草投放"],
  ["TAX", "EXPENSE", 900_000, 1_600_000, "BANK_BASIC", "国家税务总局杭州市西湖区税务局", "增值税及附加"],
  ["OFFICE", "EXPENSE", 20_000, 80_000, "CASH", "办公用品", "纸张、墨水与快递"],
  ["SMS", "EXPENSE", 30_000, 50_000, "BANK_BASIC", "深圳市和讯华谷信息技术有限公司", "极光推送服务"],
  ["LICENSE_INCOME", "INCOME", 500_000, 3_000_000, "BANK_BASIC", "浙江人民美术出版社", "高清图版授权"],
  ["GROUP_PURCHASE_INCOME", "INCOME", 1_200_000, 6_000_000, "BANK_BASIC", "杭州市某中学", "机构团购会员（对公转账）"],
  ["OTHER_EXPENSE", "EXPENSE", 50_000, 300_000, "BANK_BASIC", "杭州市某会展公司", "线下展览物料"],
  ["CLOUD", "EXPENSE", 60_000, 120_000, "BANK_BASIC", "七牛云", "视频转码"],
  ["OTHER_INCOME", "INCOME", 10_000, 90_000, "BANK_BASIC", "银行", "活期存款利息"],
];

function monthBefore(period: string, k: number): string {
  const [y, m] = period.split("-").map(Number) as [number, number];
  const i = y * 12 + (m - 1) - k;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, "0")}`;
}

async function manualEntries(ctx: SeedContext, today: string): Promise<void> {
  const perMonth = Math.max(4, Math.round(MONTHLY.length * Math.min(1, ctx.scale * 4)));
  const thisMonth = today.slice(0, 7);
  const start = Math.floor(ctx.random() * 900_000);
  let seq = start;
  const reversible: { Id: number; row: Record<string, unknown> }[] = [];
  for (let k = MONTHS - 1; k >= 0; k--) {
    const period = monthBefore(thisMonth, k);
    for (const [i, [category, direction, min, max, account, counterparty, remark]] of MONTHLY.slice(0, perMonth).entries()) {
      const day = Math.min(28, 3 + i * 2 + Math.floor(ctx.random() * 3));
      const occurredOn = `${period}-${String(day).padStart(2, "0")}`;
      if (occurredOn > today) continue;
      const at = fromShanghaiInput(`${occurredOn} 10:00:00`) + i * 60_000;
      const amount = min === max ? min : Math.round((min + ctx.random() * (max - min)) / 100) * 100;
      const row = {
        billNo: businessNo("BK", at, seq++), direction, category, amount, occurredOn, account, counterparty,
        relatedNo: null, source: "MANUAL", reconcileStatus: "UNRECONCILED", locked: false, remark: `${Number(period.slice(5))}月${remark}`,
      };
      const Id = await ctx.insert(bookkeepingEntry, row, { ctime: at });
      if (category === "OTHER_EXPENSE") reversible.push({ Id, row });
    }
  }
  // Two entries found wrong later and reversed (红冲) a few days after, in the same month.
  for (const { Id, row } of reversible.slice(1, 3)) {
    const occurredOn = String(row.occurredOn).slice(0, 8) + "28";
    if (occurredOn > today) continue;
    const at = fromShanghaiInput(`${occurredOn} 16:00:00`);
    await ctx.insert(bookkeepingEntry, {
      ...row, billNo: businessNo("BK", at, seq++), direction: row.direction === "INCOME" ? "EXPENSE" : "INCOME",
      occurredOn, reversalOf: Id, remark: `红冲 ${String(row.billNo)}：供应商发票作废，重开后另行入账`,
    }, { ctime: at });
  }
}

/**
 * Manual bookkeeping rows of the last twelve months and their accounting months, after the orders'
 * automatic entries exist: every ended month is closed (entries locked, totals kept), except the
 * last one while it is younger than ten days.
 */
export const seed = defineSeed({
  resource: bookkeepingPeriod,
  after: ["order", "refund", "groupPurchaseApplication"],
  async run(ctx) {
    // Once: a database that already has manual rows keeps them and its months.
    if (await ctx.tx.selectFrom(bookkeepingEntry.table).select("Id").where("source", "=", "MANUAL").limit(1).executeTakeFirst()) return;
    const today = shanghaiDate(ctx.now);
    await manualEntries(ctx, today);
    const thisMonth = today.slice(0, 7);
    const lastClosed = Number(today.slice(8)) > CLOSE_AFTER_DAY ? monthBefore(thisMonth, 1) : monthBefore(thisMonth, 2);
    const rows = await ctx.tx.selectFrom(bookkeepingEntry.table).select(["occurredOn", "direction", "amount"]).execute();
    const months = new Map<string, { n: number; income: number; expense: number }>();
    for (const r of rows) {
      const p = String(r.occurredOn).slice(0, 7);
      const m = months.get(p) ?? { n: 0, income: 0, expense: 0 };
      m.n += 1;
      if (r.direction === "INCOME") m.income += Number(r.amount);
      else m.expense += Number(r.amount);
      months.set(p, m);
    }
    for (const period of [...months.keys()].sort()) {
      const m = months.get(period) as { n: number; income: number; expense: number };
      const closed = period <= lastClosed;
      const closedAt = fromShanghaiInput(`${periodEnd(period)} 00:00:00`) + 9 * 86_400_000 + 15 * 3_600_000;
      const values = {
        period, status: closed ? "CLOSED" : "OPEN", entryCount: closed ? m.n : 0, incomeTotal: closed ? m.income : 0, expenseTotal: closed ? m.expense : 0,
        closedAt: closed ? closedAt : null, closedBy: closed ? "finance.sun" : null,
      };
      // The automatic entries of the orders opened their months already; those rows are brought up to date.
      const opened = await ctx.tx.selectFrom(bookkeepingPeriod.table).select("Id").where("period", "=", period).executeTakeFirst();
      if (opened) await ctx.tx.updateTable(bookkeepingPeriod.table).set({ ...values, utime: closed ? closedAt : ctx.now }).where("Id", "=", opened.Id).execute();
      else await ctx.insert(bookkeepingPeriod, values, { ctime: fromShanghaiInput(`${period}-01 00:00:00`), utime: closed ? closedAt : ctx.now });
      if (closed) {
        await ctx.tx.updateTable(bookkeepingEntry.table).set({ locked: 1 })
          .where("occurredOn", ">=", `${period}-01`).where("occurredOn", "<", periodEnd(period)).execute();
      }
    }
  },
});
