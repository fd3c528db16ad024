import { pointsGiftBatch, pointsGiftItem } from "../../../../src/catalogue/registry";
import { businessNo } from "../../../resources/businessNo";
import { giveOne, snapshotItems } from "./pointsGift";
import { lockRow, patchRow } from "../../../resources/rows";
import { defineSeed } from "../../../seed/factory";

const BATCHES = [
  { title: "2026 中秋书画打卡奖励", reason: "ACTIVITY_REWARD", points: 200, size: 40 },
  { title: "国庆临帖挑战完赛奖励", reason: "ACTIVITY_REWARD", points: 300, size: 30 },
  { title: "10 月支付故障补偿", reason: "COMPENSATION", points: 500, size: 12 },
  { title: "老用户回馈", reason: "CUSTOMER_CARE", points: 100, size: 60 },
  { title: "双十一预热（待确认）", reason: "ACTIVITY_REWARD", points: 150, size: 25, draft: true },
] as const;

/**
 * 赠送积分 batches given through the server's own code (snapshotItems, giveOne: one GIFT row per
 * visitor, after every other seeded points move so the chains stay in time order); the last one
 * a draft. Sizes scale with the volume, never below a handful.
 */
export const seed = defineSeed({
  resource: pointsGiftBatch,
  fills: [pointsGiftItem],
  after: ["pointsGoods"],
  async run(ctx) {
    const { tx } = ctx;
    if (await tx.selectFrom(pointsGiftBatch.table).select("Id").limit(1).executeTakeFirst()) return;
    const visitors = await tx.selectFrom("visitor").select("uid").where("status", "=", "NORMAL").orderBy("Id").execute();
    if (visitors.length === 0) return;
    const last = await tx.selectFrom("points_log").select((eb) => eb.fn.max("ctime").as("t")).executeTakeFirst();
    let at = Math.max(ctx.now - 20 * 86_400_000, Number(last?.t ?? 0) + 1000);
    for (const b of BATCHES) {
      at += 60_000;
      const size = Math.min(visitors.length, Math.max(5, Math.round(b.size * ctx.scale * 20)));
      const offset = Math.floor(ctx.random() * visitors.length);
      const uids = Array.from({ length: size }, (_, i) => Number(visitors[(offset + i * 7) % visitors.length]!.uid));
      const unique = [...new Set(uids)];
      const batchNo = businessNo("PB", at, Math.floor(ctx.random() * 1_000_000));
      const draft = "draft" in b;
      const id = await ctx.insert(pointsGiftBatch, {
        batchNo, title: b.title, reason: b.reason, uidList: unique.join("\n"), pointsPerVisitor: b.points,
        visitorCount: unique.length, totalPoints: unique.length * b.points, status: draft ? "DRAFT" : "RUNNING", successCount: 0, failedCount: 0,
        ...(draft ? {} : { executedBy: "运营小李", executedAt: at }),
      }, { ctime: at - 3_600_000, utime: at });
      if (draft) continue;
      const batch = await lockRow(tx, pointsGiftBatch, id);
      await snapshotItems(tx, batch, at);
      const items = await tx.selectFrom("points_gift_item").select("Id").where("batchId", "=", id).orderBy("Id").execute();
      for (const item of items) await giveOne(tx, Number(item.Id), batchNo, { userId: null, userName: "运营小李" }, (at += 10), Math.floor(ctx.random() * 1_000_000));
      await patchRow(tx, pointsGiftBatch, await lockRow(tx, pointsGiftBatch, id), { status: "DONE", successCount: items.length, failedCount: 0 }, at);
    }
  },
});
