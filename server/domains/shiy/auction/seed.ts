/**
 * Demo auctions (content.md §8.6–8.7, §15.2) built through the rules themselves (seedSteps.ts): pool
 * items from approved works with HD images, lots assigned into sessions, bids climbing the ladder,
 * hammers against the reserve, the settled auction's AUCTION orders paid (one defaulted) with their
 * ledger entries; one auction ended awaiting 结算, one bidding, one in preview, one in preparation,
 * one cancelled; and pool items still in the pool.
 */
import { auction, auctionBid, auctionDeposit, auctionLot, auctionPoolItem, auctionSession, auctionSpecialSale, programmeWork } from "../../../../src/catalogue/registry";
import { DEFAULT_LADDER } from "../../../../src/catalogue/resources/shiy/auctionEnums";
import { byCatalogue } from "../../../platform/db/types";
import { defineSeed, type SeedContext } from "../../../seed/factory";
import { approve, assign, withdraw as withdrawItem } from "../auctionPoolItem/poolEvents";
import { auctionPlans, DAY, HOUR, POOL_ONLY, RULES_HTML, type AuctionPlan } from "./seedPlan";
import { seedCall, step, type SeedCall } from "./seedSteps";
import { bidLots, payAndDefault } from "./seedBids";
import { seedDeposit } from "./seedDeposits";
import { cancel, close, publish, start } from "./lifecycle";
import { settleAuction } from "./settle";

interface Work { Id: number; title: string; artistId: number; referencePrice: number }

const round = (fen: number, unit: number) => Math.max(unit, Math.round(fen / unit) * unit);

/** Estimates around the work's reference price (¥3,000–¥80,000), starting at 60–80 % of the low estimate, a reserve on most. */
function terms(ctx: SeedContext, w: Work) {
  const ref = Math.min(8_000_000, Math.max(300_000, w.referencePrice || 800_000));
  const low = round(ref * (0.8 + ctx.random() * 0.3), 100_000);
  const high = round(low * (1.4 + ctx.random() * 0.3), 100_000);
  const startingPrice = round(low * (0.6 + ctx.random() * 0.2), 10_000);
  const reservePrice = ctx.random() < 0.65 ? round(low * 0.9, 10_000) : null;
  return { estimateLow: low, estimateHigh: high, startingPrice, reservePrice };
}

async function poolItem(ctx: SeedContext, s: SeedCall, w: Work, at: number, targetAuctionId: number | null): Promise<number> {
  s.at(at);
  return ctx.insert(auctionPoolItem, {
    workId: w.Id, title: w.title, artistId: w.artistId, ...terms(ctx, w), targetAuctionId, poolState: "candidate", proposedBy: s.call.user.userName,
    appraisalNote: "品相完好，题款清晰，估价参照近两年同类作品成交。",
  }, { ctime: at });
}

