/**
 * 待红冲 worklist (commerce.md §5.8, Q11), on both databases: a full refund of an invoiced order flags
 * its request; finance lists the flagged requests (the /tourist/invoice/redFlush route's fixed filter)
 * and 红冲 them with a reason code and the red invoice's number (W(order)), which clears the flag and
 * frees the order's invoice state. Two 红冲 at once: one. Without W(order): refused, nothing changes.
 */
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { ALL_ROUTES } from "../../src/catalogue";
import { makeUser } from "./accounts";
import { ADMIN_PASSWORD, createTestServer, describeEachDb, type TestServer } from "./harness";
import { makeOrder, makeVisitor } from "./requestsFixture";

const S = "TouristServiceAdmin";
type Rec = Record<string, unknown>;
let serial = 0;

describeEachDb("待红冲 worklist", (kind) => {
  let t: TestServer;
  let admin = "";
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none" });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    admin = await t.login("admin", ADMIN_PASSWORD);
  });

  const db = () => t.server.deps.db;
  const fixed = () => ALL_ROUTES.find((r) => r.path === "/tourist/invoice/redFlush")?.preset?.fixed ?? {};
  const worklist = async (token = admin) => {
    const r = await t.rpc(`${S}/listInvoiceRequest`, { cond: { jsonq: JSON.stringify(fixed()) } }, token);
    expect(r.body.code, String(r.body.message)).toBe("SUCCESS");
    return (r.body.data as Rec[]).map((x) => Number(x.Id));
  };
  /** An issued invoice on a paid order, then the whole order refunded: flagged 待红冲. */
  const flagged = async () => {
    const v = await makeVisitor(t);
    const orderId = await makeOrder(t, v, { orderNo: `VIP20261121100000${String((serial += 1)).padStart(6, "0")}` });
    const inv = await t.rpc(`${S}/createInvoiceRequest`, {
      data: { orderId, invoiceType: "NORMAL", titleType: "PERSONAL", title: "周明远", itemName: "MEMBERSHIP", email: "mingyuan@example.com" },
    }, admin);
    expect(inv.body.code, String(inv.body.message)).toBe("SUCCESS");
    const Id = Number((inv.body.data as Rec).Id);
    const number = `264420000000${String(88_000_000 + serial)}`;
    const issued = await t.rpc(`${S}/issueInvoiceRequest`, { Id, data: { invoiceNumber: number, issuedAt: t.clock.now, pdfFile: "invoice/20261122/inv-0002.pdf" } }, admin);
    expect(issued.body.code, String(issued.body.message)).toBe("SUCCESS");
    const refund = await t.rpc("OrderServiceAdmin/refundOrder", {
      Id: orderId, data: { amount: 23800, reason: "USER_REQUEST", mode: "OFFLINE", channelRefundId: `OFF${String(orderId).padStart(12, "0")}` },
    }, admin);
    expect(refund.body.code, String(refund.body.message)).toBe("SUCCESS");
    return { orderId, Id };
  };
  const redFlush = (Id: number, token = admin, n = 1) => t.rpc(`${S}/redFlushInvoiceRequest`, {
    Id, data: { redReason: "02", redInvoiceNumber: `264430000000${String(77_000_000 + Id * 10 + n)}` },
  }, token);
  const request = (Id: number) => db().selectFrom("invoice_request").selectAll().where("Id", "=", Id).executeTakeFirstOrThrow();
  const orderOf = (Id: number) => db().selectFrom("orders").select(["invoiceStatus", "status"]).where("Id", "=", Id).executeTakeFirstOrThrow();

  it("the worklist route lists exactly the flagged requests; 红冲 takes one off it and frees the order", async () => {
    expect(fixed()).toEqual({ needsRedFlush: true, status: "ISSUED" });
    const a = await flagged();
    const b = await flagged();
    const list = await worklist();
    expect(list).toEqual(expect.arrayContaining([a.Id, b.Id]));
    const flaggedIds = (await db().selectFrom("invoice_request").select(["Id", "needsRedFlush"]).execute()).filter((r) => Boolean(Number(r.needsRedFlush))).map((r) => Number(r.Id));
    expect([...list].sort()).toEqual([...flaggedIds].sort());

    const done = await redFlush(a.Id);
    expect(done.body.code, String(done.body.message)).toBe("SUCCESS");
    expect(await request(a.Id)).toMatchObject({ status: "RED_FLUSHED", redReason: "02", handler: "admin" });
    expect(Boolean(Number((await request(a.Id)).needsRedFlush))).toBe(false);
    expect(await orderOf(a.orderId)).toMatchObject({ invoiceStatus: "RED_FLUSHED", status: "REFUNDED" });
    const after = await worklist();
    expect(after).not.toContain(a.Id);
    expect(after).toContain(b.Id);
  });

  it("two 红冲 of one request at once: one succeeds, the other is told; the order's invoice state moves once", async () => {
    const { Id, orderId } = await flagged();
    const answers = await Promise.all([redFlush(Id, admin, 1), redFlush(Id, admin, 2)]);
    expect(answers.filter((a) => a.body.code === "SUCCESS"), JSON.stringify(answers.map((a) => a.body.message))).toHaveLength(1);
    expect(String(answers.find((a) => a.body.code !== "SUCCESS")?.body.message)).toMatch(/已红冲|当前状态为「已红冲」|已被他人修改|刷新/);
    const changes = await db().selectFrom("data_change").select("summary").where("resource", "=", "order").where("recordId", "=", orderId)
      .where("summary", "like", "%已红冲%").execute();
    expect(changes).toHaveLength(1);
    expect(await orderOf(orderId)).toMatchObject({ invoiceStatus: "RED_FLUSHED" });
  });

  it("红冲 without W(order) is refused and nothing changes; a reader still sees the worklist", async () => {
    const { Id } = await flagged();
    const reader = await makeUser(t, "redflush.reader", "editor", { order: "READ" });
    const before = await request(Id);
    const r = await redFlush(Id, reader.token);
    expect(r.body.code).toBe(7);
    expect(await request(Id)).toEqual(before);
    expect(await worklist(reader.token)).toContain(Id);
  });
});
