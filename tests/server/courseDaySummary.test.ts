/**
 * The courses' daily summary (server/platform/db/courseDaySummary.ts, issue 26 speed) on both databases: after a
 * payment, a refund, a close, two payments at the same moment, a renamed course and an edit that moves a payment to
 * another day, course_day_summary holds exactly the paid course GMV of the orders by China-time day × course ×
 * platform × channel, named after the latest non-empty name. And 热销课程 over the seeded world equals the orders'
 * grouping by course.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { sql } from "kysely";
import { refundInTx } from "../../server/domains/order/refund/refunds";
import type { Db, Row } from "../../server/platform/db/types";
import { makeOrder, makeVisitor } from "./commerceFixture";
import { payOrder } from "./dashboardHarness";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

const DAY = 86_400_000;
const PAID = ["PAID", "REFUNDING", "PARTIAL_REFUNDED", "REFUNDED"];
const dayOf = (ms: number) => Math.floor((ms + 8 * 3_600_000) / DAY);
const isPaidCourse = (o: Row) => o.orderType === "COURSE" && o.paidAt !== null && Number(o.payAmount) > 0 && PAID.includes(String(o.status));

describeEachDb("course daily summary", (kind) => {
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
  const course = (courseId: number, courseName: string, over: Record<string, unknown> = {}) =>
    makeOrder(db, now(), visitor, { orderType: "COURSE", payAmount: 9_900, totalAmount: 9_900, courseType: "SHIY", courseId, courseName, ...over });
  let visitor = 0;
  const pay = (o: Row, at = now()) => payOrder(db, o, at, "4400");

  /** The summary's non-empty rows (key → [gmv, name]) equal the paid course orders' sums computed here; answers them. */
  const compare = async () => {
    const rows = (await sql<Row>`select * from course_day_summary where "gmv" <> 0`.execute(db)).rows;
    const held = Object.fromEntries(rows.map((r) => [`${String(r.day)}|${String(r.courseType)}|${String(r.courseId)}|${String(r.platform)}|${String(r.payChannel)}`, [Number(r.gmv), String(r.courseName)]]));
    const expected: Record<string, [number, string]> = {};
    for (const o of await db.selectFrom("orders").selectAll().execute()) {
      if (!isPaidCourse(o)) continue;
      const k = `${dayOf(Number(o.paidAt))}|${String(o.courseType ?? "")}|${String(o.courseId ?? 0)}|${String(o.platform ?? "")}|${String(o.payChannel ?? "")}`;
      const [g] = expected[k] ?? [0];
      expected[k] = [g + Number(o.payAmount), String(held[k]?.[1] ?? "")];
    }
    expect(held).toEqual(expected);
    return held as Record<string, [number, string]>;
  };

  it("a payment adds to its course and day; a refund leaves it (the order stays paid); a close adds nothing", async () => {
    visitor = Number((await makeVisitor(db, now())).Id);
    const a = await course(7, "山水画入门");
    const closed = await course(7, "山水画入门");
    expect(await compare()).toEqual({});
    await pay(a);
    const key = `${dayOf(now())}|SHIY|7|IOS|WXPAY`;
    expect((await compare())[key]).toEqual([9_900, "山水画入门"]);
    await db.transaction().execute((tx) => refundInTx(tx, Number(a.Id), { amount: 9_900, reason: "USER_REQUEST", mode: "OFFLINE", channelRefundId: "50300000000000000000000000003", at: now() }));
    expect((await compare())[key]).toEqual([9_900, "山水画入门"]);
    await db.updateTable("orders").set({ status: "CLOSED", closedAt: now() }).where("Id", "=", Number(closed.Id)).execute();
    expect((await compare())[key]).toEqual([9_900, "山水画入门"]);
  });

  it("two payments at once both count; a later name replaces the held one, an empty one does not; moving a payment moves it to its new day", async () => {
    visitor = Number((await makeVisitor(db, now())).Id);
    const a = await course(8, "花鸟画");
    const b = await course(8, "花鸟画（新版）");
    await Promise.all([pay(a), pay(b)]);
    const key = `${dayOf(now())}|SHIY|8|IOS|WXPAY`;
    const both = await compare();
    expect(both[key]?.[0]).toBe(19_800);
    expect(["花鸟画", "花鸟画（新版）"]).toContain(both[key]?.[1]);
    const c = await course(8, "");
    await pay(c);
    expect((await compare())[key]).toEqual([29_700, both[key]?.[1]]);
    await db.updateTable("orders").set({ courseName: "花鸟画精讲" }).where("Id", "=", Number(c.Id)).execute();
    expect((await compare())[key]).toEqual([29_700, "花鸟画精讲"]);
    await db.updateTable("orders").set({ paidAt: now() - 3 * DAY }).where("Id", "=", Number(a.Id)).execute();
    const moved = await compare();
    expect(moved[key]?.[0]).toBe(19_800);
    expect(moved[`${dayOf(now() - 3 * DAY)}|SHIY|8|IOS|WXPAY`]?.[0]).toBe(9_900);
  });
});

describeEachDb("热销课程 from the course summary over the seeded world", (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "demo" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("over a year and a month, with and without filters: the top 10 and the value equal the orders grouped by course", async () => {
    const db = t.server.deps.db;
    const orders = (await db.selectFrom("orders").selectAll().execute()).filter(isPaidCourse);
    const cases = [
      ["2025-12-01", "2026-11-22", {}], ["2026-10-01", "2026-10-31", {}], ["2025-12-01", "2026-11-22", { payChannel: ["WXPAY"] }],
      ["2025-12-01", "2026-11-22", { platform: ["IOS", "ANDROID"] }],
    ] as const;
    for (const [from, to, filters] of cases) {
      const r = await t.rpc("DashboardServiceAdmin/query", { metric: "topCourses", from, to, filters }, t.adminToken);
      expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
      const answer = r.body as unknown as { value: number; breakdown: { key: string; label: string; value: number }[] };
      const start = new Date(`${from}T00:00:00+08:00`).getTime();
      const end = new Date(`${to}T00:00:00+08:00`).getTime() + DAY;
      const f = filters as { payChannel?: readonly string[]; platform?: readonly string[] };
      const kept = orders.filter((o) => Number(o.paidAt) >= start && Number(o.paidAt) < end
        && (!f.payChannel || f.payChannel.includes(String(o.payChannel))) && (!f.platform || f.platform.includes(String(o.platform))));
      const byCourse = new Map<string, { value: number; names: string[]; id: number }>();
      for (const o of kept) {
        const k = `${String(o.courseType ?? "")}:${String(o.courseId ?? "")}`;
        const e = byCourse.get(k) ?? { value: 0, names: [], id: Number(o.courseId ?? 0) };
        e.value += Number(o.payAmount);
        if (o.courseName) e.names.push(String(o.courseName));
        byCourse.set(k, e);
      }
      const top = [...byCourse.entries()].sort((x, y) => y[1].value - x[1].value || x[1].id - y[1].id).slice(0, 10);
      expect(answer.breakdown.map((b) => [b.key, b.value]), `${from}…${to} ${JSON.stringify(filters)}`).toEqual(top.map(([k, e]) => [k, e.value]));
      expect(answer.breakdown.map((b) => b.label)).toEqual(top.map(([, e]) => [...e.names].sort().at(-1)));
      expect(answer.value).toBe(kept.reduce((n, o) => n + Number(o.payAmount), 0));
      expect(answer.breakdown.length).toBeGreaterThan(0);
    }
  });
});
