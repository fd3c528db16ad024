/**
 * Coupons (/sellAdmin/ShiyCouponList, commerce.md §4.6): 发券 is a job that issues one record per
 * visitor with progress, every record code unique, the total quantity and the per-visitor limit kept
 * under concurrency; a record is on at most one order however many take it at once.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { drainJobs } from "../../server/platform/jobs/runner";
import { claimCoupon, lockCouponForOrder, settleCouponRecord } from "../../server/domains/marketing/coupon/coupons";
import { RpcError } from "../../server/platform/wire/errors";
import { makeUser } from "./accounts";
import { createTestServer, describeEachDb, type TestServer } from "./harness";
import { makeVisitor } from "./requestsFixture";

const S = "MarketingServiceAdmin";
const DAY = 86_400_000;
type Coupon = { Id: number; utime: number; status: string; claimedCount: number; usedCount: number; totalQuantity: number; issueJobId: number };

describeEachDb("coupons", (kind) => {
  let t: TestServer;
  let serial = 0;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none", jobs: "manual" });
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.server.deps.db;
  const drain = () => drainJobs(t.server.deps, undefined, {});
  const get = async (Id: number) => (await t.rpc(`${S}/getCoupon`, { Id }, t.adminToken)).body.data as Coupon;
  const template = async (over: Record<string, unknown> = {}) => {
    const r = await t.rpc(`${S}/createCoupon`, {
      data: {
        name: `书院课满减${(serial += 1)}`, type: "FULL_REDUCTION", thresholdFen: 100_000, reduceFen: 10_000, scope: "SHIY_COURSES", totalQuantity: 100,
        perVisitorLimit: 1, claimMode: "ADMIN_ONLY", claimStartAt: t.clock.now - DAY, claimEndAt: t.clock.now + 30 * DAY, validType: "RELATIVE", validDays: 7, ...over,
      },
    }, t.adminToken);
    expect(r.body.code, String(r.body.message)).toBe("SUCCESS");
    const c = r.body.data as Coupon;
    expect((await t.rpc(`${S}/startCoupon`, { Id: c.Id }, t.adminToken)).body.code).toBe("SUCCESS");
    return get(c.Id);
  };
  const visitors = async (n: number) => {
    const ids = await Promise.all(Array.from({ length: n }, () => makeVisitor(t)));
    const rows = await db().selectFrom("visitor").select(["Id", "uid"]).where("Id", "in", ids).orderBy("Id").execute();
    return rows.map((r) => ({ Id: Number(r.Id), uid: Number(r.uid) }));
  };
  const records = (couponId: number) => db().selectFrom("coupon_record").selectAll().where("couponId", "=", couponId).execute();
  const outcome = <T>(p: Promise<T>) => p.then((v) => ({ ok: true as const, v }), (e: unknown) => ({ ok: false as const, message: e instanceof RpcError ? e.message : String(e) }));

  it("shape rules: a 满减 whose reduction is not below its threshold is refused and nothing is written", async () => {
    const before = (await db().selectFrom("coupon").select("Id").execute()).length;
    const r = await t.rpc(`${S}/createCoupon`, {
      data: { name: "坏券", type: "FULL_REDUCTION", thresholdFen: 10_000, reduceFen: 10_000, scope: "ALL_COURSES", totalQuantity: 10, perVisitorLimit: 1, claimMode: "PUBLIC", claimStartAt: t.clock.now, claimEndAt: t.clock.now + DAY, validType: "RELATIVE", validDays: 3 },
    }, t.adminToken);
    expect(r.body).toMatchObject({ code: 3, message: "满减券的减免金额须低于使用门槛" });
    expect(await db().selectFrom("coupon").select("Id").execute()).toHaveLength(before);
  });

  it("发券 to 60 visitors is a job: 60 records with unique codes, progress on the job, claimedCount 60; a repeat run fails per visitor on the limit", async () => {
    const c = await template();
    const people = await visitors(60);
    const r = await t.rpc(`${S}/issueCoupon`, { Id: c.Id, utime: c.utime, data: { uids: people.map((p) => p.uid).join("\n") } }, t.adminToken);
    expect(r.body.code, String(r.body.message)).toBe("SUCCESS");
    const jobId = (await get(c.Id)).issueJobId;
    expect((await t.rpc("JobServiceAdmin/getJob", { Id: jobId }, t.adminToken)).body.data).toMatchObject({ kind: "generate", status: "QUEUED", total: 60 });
    expect(await records(c.Id)).toHaveLength(0);
    await drain();
    expect((await t.rpc("JobServiceAdmin/getJob", { Id: jobId }, t.adminToken)).body.data).toMatchObject({ status: "DONE", done: 60, failed: 0 });
    const recs = await records(c.Id);
    expect(recs).toHaveLength(60);
    expect(new Set(recs.map((x) => x.recordNo)).size).toBe(60);
    expect(new Set(recs.map((x) => x.visitorId)).size).toBe(60);
    expect(recs.every((x) => x.status === "UNUSED" && x.source === "ADMIN")).toBe(true);
    expect((await get(c.Id)).claimedCount).toBe(60);

    const again = await get(c.Id);
    await t.rpc(`${S}/issueCoupon`, { Id: c.Id, utime: again.utime, data: { uids: people.slice(0, 3).map((p) => p.uid).join(",") } }, t.adminToken);
    await drain();
    const second = (await t.rpc("JobServiceAdmin/getJob", { Id: (await get(c.Id)).issueJobId }, t.adminToken)).body.data as { status: string; failed: number; errors: { reason: string }[] };
    expect(second).toMatchObject({ status: "FAILED", failed: 3 });
    expect(second.errors[0]?.reason).toBe("每人限领 1 张");
    expect(await records(c.Id)).toHaveLength(60);
  });

  it("unknown uids refuse the whole 发券 and queue nothing; a read-only user may not issue", async () => {
    const c = await template();
    const jobsBefore = (await db().selectFrom("job").select("Id").execute()).length;
    const r = await t.rpc(`${S}/issueCoupon`, { Id: c.Id, utime: c.utime, data: { uids: "99999999" } }, t.adminToken);
    expect(r.body).toMatchObject({ code: 3 });
    expect(String(r.body.message)).toContain("找不到这些用户编号：99999999");
    const reader = (await makeUser(t, "shiy.reader", "editor", { shiy: "READ" })).token;
    const denied = await t.rpc(`${S}/issueCoupon`, { Id: c.Id, utime: c.utime, data: { uids: "10000001" } }, reader);
    expect(denied.body.code).toBe(7);
    expect(await db().selectFrom("job").select("Id").execute()).toHaveLength(jobsBefore);
  });

  it("30 concurrent claims on a quantity of 8 (limit 2 each, 15 visitors): exactly 8 records, nobody above 2, the template ENDED", async () => {
    const c = await template({ totalQuantity: 8, perVisitorLimit: 2 });
    const people = await visitors(15);
    const results = await Promise.all([...people, ...people].map((p) => outcome(db().transaction().execute((tx) => claimCoupon(tx, c.Id, p.Id, "CLAIM", t.clock.now)))));
    expect(results.filter((r) => r.ok)).toHaveLength(8);
    const recs = await records(c.Id);
    expect(recs).toHaveLength(8);
    const per = new Map<number, number>();
    for (const r of recs) per.set(Number(r.visitorId), (per.get(Number(r.visitorId)) ?? 0) + 1);
    expect(Math.max(...per.values())).toBeLessThanOrEqual(2);
    expect(await get(c.Id)).toMatchObject({ claimedCount: 8, status: "ENDED" });
  });

  it("one record taken by 5 orders at once: exactly one holds it; paid it is USED and counted, and no other order can take it", async () => {
    const c = await template();
    const [p] = await visitors(1);
    const rec = await db().transaction().execute((tx) => claimCoupon(tx, c.Id, p!.Id, "CLAIM", t.clock.now));
    const tries = await Promise.all([1, 2, 3, 4, 5].map((n) => outcome(db().transaction().execute((tx) => lockCouponForOrder(tx, Number(rec.Id), `CRS2026112212000000000${n}`, 10_000, t.clock.now)))));
    expect(tries.filter((x) => x.ok)).toHaveLength(1);
    expect(tries.filter((x) => !x.ok).every((x) => !x.ok && x.message === "该券已被使用或不可用")).toBe(true);
    const held = await db().selectFrom("coupon_record").selectAll().where("Id", "=", Number(rec.Id)).executeTakeFirstOrThrow();
    expect(held.status).toBe("LOCKED");
    await db().transaction().execute((tx) => settleCouponRecord(tx, String(held.orderNo), "PAID", t.clock.now));
    expect(await db().selectFrom("coupon_record").select(["status", "discountFen"]).where("Id", "=", Number(rec.Id)).executeTakeFirstOrThrow()).toMatchObject({ status: "USED", discountFen: 10_000 });
    expect((await get(c.Id)).usedCount).toBe(1);
    expect(await outcome(db().transaction().execute((tx) => lockCouponForOrder(tx, Number(rec.Id), "CRS20261122120000000009", 10_000, t.clock.now)))).toMatchObject({ ok: false });
  });

  it("a closed order gives its coupon back; a relative validity ends at 23:59:59 Beijing time of the last day", async () => {
    const c = await template({ validDays: 3 });
    const [p] = await visitors(1);
    const rec = await db().transaction().execute((tx) => claimCoupon(tx, c.Id, p!.Id, "CLAIM", t.clock.now));
    // START_TIME is 2026-11-22 12:00 Beijing: three natural days end 2026-11-24 23:59:59 Beijing.
    expect(Number(rec.validTo)).toBe(Date.UTC(2026, 10, 24, 15, 59, 59));
    await db().transaction().execute((tx) => lockCouponForOrder(tx, Number(rec.Id), "CRS20261122120000000042", 10_000, t.clock.now));
    await db().transaction().execute((tx) => settleCouponRecord(tx, "CRS20261122120000000042", "CLOSED", t.clock.now));
    expect(await db().selectFrom("coupon_record").select(["status", "orderNo"]).where("Id", "=", Number(rec.Id)).executeTakeFirstOrThrow()).toMatchObject({ status: "UNUSED", orderNo: null });
  });
});

describeEachDb("coupon demo data", (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "demo" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("templates' counters are what their records add up to; every USED record is a paid order's coupon discount of the same amount", async () => {
    const db = t.server.deps.db;
    const templates = await db.selectFrom("coupon").selectAll().orderBy("Id").execute();
    expect(templates).toHaveLength(15);
    expect(new Set(templates.map((x) => x.status))).toEqual(new Set(["ACTIVE", "ENDED", "STOPPED", "DRAFT"]));
    const recs = await db.selectFrom("coupon_record").selectAll().execute();
    expect(new Set(recs.map((r) => r.recordNo)).size).toBe(recs.length);
    for (const tpl of templates) {
      const mine = recs.filter((r) => r.couponId === tpl.Id);
      expect(Number(tpl.claimedCount)).toBe(mine.length);
      expect(Number(tpl.usedCount)).toBe(mine.filter((r) => r.status === "USED").length);
      expect(Number(tpl.claimedCount)).toBeLessThanOrEqual(Number(tpl.totalQuantity));
    }
    const used = recs.filter((r) => r.status === "USED");
    expect(used.length).toBeGreaterThan(0);
    for (const r of used.slice(0, 50)) {
      const o = await db.selectFrom("orders").selectAll().where("orderNo", "=", r.orderNo).executeTakeFirstOrThrow();
      expect(o.visitorId).toBe(r.visitorId);
      const details = (typeof o.discountDetail === "string" ? JSON.parse(o.discountDetail) : o.discountDetail) as { type: string; amount: number }[];
      expect(details.some((d) => d.type === "COUPON" && d.amount === Number(r.discountFen))).toBe(true);
      expect(Number(r.usedAt)).toBeLessThanOrEqual(Number(r.validTo));
    }
    expect(recs.filter((r) => r.status === "EXPIRED").every((r) => Number(r.validTo) < t.clock.now)).toBe(true);
    expect(recs.filter((r) => r.status === "UNUSED").every((r) => Number(r.validTo) > t.clock.now)).toBe(true);
  });
});
