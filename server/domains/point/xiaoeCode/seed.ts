import { pointsGoods, xiaoeCode, xiaoeImportBatch } from "../../../../src/catalogue/registry";
import { businessNo } from "../../../resources/businessNo";
import { redeemPointsGoods } from "../pointsOrder/pointsExchange";
import { lockRow, patchRow } from "../../../resources/rows";
import { expireXiaoeCodes, issueXiaoeCode, syncXiaoeStock } from "./codes";
import { defineSeed } from "../../../seed/factory";

const DAY = 86_400_000;
const OPERATOR = { userId: null, userName: "运营小李" };
/** The two courses of the seeded XIAOE_CODE points goods (commerce.md §3.1). */
const GUOHUA = { activityId: "ma_rd_61d53a1b654e1_a6UvIedp", title: "国画基础 30 讲兑换码", resourceName: "《国画基础 30 讲》", prefix: "GH" };
const YINGBI = { activityId: "ma_rd_62a01c9e3f7b2_Hk3pQw8z", title: "硬笔书法 21 天兑换码", resourceName: "《硬笔书法 21 天》", prefix: "YB" };
/** Oldest first: the first import's validity is over (its unissued codes expired). */
const IMPORTS = [
  { course: GUOHUA, daysAgo: 150, validDays: 145, batchId: "rd_b_0611a2" },
  { course: YINGBI, daysAgo: 90, validDays: 365, batchId: "rd_b_0820c7" },
  { course: GUOHUA, daysAgo: 30, validDays: 365, batchId: "rd_b_1023f4" },
] as const;
const MANUAL_REASONS = ["直播间抽奖中奖", "课程问题客服补偿", "社群打卡活动奖励", "合作机构学员赠课"] as const;
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/**
 * 小鹅通兑换码 (commerce.md §3.5): 3 imports × 500 codes (scaled, never below a handful) of the two
 * courses; 62 % issued — of the valid imports partly through redemptions of the XIAOE_CODE goods
 * (redeemPointsGoods, after every other seeded points move so each visitor's chain stays in time
 * order), the rest by 手动发放 — 10 voided, and the oldest import's unissued codes expired (≈ 40).
 * The two goods go on sale once they have codes.
 */
