import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookkeepingEntry } from "../../src/catalogue/registry";
import { writeAutoEntry } from "../../server/domains/order/bookkeepingEntry/autoEntries";
import { makeUser } from "./accounts";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

type Entry = { Id: number; utime: number; billNo: string; direction: string; category: string; amount: number; occurredOn: string; account: string; source: string; reversalOf: number | null; locked: boolean; remark: string | null };
type Period = { Id: number; utime: number; period: string; status: string; entryCount: number; incomeTotal: number; expenseTotal: number; closedBy: string | null };
type Sum = { key: string; income: number; expense: number; net: number; count: number };

// The harness clock starts on 2026-11-22 (Beijing): October has ended, November has not.
describeEachDb("bookkeeping", (kind) => {
  let t: TestServer;
  const svc = (m: string, p: Record<string, unknown>, token = t.adminToken) => t.rpc(`OrderServiceAdmin/${m}`, p, token);
  const manual = (over: Record<string, unknown> = {}) => ({ direction: "EXPENSE", category: "CLOUD", amount: 650_000, occurredOn: "2026-10-12", account: "BANK_BASIC", counterparty: "阿里云计算有限公司", remark: "10月 OSS/CDN", ...over });
  const create = async (over: Record<string, unknown> = {}) => {
    const r = await svc("createBookkeepingEntry", { data: manual(over) });
    expect(r.body, JSON.stringify(r.body)).toMatchObject({ code: "SUCCESS" });
    return r.body.data as Entry;
  };
  const get = async (id: number) => (await svc("getBookkeepingEntry", { Id: id })).body.data as Entry;
  const count = async () => Number((await t.server.deps.db.selectFrom(bookkeepingEntry.table).select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
  /** The automatic entry of a WeChat payment, through the order service's own writer. */
  const auto = async (occurredOn: string, amount: number, orderNo: string) => {
    const order = { orderNo, orderType: "VIP", payChannel: "WXPAY" };
    const row = await t.server.deps.db.transaction().execute((tx) =>
      writeAutoEntry(tx, { kind: "ORDER", order, amount, occurredAt: Date.parse(`${occurredOn}T12:00:00+08:00`), at: t.clock.now }));
    return Number(row?.Id);
  };
  const periodOf = async (period: string) => {
    const r = await svc("listBookkeepingPeriod", { cond: { jsonq: JSON.stringify({ period }) } });
    return (r.body.data as Period[])[0] as Period;
  };

  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none" });
  });
  afterAll(async () => {
    await t.close();
  });

  describe("manual and automatic entries", () => {
    it("a manual entry is numbered BK… by the server, marked manual, and opens its month", async () => {
      const e = await create({ source: undefined });
      expect(e).toMatchObject({ source: "MANUAL", reconcileStatus: "UNRECONCILED", locked: false, reversalOf: null, amount: 650_000 });
      expect(e.billNo).toMatch(/^BK20261122\d{12}$/);
      expect(await periodOf("2026-10")).toMatchObject({ status: "OPEN" });
    });

    it("refuses a category of the other direction, a date after today, and amounts that are not whole fen above 0", async () => {
      const before = await count();
      const bad: [Record<string, unknown>, string][] = [
        [{ direction: "INCOME", category: "CLOUD" }, "科目「云服务与CDN」属于支出，与所选收支方向不符"],
        [{ occurredOn: "2026-11-23" }, "业务日期不能晚于今天（2026-11-22）"],
        [{ amount: 0 }, "金额"],
        [{ amount: 12.5 }, "金额"],
      ];
      for (const [over, message] of bad) {
        const r = await svc("createBookkeepingEntry", { data: manual(over) });
        expect(r.body.code, JSON.stringify(over)).not.toBe("SUCCESS");
        expect(String(r.body.message)).toContain(message);
      }
      expect(await count()).toBe(before);
    });

    it("a manual entry is edited and deleted while open; an automatic one is read-only", async () => {
      const e = await create();
      const edited = await svc("updateBookkeepingEntry", { Id: e.Id, utime: e.utime, data: { amount: 700_000 } });
      expect(edited.body).toMatchObject({ code: "SUCCESS", data: { amount: 700_000 } });
      const autoId = await auto("2026-11-20", 23_800, "VIP20261120093512418263");
      const a = await get(autoId);
      for (const r of [
        await svc("updateBookkeepingEntry", { Id: a.Id, utime: a.utime, data: { remark: "改一下" } }),
        await svc("deleteBookkeepingEntry", { Id: a.Id }),
        await svc("reverseBookkeepingEntry", { Id: a.Id, data: { reason: "测试" } }),
      ]) {
        expect(r.body.code).toBe(9);
        expect(String(r.body.message)).toContain("自动生成");
      }
      expect(await get(autoId)).toMatchObject({ source: "AUTO_ORDER", remark: "订单 VIP20261120093512418263 收款", amount: 23_800 });
      const gone = await svc("deleteBookkeepingEntry", { Id: e.Id });
      expect(gone.body.code).toBe("SUCCESS");
      expect((await svc("getBookkeepingEntry", { Id: e.Id })).body.code).toBe(5);
    });

    it("a caller with READ on order reads entries but writes nothing", async () => {
      const reader = await makeUser(t, `bk.reader.${kind}`, "editor", { order: "READ" });
      expect((await svc("listBookkeepingEntry", {}, reader.token)).body.code).toBe("SUCCESS");
      expect((await svc("sumBookkeepingEntry", {}, reader.token)).body.code).toBe("SUCCESS");
      const e = await create();
      for (const [m, p] of [["createBookkeepingEntry", { data: manual() }], ["reverseBookkeepingEntry", { Id: e.Id, data: { reason: "无权" } }], ["closeBookkeepingPeriod", { Id: (await periodOf("2026-10")).Id }]] as const) {
        expect((await svc(m, p, reader.token)).body.code, m).toBe(7);
      }
    });
  });

  describe("红冲", () => {
    it("adds the opposite entry today pointing at the original, which stays as it was; both are then frozen", async () => {
      const e = await create({ amount: 80_000, category: "SMS", counterparty: "某短信服务商" });
      const r = await svc("reverseBookkeepingEntry", { Id: e.Id, data: { reason: "重复记账" } });
      expect(r.body).toMatchObject({ code: "SUCCESS", total: 1 });
      const rev = (r.body.data as Entry[])[0] as Entry;
      expect(rev).toMatchObject({ direction: "INCOME", category: "SMS", amount: 80_000, account: "BANK_BASIC", occurredOn: "2026-11-22", reversalOf: e.Id, source: "MANUAL" });
      expect(rev.remark).toBe(`红冲 ${e.billNo}：重复记账`);
      expect(await get(e.Id)).toEqual(e);
      // The pair nets to nothing in the totals filtered to it.
      const sum = await svc("sumBookkeepingEntry", { cond: { jsonq: JSON.stringify({ category: "SMS", counterparty: "某短信服务商" }) } });
      expect((sum.body.data as Sum[]).find((s) => s.key === "ALL")).toMatchObject({ income: 80_000, expense: 80_000, net: 0, count: 2 });
      for (const [m, p, msg] of [
        ["updateBookkeepingEntry", { Id: e.Id, utime: e.utime, data: { amount: 1 } }, "已被红冲"],
        ["deleteBookkeepingEntry", { Id: e.Id }, "已被红冲"],
        ["updateBookkeepingEntry", { Id: rev.Id, utime: rev.utime, data: { amount: 1 } }, "是红冲账目"],
        ["reverseBookkeepingEntry", { Id: rev.Id, data: { reason: "再冲" } }, "本身是红冲账目"],
        ["reverseBookkeepingEntry", { Id: e.Id, data: { reason: "再冲" } }, "不能重复红冲"],
      ] as const) {
        const answer = await svc(m, p);
        expect(answer.body.code, m).toBe(9);
        expect(String(answer.body.message)).toContain(msg);
      }
    });

    it("needs a reason", async () => {
      const e = await create();
      const r = await svc("reverseBookkeepingEntry", { Id: e.Id, data: {} });
      expect(r.body.code).toBe(3);
      expect(String(r.body.message)).toContain("红冲原因");
    });

    it("five reversals of one entry at the same moment: exactly one", async () => {
      const e = await create({ amount: 12_345 });
      const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => svc("reverseBookkeepingEntry", { Id: e.Id, data: { reason: `并发${i}` } })));
      expect(answers.filter((a) => a.body.code === "SUCCESS")).toHaveLength(1);
      for (const a of answers.filter((x) => x.body.code !== "SUCCESS")) expect(a.body.code).toBe(9);
      const reversals = await svc("listBookkeepingEntry", { cond: { jsonq: JSON.stringify({ reversalOf: e.Id }) } });
      expect(reversals.body.total).toBe(1);
    });
  });

  describe("月结", () => {
    it("closes an ended month: entries locked, totals kept, and no write of any kind dated in it", async () => {
      const inc = await create({ direction: "INCOME", category: "LICENSE_INCOME", amount: 500_000, occurredOn: "2026-09-03", account: "BANK_BASIC" });
      const exp = await create({ amount: 120_000, occurredOn: "2026-09-28", category: "OFFICE" });
      const sept = await periodOf("2026-09");
      const r = await svc("closeBookkeepingPeriod", { Id: sept.Id });
      expect(r.body, JSON.stringify(r.body)).toMatchObject({ code: "SUCCESS", data: [{ period: "2026-09", status: "CLOSED", entryCount: 2, incomeTotal: 500_000, expenseTotal: 120_000, closedBy: "admin" }] });
      expect(await get(inc.Id)).toMatchObject({ locked: true });
      const before = await count();
      const refusals = [
        await svc("createBookkeepingEntry", { data: manual({ occurredOn: "2026-09-15" }) }),
        await svc("updateBookkeepingEntry", { Id: exp.Id, utime: (await get(exp.Id)).utime, data: { remark: "改" } }),
        await svc("deleteBookkeepingEntry", { Id: exp.Id }),
      ];
      // An open month's entry may not move into a closed one either.
      const nov = await create({ occurredOn: "2026-11-02" });
      refusals.push(await svc("updateBookkeepingEntry", { Id: nov.Id, utime: nov.utime, data: { occurredOn: "2026-09-30" } }));
      for (const a of refusals) {
        expect(a.body.code).toBe(9);
        expect(String(a.body.message)).toContain("2026-09 已月结");
      }
      await expect(auto("2026-09-20", 3000, "VIP20260920000000000001")).rejects.toThrow("2026-09 已月结");
      expect(await count()).toBe(before + 1);
      expect(await get(exp.Id)).toMatchObject({ amount: 120_000, remark: "10月 OSS/CDN" });
      // 红冲 of a closed month's entry goes into today's open month.
      const rev = await svc("reverseBookkeepingEntry", { Id: exp.Id, data: { reason: "发票作废" } });
      expect(rev.body).toMatchObject({ code: "SUCCESS", data: [{ occurredOn: "2026-11-22", reversalOf: exp.Id }] });
    });

    it("refuses a month that has not ended and a month already closed; 反结账 needs a reason and opens it again", async () => {
      await create({ occurredOn: "2026-11-01" });
      const nov = await periodOf("2026-11");
      const early = await svc("closeBookkeepingPeriod", { Id: nov.Id });
      expect(early.body).toMatchObject({ code: 9, message: "2026-11 尚未结束，月结须在下月进行" });
      await create({ occurredOn: "2026-08-08" });
      const aug = await periodOf("2026-08");
      expect((await svc("closeBookkeepingPeriod", { Id: aug.Id })).body.code).toBe("SUCCESS");
      const again = await svc("closeBookkeepingPeriod", { Id: aug.Id });
      expect(again.body.code).toBe(9);
      expect((await svc("reopenBookkeepingPeriod", { Id: aug.Id, data: {} })).body.code).toBe(3);
      const open = await svc("reopenBookkeepingPeriod", { Id: aug.Id, data: { reason: "补录 8 月发票" } });
      expect(open.body).toMatchObject({ code: "SUCCESS", data: [{ status: "OPEN", reopenReason: "补录 8 月发票", closedAt: null }] });
      const added = await svc("createBookkeepingEntry", { data: manual({ occurredOn: "2026-08-30" }) });
      expect(added.body.code).toBe("SUCCESS");
      expect((added.body.data as Entry).locked).toBe(false);
    });

    it("months are written by the server only: no create, update or delete method", async () => {
      for (const m of ["createBookkeepingPeriod", "updateBookkeepingPeriod", "deleteBookkeepingPeriod"]) {
        expect((await svc(m, { Id: 1, utime: 0, data: { status: "OPEN" } })).body.code, m).toBe(12);
      }
    });

    it("three closes of one month at once: exactly one", async () => {
      await create({ occurredOn: "2026-07-07" });
      const jul = await periodOf("2026-07");
      const answers = await Promise.all([1, 2, 3].map(() => svc("closeBookkeepingPeriod", { Id: jul.Id })));
      expect(answers.filter((a) => a.body.code === "SUCCESS")).toHaveLength(1);
      for (const a of answers.filter((x) => x.body.code !== "SUCCESS")) expect([9, 10]).toContain(a.body.code);
      expect(await periodOf("2026-07")).toMatchObject({ status: "CLOSED", entryCount: 1 });
    });

    it("entries written while their month closes: each is either refused or counted and locked", async () => {
      await create({ occurredOn: "2026-06-01", amount: 1000 });
      const jun = await periodOf("2026-06");
      const writes = Array.from({ length: 6 }, (_, i) => svc("createBookkeepingEntry", { data: manual({ occurredOn: "2026-06-15", amount: 100 + i, counterparty: "并发写入" }) }));
      const [close, ...answers] = await Promise.all([svc("closeBookkeepingPeriod", { Id: jun.Id }), ...writes]);
      expect(close.body.code).toBe("SUCCESS");
      const written = answers.filter((a) => a.body.code === "SUCCESS").length;
      for (const a of answers.filter((x) => x.body.code !== "SUCCESS")) expect(a.body.code).toBe(9);
      const closed = await periodOf("2026-06");
      const rows = (await svc("listBookkeepingEntry", { cond: { jsonq: JSON.stringify({ occurredOn: ["2026-06-01", "2026-06-30"] }) }, page: { skip: 0, limit: 50 } })).body.data as Entry[];
      expect(rows).toHaveLength(1 + written);
      expect(closed.entryCount).toBe(1 + written);
      expect(rows.every((r) => r.locked)).toBe(true);
    });
  });

  describe("totals for the current filter", () => {
    it("income, expense and net per account and overall, for exactly the rows the list shows", async () => {
      const tag = `合计测试${kind}`;
      await create({ direction: "INCOME", category: "GROUP_PURCHASE_INCOME", amount: 1_000_000, account: "BANK_BASIC", counterparty: tag, occurredOn: "2026-11-05" });
      await create({ amount: 250_050, account: "BANK_BASIC", counterparty: tag, occurredOn: "2026-11-06" });
      await create({ category: "CHANNEL_FEE", amount: 1_234, account: "ALIPAY", counterparty: tag, occurredOn: "2026-11-07" });
      await create({ amount: 999, account: "CASH", counterparty: "别的对方", occurredOn: "2026-11-07" });
      const cond = { jsonq: JSON.stringify({ counterparty: tag }) };
      const r = await svc("sumBookkeepingEntry", { cond });
      expect(r.body.code).toBe("SUCCESS");
      expect(r.body.data).toEqual([
        { key: "ALIPAY", label: "支付宝", income: 0, expense: 1_234, net: -1_234, count: 1 },
        { key: "BANK_BASIC", label: "对公账户", income: 1_000_000, expense: 250_050, net: 749_950, count: 2 },
        { key: "ALL", label: "合计", income: 1_000_000, expense: 251_284, net: 748_716, count: 3 },
      ]);
      const list = await svc("listBookkeepingEntry", { cond, page: { skip: 0, limit: 20 } });
      expect(list.body.total).toBe(3);
      expect((await svc("sumBookkeepingEntry", { cond: { jsonq: "{bad" } })).body.code).toBe(3);
    });
  });
});
