/**
 * The demo bidders' deposits (content.md §8.7): each paid during the preview, before the bidder's
 * first bid; the auction's own moves then hold, refund or forfeit them as they would have.
 */
import { auction as auctionDef, auctionDeposit } from "../../../../src/catalogue/registry";
import { byCatalogue } from "../../../platform/db/types";
import type { SeedContext } from "../../../seed/factory";
import { paddleNo } from "../auctionDeposit/moves";

const CHANNELS = ["WXPAY", "WXPAY", "ALIPAY", "TRANSFER"];

/** Records `visitorId`'s deposit for `auctionId` paid at `paidAt`, unless there is one already. */
export async function seedDeposit(ctx: SeedContext, auctionId: number, visitorId: number, paidAt: number): Promise<void> {
  const had = await byCatalogue(ctx.tx).selectFrom(auctionDeposit.table).select("Id").where("auctionId", "=", auctionId).where("visitorId", "=", visitorId).executeTakeFirst();
  if (had) return;
  const a = await byCatalogue(ctx.tx).selectFrom(auctionDef.table).select(["code", "depositAmount"]).where("Id", "=", auctionId).executeTakeFirstOrThrow();
  const channel = CHANNELS[Math.floor(ctx.random() * CHANNELS.length)]!;
  await ctx.insert(auctionDeposit, {
    auctionId, visitorId, depositNo: `${String(a.code)}-${paddleNo(visitorId)}`, paddle: `No. ${paddleNo(visitorId)}`, amount: Number(a.depositAmount),
    payChannel: channel, payRef: channel === "TRANSFER" ? `ZZ${paidAt}${paddleNo(visitorId)}`.slice(0, 24) : `4200${paidAt}${paddleNo(visitorId)}`.slice(0, 28), paidAt, state: "paid",
  }, { ctime: paidAt });
}
