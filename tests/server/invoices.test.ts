/**
 * Invoice requests (/tourist/invoice, commerce.md §5.8): a request locks its paid order (not Apple's,
 * not on another live request), its amount is at most paid − refunded, and the order's invoiceStatus
 * follows request → 开票 → 红冲 / 驳回. Concurrent requests on one order: exactly one. Rights refused.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { makeUser } from "./accounts";
import { createTestServer, describeEachDb, type TestServer } from "./harness";
import { makeOrder, makeVisitor } from "./requestsFixture";

type Inv = { Id: number; utime: number; status: string; amount: number; requestNo: string; visitorId: number; invoiceNumber?: string };
const S = "TouristServiceAdmin";
const NUMBER = "26442000000012345678";

describeEachDb("invoice requests", (kind) => {
  let t: TestServer;
  let visitorId: number;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none" });
    visitorId = await makeVisitor(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.server.deps.db;
  const orderRow = (Id: number) => db().selectFrom("orders").select(["invoiceStatus", "utime"]).where("Id", "=", Id).executeTakeFirstOrThrow();
  const request = (orderId: number, over: Record<string, unknown> = {}) => ({
    orderId, invoiceType: "NORMAL", titleType: "PERSONAL", title: "张晓雯", itemName: "MEMBERSHIP", email: "xiaowen@example.com", ...over,
  });
  const create = (orderId: number, over: Record<string, unknown> = {}, token = t.adminToken) =>
    t.rpc(`${S}/createInvoiceRequest`, { data: request(orderId, over) }, token);
  const created = async (orderId: number, over: Record<string, unknown> = {}) => {
    const r = await create(orderId, over);
    expect(r.body.code, String(r.body.message)).toBe("SUCCESS");
    return r.body.data as Inv;
  };
  const issue = (Id: number, invoiceNumber = NUMBER) =>
    t.rpc(`${S}/issueInvoiceRequest`, { Id, data: { invoiceNumber, issuedAt: t.clock.now, pdfFile: "invoice/20261122/inv-0001.pdf" } }, t.adminToken);

  it("a request takes what is left to invoice by default, the visitor of the order, and marks the order 申请中", async () => {
    const orderId = await makeOrder(t, visitorId, { refundedAmount: 5000, status: "PARTIAL_REFUNDED" });
    const inv = await created(orderId);
    expect(inv).toMatchObject({ status: "PENDING", amount: 18800, visitorId });
    expect(inv.requestNo).toMatch(/^INV\d{20}$/);
    expect((await orderRow(orderId)).invoiceStatus).toBe("REQUESTED");
  });

  it("refuses with nothing changed: more than paid − refunded, Apple or unpaid orders, an order already on a request, buyer rules", async () => {
    const orderId = await makeOrder(t, visitorId, { refundedAmount: 3800, status: "PARTIAL_REFUNDED" });
    const before = (await db().selectFrom("invoice_request").select("Id").execute()).length;
    const over = await create(orderId, { amount: 20001 });
    expect(over.body.code).toBe(3);
    expect(String(over.body.message)).toContain("超过订单可开票金额 ¥200.00");
    const enterprise = await create(orderId, { titleType: "ENTERPRISE", title: "杭州某设计有限公司" });
    expect(String(enterprise.body.message)).toContain("纳税人识别号");
    const special = await create(orderId, { invoiceType: "SPECIAL" });
    expect(String(special.body.message)).toContain("专用发票只能开给企业");
    const apple = await create(await makeOrder(t, visitorId, { payChannel: "APPLE_IAP" }));
    expect(apple.body.code).toBe(9);
    expect(String(apple.body.message)).toContain("App Store");
    const unpaid = await create(await makeOrder(t, visitorId, { status: "PENDING", paidAt: null }));
    expect(unpaid.body.code).toBe(9);
    expect((await db().selectFrom("invoice_request").select("Id").execute()).length).toBe(before);
    expect((await orderRow(orderId)).invoiceStatus).toBe("NONE");
    await created(orderId, { amount: 20000 });
    const twice = await create(orderId);
    expect(twice.body.code).toBe(9);
    expect(String(twice.body.message)).toContain("已有开票申请");
  });

  it("five requests for one order at the same moment: exactly one is made", async () => {
    const orderId = await makeOrder(t, visitorId);
    const answers = await Promise.all([0, 1, 2, 3, 4].map(() => create(orderId)));
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === "SUCCESS"), JSON.stringify(codes)).toHaveLength(1);
    expect(codes.filter((c) => c !== "SUCCESS").every((c) => c === 9 || c === 10)).toBe(true);
    expect((await db().selectFrom("invoice_request").select("Id").where("orderId", "=", orderId).execute()).length).toBe(1);
  });

  it("开票 records the 20-digit number and marks the order 已开票; a refund since the request blocks it; 红冲 frees the order", async () => {
    const orderId = await makeOrder(t, visitorId);
    const inv = await created(orderId);
    expect((await issue(inv.Id, "123")).body.code).toBe(3);
    // A refund came in after the request: the full amount can no longer be invoiced.
    await db().updateTable("orders").set({ refundedAmount: 10000, status: "PARTIAL_REFUNDED" }).where("Id", "=", orderId).execute();
    const blocked = await issue(inv.Id);
    expect(blocked.body.code).toBe(3);
    expect(String(blocked.body.message)).toContain("超过订单可开票金额");
    await db().updateTable("orders").set({ refundedAmount: 0, status: "PAID" }).where("Id", "=", orderId).execute();
    const done = await issue(inv.Id);
    expect(done.body.code, String(done.body.message)).toBe("SUCCESS");
    expect((done.body.data as Inv[])[0]).toMatchObject({ status: "ISSUED", invoiceNumber: NUMBER });
    expect((await orderRow(orderId)).invoiceStatus).toBe("ISSUED");
    // The same number on another request is refused.
    const other = await created(await makeOrder(t, visitorId));
    expect(String((await issue(other.Id)).body.message)).toContain("已用于申请");

    const flush = await t.rpc(`${S}/redFlushInvoiceRequest`, { Id: inv.Id, data: { redReason: "01", redInvoiceNumber: "26442000000087654321" } }, t.adminToken);
    expect(flush.body.code, String(flush.body.message)).toBe("SUCCESS");
    expect((await orderRow(orderId)).invoiceStatus).toBe("RED_FLUSHED");
    expect((await t.rpc(`${S}/redFlushInvoiceRequest`, { Id: inv.Id, data: { redReason: "01", redInvoiceNumber: "26442000000087654321" } }, t.adminToken)).body.code).toBe(9);
    const again = await created(orderId, { titleType: "ENTERPRISE", title: "杭州某设计有限公司", taxNo: "91330106MA2KB7QY1A" });
    expect(again.status).toBe("PENDING");
  });

  it("驳回 needs a reason and makes the order invoiceable again", async () => {
    const orderId = await makeOrder(t, visitorId);
    const inv = await created(orderId);
    expect((await t.rpc(`${S}/rejectInvoiceRequest`, { Id: inv.Id, data: {} }, t.adminToken)).body.code).toBe(3);
    const r = await t.rpc(`${S}/rejectInvoiceRequest`, { Id: inv.Id, data: { reason: "抬头与税号不一致" } }, t.adminToken);
    expect(r.body.code).toBe("SUCCESS");
    expect((await orderRow(orderId)).invoiceStatus).toBe("NONE");
    expect((await t.rpc(`${S}/redFlushInvoiceRequest`, { Id: inv.Id, data: { redReason: "01", redInvoiceNumber: "26442000000087654321" } }, t.adminToken)).body.code).toBe(9);
    await created(orderId);
  });

  it("READ of order reads requests but may not request, issue or reject (PERMISSION_DENIED)", async () => {
    const reader = await makeUser(t, "invoice.reader", "editor", { order: "READ" });
    const orderId = await makeOrder(t, visitorId);
    const inv = await created(orderId);
    expect((await t.rpc(`${S}/getInvoiceRequest`, { Id: inv.Id }, reader.token)).body.code).toBe("SUCCESS");
    expect((await create(await makeOrder(t, visitorId), {}, reader.token)).body.code).toBe(7);
    expect((await t.rpc(`${S}/issueInvoiceRequest`, { Id: inv.Id, data: { invoiceNumber: NUMBER, issuedAt: t.clock.now, pdfFile: "invoice/x.pdf" } }, reader.token)).body.code).toBe(7);
    expect((await t.rpc(`${S}/rejectInvoiceRequest`, { Id: inv.Id, data: { reason: "x" } }, reader.token)).body.code).toBe(7);
  });
});
