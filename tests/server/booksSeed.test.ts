import { byCatalogue } from "../../server/platform/db/types";
import { afterAll, beforeAll, expect, it } from "vitest";
import { shanghaiDate } from "../../src/catalogue";
import { artistLedgerEntry, bookkeepingEntry, bookkeepingPeriod, vipGoods } from "../../src/catalogue/registry";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

type Row = Record<string, unknown>;

describeEachDb("demo data of the bookkeeping, the artist ledger and the VIP goods", (kind) => {
  let t: TestServer;
  const all = (table: string) => byCatalogue(t.server.deps.db).selectFrom(table).selectAll().orderBy("Id").execute() as Promise<Row[]>;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "demo" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("every closed month holds the totals of its entries, all locked; the months after it are open; nothing is dated after today", async () => {
    const entries = await all(bookkeepingEntry.table);
    const periods = await all(bookkeepingPeriod.table);
    expect(entries.filter((e) => e.source === "MANUAL").length).toBeGreaterThanOrEqual(12 * 4);
    expect(entries.some((e) => e.source === "AUTO_ORDER")).toBe(true);
    const today = shanghaiDate(t.clock.now);
    expect(entries.every((e) => String(e.occurredOn) <= today)).toBe(true);
    const months = new Set(entries.map((e) => String(e.occurredOn).slice(0, 7)));
    expect(new Set(periods.map((p) => p.period))).toEqual(months);
    const closed = periods.filter((p) => p.status === "CLOSED");
    expect(closed.length).toBeGreaterThanOrEqual(10);
    for (const p of closed) {
      const inMonth = entries.filter((e) => String(e.occurredOn).startsWith(String(p.period)));
      const sum = (d: string) => inMonth.filter((e) => e.direction === d).reduce((n, e) => n + Number(e.amount), 0);
      expect({ n: Number(p.entryCount), income: Number(p.incomeTotal), expense: Number(p.expenseTotal) }, String(p.period))
        .toEqual({ n: inMonth.length, income: sum("INCOME"), expense: sum("EXPENSE") });
      expect(inMonth.every((e) => Number(e.locked) === 1), String(p.period)).toBe(true);
    }
    const lastClosed = closed.map((p) => String(p.period)).sort().at(-1) as string;
    expect(periods.filter((p) => String(p.period) > lastClosed).every((p) => p.status === "OPEN")).toBe(true);
    expect(entries.filter((e) => String(e.occurredOn).slice(0, 7) > lastClosed).every((e) => Number(e.locked) === 0)).toBe(true);
  });

  it("the artist ledger owes share − tax on every entry, with the dictionary's artists, and older months paid", async () => {
    const rows = await all(artistLedgerEntry.table);
    expect(rows.length).toBeGreaterThanOrEqual(72);
    // The course shares of the fourteen teaching artists, and the settled auctions' artists: all in the dictionary.
    const owed = new Set(rows.map((r) => String(r.artistId)));
    for (const code of ["WANG_WEI", "MA_YUAN", "XIA_GUI", "SHEN_ZHOU", "TANG_YIN", "FENG_ZIKAI", "CHEN_MOBAI", "LIN_QINGYUAN", "ZHOU_YANQIU", "SU_WANTING", "GU_NANZHI", "SHEN_ZHIWEI", "HE_GUANLAN", "YE_SHUYING"]) expect(owed).toContain(code);
    const dict = await t.server.deps.db.selectFrom("dict").select("items").where("name", "=", "shiyArtist").executeTakeFirstOrThrow();
    const known = new Set((JSON.parse(String(dict.items)) as { value: string }[]).map((i) => i.value));
    expect([...owed].filter((a) => !known.has(a))).toEqual([]);
    for (const r of rows) {
      expect(Number(r.payableAmount), String(r.entryNo)).toBe(Number(r.shareAmount) - Number(r.taxAmount));
      if (r.sourceType !== "ADJUSTMENT") expect(Number(r.shareAmount)).toBe(Math.round((Number(r.grossAmount) * Number(r.shareRateBp)) / 10_000));
      if (r.status === "PAID") expect(r.paidAt).not.toBeNull();
    }
    expect(rows.filter((r) => r.status === "DISPUTED")).toHaveLength(1);
    expect(rows.filter((r) => r.status === "PAID").length).toBeGreaterThan(rows.length / 2);
  });

  it("the six VIP goods carry the sales of the seeded paid orders", async () => {
    const goods = await all(vipGoods.table);
    expect(goods.map((g) => g.goodsNo)).toEqual(["VIP_MONTH", "VIP_MONTH_AUTO", "VIP_QUARTER", "VIP_YEAR", "VIP_YEAR_AUTO", "SVIP_YEAR"]);
    const sold = await t.server.deps.db.selectFrom("orders").select((eb) => ["vipGoodsId", eb.fn.countAll<number>().as("n")])
      .where("orderType", "=", "VIP").where("paidAt", "is not", null).groupBy("vipGoodsId").execute();
    expect(sold.length).toBeGreaterThan(0);
    for (const g of goods) expect(Number(g.soldCount) > 0, String(g.goodsNo)).toBe(sold.some((s) => Number(s.vipGoodsId) === Number(g.Id)));
  });
});
