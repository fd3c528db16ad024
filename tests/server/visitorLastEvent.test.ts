/**
 * The visitors' last events (server/platform/db/visitorLastEvent.ts, issue 26 speed) on both databases: after a
 * payment, a second payment, a refund, a close, a delete, a daily-active row and two payments at once, the tables
 * hold exactly what the orders and daily-active rows give; and 付费用户数 / 转化漏斗 read through them answer what the
 * definitions give over the seeded world — for 近12个月, 近30天, 今天 and a past month (the exact fallback).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { fromShanghaiInput, shanghaiDate } from "../../src/catalogue/kinds/shanghai";
import { refundInTx } from "../../server/domains/order/refund/refunds";
import type { Db, Row } from "../../server/platform/db/types";
import { makeOrder, makeVisitor } from "./commerceFixture";
import { payOrder } from "./dashboardHarness";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

const DAY = 86_400_000;
const H8 = 8 * 3_600_000;
const PAID = ["PAID", "REFUNDING", "PARTIAL_REFUNDED", "REFUNDED"];
const isPaid = (o: Row) => o.paidAt !== null && Number(o.payAmount) > 0 && PAID.includes(String(o.status));
const dim = (v: unknown) => String(v ?? "");

function bucketStart(at: number, g: string): number {
  const day = Math.floor((at + H8) / DAY);
  if (g === "d") return day * DAY - H8;
  if (g === "w") return (day - ((day + 3) % 7)) * DAY - H8;
  return fromShanghaiInput(`${shanghaiDate(at).slice(0, 7)}-01`);
}

/** The tables as the definitions give them, from the orders and daily-active rows. */
async function expected(db: Db) {
  const orders = await db.selectFrom("orders").selectAll().execute();
  const active = await db.selectFrom("visitor_daily_active").selectAll().execute();
  const events = new Map<string, number[]>();
  const add = (kind: string, key: string, v: unknown, at: number) => {
    if (v === null || v === undefined) return;
    const k = `${kind}|${key}|${Number(v)}`;
    events.set(k, [...(events.get(k) ?? []), at]);
  };
  const buckets = new Map<string, Set<number>>();
  for (const o of orders) {
    for (const key of ["", `p:${dim(o.platform)}`, `t:${dim(o.orderType)}`]) add("created", key, o.visitorId, Number(o.ctime));
    if (!isPaid(o) || o.visitorId === null) continue;
    for (const key of ["", `p:${dim(o.platform)}`, `c:${dim(o.payChannel)}`, `t:${dim(o.orderType)}`]) {
      add("paid", key, o.visitorId, Number(o.paidAt));
      for (const g of ["d", "w", "m"]) {
        const b = `${key}|${g}|${bucketStart(Number(o.paidAt), g)}`;
        buckets.set(b, (buckets.get(b) ?? new Set()).add(Number(o.visitorId)));
      }
    }
  }
  for (const a of active) for (const key of ["", `p:${dim(a.platform)}`]) add("active", key, a.visitorId, fromShanghaiInput(String(a.date)));
  const last = Object.fromEntries([...events].map(([k, ats]) => {
    const sorted = [...ats].sort((x, y) => y - x);
    return [k, [sorted[0], sorted[1] ?? null]];
  }));
  return { last, buckets: Object.fromEntries([...buckets].map(([k, s]) => [k, s.size])) };
}

async function held(db: Db) {
  const last = await sql<Record<string, unknown>>`select * from visitor_last_event`.execute(db);
  const buckets = await sql<Record<string, unknown>>`select * from visitor_bucket_count where "visitors" <> 0`.execute(db);
  return {
    last: Object.fromEntries(last.rows.map((r) => [`${String(r.kind)}|${String(r.key)}|${Number(r.visitorId)}`, [Number(r.lastAt), r.last2At === null ? null : Number(r.last2At)]])),
    buckets: Object.fromEntries(buckets.rows.map((r) => [`${String(r.key)}|${String(r.grain)}|${Number(r.bucketStart)}`, Number(r.visitors)])),
  };
}

