/**
 * Customer service's visitor screen (issue 25, second round): an address's region is a real GB/T 2260
 * division with no subdivisions (unknown codes and provinces/cities refused, nothing saved; the names
 * come from the code); the 登录设备 tab lists a visitor's own devices; 开通或延长会员 on a visitor only
 * submits a VIP work order, which a second person must approve, and two approvals at once grant once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { address, loginDevice, vipWorkOrder, visitor } from "../../src/catalogue/registry";
import type { Tx } from "../../server/platform/db/types";
import { insertSeed } from "../../server/seed/factory";
import { makeUser, type TestUser } from "./accounts";
import { createTestServer, describeEachDb, type TestServer } from "./harness";
import { makeVisitor } from "./requestsFixture";

const S = "TouristServiceAdmin";
const DAY = 86_400_000;
type Rec = Record<string, unknown>;

describeEachDb("visitor screen: regions, login devices, VIP through a work order", (kind) => {
  let t: TestServer;
  let wang: TestUser;
  let li: TestUser;
  let zhao: TestUser;
  let reader: TestUser;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none" });
    wang = await makeUser(t, "t6.wang", "editor", { order: "WRITE" });
    li = await makeUser(t, "t6.li", "editor", { order: "WRITE" });
    zhao = await makeUser(t, "t6.zhao", "editor", { order: "WRITE" });
    reader = await makeUser(t, "t6.reader", "editor", { order: "READ" });
  });
  afterAll(async () => {
    await t.close();
  });
  const db = () => t.server.deps.db;
  const addresses = async (visitorId: number) => db().selectFrom(address.table).selectAll().where("visitorId", "=", visitorId).execute();

  describe("address regions", () => {
    const base = (visitorId: number) => ({ visitorId, receiverName: "李明轩", mobile: "13912345678", detail: "文三路 478 号 7 幢 502" });

    it("a district stores its province and city names from the national table", async () => {
      const visitorId = await makeVisitor(t);
      const r = await t.rpc(`${S}/createAddress`, { data: { ...base(visitorId), regionCode: "330106" } }, wang.token);
      expect(r.body.code, String(r.body.message)).toBe("SUCCESS");
      expect(r.body.data).toMatchObject({ regionCode: "330106", province: "浙江省", city: "杭州市", district: "西湖区" });
      // A district outside the first round's short list: the whole table is accepted (新疆 喀什地区 喀什市).
      const far = await t.rpc(`${S}/createAddress`, { data: { ...base(visitorId), regionCode: "653101" } }, wang.token);
      expect(far.body.data).toMatchObject({ province: "新疆维吾尔自治区", city: "喀什地区", district: "喀什市" });
      // A city without districts (东莞市) is itself the end of the chain.
      const city = await t.rpc(`${S}/createAddress`, { data: { ...base(visitorId), regionCode: "441900" } }, wang.token);
      expect(city.body.data).toMatchObject({ province: "广东省", city: "东莞市", district: "" });
    });

    it("unknown codes and provinces or cities are refused in Chinese, nothing saved; names sent by the caller are not taken", async () => {
      const visitorId = await makeVisitor(t);
      const unknown = await t.rpc(`${S}/createAddress`, { data: { ...base(visitorId), regionCode: "110199" } }, wang.token);
      expect(unknown.body.code).toBe(3);
      expect(String(unknown.body.message)).toContain("110199 不是有效的行政区划代码");
      const city = await t.rpc(`${S}/createAddress`, { data: { ...base(visitorId), regionCode: "330100" } }, wang.token);
      expect(city.body.code).toBe(3);
      expect(String(city.body.message)).toContain("是省或市，请选择到区县");
      const province = await t.rpc(`${S}/createAddress`, { data: { ...base(visitorId), regionCode: "330000" } }, wang.token);
      expect(String(province.body.message)).toContain("请选择到区县");
      // A district with another province's names: the names are the server's to fill, so the write is refused.
      const mismatch = await t.rpc(`${S}/createAddress`, { data: { ...base(visitorId), regionCode: "330106", province: "北京市", city: "北京市" } }, wang.token);
      expect(mismatch.body.code).toBe(3);
      expect(await addresses(visitorId)).toHaveLength(0);
    });

    it("changing an address's region re-derives the names; a bad code leaves the address as it was", async () => {
      const visitorId = await makeVisitor(t);
      const made = (await t.rpc(`${S}/createAddress`, { data: { ...base(visitorId), regionCode: "110105" } }, wang.token)).body.data as Rec;
      const bad = await t.rpc(`${S}/updateAddress`, { Id: made.Id, utime: made.utime, data: { regionCode: "999999" } }, wang.token);
      expect(bad.body.code).toBe(3);
      expect((await addresses(visitorId))[0]).toMatchObject({ regionCode: "110105", province: "北京市", district: "朝阳区" });
      const ok = await t.rpc(`${S}/updateAddress`, { Id: made.Id, utime: made.utime, data: { regionCode: "510107" } }, wang.token);
      expect(ok.body.data).toMatchObject({ province: "四川省", city: "成都市", district: "武侯区" });
    });
  });

  describe("login devices", () => {
    it("lists each visitor's own devices, newest login first; read-only", async () => {
      const a = await makeVisitor(t);
      const b = await makeVisitor(t);
      const device = (visitorId: number, deviceModel: string, lastLoginAt: number) => insertSeed(db() as unknown as Tx, loginDevice, {
        visitorId, tdid: `${deviceModel}-${visitorId}`.padEnd(32, "0"), deviceModel, platform: "IOS", osVersion: "iOS 17.5", appVersion: "3.8.1",
        firstLoginAt: lastLoginAt - 30 * DAY, lastLoginAt, lastLoginIp: "58.32.1.9",
      }, lastLoginAt);
      await device(a, "iPhone 14", t.clock.now - 3 * DAY);
      await device(a, "iPhone 15 Pro", t.clock.now - DAY);
      await device(b, "Xiaomi 14", t.clock.now - 2 * DAY);
      const r = await t.rpc(`${S}/listLoginDevice`, { cond: { jsonq: JSON.stringify({ visitorId: a }) }, page: { skip: 0, limit: 20 } }, reader.token);
      expect(r.body.code, String(r.body.message)).toBe("SUCCESS");
      expect((r.body.data as Rec[]).map((d) => d.deviceModel)).toEqual(["iPhone 15 Pro", "iPhone 14"]);
      expect((r.body.data as Rec[])[0]).toMatchObject({ platform: "IOS", appVersion: "3.8.1", lastLoginIp: "58.32.1.9" });
      const write = await t.rpc(`${S}/createLoginDevice`, { data: { visitorId: a, tdid: "x", deviceModel: "伪造" } }, wang.token);
      expect(write.body.code).not.toBe("SUCCESS");
    });
  });

  describe("VIP from the visitor", () => {
    const grant = (visitorId: number, token: string) =>
      t.rpc(`${S}/grantVip`, { Id: visitorId, data: { vipLevel: "VIP", days: 30, reason: "直播活动奖励" } }, token);
    const works = (visitorId: number) => db().selectFrom(vipWorkOrder.table).selectAll().where("visitorId", "=", visitorId).execute();
    const vipOf = async (visitorId: number) => db().selectFrom(visitor.table).select(["vipLevel", "vipExpireAt"]).where("Id", "=", visitorId).executeTakeFirstOrThrow();

    it("开通或延长会员 submits a pending 手动开通 work order and grants nothing; a reader is refused", async () => {
      const visitorId = await makeVisitor(t);
      const denied = await grant(visitorId, reader.token);
      expect(denied.body.code).toBe(7);
      expect(await works(visitorId)).toHaveLength(0);
      const r = await grant(visitorId, wang.token);
      expect(r.body.code, String(r.body.message)).toBe("SUCCESS");
      const [work] = await works(visitorId);
      expect(work).toMatchObject({ type: "MANUAL_OPEN", vipLevel: "VIP", days: 30, status: "PENDING", submittedBy: "t6.wang", source: "CUSTOMER_SERVICE", description: "直播活动奖励" });
      expect(await vipOf(visitorId)).toMatchObject({ vipLevel: "NONE" });
    });

    it("the submitter cannot approve; of two approvals at once exactly one grants, once", async () => {
      const visitorId = await makeVisitor(t);
      await grant(visitorId, wang.token);
      const [work] = await works(visitorId);
      const Id = Number(work!.Id);
      const own = await t.rpc(`${S}/approveVipWorkOrder`, { Id, data: {} }, wang.token);
      expect(own.body.code).toBe(7);
      expect(String(own.body.message)).toContain("不能审批自己提交的工单");
      expect((await works(visitorId))[0]).toMatchObject({ status: "PENDING" });
      const both = await Promise.all([li, zhao].map((u) => t.rpc(`${S}/approveVipWorkOrder`, { Id, data: {} }, u.token)));
      expect(both.filter((r) => r.body.code === "SUCCESS")).toHaveLength(1);
      const loser = both.find((r) => r.body.code !== "SUCCESS")!;
      expect(String(loser.body.message)).toMatch(/已被他人处理|状态|已修改|刷新/);
      expect((await works(visitorId))[0]).toMatchObject({ status: "EXECUTED" });
      const after = await vipOf(visitorId);
      expect(after.vipLevel).toBe("VIP");
      expect(Number(after.vipExpireAt)).toBe(t.clock.now + 30 * DAY);
      const adminOrders = await db().selectFrom("orders").selectAll().where("visitorId", "=", visitorId).where("payChannel", "=", "ADMIN").execute();
      expect(adminOrders).toHaveLength(1);
    });
  });

  it("the demo world's login devices belong to visitors, none after now, each visitor's newest at their last activity", async () => {
    const demo = await createTestServer(kind, { seed: "demo" });
    try {
      const d = demo.server.deps.db;
      const devices = await d.selectFrom(loginDevice.table).selectAll().execute();
      expect(devices.length).toBeGreaterThan(0);
      expect(devices.length).toBeLessThanOrEqual(300);
      const visitors = new Map((await d.selectFrom(visitor.table).select(["Id", "registerAt", "lastActiveAt"]).execute()).map((v) => [Number(v.Id), v]));
      const newest = new Map<number, number>();
      for (const dev of devices) {
        const v = visitors.get(Number(dev.visitorId));
        expect(v, `device ${String(dev.Id)}`).toBeDefined();
        expect(Number(dev.lastLoginAt)).toBeLessThanOrEqual(demo.clock.now);
        expect(Number(dev.firstLoginAt)).toBeGreaterThanOrEqual(Number(v!.registerAt));
        expect(Number(dev.firstLoginAt)).toBeLessThanOrEqual(Number(dev.lastLoginAt));
        newest.set(Number(dev.visitorId), Math.max(newest.get(Number(dev.visitorId)) ?? 0, Number(dev.lastLoginAt)));
      }
      for (const [visitorId, at] of newest) expect(at).toBe(Math.min(demo.clock.now, Number(visitors.get(visitorId)!.lastActiveAt)));
      // Seeded addresses name real districts whose names match the national table.
      const { regionOf } = await import("../../server/domains/tourist/address/regions");
      for (const a of await d.selectFrom(address.table).selectAll().execute()) {
        expect(regionOf(String(a.regionCode)), String(a.regionCode)).toMatchObject({ province: a.province, city: a.city, district: a.district });
      }
    } finally {
      await demo.close();
    }
  });
});
