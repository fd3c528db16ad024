/**
 * 注销 and 待红冲 (commerce.md §5.1 Q10, §5.8 Q11): a deactivated visitor's personal data goes 15 days
 * later, once, however many servers sweep, while their orders and ledgers stay and still add up; a
 * full refund of an invoiced order flags its invoice 待红冲 and a partial one does not.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { address, loginDevice } from "../../src/catalogue/registry";
import type { Tx } from "../../server/platform/db/types";
import { sweepNow } from "../../server/platform/sweep";
import { insertSeed } from "../../server/seed/factory";
import { makeUser } from "./accounts";
import { ADMIN_PASSWORD, createTestServer, describeEachDb, type TestServer } from "./harness";
import { makeOrder, makeVisitor } from "./requestsFixture";

const DAY = 86_400_000;
const S = "TouristServiceAdmin";
type Rec = Record<string, unknown>;

describeEachDb("注销 and 待红冲", (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none", jobs: "manual" });
  });
  afterAll(async () => {
    await t.close();
  });

  // One test moves the clock past sessions' lifetime: a fresh sign-in for each, as staff would.
  let admin = "";
  beforeEach(async () => {
    admin = await t.login("admin", ADMIN_PASSWORD);
  });
  const db = () => t.server.deps.db;
  const visitorRow = (Id: number) => db().selectFrom("visitor").selectAll().where("Id", "=", Id).executeTakeFirstOrThrow();
  const deactivate = (Id: number, token = admin) => t.rpc(`${S}/deactivateVisitor`, { Id, data: { reason: "用户申请注销" } }, token);
  const countOf = async (table: "address" | "login_device" | "orders", visitorId: number) =>
    (await db().selectFrom(table).select("Id").where("visitorId", "=", visitorId).execute()).length;
  const withPersonalData = async () => {
    const v = await makeVisitor(t, { wxUnionId: "oUnion0001", wxOpenIds: { MP_WEIXIN: "oOpen0001" }, avatar: "avatar/20261101/a.jpg" });
    await insertSeed(db() as unknown as Tx, address, {
      visitorId: v, receiverName: "张晓雯", mobile: "13900001111", regionCode: "330106", province: "浙江省", city: "杭州市", district: "西湖区",
      detail: "文三路 90 号", tag: "HOME", isDefault: true,
    }, t.clock.now);
    await insertSeed(db() as unknown as Tx, loginDevice, {
      visitorId: v, tdid: `dev-${v}`.padEnd(32, "0"), deviceModel: "iPhone 15", platform: "IOS", osVersion: "iOS 17.5", appVersion: "3.8.1",
      firstLoginAt: t.clock.now - 9 * DAY, lastLoginAt: t.clock.now - DAY, lastLoginIp: "58.32.1.9",
    }, t.clock.now);
    await makeOrder(t, v);
    return v;
  };

  it("注销 is refused without W(order) and changes nothing; two at once deactivate once", async () => {
    const v = await withPersonalData();
    const reader = await makeUser(t, "deact.reader", "editor", { order: "READ" });
    const refused = await deactivate(v, reader.token);
    expect(refused.body.code).toBe(7); // PERMISSION_DENIED
    expect((await visitorRow(v)).status).toBe("NORMAL");
    const both = await Promise.all([deactivate(v), deactivate(v)]);
    expect(both.map((r) => r.body.code).filter((c) => c === "SUCCESS")).toHaveLength(1);
    expect(String(both.find((r) => r.body.code !== "SUCCESS")?.body.message)).toMatch(/已注销|不能|已被他人修改/);
    expect(await visitorRow(v)).toMatchObject({ status: "DEACTIVATED", statusReason: "用户申请注销", anonymisedAt: null });
    expect(Number((await visitorRow(v)).deactivatedAt)).toBe(t.clock.now);
  });

  it("15 days after 注销 the personal data goes, once, and the orders stay", async () => {
    const v = await withPersonalData();
    const t0 = t.clock.now;
    expect((await deactivate(v)).body.code).toBe("SUCCESS");
    const ordersBefore = await db().selectFrom("orders").selectAll().where("visitorId", "=", v).execute();
    const sweepTwice = async () => {
      const reports = await Promise.all([sweepNow(t.server.deps, ["visitor.anonymise"]), sweepNow(t.server.deps, ["visitor.anonymise"])]);
      expect(reports.map((r) => r.failed)).toEqual([{}, {}]);
      return reports.reduce((n, r) => n + (r.changed["visitor.anonymise"] ?? 0), 0);
    };
    try {
      t.clock.now = t0 + 15 * DAY - 1;
      expect(await sweepTwice()).toBe(0);
      expect((await visitorRow(v)).mobile).not.toBeNull();
      t.clock.now = t0 + 15 * DAY;
      // Every visitor whose 15 days are up, this one among them, is anonymised by exactly one of the two sweeps.
      const due = await db().selectFrom("visitor").select("Id").where("status", "=", "DEACTIVATED").where("anonymisedAt", "is", null).execute();
      expect(due.map((r) => Number(r.Id))).toContain(v);
      expect(await sweepTwice()).toBe(due.length);
      const after = await visitorRow(v);
      expect(after).toMatchObject({ mobile: null, wxUnionId: null, wxOpenIds: null, avatar: null, nickName: "已注销用户", status: "DEACTIVATED" });
      expect(Number(after.anonymisedAt)).toBe(t0 + 15 * DAY);
      expect(await countOf("address", v)).toBe(0);
      expect(await countOf("login_device", v)).toBe(0);
      expect(await db().selectFrom("orders").selectAll().where("visitorId", "=", v).execute()).toEqual(ordersBefore);
      const changes = await db().selectFrom("data_change").select(["userName", "summary"])
        .where("resource", "=", "visitor").where("recordId", "=", v).where("method", "=", "sweep").execute();
      expect(changes).toEqual([{ userName: "系统", summary: `用户「${String(after.uid)}」：注销满 15 天，个人信息已匿名化` }]);
      // The console shows the anonymised visitor; nothing personal comes back.
      const got = await t.rpc(`${S}/getVisitor`, { Id: v }, await t.login("admin", ADMIN_PASSWORD));
      expect(got.body.data as Rec).toMatchObject({ nickName: "已注销用户", mobile: null });
      expect(await sweepTwice()).toBe(0);
    } finally {
      t.clock.now = t0;
    }
  });

  describe("待红冲", () => {
    const invoiced = async () => {
      const v = await makeVisitor(t);
      const orderId = await makeOrder(t, v);
      const inv = await t.rpc(`${S}/createInvoiceRequest`, {
        data: { orderId, invoiceType: "NORMAL", titleType: "PERSONAL", title: "张晓雯", itemName: "MEMBERSHIP", email: "xiaowen@example.com" },
      }, admin);
      expect(inv.body.code, String(inv.body.message)).toBe("SUCCESS");
      const Id = Number((inv.body.data as Rec).Id);
      const issued = await t.rpc(`${S}/issueInvoiceRequest`, { Id, data: { invoiceNumber: "26442000000012345678", issuedAt: t.clock.now, pdfFile: "invoice/20261122/inv-0001.pdf" } }, admin);
      expect(issued.body.code, String(issued.body.message)).toBe("SUCCESS");
      return { orderId, invoiceId: Id };
    };
    const refund = (orderId: number, amount: number) => t.rpc("OrderServiceAdmin/refundOrder", {
      Id: orderId, data: { amount, reason: "USER_REQUEST", mode: "OFFLINE", channelRefundId: `OFF${String(orderId).padStart(10, "0")}${String(amount)}` },
    }, admin);
    const flag = async (Id: number) => Boolean(Number((await db().selectFrom("invoice_request").select("needsRedFlush").where("Id", "=", Id).executeTakeFirstOrThrow()).needsRedFlush));

    it("a partial refund leaves the invoice alone; the refund that makes it full flags 待红冲, once", async () => {
      const { orderId, invoiceId } = await invoiced();
      const part = await refund(orderId, 3800);
      expect(part.body.code, String(part.body.message)).toBe("SUCCESS");
      expect(await flag(invoiceId)).toBe(false);
      const rest = await refund(orderId, 20000);
      expect(rest.body.code, String(rest.body.message)).toBe("SUCCESS");
      expect(await flag(invoiceId)).toBe(true);
      const order = await db().selectFrom("orders").select(["status", "refundedAmount", "invoiceStatus"]).where("Id", "=", orderId).executeTakeFirstOrThrow();
      expect(order).toMatchObject({ status: "REFUNDED", invoiceStatus: "ISSUED" });
      expect(Number(order.refundedAmount)).toBe(23800);
      const flagged = await db().selectFrom("data_change").select("summary").where("resource", "=", "invoiceRequest").where("recordId", "=", invoiceId).where("method", "=", "refundResult").execute();
      expect(flagged).toHaveLength(1);
      expect(flagged[0]!.summary).toContain("需红冲");
    });

    it("a full refund of an order that was never invoiced flags nothing", async () => {
      const v = await makeVisitor(t);
      const orderId = await makeOrder(t, v);
      expect((await refund(orderId, 23800)).body.code).toBe("SUCCESS");
      expect(await db().selectFrom("invoice_request").select("Id").where("needsRedFlush", "=", 1 as never).where("orderId", "=", orderId).execute()).toEqual([]);
    });
  });
});
