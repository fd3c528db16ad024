/**
 * Group-purchase tiers (/order/groupconf, commerce.md §2.10): bounds and price checked, and two
 * ENABLED tiers of one VIP product never overlap in seats during overlapping validity — also when
 * enabled at the same moment, on both databases. Rights: READ of `group` reads, never writes.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { makeUser } from "./accounts";
import { createTestServer, describeEachDb, type TestServer } from "./harness";
import { makeVipGoods } from "./requestsFixture";

type Conf = { Id: number; utime: number; status: string; name: string };
const S = "OrderServiceAdmin";

describeEachDb("group-purchase tiers", (kind) => {
  let t: TestServer;
  let goodsId: number;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none" });
    goodsId = await makeVipGoods(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const tier = (over: Record<string, unknown> = {}) => ({
    name: "机构年卡", vipGoodsId: goodsId, minSeats: 10, maxSeats: 49, unitPrice: 16800, deliveryMode: "REDEEM_CODES",
    validFrom: "2026-01-01", validTo: "2026-12-31", ...over,
  });
  const create = async (over: Record<string, unknown> = {}) => {
    const r = await t.rpc(`${S}/createGroupPurchaseConf`, { data: tier(over) }, t.adminToken);
    expect(r.body.code, String(r.body.message)).toBe("SUCCESS");
    return r.body.data as Conf;
  };
  const enable = (c: Conf) => t.rpc(`${S}/enableGroupPurchaseConf`, { Id: c.Id }, t.adminToken);
  const enabledCount = async () => (await t.server.deps.db.selectFrom("group_purchase_conf").select("Id").where("vipGoodsId", "=", goodsId).where("status", "=", "ENABLED").execute()).length;

  it("a new tier starts disabled; bad bounds and a price not below the product's are refused with nothing written", async () => {
    const c = await create({ name: "十人档" });
    expect(c.status).toBe("DISABLED");
    const before = (await t.server.deps.db.selectFrom("group_purchase_conf").select("Id").execute()).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ minSeats: 50, maxSeats: 10 }, "最多人数（10）不能小于最少人数（50）"],
      [{ validFrom: "2026-12-31", validTo: "2026-01-01" }, "失效日期不能早于生效日期"],
      [{ unitPrice: 23800 }, "须低于会员商品"],
      [{ minSeats: 3 }, "最少人数"],
    ];
    for (const [over, message] of cases) {
      const r = await t.rpc(`${S}/createGroupPurchaseConf`, { data: tier(over) }, t.adminToken);
      expect(r.body.code).toBe(3);
      expect(String(r.body.message)).toContain(message);
    }
    expect((await t.server.deps.db.selectFrom("group_purchase_conf").select("Id").execute()).length).toBe(before);
    await t.rpc(`${S}/deleteGroupPurchaseConf`, { Id: c.Id, utime: c.utime }, t.adminToken);
  });

  it("enabling a tier that overlaps an enabled one is refused; adjacent seats or validity are fine", async () => {
    const a = await create({ minSeats: 10, maxSeats: 49 });
    expect((await enable(a)).body.code).toBe("SUCCESS");
    const overlapping = await create({ name: "重叠档", minSeats: 40, maxSeats: 99 });
    const refused = await enable(overlapping);
    expect(refused.body.code).toBe(9);
    expect(String(refused.body.message)).toContain("人数与有效期重叠");
    const next = await create({ name: "五十人档", minSeats: 50, maxSeats: null, unitPrice: 13800 });
    expect((await enable(next)).body.code).toBe("SUCCESS");
    const nextYear = await create({ name: "明年档", minSeats: 40, maxSeats: 99, validFrom: "2027-01-01", validTo: "2027-12-31" });
    expect((await enable(nextYear)).body.code).toBe("SUCCESS");
    // Widening an enabled tier into its neighbour is the same overlap.
    const fresh = (await t.rpc(`${S}/getGroupPurchaseConf`, { Id: a.Id }, t.adminToken)).body.data as Conf;
    const widen = await t.rpc(`${S}/updateGroupPurchaseConf`, { Id: a.Id, utime: fresh.utime, data: { maxSeats: 60 } }, t.adminToken);
    expect(widen.body.code).toBe(9);
    expect(await enabledCount()).toBe(3);
    for (const c of [a, next, nextYear]) expect((await t.rpc(`${S}/disableGroupPurchaseConf`, { Id: c.Id }, t.adminToken)).body.code).toBe("SUCCESS");
  });

  it("several overlapping tiers enabled at the same moment: exactly one ends enabled", async () => {
    const tiers = await Promise.all([0, 1, 2, 3, 4].map((i) => create({ name: `并发档${i}`, minSeats: 10 + i, maxSeats: 60 })));
    const answers = await Promise.all(tiers.map((c) => enable(c)));
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === "SUCCESS"), JSON.stringify(codes)).toHaveLength(1);
    expect(codes.filter((c) => c !== "SUCCESS").every((c) => c === 9)).toBe(true);
    expect(await enabledCount()).toBe(1);
  });

  it("READ of group lists tiers but may not create or enable one (PERMISSION_DENIED)", async () => {
    const reader = await makeUser(t, "group.reader", "editor", { group: "READ" });
    expect((await t.rpc(`${S}/listGroupPurchaseConf`, {}, reader.token)).body.code).toBe("SUCCESS");
    const c = await create({ name: "只读测试", validFrom: "2030-01-01", validTo: "2030-12-31" });
    for (const [method, payload] of [["createGroupPurchaseConf", { data: tier() }], ["enableGroupPurchaseConf", { Id: c.Id }]] as const) {
      const r = await t.rpc(`${S}/${method}`, payload, reader.token);
      expect(r.body.code).toBe(7);
    }
    const none = await makeUser(t, "group.none", "editor", {});
    expect((await t.rpc(`${S}/listGroupPurchaseConf`, {}, none.token)).body.code).toBe(7);
  });
});
