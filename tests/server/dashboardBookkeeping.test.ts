/**
 * The bookkeeping report's figures (commerce.md §7.3, /dashboard/orderbookkeeping) over the seeded world
 * equal sums over what the list methods answer (/order/bookkeeping, its reconcile tab,
 * /order/shiyauthornotice, orders and refunds), on both databases; refused without R(order) or R(dashboard).
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { fromShanghaiInput } from "../../src/catalogue/kinds/shanghai";
import { makeUser, type TestUser } from "./accounts";
import { askFigure, listRows, type FigureAnswer as Answer, type Rec } from "./dashboardHarness";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

/** October 2026 of the seeded world (its clock stands at 2026-11-22), and the quarter before its end. */
const FROM = "2026-10-01";
const TO = "2026-10-31";
const START = fromShanghaiInput(FROM);
const END = fromShanghaiInput("2026-11-01");
const PAID = ["PAID", "REFUNDING", "PARTIAL_REFUNDED", "REFUNDED"];

describeEachDb("dashboard bookkeeping figures", (kind) => {
  let t: TestServer;
  let noOrders: TestUser;
  let noDashboard: TestUser;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "demo" });
    noOrders = await makeUser(t, "bk.dash.reader", "editor", { dashboard: "READ", order: "NONE" });
    noDashboard = await makeUser(t, "bk.order.reader", "editor", { order: "READ", dashboard: "NONE" });
  });
  afterAll(async () => {
    await t.close();
  });

  const figure = (metric: string, extra: Rec = {}, from = FROM, to = TO) => askFigure(t, { metric, from, to, ...extra });
  const listAll = (path: string, cond: Rec = {}) => listRows(t, path, cond);
  const sum = (rows: Rec[], key: string) => rows.reduce((n, r) => n + Number(r[key]), 0);
  const entries = async (cond: Rec = {}) => listAll("OrderServiceAdmin/listBookkeepingEntry", { occurredOn: [FROM, TO], ...cond });
  const item = (a: Answer, key: string) => a.breakdown?.find((i) => i.key === key)?.value ?? 0;

  it("收入 / 支出 / 结余 for a month equal the entry list filtered on that month and direction", async () => {
    const all = await entries();
    expect(all.every((e) => String(e.occurredOn) >= FROM && String(e.occurredOn) <= TO)).toBe(true);
    const income = await entries({ direction: "INCOME" });
    const expense = await entries({ direction: "EXPENSE" });
    expect(income.length).toBeGreaterThan(10);
    expect(expense.length).toBeGreaterThan(2);
    expect(income.length + expense.length).toBe(all.length);
    expect((await figure("bkIncome")).value).toBe(sum(income, "amount"));
    expect((await figure("bkExpense")).value).toBe(sum(expense, "amount"));
    expect((await figure("bkBalance")).value).toBe(sum(income, "amount") - sum(expense, "amount"));
  });

  it("毛利率 = (income − refund, fee, Apple and artist costs net of reversals) ÷ income", async () => {
    const all = await entries();
    const income = sum(all.filter((e) => e.direction === "INCOME"), "amount");
    const costs = all.filter((e) => ["REFUND", "CHANNEL_FEE", "APPLE_COMMISSION", "ARTIST_SHARE"].includes(String(e.category)))
      .reduce((n, e) => n + (e.direction === "EXPENSE" ? 1 : -1) * Number(e.amount), 0);
    expect(costs).toBeGreaterThan(0);
    expect((await figure("bkGrossMargin")).value).toBeCloseTo((income - costs) / income, 12);
  });

  it("by category and by account: each item is its list's sum; months of a quarter add up to the quarter", async () => {
    const all = await entries();
    const byCategory = await figure("bkByCategory");
    for (const i of byCategory.breakdown ?? []) {
      const [direction, category] = i.key.split(":");
      expect(i.value, i.key).toBe(sum(all.filter((e) => e.direction === direction && e.category === category), "amount"));
    }
    expect(item(byCategory, "INCOME:VIP_INCOME")).toBeGreaterThan(0);
    expect(item(byCategory, "EXPENSE:SALARY")).toBeGreaterThan(0);
    const byAccount = await figure("bkByAccount");
    expect(byAccount.value).toBe((await figure("bkBalance")).value);
    const bank = await entries({ account: "BANK_BASIC" });
    expect(item(byAccount, "BANK_BASIC")).toBe(sum(bank.filter((e) => e.direction === "INCOME"), "amount") - sum(bank.filter((e) => e.direction === "EXPENSE"), "amount"));
    const quarter = await figure("bkByCategory", { granularity: "month" }, "2026-08-01", "2026-10-31");
    const vip = quarter.breakdown?.find((i) => i.key === "INCOME:VIP_INCOME");
    expect(vip?.series?.map((p) => p.bucket)).toEqual(["2026-08-01", "2026-09-01", "2026-10-01"]);
    expect(vip?.series?.[2]?.value).toBe(item(byCategory, "INCOME:VIP_INCOME"));
    expect(vip?.series?.reduce((n, p) => n + p.value, 0)).toBe(vip?.value);
  });

  it("订单与账目核对: orders' net per channel from the order and refund lists, entries' net from the entry list, gap between", async () => {
    const answer = await figure("bkOrderCheck", { granularity: "day" });
    const channels = { WXPAY: ["WXPAY", "WXPAY_MCH"], ALIPAY: ["ALIPAY", "ALIPAY"], APPLE: ["APPLE_IAP", "APPLE"] } as const;
    const orders = (await listAll("OrderServiceAdmin/listOrder", { paidAt: [START, END - 1], status: PAID })).filter((o) => Number(o.payAmount) > 0);
    const refunds = (await listAll("OrderServiceAdmin/listRefund", { status: "SUCCESS" })).filter((r) => Number(r.successAt) >= START && Number(r.successAt) < END);
    const channelOf = new Map((await listAll("OrderServiceAdmin/listOrder", {})).map((o) => [Number(o.Id), o.payChannel]));
    const auto = await entries();
    let gapTotal = 0;
    for (const [ch, [pay, account]] of Object.entries(channels)) {
      const paid = sum(orders.filter((o) => o.payChannel === pay), "payAmount") - sum(refunds.filter((r) => channelOf.get(Number(r.orderId)) === pay), "amount");
      const booked = sum(auto.filter((e) => e.account === account && e.source === "AUTO_ORDER"), "amount") - sum(auto.filter((e) => e.account === account && e.source === "AUTO_REFUND"), "amount");
      expect(item(answer, `orders:${ch}`), ch).toBe(paid);
      expect(item(answer, `entries:${ch}`), ch).toBe(booked);
      expect(item(answer, `gap:${ch}`), ch).toBe(paid - booked);
      gapTotal += paid - booked;
    }
    expect(item(answer, "orders:WXPAY")).toBeGreaterThan(0);
    expect(answer.value).toBe(gapTotal);
    const wx = answer.breakdown?.find((i) => i.key === "orders:WXPAY");
    expect(wx?.series).toHaveLength(31);
    expect(wx?.series?.reduce((n, p) => n + p.value, 0)).toBe(wx?.value);
  });

  it("对账状态: batches per channel and status equal the reconcile list of the month", async () => {
    const batches = await listAll("PaymentServiceAdmin/listReconcileBatch", { billDate: [FROM, TO] });
    expect(batches.length).toBe(93);
    const answer = await figure("bkReconcile", { granularity: "day" });
    expect(answer.value).toBe(batches.length);
    for (const i of answer.breakdown ?? []) {
      const [channel, status] = i.key.split(":");
      expect(i.value, i.key).toBe(batches.filter((b) => b.channel === channel && b.status === status).length);
      expect(i.series?.reduce((n, p) => n + p.value, 0)).toBe(i.value);
    }
  });

  it("渠道费率 answers fee entries ÷ order income per channel (the seeded world books no fees: 0)", async () => {
    const answer = await figure("bkFeeRate");
    const fees = await entries({ category: "CHANNEL_FEE" });
    expect(fees).toHaveLength(0);
    expect(answer.value).toBe(0);
    expect(answer.breakdown?.map((i) => i.key)).toEqual(["WXPAY", "ALIPAY", "APPLE"]);
  });

  it("艺术家分成: payable by status and by artist equal the ledger list of the months", async () => {
    const rows = (await listAll("OrderServiceAdmin/listArtistLedgerEntry", {})).filter((r) => String(r.period) >= "2026-08" && String(r.period) <= "2026-10");
    expect(rows.length).toBeGreaterThan(0);
    const byStatus = await figure("bkArtistShare", {}, "2026-08-01", TO);
    expect(byStatus.value).toBe(sum(rows, "payableAmount"));
    for (const i of byStatus.breakdown ?? []) expect(i.value, i.key).toBe(sum(rows.filter((r) => r.status === i.key), "payableAmount"));
    const top = await figure("bkArtistTop", {}, "2026-08-01", TO);
    expect(top.value).toBe(byStatus.value);
    const first = top.breakdown?.[0];
    expect(first?.value).toBe(sum(rows.filter((r) => r.artistId === first?.key), "payableAmount"));
    expect(first?.label).not.toBe(first?.key);
  });

  it("refused without R(order) (not even listed) or without R(dashboard)", async () => {
    const denied = await t.rpc("DashboardServiceAdmin/query", { metric: "bkIncome", from: FROM, to: TO }, noOrders.token);
    // 7: PERMISSION_DENIED on the wire.
    expect(denied.body.code).toBe(7);
    expect(String(denied.body.message)).toContain("收入");
    expect(denied.body).not.toHaveProperty("value");
    const listed = await t.rpc("DashboardServiceAdmin/metrics", {}, noOrders.token);
    expect((listed.body.metrics as { metric: string }[]).some((m) => m.metric.startsWith("bk"))).toBe(false);
    const noDash = await t.rpc("DashboardServiceAdmin/query", { metric: "bkReconcile", from: FROM, to: TO }, noDashboard.token);
    expect(noDash.body.code).toBe(7);
  });
});
