/**
 * Group-purchase applications (/tourist/groupapply, commerce.md §5.7): the tier must cover the seats;
 * follow-up → quote (seats × unit price, lower only with a reason) → approval (a special quote not by
 * its own handler) → payment equal to the quote (writes the income entry) → delivery as a batch of
 * `seats` redeem codes. Reject needs a reason; concurrent approvals: one; rights refused.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { drainJobs } from "../../server/platform/jobs/runner";
import { makeUser, type TestUser } from "./accounts";
import { createTestServer, describeEachDb, type TestServer } from "./harness";
import { makeVipGoods } from "./requestsFixture";

type App = { Id: number; utime: number; status: string; applyNo: string; quotedAmount: number; handler: string; approver: string; redeemBatchId: number; followUps: { note: string; by: string }[] };
const S = "TouristServiceAdmin";

describeEachDb("group-purchase applications", (kind) => {
  let t: TestServer;
  let confId: number;
  let writer: TestUser;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none", jobs: "manual" });
    const vipGoodsId = await makeVipGoods(t);
    const conf = await t.rpc("OrderServiceAdmin/createGroupPurchaseConf", {
      data: { name: "机构年卡 10–49 人", vipGoodsId, minSeats: 10, maxSeats: 49, unitPrice: 16800, deliveryMode: "REDEEM_CODES", validFrom: "2026-01-01", validTo: "2026-12-31" },
    }, t.adminToken);
    confId = (conf.body.data as { Id: number }).Id;
    expect((await t.rpc("OrderServiceAdmin/enableGroupPurchaseConf", { Id: confId }, t.adminToken)).body.code).toBe("SUCCESS");
    writer = await makeUser(t, "group.li", "editor", { group: "WRITE" });
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.server.deps.db;
  const apply = (over: Record<string, unknown> = {}) => t.rpc(`${S}/createGroupPurchaseApplication`, {
    data: { orgName: "杭州市某实验小学", orgType: "SCHOOL", contactName: "周老师", contactMobile: "13905711234", seats: 30, confId, ...over },
  }, t.adminToken);
  const applied = async (over: Record<string, unknown> = {}) => {
    const r = await apply(over);
    expect(r.body.code, String(r.body.message)).toBe("SUCCESS");
    return r.body.data as App;
  };
  const move = async (name: string, Id: number, data: Record<string, unknown> = {}, token = t.adminToken) =>
    t.rpc(`${S}/${name}GroupPurchaseApplication`, { Id, data }, token);
  const moved = async (name: string, Id: number, data: Record<string, unknown> = {}, token = t.adminToken) => {
    const r = await move(name, Id, data, token);
    expect(r.body.code, `${name}: ${String(r.body.message)}`).toBe("SUCCESS");
    return (r.body.data as App[])[0] as App;
  };

  it("seats outside the tier are refused; the whole way to delivery writes the income entry and a batch of seats codes", async () => {
    const outside = await apply({ seats: 60 });
    expect(outside.body.code).toBe(3);
    expect(String(outside.body.message)).toContain("不在方案");
    const a = await applied();
    expect(a.applyNo).toMatch(/^GA\d{20}$/);
    expect(a.status).toBe("SUBMITTED");
    expect((await move("contact", a.Id)).body.code).toBe(3); // the note is required
    await moved("contact", a.Id, { note: "电话沟通，需开专票" });
    const quoted = await moved("quote", a.Id);
    expect(quoted.quotedAmount).toBe(30 * 16800);
    await moved("approve", a.Id);
    const short = await move("markPaid", a.Id, { paidAmount: 500000, paidAt: t.clock.now });
    expect(short.body.code).toBe(3);
    expect(String(short.body.message)).toContain("与报价 ¥5,040.00 不一致");
    await moved("markPaid", a.Id, { paidAmount: 504000, paidAt: t.clock.now });
    const entry = await db().selectFrom("bookkeeping_entry").selectAll().where("relatedNo", "=", a.applyNo).execute();
    expect(entry).toHaveLength(1);
    expect(entry[0]).toMatchObject({ direction: "INCOME", category: "GROUP_PURCHASE_INCOME", amount: 504000, account: "BANK_BASIC" });
    const delivered = await moved("deliver", a.Id);
    expect(delivered.status).toBe("DELIVERED");
    expect(delivered.followUps.map((f) => f.note).join("|")).toContain("生成兑换码批次");
    await drainJobs(t.server.deps);
    const batch = await db().selectFrom("redeem_code_batch").selectAll().where("Id", "=", delivered.redeemBatchId).executeTakeFirstOrThrow();
    expect(batch).toMatchObject({ channel: "GROUP_PURCHASE", quantity: 30, status: "ACTIVE", groupApplyNo: a.applyNo, settlePrice: 16800 });
    expect((await db().selectFrom("redeem_code").select("Id").where("batchId", "=", delivered.redeemBatchId).execute()).length).toBe(30);
  });

  it("a quote below the tier price needs a reason, and its handler may not approve it: another person does", async () => {
    const a = await applied({ orgName: "某美术培训中心", orgType: "TRAINING", seats: 20 });
    await moved("contact", a.Id, { note: "老客户续约" });
    const noReason = await move("quote", a.Id, { quotedAmount: 300000 });
    expect(noReason.body.code).toBe(3);
    expect(String(noReason.body.message)).toContain("请填写特批理由");
    await moved("quote", a.Id, { quotedAmount: 300000, quoteReason: "三年合作，总监同意" });
    const self = await move("approve", a.Id);
    expect(self.body.code).toBe(7);
    expect(String(self.body.message)).toContain("跟进人以外的同事审批");
    expect((await db().selectFrom("group_purchase_application").select("status").where("Id", "=", a.Id).executeTakeFirstOrThrow()).status).toBe("QUOTED");
    const ok = await moved("approve", a.Id, {}, writer.token);
    expect(ok).toMatchObject({ status: "APPROVED", approver: "group.li", handler: "admin" });
  });

  it("two approvals at the same moment: one succeeds, one approval recorded", async () => {
    const a = await applied({ orgName: "某设计公司", orgType: "COMPANY", seats: 12 });
    await moved("contact", a.Id, { note: "邮件联系" });
    await moved("quote", a.Id);
    const answers = await Promise.all([move("approve", a.Id), move("approve", a.Id, {}, writer.token)]);
    const codes = answers.map((r) => r.body.code);
    expect(codes.filter((c) => c === "SUCCESS"), JSON.stringify(codes)).toHaveLength(1);
    const changes = await db().selectFrom("data_change").select("Id").where("resource", "=", "groupPurchaseApplication").where("recordId", "=", a.Id).where("method", "=", "approveGroupPurchaseApplication").execute();
    expect(changes).toHaveLength(1);
  });

  it("驳回 needs a reason and is final; a delivered application cannot be rejected", async () => {
    const a = await applied({ orgName: "某区文化馆", orgType: "GOVERNMENT" });
    expect((await move("reject", a.Id)).body.code).toBe(3);
    const r = await moved("reject", a.Id, { reason: "资质文件不全" });
    expect(r).toMatchObject({ status: "REJECTED" });
    expect((await move("contact", a.Id, { note: "x" })).body.code).toBe(9);
  });

  it("READ of group reads applications but may not move them (PERMISSION_DENIED)", async () => {
    const reader = await makeUser(t, "group.view", "editor", { group: "READ" });
    const a = await applied({ orgName: "某大学美术学院", orgType: "UNIVERSITY" });
    expect((await t.rpc(`${S}/getGroupPurchaseApplication`, { Id: a.Id }, reader.token)).body.code).toBe("SUCCESS");
    expect((await move("contact", a.Id, { note: "x" }, reader.token)).body.code).toBe(7);
    expect((await move("reject", a.Id, { reason: "x" }, reader.token)).body.code).toBe(7);
    const orderOnly = await makeUser(t, "order.only", "editor", { order: "WRITE" });
    expect((await t.rpc(`${S}/listGroupPurchaseApplication`, {}, orderOnly.token)).body.code).toBe(7);
  });
});
