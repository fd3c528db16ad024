import { afterAll, beforeAll, expect, it } from "vitest";
import { artistLedgerEntry } from "../../src/catalogue/registry";
import { insertSeed } from "../../server/seed/factory";
import { makeUser } from "./accounts";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

type Entry = { Id: number; utime: number; entryNo: string; artistId: string; period: string; sourceType: string; sourceRef: string | null; grossAmount: number; shareRateBp: number; shareAmount: number; taxAmount: number; payableAmount: number; status: string; adjustsEntry: number | null; reason: string | null; paidAt: number | null; payVoucher: string | null; noticeSentAt: number | null };

describeEachDb("artist-programme ledger", (kind) => {
  let t: TestServer;
  let n = 0;
  const svc = (m: string, p: Record<string, unknown>, token = t.adminToken) => t.rpc(`OrderServiceAdmin/${m}`, p, token);
  const get = async (id: number) => (await svc("getArtistLedgerEntry", { Id: id })).body.data as Entry;
  /** A monthly course share as the server writes it (the ledger has no create method). */
  const share = async (over: Record<string, unknown> = {}) => {
    n += 1;
    const id = await t.server.deps.db.transaction().execute((tx) => insertSeed(tx, artistLedgerEntry, {
      entryNo: `AL20261101000000${String(n).padStart(6, "0")}`, artistId: "MA_YUAN", period: "2026-10", sourceType: "COURSE_SALE", sourceRef: "马远山水课",
      grossAmount: 1_000_000, shareRateBp: 6000, shareAmount: 600_000, taxAmount: 0, payableAmount: 600_000, status: "PENDING", ...over,
    }, t.clock.now));
    return get(id);
  };
  const adjustmentsOf = async (id: number) => (await svc("listArtistLedgerEntry", { cond: { jsonq: JSON.stringify({ adjustsEntry: id }) } })).body.data as Entry[];

  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("has no create, update or delete method", async () => {
    for (const m of ["createArtistLedgerEntry", "updateArtistLedgerEntry", "deleteArtistLedgerEntry"]) {
      expect((await svc(m, { Id: 1, utime: 0, data: { grossAmount: 1 } })).body.code, m).toBe(12);
    }
  });

  it("confirm → notify → paid, with tax entered at confirming and the payable share less tax", async () => {
    const e = await share();
    const tooMuch = await svc("confirmArtistLedgerEntry", { Ids: [e.Id], data: { taxAmount: 600_001 } });
    expect(tooMuch.body.code).toBe(3);
    expect(String(tooMuch.body.message)).toContain("代扣个税 ¥6,000.01 不能超过分成金额 ¥6,000.00");
    expect(await get(e.Id)).toEqual(e);
    const ok = await svc("confirmArtistLedgerEntry", { Ids: [e.Id], data: { taxAmount: 80_000 } });
    expect(ok.body).toMatchObject({ code: "SUCCESS", data: [{ status: "CONFIRMED", taxAmount: 80_000, payableAmount: 520_000, shareAmount: 600_000 }] });

    expect((await svc("notifyArtistLedgerEntry", { Ids: [e.Id], data: {} })).body.code).toBe(3);
    const notified = await svc("notifyArtistLedgerEntry", { Ids: [e.Id], data: { note: "已邮件发送 2026-10 结算单" } });
    expect(notified.body).toMatchObject({ code: "SUCCESS", data: [{ status: "NOTIFIED", noticeSentAt: t.clock.now }] });

    const noVoucher = await svc("markPaidArtistLedgerEntry", { Id: e.Id, data: { paidAt: t.clock.now - 3_600_000 } });
    expect(noVoucher.body.code).toBe(3);
    expect(String(noVoucher.body.message)).toContain("打款凭证");
    const future = await svc("markPaidArtistLedgerEntry", { Id: e.Id, data: { paidAt: t.clock.now + 86_400_000, payVoucher: "invoice/20261122/bank-slip.pdf" } });
    expect(future.body).toMatchObject({ code: 3, message: "打款时间不能晚于现在" });
    const paid = await svc("markPaidArtistLedgerEntry", { Id: e.Id, data: { paidAt: t.clock.now - 3_600_000, payVoucher: "invoice/20261122/bank-slip.pdf" } });
    expect(paid.body).toMatchObject({ code: "SUCCESS", data: [{ status: "PAID", payVoucher: "invoice/20261122/bank-slip.pdf", payableAmount: 520_000 }] });
    // A paid entry is not confirmed again.
    expect((await svc("confirmArtistLedgerEntry", { Ids: [e.Id], data: {} })).body.code).toBe(9);
  });

  it("a dispute is settled by an ADJUSTMENT entry; the disputed entry's amounts never change", async () => {
    const e = await share({ status: "NOTIFIED", artistId: "TANG_YIN" });
    expect((await svc("disputeArtistLedgerEntry", { Id: e.Id, data: { reason: "" } })).body.code).toBe(3);
    const disputed = await svc("disputeArtistLedgerEntry", { Id: e.Id, data: { reason: "课程退款未扣除" } });
    expect(disputed.body).toMatchObject({ code: "SUCCESS", data: [{ status: "DISPUTED", reason: "课程退款未扣除" }] });
    const settled = await svc("resolveDisputeArtistLedgerEntry", { Id: e.Id, data: { adjustAmount: -45_000, reason: "扣回 3 笔退款的分成" } });
    expect(settled.body).toMatchObject({ code: "SUCCESS", data: [{ status: "CONFIRMED", shareAmount: 600_000, payableAmount: 600_000 }] });
    const [adj, ...more] = await adjustmentsOf(e.Id);
    expect(more).toHaveLength(0);
    expect(adj).toMatchObject({ sourceType: "ADJUSTMENT", artistId: "TANG_YIN", period: "2026-10", sourceRef: e.entryNo, grossAmount: -45_000, shareAmount: -45_000, payableAmount: -45_000, status: "CONFIRMED", reason: "扣回 3 笔退款的分成" });
    expect(adj?.entryNo).toMatch(/^AL\d{20}$/);
  });

  it("登记调整 needs a reason and an amount other than 0, keeps the entry as it was, and is not taken on an adjustment", async () => {
    const e = await share({ status: "PAID", artistId: "SHEN_ZHOU" });
    for (const data of [{ adjustAmount: 5000 }, { adjustAmount: 0, reason: "无变化" }]) {
      expect((await svc("adjustArtistLedgerEntry", { Id: e.Id, data })).body.code).toBe(3);
    }
    expect(await adjustmentsOf(e.Id)).toHaveLength(0);
    const r = await svc("adjustArtistLedgerEntry", { Id: e.Id, data: { adjustAmount: 12_000, reason: "补发 9 月漏记的授权分成" } });
    expect(r.body).toMatchObject({ code: "SUCCESS", data: [{ sourceType: "ADJUSTMENT", status: "PENDING", shareAmount: 12_000, adjustsEntry: e.Id }] });
    expect(await get(e.Id)).toEqual(e);
    const [adj] = await adjustmentsOf(e.Id);
    expect(adj).toMatchObject({ status: "PENDING", shareAmount: 12_000, period: "2026-10", artistId: "SHEN_ZHOU" });
    const again = await svc("adjustArtistLedgerEntry", { Id: adj?.Id, data: { adjustAmount: 1, reason: "调整的调整" } });
    expect(again.body.code).toBe(9);
    expect(String(again.body.message)).toContain("本身是调整记录");
  });

  it("four confirmations of one entry at once: exactly one", async () => {
    const e = await share();
    const answers = await Promise.all([1, 2, 3, 4].map((i) => svc("confirmArtistLedgerEntry", { Ids: [e.Id], data: { taxAmount: i * 100 } })));
    const ok = answers.filter((a) => a.body.code === "SUCCESS");
    expect(ok).toHaveLength(1);
    for (const a of answers.filter((x) => x.body.code !== "SUCCESS")) expect([9, 10]).toContain(a.body.code);
    const after = await get(e.Id);
    expect(after.payableAmount).toBe(600_000 - after.taxAmount);
  });

  it("a caller with READ on order reads the ledger but moves nothing", async () => {
    const reader = await makeUser(t, `al.reader.${kind}`, "editor", { order: "READ" });
    const e = await share();
    expect((await svc("listArtistLedgerEntry", {}, reader.token)).body.code).toBe("SUCCESS");
    expect((await svc("confirmArtistLedgerEntry", { Ids: [e.Id], data: {} }, reader.token)).body.code).toBe(7);
    expect(await get(e.Id)).toEqual(e);
  });
});
