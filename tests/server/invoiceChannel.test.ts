/**
 * 电子开票 through the e-invoice provider (commerce.md §5.8): without a provider 电子开票 is refused in
 * Chinese and nothing changes; with one the request goes 开票中 and the sweeper applies the provider's
 * answer (已开票 with the number and the order 已开票, or 开票失败 with the reason, 重试 possible) once,
 * however many servers poll.
 */
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { setInvoiceChannel, type InvoiceChannelState } from "../../server/domains/tourist/invoiceRequest/invoiceChannel";
import { sweepNow } from "../../server/platform/sweep";
import { makeUser } from "./accounts";
import { createTestServer, describeEachDb, type TestServer } from "./harness";
import { makeOrder, makeVisitor } from "./requestsFixture";

const S = "TouristServiceAdmin";
type Rec = Record<string, unknown>;

describeEachDb("电子开票 through the invoice channel", (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none", jobs: "manual" });
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => setInvoiceChannel(null));

  const db = () => t.server.deps.db;
  const requestRow = (Id: number) => db().selectFrom("invoice_request").selectAll().where("Id", "=", Id).executeTakeFirstOrThrow();
  const pending = async () => {
    const orderId = await makeOrder(t, await makeVisitor(t));
    const r = await t.rpc(`${S}/createInvoiceRequest`, {
      data: { orderId, invoiceType: "NORMAL", titleType: "PERSONAL", title: "张晓雯", itemName: "MEMBERSHIP", email: "xiaowen@example.com" },
    }, t.adminToken);
    expect(r.body.code, String(r.body.message)).toBe("SUCCESS");
    return { orderId, Id: Number((r.body.data as Rec).Id) };
  };
  const issueOnline = (Id: number, token = t.adminToken) => t.rpc(`${S}/issueOnlineInvoiceRequest`, { Id }, token);
  const pollTwice = async () => {
    const reports = await Promise.all([sweepNow(t.server.deps, ["invoiceRequest.poll"]), sweepNow(t.server.deps, ["invoiceRequest.poll"])]);
    expect(reports.map((r) => r.failed)).toEqual([{}, {}]);
    return reports.reduce((n, r) => n + (r.changed["invoiceRequest.poll"] ?? 0), 0);
  };
  /** A provider that accepts everything and answers what the test says, per request number. */
  const provider = (answers: Map<string, InvoiceChannelState>) => {
    const asked: string[] = [];
    setInvoiceChannel({
      issue: (req) => { asked.push(req.requestNo); return Promise.resolve(); },
      query: (req) => Promise.resolve(answers.get(req.requestNo) ?? { status: "ISSUING" }),
    });
    return asked;
  };

  it("without a provider 电子开票 is refused in Chinese and the request stays 待开票", async () => {
    const { Id } = await pending();
    const before = await requestRow(Id);
    const r = await issueOnline(Id);
    expect(r.body.code).toBe(9);
    expect(String(r.body.message)).toContain("未配置开票通道");
    expect(await requestRow(Id)).toEqual(before);
  });

  it("READ of order may not ask for an e-invoice (PERMISSION_DENIED), nothing asked", async () => {
    const { Id } = await pending();
    const asked = provider(new Map());
    const reader = await makeUser(t, "einvoice.reader", "editor", { order: "READ" });
    expect((await issueOnline(Id, reader.token)).body.code).toBe(7);
    expect(asked).toEqual([]);
    expect((await requestRow(Id)).status).toBe("PENDING");
  });

  it("开票中 → 已开票 once when the provider answers, the order 已开票; 开票失败 keeps the reason and may be retried", async () => {
    const ok = await pending();
    const bad = await pending();
    const answers = new Map<string, InvoiceChannelState>();
    const asked = provider(answers);
    expect((await issueOnline(ok.Id)).body.code).toBe("SUCCESS");
    expect((await issueOnline(bad.Id)).body.code).toBe("SUCCESS");
    const okNo = String((await requestRow(ok.Id)).requestNo);
    const badNo = String((await requestRow(bad.Id)).requestNo);
    expect(asked).toEqual([okNo, badNo]);
    expect((await requestRow(ok.Id)).status).toBe("ISSUING");
    expect(await pollTwice()).toBe(0); // the provider has not answered yet
    answers.set(okNo, { status: "ISSUED", invoiceNumber: "26442000000087654321", issuedAt: t.clock.now, pdfFile: "invoice/20261128/inv-0042.pdf" });
    answers.set(badNo, { status: "FAILED", reason: "购买方纳税人识别号校验失败" });
    expect(await pollTwice()).toBe(2);
    expect(await requestRow(ok.Id)).toMatchObject({ status: "ISSUED", invoiceNumber: "26442000000087654321", pdfFile: "invoice/20261128/inv-0042.pdf", failReason: null });
    expect((await db().selectFrom("orders").select("invoiceStatus").where("Id", "=", ok.orderId).executeTakeFirstOrThrow()).invoiceStatus).toBe("ISSUED");
    expect(await requestRow(bad.Id)).toMatchObject({ status: "FAILED", failReason: "购买方纳税人识别号校验失败" });
    expect((await db().selectFrom("orders").select("invoiceStatus").where("Id", "=", bad.orderId).executeTakeFirstOrThrow()).invoiceStatus).toBe("REQUESTED");
    const retry = await issueOnline(bad.Id);
    expect(retry.body.code, String(retry.body.message)).toBe("SUCCESS");
    expect(await requestRow(bad.Id)).toMatchObject({ status: "ISSUING", failReason: null });
    // The provider goes away: polling asks nothing and changes nothing.
    setInvoiceChannel(null);
    expect(await pollTwice()).toBe(0);
    expect((await requestRow(bad.Id)).status).toBe("ISSUING");
  });
});
