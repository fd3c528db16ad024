import { fromShanghaiInput } from "../../../../src/catalogue/kinds/shanghai";
import { alipayTrade, appStoreNotification, appStoreReceipt, paymentException, reconcileBatch, wxPayTransaction, type ReconcileChannel } from "../../../../src/catalogue/registry";
import { shanghaiDate } from "../../../../src/catalogue";
import { reconcileDay } from "../reconcileBatch/reconcileDay";
import { defineSeed } from "../../../seed/factory";
import { seedAppleRecords } from "./appleRecords";
import { seedCashRecords } from "./cashRecords";
import { seededOrders } from "./channelOrders";
import { SeedBatch } from "./seedBatch";

const DAY = 86_400_000;
const CHANNELS: readonly ReconcileChannel[] = ["WXPAY", "ALIPAY", "APPLE"];

/**
 * The payment channels' records, derived from the seeded orders (commerce.md §10: never generated
 * independently), then 90 daily reconcile batches per channel computed by the reconciliation itself
 * over those records — the planted differences show as DIFF, the test payments' batch already resolved.
 */
export const seed = defineSeed({
  resource: wxPayTransaction,
  fills: [alipayTrade, appStoreReceipt, appStoreNotification, reconcileBatch, paymentException],
  async run(ctx) {
    // Idempotent: a database that already holds channel records (seeded before its marker) is left as it is.
    const present = await ctx.tx.selectFrom(wxPayTransaction.table).select("Id").limit(1).execute();
    if (present.length > 0) return;
    const orders = await seededOrders(ctx.tx);
    const out = new SeedBatch();
    await seedCashRecords(ctx, out, orders);
    await seedAppleRecords(ctx, out, orders);
    await out.flush(ctx.tx);
    const today = shanghaiDate(ctx.now);
    for (let back = 90; back >= 1; back--) {
      const day = shanghaiDate(fromShanghaiInput(`${today} 12:00:00`) - back * DAY);
      for (const channel of CHANNELS) {
        const r = await reconcileDay(ctx.tx, channel, day);
        const at = fromShanghaiInput(`${day} 10:30:00`) + DAY;
        const testPaymentsOnly = r.diffs.length > 0 && r.diffs.every((d) => d.kind === "CHANNEL_ONLY" && d.orderNo?.startsWith("TEST"));
        out.add(reconcileBatch, {
          batchNo: `${channel}-${day}`, billDate: day, channel, channelCount: r.channelCount, channelAmount: r.channelAmount,
          localCount: r.localCount, localAmount: r.localAmount, diffCount: r.diffs.length, diffs: r.diffs,
          status: r.diffs.length === 0 ? "BALANCED" : testPaymentsOnly ? "RESOLVED" : "DIFF",
          resolution: testPaymentsOnly ? "商户平台测试支付（0.01 元），已在商户平台原路退回，标记忽略" : null, operator: "finance.sun",
        }, at);
      }
    }
    await out.flush(ctx.tx);
  },
});
