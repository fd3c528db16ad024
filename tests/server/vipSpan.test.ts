/**
 * The members' merged spells (server/platform/db/vipSpan.ts, issue 26 speed) on both databases: after a paid VIP order
 * is fulfilled, an admin grant, a redeem-code order, a full refund (REVOKED drops out), a renewal that starts at the old
 * end (one spell), a return after a gap (two spells) and orders on two platforms, vip_span holds exactly the merged
 * intervals computed here from the orders; also when two VIP orders of one visitor are fulfilled at once. And 有效会员数
 * over the seeded world equals a direct count from the orders, with and without a platform filter.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { sql } from "kysely";
import { fromShanghaiInput } from "../../src/catalogue/kinds/shanghai";
import { refundInTx } from "../../server/domains/order/refund/refunds";
import { adminGrant } from "../../server/domains/tourist/vipWorkOrder/execution";
import { SYSTEM_ACTOR, insertRow } from "../../server/resources/rows";
import { businessNo } from "../../server/resources/businessNo";
import type { Db, Row } from "../../server/platform/db/types";
import { makeOrder, makeVisitor } from "./commerceFixture";
import { payOrder } from "./dashboardHarness";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

const DAY = 86_400_000;
type Spell = [number, number];

/** Each visitor's merged spells per platform key ('' = all platforms), from the orders, as "visitor|platform" → spells. */
function expectedSpells(orders: Row[]): Record<string, Spell[]> {
  const intervals: Record<string, Spell[]> = {};
  for (const o of orders) {
    if (o.orderType !== "VIP" || o.fulfilStatus !== "DONE" || o.vipStartAt === null || o.vipEndAt === null) continue;
    if (!(Number(o.vipEndAt) > Number(o.vipStartAt))) continue;
    const platform = String(o.platform ?? "");
    for (const p of platform ? ["", platform] : [""]) (intervals[`${String(o.visitorId)}|${p}`] ??= []).push([Number(o.vipStartAt), Number(o.vipEndAt)]);
  }
  const out: Record<string, Spell[]> = {};
  for (const [k, list] of Object.entries(intervals)) {
    const spells: Spell[] = [];
    for (const [s, e] of [...list].sort((a, b) => a[0] - b[0] || a[1] - b[1])) {
      const last = spells[spells.length - 1];
      if (last && s <= last[1]) last[1] = Math.max(last[1], e);
      else spells.push([s, e]);
    }
    out[k] = spells;
  }
  return out;
}

