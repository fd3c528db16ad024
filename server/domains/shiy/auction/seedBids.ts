/**
 * Bids for the demo lots, placed through takeBid so each climbs the ladder: most lots rise past
 * their low estimate (some past the high), some stop under the reserve, a few draw no bid; each
 * bidder pays the deposit first (seedDeposits.ts). Then the
 * settled auction's orders are paid through the payment rules, except one, defaulted after the deadline.
 */
import { auctionLot, order } from "../../../../src/catalogue/registry";
import { DEFAULT_LADDER } from "../../../../src/catalogue/resources/shiy/auctionEnums";
import { byCatalogue } from "../../../platform/db/types";
import type { SeedContext } from "../../../seed/factory";
import { applyPayment } from "../../order/order/settle";
import { takeBid } from "../auctionLot/bid";
import { markDefault } from "../auctionLot/default";
import { nextBid, parseLadder } from "../auctionLot/ladder";
import { DAY, HOUR } from "./seedPlan";
import type { SeedCall } from "./seedSteps";
import { step } from "./seedSteps";
import { seedDeposit } from "./seedDeposits";

const CHANNELS = ["app", "app", "miniapp", "proxy", "live"];

export async function bidLots(ctx: SeedContext, s: SeedCall, auctionId: number, from: number, until: number, ongoing: boolean): Promise<void> {
  const ladder = parseLadder(DEFAULT_LADDER)!;
  const bidders = (await ctx.tx.selectFrom("visitor").select("Id").where("status", "=", "NORMAL").orderBy("Id").limit(60).execute()).map((v) => Number(v.Id));
  if (bidders.length < 2) return;
  const lots = await byCatalogue(ctx.tx).selectFrom(auctionLot.table).selectAll().where("auctionId", "=", auctionId).orderBy("lotNo").execute();
  for (const lot of lots) {
    const low = Number(lot.estimateLow);
    const high = Number(lot.estimateHigh);
    const reserve = Number(lot.reservePrice ?? 0);
    const r = ctx.random();
    // No bid (8 %), short of the reserve (15 % of those with one), else sold somewhere around the estimate.
    if (r < 0.08) continue;
    const target = reserve > 0 && r < 0.23 ? reserve - 1 : Math.round(low * 0.95 + ctx.random() * (high * 1.3 - low * 0.95));
    const amounts: number[] = [Number(lot.startingPrice)];
    while (amounts.length < 40) {
      const next = nextBid(ladder, amounts[amounts.length - 1]!);
      const jump = ctx.random() < 0.2 ? nextBid(ladder, next) : next;
      if (jump > target && amounts[amounts.length - 1]! >= Math.min(target, low * 0.9)) break;
      if (reserve > 0 && target < reserve && jump >= reserve) break;
      amounts.push(jump);
    }
    // An ongoing sale is part-way through its bids.
    const placed = ongoing ? amounts.slice(0, Math.max(1, Math.floor(amounts.length * (0.3 + ctx.random() * 0.5)))) : amounts;
    const span = Math.max(HOUR, until - from);
    let last = -1;
    for (const [i, amount] of placed.entries()) {
      let bidder = bidders[Math.floor(ctx.random() * bidders.length)]!;
      if (bidder === last) bidder = bidders[(bidders.indexOf(bidder) + 1) % bidders.length]!;
      last = bidder;
      // The paddle first: a deposit paid in the preview, the day before the sale opened.
      await seedDeposit(ctx, auctionId, bidder, from - DAY + Math.floor(ctx.random() * 12 * HOUR));
      s.at(from + Math.floor(((i + 1) / (placed.length + 1)) * span));
      await takeBid(ctx.tx, s.call, Number(lot.Id), { bidderId: bidder, amount, channel: CHANNELS[Math.floor(ctx.random() * CHANNELS.length)]! });
    }
  }
}

/** The buyers pay within days of settlement (WeChat Pay), except the last sold lot's, defaulted after its deadline. */
export async function payAndDefault(ctx: SeedContext, s: SeedCall, auctionId: number, settledAt: number): Promise<void> {
  const lots = await byCatalogue(ctx.tx).selectFrom(auctionLot.table).select(["Id", "orderId", "lotNo"]).where("auctionId", "=", auctionId).where("status", "=", "sold").orderBy("lotNo").execute();
  const defaulted = lots[lots.length - 1];
  for (const lot of lots) {
    if (lot === defaulted || lot.orderId === null) continue;
    const o = await byCatalogue(ctx.tx).selectFrom(order.table).select(["Id", "payAmount", "orderNo"]).where("Id", "=", Number(lot.orderId)).executeTakeFirstOrThrow();
    const paidAt = settledAt + Math.floor((0.2 + ctx.random() * 2.8) * DAY);
    s.at(ctx.now);
    await applyPayment(ctx.tx, {
      orderId: Number(o.Id), channel: "WXPAY", amount: Number(o.payAmount), channelTradeNo: `4200${String(o.orderNo).slice(2, 16)}${String(lot.lotNo).padStart(6, "0")}`,
      paidAt, at: ctx.now,
    });
  }
  if (defaulted) {
    s.at(settledAt + 8 * DAY);
    await step(ctx.tx, s.call, auctionLot, "markDefault", Number(defaulted.Id), markDefault, { reason: "买受人逾期 7 日未付款，保证金不予退还" });
  }
}