describeEachDb("visitor last events", (kind) => {
  describe("kept by triggers", () => {
    let t: TestServer;
    let db: Db;
    beforeAll(async () => {
      t = await createTestServer(kind, { seed: "none" });
      db = t.server.deps.db;
    });
    afterAll(async () => {
      await t.close();
    });
    const now = () => t.clock.now;
    const pay = (o: Row, at = now()) => payOrder(db, o, at, "4300");
    const same = async () => {
      const want = await expected(db);
      expect(await held(db)).toEqual(want);
      return want;
    };

    it("a payment, a second payment, a refund, a close, a delete and a daily-active row leave the tables equal to their sources", async () => {
      const v = await makeVisitor(db, now());
      const vid = Number(v.Id);
      const a = await makeOrder(db, now() - 40 * DAY, vid, { orderNo: `VLEA${kind}` });
      expect((await same()).last[`paid||${vid}`]).toBeUndefined();
      await pay(a, now() - 40 * DAY);
      expect((await same()).last[`paid||${vid}`]).toEqual([now() - 40 * DAY, null]);
      const b = await makeOrder(db, now(), vid, { orderNo: `VLEB${kind}`, platform: "ANDROID" });
      await pay(b);
      const second = await same();
      expect(second.last[`paid||${vid}`]).toEqual([now(), now() - 40 * DAY]);
      expect(second.last[`paid|p:ANDROID|${vid}`]).toEqual([now(), null]);
      // A refund does not un-pay (§7.0): the visitor still paid twice.
      await db.transaction().execute((tx) => refundInTx(tx, Number(b.Id), { amount: 1_000, reason: "USER_REQUEST", mode: "OFFLINE", channelRefundId: "50400000000000000000000000001", at: now() }));
      expect((await same()).last[`paid||${vid}`]).toEqual([now(), now() - 40 * DAY]);
      const closed = await makeOrder(db, now(), vid, { orderNo: `VLEC${kind}`, orderType: "COURSE", platform: "H5" });
      await db.transaction().execute((tx) => tx.updateTable("orders").set({ status: "CLOSED", closedAt: now() }).where("Id", "=", Number(closed.Id)).execute());
      expect((await same()).last[`created|p:H5|${vid}`]).toEqual([now(), null]);
      // Marked paid by hand, then deleted: its payment leaves every key and bucket.
      const c = await makeOrder(db, now(), vid, { orderNo: `VLED${kind}`, orderType: "TOPUP", platform: "PC" });
      await db.transaction().execute((tx) => tx.updateTable("orders").set({ status: "PAID", paidAt: now() - DAY, payChannel: "ALIPAY" }).where("Id", "=", Number(c.Id)).execute());
      expect((await same()).last[`paid|t:TOPUP|${vid}`]).toEqual([now() - DAY, null]);
      await db.transaction().execute((tx) => tx.deleteFrom("orders").where("Id", "=", Number(c.Id)).execute());
      const gone = await same();
      expect(gone.last[`paid|t:TOPUP|${vid}`]).toBeUndefined();
      expect(gone.last[`paid||${vid}`]).toEqual([now(), now() - 40 * DAY]);
      const date = shanghaiDate(now());
      await db.insertInto("visitor_daily_active").values({ ctime: now(), utime: now(), visitorId: vid, date, platform: "IOS", appVersion: "1.0", dayKey: `${date}:${vid}` }).execute();
      expect((await same()).last[`active|p:IOS|${vid}`]).toEqual([fromShanghaiInput(date), null]);
    });

    it("two payments of one visitor at once: both count, the visitor once per bucket", async () => {
      const v = await makeVisitor(db, now());
      const vid = Number(v.Id);
      const a = await makeOrder(db, now(), vid, { orderNo: `VLEX${kind}1`, orderType: "TOPUP", platform: "ANDROID" });
      const b = await makeOrder(db, now(), vid, { orderNo: `VLEX${kind}2`, orderType: "TOPUP", platform: "ANDROID" });
      await Promise.all([pay(a), pay(b)]);
      const want = await same();
      expect(want.last[`paid|t:TOPUP|${vid}`]).toEqual([now(), now()]);
      expect(want.buckets[`t:TOPUP|d|${bucketStart(now(), "d")}`]).toBe(1);
    });
  });

  describe("figures over the seeded world", () => {
    let t: TestServer;
    let db: Db;
    beforeAll(async () => {
      t = await createTestServer(kind, { seed: "demo" });
      db = t.server.deps.db;
    });
    afterAll(async () => {
      await t.close();
    });

    type Answer = { value: number; series?: { bucket: string; value: number }[]; breakdown?: { key: string; value: number }[] };
    const figure = async (body: Record<string, unknown>) => {
      const r = await t.rpc("DashboardServiceAdmin/query", body, t.adminToken);
      expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
      return r.body as unknown as Answer;
    };
    type Filters = { platform?: string[]; payChannel?: string[]; orderType?: string[] };
    const passes = (o: Row, f: Filters) => (["platform", "payChannel", "orderType"] as const).every((k) => !f[k] || f[k].includes(String(o[k])));
    const distinct = (rows: Row[]) => new Set(rows.map((r) => Number(r.visitorId)).filter((v) => !Number.isNaN(v) && v !== 0)).size;

    it("the tables equal their sources after the seed wrote through the triggers", async () => {
      expect(await held(db)).toEqual(await expected(db));
    });

    it("付费用户数 and 转化漏斗 equal the definitions for 近12个月, 近30天, 今天 and a past month, with and without one filter", async () => {
      const orders = (await db.selectFrom("orders").selectAll().execute()).filter((o) => o.visitorId !== null);
      const active = await db.selectFrom("visitor_daily_active").selectAll().execute();
      const today = shanghaiDate(t.clock.now);
      const month0 = (k: number) => {
        const [y, m] = today.split("-").map(Number) as [number, number];
        const n = y * 12 + (m - 1) + k;
        return `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, "0")}-01`;
      };
      const ranges: [string, string, string][] = [
        [month0(-11), today, "month"], [shanghaiDate(t.clock.now - 29 * DAY), today, "day"], [today, today, "day"],
        [month0(-1), shanghaiDate(fromShanghaiInput(month0(0)) - 1), "week"],
      ];
      const filterSets: Filters[] = [{}, { platform: ["IOS"] }, { payChannel: ["WXPAY"] }, { orderType: ["VIP"] }, { platform: ["IOS", "ANDROID"] }];
      let nonZero = 0;
      for (const [from, to, granularity] of ranges) {
        const start = fromShanghaiInput(from);
        const end = fromShanghaiInput(to) + DAY;
        for (const filters of filterSets) {
          const paid = orders.filter((o) => isPaid(o) && Number(o.paidAt) >= start && Number(o.paidAt) < end && passes(o, filters));
          const paying = await figure({ metric: "payingVisitors", from, to, granularity, filters });
          expect(paying.value, `${from}…${to} ${JSON.stringify(filters)}`).toBe(distinct(paid));
          if (paying.value > 0) nonZero += 1;
          const labels = paying.series?.map((p) => p.bucket) ?? [];
          const series = labels.map((label, i) => {
            const b0 = Math.max(start, fromShanghaiInput(label));
            const b1 = i + 1 < labels.length ? fromShanghaiInput(labels[i + 1] as string) : end;
            return { bucket: label, value: distinct(paid.filter((o) => Number(o.paidAt) >= b0 && Number(o.paidAt) < b1)) };
          });
          expect(paying.series, `${from}…${to} ${granularity} ${JSON.stringify(filters)}`).toEqual(series);
          if (filters.payChannel) continue; // 转化漏斗 has no pay-channel filter.
          const f = { platform: filters.platform, orderType: filters.orderType };
          const ordered = orders.filter((o) => Number(o.ctime) >= start && Number(o.ctime) < end && passes(o, f));
          const perVisitor = new Map<number, number>();
          for (const o of paid) perVisitor.set(Number(o.visitorId), (perVisitor.get(Number(o.visitorId)) ?? 0) + 1);
          const act = active.filter((a) => String(a.date) >= from && String(a.date) <= to && (!filters.platform || filters.platform.includes(String(a.platform))));
          const funnel = await figure({ metric: "funnel", from, to, filters: f });
          expect(funnel.breakdown?.map((b) => [b.key, b.value]), `${from}…${to} ${JSON.stringify(f)}`).toEqual([
            ["active", distinct(act)], ["ordered", distinct(ordered)], ["paid", distinct(paid)], ["repeat", [...perVisitor.values()].filter((n) => n >= 2).length],
          ]);
        }
      }
      expect(nonZero).toBeGreaterThan(5);
    });
  });
});