describeEachDb("members' merged spells (vip_span)", (kind) => {
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
  const held = async (): Promise<Record<string, Spell[]>> => {
    const rows = (await sql<Row>`select "visitorId", "platform", "startAt", "endAt" from vip_span order by "visitorId", "platform", "startAt"`.execute(db)).rows;
    const out: Record<string, Spell[]> = {};
    for (const r of rows) (out[`${String(r.visitorId)}|${String(r.platform)}`] ??= []).push([Number(r.startAt), Number(r.endAt)]);
    return out;
  };
  /** vip_span equals the recomputation from every order; answers it. */
  const compare = async () => {
    const spans = await held();
    expect(spans).toEqual(expectedSpells(await db.selectFrom("orders").selectAll().execute()));
    // vip_span_day: how many spells start and end on each China-time day, per platform key.
    const dayOf = (ms: number) => Math.floor((ms + 8 * 3_600_000) / DAY);
    const marks: Record<string, [number, number]> = {};
    for (const [k, list] of Object.entries(spans)) {
      const platform = k.slice(k.indexOf("|") + 1);
      for (const [s, e] of list) {
        const a = (marks[`${platform}|${dayOf(s)}`] ??= [0, 0]);
        a[0] += 1;
        const b = (marks[`${platform}|${dayOf(e)}`] ??= [0, 0]);
        b[1] += 1;
      }
    }
    const days = (await sql<Row>`select * from vip_span_day where "starts" <> 0 or "ends" <> 0`.execute(db)).rows;
    expect(Object.fromEntries(days.map((d) => [`${String(d.platform)}|${String(d.day)}`, [Number(d.starts), Number(d.ends)]]))).toEqual(marks);
    return spans;
  };

  it("a fulfilled order, a renewal from its end (one spell, two platforms), a return after a gap (two spells), a full refund (drops out)", async () => {
    const v = Number((await makeVisitor(db, now())).Id);
    const first = await makeOrder(db, now(), v);
    expect(await compare()).toEqual({});
    await pay(first);
    const start = now();
    expect((await compare())[`${v}|`]).toEqual([[start, start + 30 * DAY]]);
    // Paid while still a member: the renewal starts at the old end, so the spells touch and merge.
    const renewal = await makeOrder(db, now(), v, { platform: "ANDROID" });
    await pay(renewal);
    const spans = await compare();
    expect(spans[`${v}|`]).toEqual([[start, start + 60 * DAY]]);
    expect(spans[`${v}|IOS`]).toEqual([[start, start + 30 * DAY]]);
    expect(spans[`${v}|ANDROID`]).toEqual([[start + 30 * DAY, start + 60 * DAY]]);
    // Back after the membership ran out: a second spell.
    t.clock.advance(90 * DAY);
    const back = await makeOrder(db, now(), v);
    await pay(back);
    expect((await compare())[`${v}|`]).toEqual([[start, start + 60 * DAY], [now(), now() + 30 * DAY]]);
    // A full refund revokes the order: its interval leaves the spells.
    await db.transaction().execute((tx) => refundInTx(tx, Number(back.Id), { amount: Number(back.payAmount), reason: "USER_REQUEST", mode: "OFFLINE", channelRefundId: "50300000000000000000000000002", revokeEntitlement: true, at: now() }));
    expect((await db.selectFrom("orders").select("fulfilStatus").where("Id", "=", Number(back.Id)).executeTakeFirstOrThrow()).fulfilStatus).toBe("REVOKED");
    expect((await compare())[`${v}|`]).toEqual([[start, start + 60 * DAY]]);
  });

  it("an admin grant and a redeem-code order (0 fen) make a member; deleting the order takes it away", async () => {
    const v = Number((await makeVisitor(db, now())).Id);
    await db.transaction().execute((tx) => adminGrant(tx, SYSTEM_ACTOR, { workNo: "VW-SPAN-1" }, v, "VIP", 7, now()));
    expect((await compare())[`${v}|PC`]).toEqual([[now(), now() + 7 * DAY]]);
    // As redeemForVisitor writes it (the code and batch bookkeeping aside): a fulfilled 0-fen VIP order on H5.
    const redeemed = await db.transaction().execute((tx) => insertRow(tx, "orders", {
      orderNo: businessNo("VIP", now(), 4242), orderType: "VIP", visitorId: v, platform: "H5", lines: [], totalAmount: 0, discountAmount: 0, payAmount: 0,
      payChannel: "REDEEM_CODE", status: "PAID", fulfilStatus: "DONE", paidAt: now(), refundedAmount: 0, refundingAmount: 0, invoiceStatus: "NONE",
      vipLevel: "VIP", durationDays: 31, vipStartAt: now() + 7 * DAY, vipEndAt: now() + 38 * DAY, isRenewal: true, autoRenew: false,
    }, now()));
    expect((await compare())[`${v}|`]).toEqual([[now(), now() + 38 * DAY]]);
    await db.deleteFrom("orders").where("Id", "=", Number(redeemed.Id)).execute();
    expect((await compare())[`${v}|`]).toEqual([[now(), now() + 7 * DAY]]);
    expect((await held())[`${v}|H5`]).toBeUndefined();
  });

  it("two VIP orders of one visitor fulfilled at once, and an order moved to another visitor, leave the spells equal to the recomputation", async () => {
    const v = Number((await makeVisitor(db, now())).Id);
    const a = await makeOrder(db, now(), v);
    const b = await makeOrder(db, now(), v, { platform: "ANDROID" });
    await Promise.all([pay(a), pay(b)]);
    expect((await compare())[`${v}|`]).toEqual([[now(), now() + 60 * DAY]]);
    // Written straight to the orders (no visitor row lock on the way): only the triggers' own locking keeps them apart.
    const c = await makeOrder(db, now(), v);
    const d = await makeOrder(db, now(), v, { platform: "H5" });
    const fulfil = (o: Row, from: number) => db.transaction().execute((tx) => tx.updateTable("orders")
      .set({ status: "PAID", paidAt: now(), fulfilStatus: "DONE", vipStartAt: from, vipEndAt: from + 10 * DAY }).where("Id", "=", Number(o.Id)).execute());
    await Promise.all([fulfil(c, now() + 100 * DAY), fulfil(d, now() + 110 * DAY)]);
    expect((await compare())[`${v}|`]).toEqual([[now(), now() + 60 * DAY], [now() + 100 * DAY, now() + 120 * DAY]]);
    const w = Number((await makeVisitor(db, now())).Id);
    await db.updateTable("orders").set({ visitorId: w }).where("Id", "=", Number(d.Id)).execute();
    const spans = await compare();
    expect(spans[`${v}|`]).toEqual([[now(), now() + 60 * DAY], [now() + 100 * DAY, now() + 110 * DAY]]);
    expect(spans[`${w}|H5`]).toEqual([[now() + 110 * DAY, now() + 120 * DAY]]);
  });
});

describeEachDb("有效会员数 from the spells over the seeded world", (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "demo" });
  });
  afterAll(async () => {
    await t.close();
  });

  /** Distinct visitors whose fulfilled VIP order covers `at`, on the given platforms (all when none), straight from the orders. */
  const direct = async (at: number, platforms: string[] = []) => {
    let q = t.server.deps.db.selectFrom("orders").select(sql<unknown>`count(distinct "visitorId")`.as("n"))
      .where("orderType", "=", "VIP").where("fulfilStatus", "=", "DONE").where("vipStartAt", "<=", at).where("vipEndAt", ">", at);
    if (platforms.length) q = q.where("platform", "in", platforms);
    return Number((await q.executeTakeFirstOrThrow()).n);
  };

  it("by day, by month, with one and with two platforms: every bucket end equals the count from the orders", async () => {
    for (const platforms of [[], ["IOS"], ["IOS", "ANDROID"]]) {
      for (const [from, to, granularity] of [["2026-10-01", "2026-10-31", "day"], ["2025-12-01", "2026-11-22", "month"]] as const) {
        const r = await t.rpc("DashboardServiceAdmin/query", { metric: "activeVip", from, to, granularity, ...(platforms.length ? { filters: { platform: platforms } } : {}) }, t.adminToken);
        expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
        const answer = r.body as unknown as { value: number; series: { bucket: string; value: number }[] };
        const ends = answer.series.map((p, i) => (answer.series[i + 1] ? fromShanghaiInput(answer.series[i + 1]?.bucket ?? "") : fromShanghaiInput(to) + DAY) - 1);
        const expected = await Promise.all(ends.map((e) => direct(Math.min(e, t.clock.now), platforms)));
        expect(answer.series.map((p) => p.value), `${from}…${to} ${platforms.join(",")}`).toEqual(expected);
        expect(answer.value).toBe(expected[expected.length - 1]);
        expect(answer.value).toBeGreaterThan(0);
      }
    }
  });
});