async function makeAuction(ctx: SeedContext, s: SeedCall, p: AuctionPlan, works: Work[], code: string): Promise<void> {
  // Prepared a month before its preview, or a few days ago for one still in preparation (never in the future).
  const created = Math.min(p.previewStartAt - 30 * DAY, ctx.now - 3 * DAY);
  s.at(created);
  const id = await ctx.insert(auction, {
    code, name: p.name, auctionType: p.auctionType, previewStartAt: p.previewStartAt, previewEndAt: p.startAt - HOUR, startAt: p.startAt, endAt: p.endAt,
    depositAmount: 200_000, buyerPremiumRate: 15, sellerFeeRate: 10, incrementLadder: DEFAULT_LADDER, extendWindowSec: 300, extendSec: 300, lotIntervalSec: 60,
    rules: RULES_HTML, status: "draft", deleted: false, lotCount: 0, soldCount: 0, turnover: 0, sellThroughRate: 0,
  }, { ctime: created });
  const sessions: number[] = [];
  for (const [i, name] of p.sessions.entries()) {
    sessions.push(await ctx.insert(auctionSession, {
      auctionId: id, sessionNo: i + 1, name, startAt: p.startAt + i * 4 * HOUR, auctioneer: p.auctionType === "live" ? "韩知远" : null,
      lotNoFrom: (i + 1) * 1000 + 1, lotNoTo: (i + 1) * 1000 + 99, status: "scheduled", lotCount: 0, soldCount: 0, turnover: 0,
    }, { ctime: created }));
  }
  const sales: number[] = [];
  for (const [i, sale] of p.specialSales.entries()) {
    sales.push(await ctx.insert(auctionSpecialSale, { auctionId: id, title: sale.title, sessionId: sessions[i % sessions.length], curator: sale.curator, sort: i + 1, lotCount: 0, soldCount: 0, turnover: 0 }, { ctime: created }));
  }
  // Proposed, appraised, then assigned in order: consecutive 图录号 per session.
  for (const [i, w] of works.entries()) {
    const item = await poolItem(ctx, s, w, created + HOUR + i * 60_000, id);
    s.at(created + DAY + i * 60_000);
    await step(ctx.tx, s.call, auctionPoolItem, "approve", item, approve);
    s.at(created + 2 * DAY + i * 60_000);
    const sessionId = sessions[i % sessions.length];
    const specialSaleId = sales.length > 0 && i % 3 !== 2 ? sales[i % sales.length] : null;
    await step(ctx.tx, s.call, auctionPoolItem, "assign", item, assign, { sessionId, specialSaleId });
  }
  if (p.state === "draft") return;
  s.at(p.previewStartAt - DAY);
  if (p.state === "cancelled") {
    await step(ctx.tx, s.call, auction, "publish", id, publish);
    s.at(p.previewStartAt + 2 * DAY);
    await step(ctx.tx, s.call, auction, "cancel", id, cancel, { reason: "合作机构调整档期，本场取消，拍品退回拍品池" });
    return;
  }
  await step(ctx.tx, s.call, auction, "publish", id, publish);
  if (p.state === "published") {
    // A few bidders have paid already during the preview.
    const early = await ctx.tx.selectFrom("visitor").select("Id").where("status", "=", "NORMAL").orderBy("Id").limit(3).execute();
    for (const [i, v] of early.entries()) await seedDeposit(ctx, id, Number(v.Id), Math.min(ctx.now - HOUR, p.previewStartAt + (i + 1) * HOUR));
    return;
  }
  s.at(p.startAt);
  await step(ctx.tx, s.call, auction, "start", id, start);
  const biddingUntil = p.state === "bidding" ? ctx.now - HOUR : p.endAt - HOUR;
  await bidLots(ctx, s, id, p.startAt, biddingUntil, p.state === "bidding");
  if (p.state === "bidding") return;
  s.at(p.endAt);
  await step(ctx.tx, s.call, auction, "close", id, close);
  if (p.state === "ended") return;
  s.at(p.endAt + DAY);
  await step(ctx.tx, s.call, auction, "settle", id, ({ call, tx, current }) => settleAuction(tx, call, current));
  await payAndDefault(ctx, s, id, p.endAt + DAY);
}

export const seed = defineSeed({
  resource: auction,
  fills: [auctionSession, auctionSpecialSale, auctionPoolItem, auctionLot, auctionBid, auctionDeposit],
  after: ["order", "artistLedgerEntry", "programmeWork", "visitor", "consoleUser"],
  async run(ctx) {
    if (await ctx.tx.selectFrom("auction").select("Id").limit(1).executeTakeFirst()) return;
    const rows = await byCatalogue(ctx.tx).selectFrom(programmeWork.table).select(["Id", "title", "artistId", "referencePrice"])
      .where("reviewState", "=", "approved").where("hdImageId", "is not", null).where("deleted", "=", 0).orderBy("Id").execute();
    const works: Work[] = rows.map((r) => ({ Id: Number(r.Id), title: String(r.title), artistId: Number(r.artistId), referencePrice: Number(r.referencePrice ?? 0) }));
    if (works.length < 4) return;
    for (let i = works.length - 1; i > 0; i--) {
      const j = Math.floor(ctx.random() * (i + 1));
      [works[i], works[j]] = [works[j]!, works[i]!];
    }
    const s = await seedCall(ctx.tx, ctx.now);
    const take = (share: number) => works.splice(0, Math.max(2, Math.floor(rows.length * share)));
    // A small demo (the tests' 5 % world) offers what there is: an auction without works is not made.
    const letters = new Map<string, number>();
    for (const p of auctionPlans(ctx.now)) {
      const y = new Date(p.startAt + 8 * HOUR).getUTCFullYear();
      const n = letters.get(String(y)) ?? 0;
      letters.set(String(y), n + 1);
      const offered = take(p.share);
      if (offered.length > 0) await makeAuction(ctx, s, p, offered, `AU-${y}${"ABCDEFGH"[n] ?? "Z"}`);
    }
    // Left in the pool: approved, still being appraised, and withdrawn by their artists.
    const t0 = ctx.now - 20 * DAY;
    for (const [i, w] of take(POOL_ONLY.approved).entries()) {
      const item = await poolItem(ctx, s, w, t0 + i * HOUR, null);
      s.at(t0 + 3 * DAY + i * HOUR);
      await step(ctx.tx, s.call, auctionPoolItem, "approve", item, approve);
    }
    for (const [i, w] of take(POOL_ONLY.candidate).entries()) await poolItem(ctx, s, w, ctx.now - 6 * DAY + i * HOUR, null);
    for (const [i, w] of take(POOL_ONLY.withdrawn).entries()) {
      const item = await poolItem(ctx, s, w, t0 - 10 * DAY + i * HOUR, null);
      s.at(t0 - 5 * DAY + i * HOUR);
      await step(ctx.tx, s.call, auctionPoolItem, "withdraw", item, withdrawItem);
    }
  },
});
