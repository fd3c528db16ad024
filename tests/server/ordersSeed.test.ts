/** The seeded year of orders agrees with the money rules (commerce.md §10), on both databases. */
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Row } from "../../server/platform/db/types";
import { byCatalogue } from "../../server/platform/db/types";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

describeEachDb("seeded orders, refunds and ledgers", (kind) => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    [a, b] = await Promise.all([createTestServer(kind, { seed: "demo" }), createTestServer(kind, { seed: "demo" })]);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });
  const all = (t: TestServer, table: string) => byCatalogue(t.server.deps.db).selectFrom(table).selectAll().orderBy("Id").execute();
  const byKey = <T extends Row>(rows: T[], key: string) => {
    const m = new Map<number, T[]>();
    for (const r of rows) m.set(Number(r[key]), [...(m.get(Number(r[key])) ?? []), r]);
    return m;
  };

  it("is deterministic: two installs get the same visitors, orders, refunds and ledgers", async () => {
    for (const table of ["visitor", "orders", "refund", "balance_log", "points_log", "bookkeeping_entry"]) {
      const [x, y] = [await all(a, table), await all(b, table)];
      expect(x.length, table).toBeGreaterThan(0);
      expect(x, table).toEqual(y);
    }
  });

  it("every visitor's balance and points are the last balanceAfter of a chain that replays from zero", async () => {
    const visitors = await all(a, "visitor");
    for (const [table, field] of [["balance_log", "balance"], ["points_log", "pointBalance"]] as const) {
      const chains = byKey(await all(a, table), "visitorId");
      for (const v of visitors) {
        const chain = (chains.get(Number(v.Id)) ?? []).sort((p, q) => Number(p.ctime) - Number(q.ctime) || Number(p.Id) - Number(q.Id));
        let running = 0;
        for (const row of chain) {
          running += Number(row.change);
          expect(Number(row.balanceAfter), `${table} ${String(row.logNo)}`).toBe(running);
          expect(running).toBeGreaterThanOrEqual(0);
        }
        expect(Number(v[field]), `${field} of visitor ${String(v.Id)}`).toBe(running);
      }
    }
  });

  it("orders add up: pay = total − discount, refunds within what was paid, one income entry per paid cash order", async () => {
    const orders = await all(a, "orders");
    const refunds = byKey(await all(a, "refund"), "orderId");
    const entries = await all(a, "bookkeeping_entry");
    const income = new Map(entries.filter((e) => e.source === "AUTO_ORDER").map((e) => [String(e.relatedNo), e]));
    expect(orders.length).toBeGreaterThan(100);
    for (const o of orders) {
      expect(Number(o.payAmount)).toBe(Number(o.totalAmount) - Number(o.discountAmount));
      const rs = refunds.get(Number(o.Id)) ?? [];
      const sum = (s: string) => rs.filter((r) => r.status === s).reduce((n, r) => n + Number(r.amount), 0);
      expect(Number(o.refundedAmount), String(o.orderNo)).toBe(sum("SUCCESS"));
      expect(Number(o.refundingAmount), String(o.orderNo)).toBe(sum("PROCESSING"));
      expect(Number(o.refundedAmount) + Number(o.refundingAmount)).toBeLessThanOrEqual(Number(o.payAmount));
      const paid = o.paidAt !== null;
      const cash = ["WXPAY", "ALIPAY", "APPLE_IAP"].includes(String(o.payChannel)) && Number(o.payAmount) > 0;
      expect(income.has(String(o.orderNo)), String(o.orderNo)).toBe(paid && cash);
      if (paid && cash) expect(Number(income.get(String(o.orderNo))!.amount)).toBe(Number(o.payAmount));
    }
    const refundEntries = entries.filter((e) => e.source === "AUTO_REFUND");
    const successfulCash = [...refunds.values()].flat().filter((r) => r.status === "SUCCESS" && r.payChannel !== "BALANCE");
    expect(refundEntries.map((e) => e.relatedNo).sort()).toEqual(successfulCash.map((r) => r.refundNo).sort());
  });
});
