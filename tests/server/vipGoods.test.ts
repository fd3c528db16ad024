import { afterAll, beforeAll, expect, it } from "vitest";
import { order } from "../../src/catalogue/registry";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

type Goods = { Id: number; utime: number; goodsNo: string; name: string; price: number; status: string; soldCount: number; appStoreProductId: string | null };

describeEachDb("VIP goods", (kind) => {
  let t: TestServer;
  let n = 0;
  const svc = (m: string, p: Record<string, unknown>, token = t.adminToken) => t.rpc(`OrderServiceAdmin/${m}`, p, token);
  const goods = (over: Record<string, unknown> = {}) => {
    n += 1;
    return { goodsNo: `TEST_${n}`, name: `测试会员${n}`, vipLevel: "VIP", durationDays: 31, price: 3000, originalPrice: 3600, firstPrice: 1800, autoRenew: false, platforms: ["ANDROID", "H5"], status: "OFF_SALE", ...over };
  };
  const create = async (over: Record<string, unknown> = {}) => {
    const r = await svc("createVipGoods", { data: goods(over) });
    expect(r.body, JSON.stringify(r.body)).toMatchObject({ code: "SUCCESS" });
    return r.body.data as Goods;
  };
  const count = async () => (await svc("listVipGoods", {})).body.total;

  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "demo" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("the seed has the six products of the price list, on sale, priced in whole fen", async () => {
    const r = await svc("listVipGoods", { page: { skip: 0, limit: 20 } });
    expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
    const byNo = new Map((r.body.data as Goods[]).map((g) => [g.goodsNo, g]));
    expect([...byNo.keys()].sort()).toEqual(["SVIP_YEAR", "VIP_MONTH", "VIP_MONTH_AUTO", "VIP_QUARTER", "VIP_YEAR", "VIP_YEAR_AUTO"]);
    expect(byNo.get("VIP_YEAR")).toMatchObject({ price: 23800, status: "ON_SALE", appStoreProductId: "com.moyuan.vip.year" });
    expect(byNo.get("VIP_MONTH_AUTO")).toMatchObject({ price: 2500, firstPrice: 1800, autoRenew: true, subscriptionGroup: "moyuan.vip" });
  });

  it("refuses prices out of order, unknown platforms, iOS goods without their App Store product, fractions of a fen — and changes nothing", async () => {
    const before = await count();
    const bad: [Record<string, unknown>, string][] = [
      [{ originalPrice: 2999 }, "划线价 ¥29.99 不能低于售价 ¥30.00"],
      [{ firstPrice: 3001 }, "首购价 ¥30.01 不能高于售价 ¥30.00"],
      [{ platforms: ["ANDROID", "SYMBIAN"] }, "上架端「SYMBIAN」不存在"],
      [{ platforms: [] }, "请至少选择一个上架端"],
      [{ platforms: ["IOS"] }, "上架 iOS 的商品必须填写 App Store 商品 ID"],
      [{ platforms: ["IOS"], appStoreProductId: "com moyuan vip" }, "App Store 商品 ID 只能包含字母、数字、下划线和点"],
      [{ platforms: ["IOS"], appStoreProductId: "com.moyuan.test.auto", autoRenew: true }, "iOS 自动续费商品必须填写订阅组"],
      [{ price: 29.9 }, "售价"],
      [{ goodsNo: "vip-month" }, "商品编码只能包含大写字母、数字和下划线"],
    ];
    for (const [over, message] of bad) {
      const r = await svc("createVipGoods", { data: goods(over) });
      expect(r.body.code, JSON.stringify(over)).toBe(3);
      expect(String(r.body.message)).toContain(message);
    }
    expect(await count()).toBe(before);
  });

  it("an App Store product id and a goods code are each used once, even when two are created at the same moment", async () => {
    const a = goods({ platforms: ["IOS"], appStoreProductId: "com.moyuan.race.year" });
    const b = goods({ platforms: ["IOS"], appStoreProductId: "com.moyuan.race.year" });
    const answers = await Promise.all([svc("createVipGoods", { data: a }), svc("createVipGoods", { data: b })]);
    expect(answers.filter((x) => x.body.code === "SUCCESS")).toHaveLength(1);
    const refused = answers.find((x) => x.body.code !== "SUCCESS");
    // Checked before writing; two writes at the same moment meet the unique index instead (PostgreSQL).
    expect(String(refused?.body.message)).toMatch(/App Store 商品 ID「com\.moyuan\.race\.year」已存在|该记录已存在/);
    expect((await svc("listVipGoods", { cond: { jsonq: JSON.stringify({ appStoreProductId: "com.moyuan.race.year" }) } })).body.total).toBe(1);
    const dup = await svc("createVipGoods", { data: { ...goods(), goodsNo: "VIP_YEAR" } });
    expect(String(dup.body.message)).toContain("商品编码「VIP_YEAR」已存在");
  });

  it("an edit is checked against the record it changes; the code is fixed and deleting refused once the goods have orders", async () => {
    const g = await create();
    const lower = await svc("updateVipGoods", { Id: g.Id, utime: g.utime, data: { price: 1000 } });
    expect(lower.body.code).toBe(3);
    expect(String(lower.body.message)).toContain("首购价 ¥18.00 不能高于售价 ¥10.00");
    const renamed = await svc("updateVipGoods", { Id: g.Id, utime: g.utime, data: { goodsNo: `${g.goodsNo}_B` } });
    expect(renamed.body.code).toBe("SUCCESS");
    const current = renamed.body.data as Goods;
    // An order of these goods, as the order service writes it.
    await t.server.deps.db.insertInto(order.table).values({
      ctime: t.clock.now, utime: t.clock.now, orderNo: "VIP20261122120000000001", orderType: "VIP", totalAmount: 3000, discountAmount: 0, payAmount: 3000,
      status: "PENDING", vipGoodsId: g.Id,
    }).execute();
    const fixed = await svc("updateVipGoods", { Id: g.Id, utime: current.utime, data: { goodsNo: "OTHER_CODE" } });
    expect(fixed.body).toMatchObject({ code: 9, message: `会员商品「${g.name}」已有订单，商品编码不能修改` });
    const priced = await svc("updateVipGoods", { Id: g.Id, utime: current.utime, data: { price: 3300 } });
    expect(priced.body).toMatchObject({ code: "SUCCESS", data: { price: 3300 } });
    const del = await svc("deleteVipGoods", { Id: g.Id });
    expect(del.body).toMatchObject({ code: 9, message: `会员商品「${g.name}」已有订单，不能删除，请下架` });
    expect((await svc("getVipGoods", { Id: g.Id })).body.code).toBe("SUCCESS");
  });

  it("上架 and 下架 by their transitions; goods without orders may be deleted", async () => {
    const g = await create();
    const on = await svc("putOnVipGoods", { Ids: [g.Id] });
    expect(on.body).toMatchObject({ code: "SUCCESS", data: [{ status: "ON_SALE" }] });
    expect((await svc("putOnVipGoods", { Ids: [g.Id] })).body.code).toBe(9);
    const off = await svc("takeOffVipGoods", { Ids: [g.Id] });
    expect(off.body).toMatchObject({ code: "SUCCESS", data: [{ status: "OFF_SALE" }] });
    expect((await svc("deleteVipGoods", { Id: g.Id })).body.code).toBe("SUCCESS");
  });
});
