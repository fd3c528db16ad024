/**
 * POST /api/notify/alipay on both databases: an RSA2-signed asynchronous notification credits its
 * order once and is answered `success`; replays, forged or unsigned ones, another app's, a different
 * amount and an unknown order each leave the money as it should be.
 */
import type { KeyObject } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Db, Row } from "../../server/platform/db/types";
import { makeOrder, makeVisitor } from "./commerceFixture";
import { createTestServer, describeEachDb, type TestServer } from "./harness";
import { ALIPAY_APP_ID, alipayForm, rsaKeys } from "./paymentKeys";

describeEachDb("Alipay notifications", (kind) => {
  let t: TestServer;
  let bare: TestServer;
  let db: Db;
  let alipay: { privateKey: KeyObject; publicPem: string };
  let seq = 0;
  beforeAll(async () => {
    alipay = rsaKeys();
    // The key as Alipay's console shows it: bare base64, no PEM armour.
    const bareBase64 = alipay.publicPem.replace(/-----[A-Z ]+-----|\s/g, "");
    t = await createTestServer(kind, { seed: "none", env: { MOYUAN_ALIPAY_APP_ID: ALIPAY_APP_ID, MOYUAN_ALIPAY_PUBLIC_KEY: bareBase64 } });
    bare = await createTestServer(kind, { seed: "none" });
    db = t.server.deps.db;
  });
  afterAll(async () => {
    await t.close();
    await bare.close();
  });

  const post = (server: TestServer, body: string) => server.server.app.request("/api/notify/alipay", {
    method: "POST", headers: { "content-type": "application/x-www-form-urlencoded; charset=utf-8" }, body,
  });
  const yuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, "0")}`;
  const params = (o: Row, over: Record<string, string> = {}) => ({
    notify_time: "2026-11-22 11:58:03", notify_type: "trade_status_sync", notify_id: `2026112200222115803${String(++seq).padStart(10, "0")}`,
    trade_no: `2026112222001456781${String(seq).padStart(9, "0")}`, out_trade_no: String(o.orderNo), trade_status: "TRADE_SUCCESS",
    total_amount: yuan(Number(o.payAmount)), receipt_amount: yuan(Number(o.payAmount)), buyer_pay_amount: yuan(Number(o.payAmount)),
    buyer_logon_id: "159****5620", buyer_id: "2088102177846880", subject: "墨苑年度会员", gmt_create: "2026-11-22 11:57:40", gmt_payment: "2026-11-22 11:58:02",
    ...over,
  });
  const orderOf = (o: Row) => db.selectFrom("orders").selectAll().where("Id", "=", Number(o.Id)).executeTakeFirstOrThrow();
  const records = (orderNo: unknown) => db.selectFrom("alipay_trade").selectAll().where("outTradeNo", "=", String(orderNo)).execute();
  const newOrder = async (payAmount = 23_800) => makeOrder(db, t.clock.now, Number((await makeVisitor(db, t.clock.now)).Id), { payAmount });

  it("a signed notification credits its order once and is answered success; the same one again changes nothing", async () => {
    const o = await newOrder();
    const form = alipayForm(alipay.privateKey, params(o));
    const first = await post(t, form);
    expect(first.status).toBe(200);
    expect(await first.text()).toBe("success");
    const paid = await orderOf(o);
    expect(paid).toMatchObject({ status: "PAID", payChannel: "ALIPAY" });
    const [record] = await records(o.orderNo);
    expect(record).toMatchObject({ orderMatch: "MATCHED", orderId: o.Id, totalAmount: 23_800, tradeStatus: "TRADE_SUCCESS", gmtPayment: Date.parse("2026-11-22T11:58:02+08:00") });
    expect(await (await post(t, form)).text()).toBe("success");
    expect(await records(o.orderNo)).toHaveLength(1);
    expect(await orderOf(o)).toEqual(paid);
  });

  it("concurrent deliveries of one notification record and credit once", async () => {
    const o = await newOrder(12_800);
    const form = alipayForm(alipay.privateKey, params(o));
    const answers = await Promise.all(Array.from({ length: 5 }, async () => (await post(t, form)).text()));
    expect(answers).toEqual(Array(5).fill("success"));
    expect(await records(o.orderNo)).toHaveLength(1);
    expect((await orderOf(o)).status).toBe("PAID");
  });

  it("refuses a forged, unsigned, another key's or another app's notification and records nothing", async () => {
    const o = await newOrder();
    const good = alipayForm(alipay.privateKey, params(o));
    const forged = good.replace(/total_amount=[^&]+/, "total_amount=0.01");
    const unsigned = good.replace(/&?sign=[^&]+/, "");
    const otherKey = alipayForm(rsaKeys().privateKey, params(o));
    const otherApp = new URLSearchParams(good);
    otherApp.set("app_id", "2021000000000000");
    for (const bad of [forged, unsigned, otherKey, otherApp.toString()]) {
      const answer = await post(t, bad);
      expect(answer.status).toBe(401);
      expect(await answer.text()).toBe("failure");
    }
    expect(await records(o.orderNo)).toHaveLength(0);
    expect((await orderOf(o)).status).toBe("PENDING");
  });

  it("records a different amount as AMOUNT_DIFF and never credits the order", async () => {
    const o = await newOrder(23_800);
    expect(await (await post(t, alipayForm(alipay.privateKey, params(o, { total_amount: "238.01" })))).text()).toBe("success");
    const [record] = await records(o.orderNo);
    expect(record).toMatchObject({ orderMatch: "AMOUNT_DIFF", totalAmount: 23_801 });
    expect((await orderOf(o)).status).toBe("PENDING");
  });

  it("records a trade for an unknown order number as NO_ORDER", async () => {
    const ghost = { orderNo: "CRS20261122115800777777", payAmount: 2_990 } as unknown as Row;
    expect(await (await post(t, alipayForm(alipay.privateKey, params(ghost)))).text()).toBe("success");
    expect((await records(ghost.orderNo))[0]).toMatchObject({ orderMatch: "NO_ORDER", orderId: null, totalAmount: 2_990 });
  });

  it("without keys configured the endpoint refuses and records nothing", async () => {
    const answer = await post(bare, alipayForm(alipay.privateKey, params({ orderNo: "VIP20261122115800111111", payAmount: 100 } as unknown as Row)));
    expect(answer.status).toBe(503);
    expect(await bare.server.deps.db.selectFrom("alipay_trade").select("Id").execute()).toHaveLength(0);
  });
});
