/**
 * Marketing goods and 复制 (commerce.md §4.0, §4.1, §4.4): a flash sale or team buy sells a real course or
 * VIP product of the type chosen — a missing Id, an Id of another type, or a class of another course is
 * refused in Chinese and nothing is written; the name and price are the goods' snapshot. 复制 makes a
 * 未发布 copy「…（副本）」with counters at 0 and leaves the original as it was.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestServer, describeEachDb, type TestServer } from "./harness";
import { makeVipGoods } from "./requestsFixture";
import { makePublicCourse, makeShiyCourseWithClass } from "./promoGoodsFixture";

const S = "MarketingServiceAdmin";
const HOUR = 3_600_000;
type Row = Record<string, unknown> & { Id: number };
type Answer = { body: { code?: unknown; message?: unknown; data?: unknown } };

describeEachDb("marketing goods and 复制", (kind) => {
  let t: TestServer;
  let serial = 0;
  let reader: string;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none" });
    const data = { userName: "order.reader", nickName: "订单只读", role: "auditor", state: "ACTIVE", password: "Reader-pass-123", acl: { rights: { order: "READ" } } };
    expect((await t.rpc("sys.SysAdmin/createUser", { data }, t.adminToken)).body.code).toBe("SUCCESS");
    reader = await t.login("order.reader", "Reader-pass-123");
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.server.deps.db;
  const ok = (r: Answer) => {
    expect(r.body.code, String(r.body.message)).toBe("SUCCESS");
    return r.body.data as Row;
  };
  const refused = (r: Answer, code: number, text: string) => {
    expect(r.body.code).toBe(code);
    expect(String(r.body.message)).toContain(text);
  };
  const count = async (table: "flash_sale" | "team_buy_activity") => Number((await db().selectFrom(table).select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
  const sale = (data: Record<string, unknown>, token = t.adminToken) => t.rpc(`${S}/createFlashSale`, {
    data: { name: `周三秒杀${(serial += 1)}`, flashPrice: 9_900, stock: 5, perVisitorLimit: 1, startAt: t.clock.now + HOUR, endAt: t.clock.now + 3 * HOUR, ...data },
  }, token);
  const teamBuy = (data: Record<string, unknown>) => t.rpc(`${S}/createTeamBuyActivity`, {
    data: { name: `写意花鸟三人团${(serial += 1)}`, teamPrice: 78_000, teamSize: 3, teamValidHours: 24, stock: 30, startAt: t.clock.now + HOUR, endAt: t.clock.now + 72 * HOUR, ...data },
  }, t.adminToken);

  it("a sale of a real course or VIP product takes its name and price; a typed name or price is not kept", async () => {
    const { courseId, classId } = await makeShiyCourseWithClass(db(), t.clock.now);
    expect(ok(await sale({ goodsType: "SHIY_COURSE", goodsId: courseId, classId }))).toMatchObject({ goodsId: courseId, classId, originalPrice: 238_000, status: "DRAFT" });
    const publicId = await makePublicCourse(db(), t.clock.now, { price: 19_900 });
    expect(ok(await sale({ goodsType: "PUBLIC_COURSE", goodsId: publicId, classId }))).toMatchObject({ goodsId: publicId, classId: null, originalPrice: 19_900 });
    const vip = await makeVipGoods(t, { name: "年度会员", price: 23_800 });
    expect(ok(await teamBuy({ goodsType: "VIP_GOODS", goodsId: vip, teamPrice: 16_800 }))).toMatchObject({ goodsName: "年度会员", originalPrice: 23_800, soldCount: 0 });
  });

  it("a missing goods Id, an Id of another goods type, a free course or another course's class: refused in Chinese, nothing written", async () => {
    const { courseId, classId } = await makeShiyCourseWithClass(db(), t.clock.now);
    const other = await makeShiyCourseWithClass(db(), t.clock.now);
    const free = await makePublicCourse(db(), t.clock.now, { priceType: "FREE", price: null });
    const vip = await makeVipGoods(t, { name: "月度会员", price: 3_000 });
    const before = { sales: await count("flash_sale"), teams: await count("team_buy_activity") };
    refused(await sale({ goodsType: "SHIY_COURSE", goodsId: 999_999, classId }), 3, "书院课不存在（Id 999999）");
    // A VIP product's Id given as a 公开课 (no 公开课 has it): the type decides where it is looked up.
    refused(await sale({ goodsType: "PUBLIC_COURSE", goodsId: vip + 1000 }), 3, "公开课不存在");
    refused(await sale({ goodsType: "VIP_GOODS", goodsId: 999_999 }), 3, "会员商品不存在");
    refused(await sale({ goodsType: "PUBLIC_COURSE", goodsId: free }), 3, "是免费的，不能做秒杀");
    refused(await sale({ goodsType: "SHIY_COURSE", goodsId: courseId }), 3, "书院课秒杀请选择开班");
    refused(await sale({ goodsType: "SHIY_COURSE", goodsId: courseId, classId: other.classId }), 3, "不是书院课「宋画临摹·花鸟");
    refused(await teamBuy({ goodsType: "SHIY_COURSE", goodsId: 999_999, classId }), 3, "书院课不存在");
    refused(await teamBuy({ goodsType: "SHIY_COURSE", goodsId: other.courseId, classId }), 3, "不是书院课");
    expect({ sales: await count("flash_sale"), teams: await count("team_buy_activity") }).toEqual(before);
  });

  it("changing a draft's goods to a missing one is refused and the draft keeps its goods", async () => {
    const vip = await makeVipGoods(t, { name: "季度会员", price: 9_800 });
    const s = ok(await sale({ goodsType: "VIP_GOODS", goodsId: vip, flashPrice: 5_000 }));
    refused(await t.rpc(`${S}/updateFlashSale`, { Id: s.Id, utime: s.utime, data: { goodsId: 999_999 } }, t.adminToken), 3, "会员商品不存在");
    expect(ok(await t.rpc(`${S}/getFlashSale`, { Id: s.Id }, t.adminToken))).toMatchObject({ goodsId: vip, goodsName: "季度会员", originalPrice: 9_800 });
  });

  it("复制 a sold-out flash sale: a 未发布 copy「…（副本）」with counters at 0; the original is unchanged; a reader is refused", async () => {
    const vip = await makeVipGoods(t, { name: "年度会员", price: 23_800 });
    const s = ok(await sale({ name: "双十一书画秒杀", goodsType: "VIP_GOODS", goodsId: vip }));
    await db().updateTable("flash_sale").set({ status: "SOLD_OUT", soldCount: 4, lockedCount: 1 }).where("Id", "=", s.Id).execute();
    const original = ok(await t.rpc(`${S}/getFlashSale`, { Id: s.Id }, t.adminToken));
    const before = await count("flash_sale");
    refused(await t.rpc(`${S}/copyFlashSale`, { Id: s.Id }, reader), 7, "");
    expect(await count("flash_sale")).toBe(before);
    const copy = ok(await t.rpc(`${S}/copyFlashSale`, { Id: s.Id }, t.adminToken));
    expect(copy).toMatchObject({ name: "双十一书画秒杀（副本）", status: "DRAFT", soldCount: 0, lockedCount: 0, goodsId: vip, goodsName: "年度会员", flashPrice: 9_900, stock: 5, startAt: s.startAt, endAt: s.endAt });
    expect(copy.Id).not.toBe(s.Id);
    expect(ok(await t.rpc(`${S}/getFlashSale`, { Id: s.Id }, t.adminToken))).toEqual(original);
    expect(ok(await t.rpc(`${S}/copyFlashSale`, { Id: s.Id }, t.adminToken))).toMatchObject({ name: "双十一书画秒杀（副本2）", status: "DRAFT" });
    const change = await db().selectFrom("data_change").selectAll().where("resource", "=", "flashSale").where("recordId", "=", copy.Id).execute();
    expect(change.map((c) => c.method)).toEqual(["copyFlashSale"]);
  });

  it("复制 a team buy (names are unique): a 未发布 copy with 已售 0, and the copy can be published", async () => {
    const { courseId, classId } = await makeShiyCourseWithClass(db(), t.clock.now);
    const a = ok(await teamBuy({ name: "写意花鸟四君子三人团", goodsType: "SHIY_COURSE", goodsId: courseId, classId, startAt: t.clock.now - HOUR }));
    await db().updateTable("team_buy_activity").set({ status: "ENDED", soldCount: 12 }).where("Id", "=", a.Id).execute();
    const copy = ok(await t.rpc(`${S}/copyTeamBuyActivity`, { Ids: [a.Id] }, t.adminToken));
    expect(copy).toMatchObject({ name: "写意花鸟四君子三人团（副本）", status: "DRAFT", soldCount: 0, goodsId: courseId, classId, teamPrice: 78_000, teamSize: 3 });
    expect(ok(await t.rpc(`${S}/publishTeamBuyActivity`, { Id: copy.Id }, t.adminToken))).toMatchObject([{ status: "ONGOING" }]);
    refused(await t.rpc(`${S}/copyTeamBuyActivity`, { Id: 999_999 }, t.adminToken), 5, "");
  });
});