export const seed = defineSeed({
  resource: xiaoeCode,
  fills: [xiaoeImportBatch],
  after: ["pointsGoods", "pointsGiftBatch"],
  async run(ctx) {
    const { tx } = ctx;
    if (await tx.selectFrom(xiaoeImportBatch.table).select("Id").limit(1).executeTakeFirst()) return;
    const per = Math.max(8, Math.round(500 * ctx.scale));
    const total = per * IMPORTS.length;
    const voids = Math.max(1, Math.round(10 * ctx.scale));
    const expired = Math.max(2, Math.round(40 * ctx.scale));
    const issuedAll = Math.round(0.62 * total);
    const issued1 = per - expired - Math.ceil(voids / 2);
    const issued2 = Math.round((issuedAll - issued1) * 0.63);
    const plan = [
      { issued: issued1, voids: Math.ceil(voids / 2) },
      { issued: issued2, voids: voids - Math.ceil(voids / 2) },
      { issued: issuedAll - issued1 - issued2, voids: 0 },
    ];
    const code = () => Array.from({ length: 10 }, () => ALPHABET[Math.floor(ctx.random() * ALPHABET.length)]).join("");
    const used = new Set<string>();
    const visitors = await tx.selectFrom("visitor").select(["Id", "registerAt"]).where("status", "=", "NORMAL").orderBy("Id").execute();
    const batches: { ids: number[]; endAt: number; importedAt: number }[] = [];

    for (const [i, imp] of IMPORTS.entries()) {
      const importedAt = ctx.now - imp.daysAgo * DAY;
      const importNo = businessNo("XI", importedAt, Math.floor(ctx.random() * 1_000_000));
      const startAt = importedAt - DAY;
      const endAt = startAt + imp.validDays * DAY;
      await ctx.insert(xiaoeImportBatch, {
        importNo, file: `xiaoe/${importNo.slice(2, 10)}/${imp.batchId}.xlsx`, fileFormat: "XLSX", total: per, imported: per, duplicates: 0, invalid: 0, problems: [],
        status: "DONE", importedBy: OPERATOR.userName, importedAt,
      }, { ctime: importedAt, utime: importedAt + 5_000 });
      const ids: number[] = [];
      for (let n = 0; n < per; n += 1) {
        let c = `${imp.course.prefix}${code()}`;
        while (used.has(c)) c = `${imp.course.prefix}${code()}`;
        used.add(c);
        ids.push(await ctx.insert(xiaoeCode, {
          code: c, activityId: imp.course.activityId, batchId: imp.batchId, title: imp.course.title, resourceName: imp.course.resourceName,
          startAt, endAt, status: "IN_STOCK", importBatchNo: importNo,
        }, { ctime: importedAt + 1_000, utime: importedAt + 1_000 }));
      }
      batches.push({ ids, endAt, importedAt });
      // 作废: a few codes of the batch that leaked.
      for (const id of ids.slice(per - plan[i]!.voids)) {
        await patchRow(tx, xiaoeCode, await lockRow(tx, xiaoeCode, id), { status: "VOID", voidReason: "码在公开群泄露，已在小鹅通同步作废" }, importedAt + 2 * DAY);
      }
    }

    // Redemptions through the points goods: the valid imports, after every seeded points move.
    const goods = await tx.selectFrom(pointsGoods.table).selectAll().where("goodsType", "=", "XIAOE_CODE").orderBy("Id").execute();
    for (const g of goods) await syncXiaoeStock(tx, String(g.xiaoeActivityId), ctx.now - 40 * DAY);
    for (const g of goods) {
      const row = await lockRow(tx, pointsGoods, Number(g.Id));
      if (Number(row.stock) > 0 && row.status !== "ON_SALE") await patchRow(tx, pointsGoods, row, { status: "ON_SALE" }, ctx.now - 40 * DAY);
    }
    const last = await tx.selectFrom("points_log").select((eb) => eb.fn.max("ctime").as("t")).executeTakeFirst();
    let at = Math.max(ctx.now - 10 * DAY, Number(last?.t ?? 0) + 1000);
    const byPoints = Math.min(Math.max(3, Math.round(190 * ctx.scale)), plan[1]!.issued + plan[2]!.issued);
    // The redemptions share the time left before ctx.now: a fixed gap put the full-scale world's last
    // ones (and their change records, which lead 数据变更记录) days ahead of the seeding.
    const gap = Math.max(1000, Math.min(3_660_000, Math.floor((ctx.now - 60_000 - at) / (byPoints * 4))));
    const rich = await tx.selectFrom("visitor").select(["Id", "pointBalance"]).where("pointBalance", ">=", 1200).where("status", "=", "NORMAL").orderBy("Id").execute();
    let redeemed = 0;
    for (let tries = 0; redeemed < byPoints && tries < byPoints * 3 && rich.length > 0; tries += 1) {
      const v = rich[Math.floor(ctx.random() * rich.length)]!;
      const g = goods[Math.floor(ctx.random() * goods.length)];
      if (!g || Number(v.pointBalance) < Number(g.pointsPrice)) continue;
      at += Math.ceil(gap / 60) + Math.floor(ctx.random() * gap);
      try {
        await redeemPointsGoods(tx, { visitorId: Number(v.Id), goodsId: Number(g.Id), at, orderDigits: Math.floor(ctx.random() * 1_000_000) });
        v.pointBalance = Number(v.pointBalance) - Number(g.pointsPrice);
        redeemed += 1;
      } catch {
        // Over the goods' per-visitor limit or out of codes: that visitor does not redeem it.
      }
    }

    // 手动发放 for the rest of each import's share, within its validity, to visitors registered by then.
    for (const [i, b] of batches.entries()) {
      const already = (await tx.selectFrom(xiaoeCode.table).select("Id").where("Id", "in", b.ids).where("status", "=", "ISSUED").execute()).length;
      let want = plan[i]!.issued - already;
      const open = b.ids.slice(0, b.ids.length - plan[i]!.voids);
      const span = Math.max(DAY, Math.min(b.endAt, ctx.now - 11 * DAY) - b.importedAt - 3 * DAY);
      for (const id of open) {
        if (want <= 0) break;
        const row = await lockRow(tx, xiaoeCode, id);
        if (row.status !== "IN_STOCK") continue;
        const when = b.importedAt + 3 * DAY + Math.floor(ctx.random() * span);
        const eligible = visitors.filter((v) => Number(v.registerAt) < when);
        const v = eligible[Math.floor(ctx.random() * eligible.length)];
        if (!v) continue;
        await issueXiaoeCode(tx, id, { visitorId: Number(v.Id), at: when, actor: OPERATOR, reason: MANUAL_REASONS[Math.floor(ctx.random() * MANUAL_REASONS.length)]! });
        want -= 1;
      }
    }
    await expireXiaoeCodes(tx, ctx.now);
  },
});
