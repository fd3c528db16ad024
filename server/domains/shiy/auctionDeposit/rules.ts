/**
 * 保证金 (content.md §8.7): 登记保证金 records a deposit paid for a visitor, of the auction's amount,
 * while the auction is in preparation, preview or bidding; the auction row is locked first, so of two
 * staff registering the same bidder at once one records it and the other is told it exists (the
 * unique 保证金单号 stands behind that). The moves: moves.ts; staff may refund a deposit by hand
 * only while its bidder leads no lot.
 */
import { auctionBid, auctionDeposit, auctionLot } from "../../../../src/catalogue/registry";
import { byCatalogue } from "../../../platform/db/types";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { precondition } from "../../../platform/wire/errors";
import type { WriteContext } from "../../../resources/hooks";
import { registerResource } from "../../../resources/methods";
import { lockRow } from "../../../resources/rows";
import type { TransitionHook } from "../../../resources/transitions";
import { defineRules } from "../../rules";
import { depositOf, paddleNo } from "./moves";

const OPEN_AUCTION = ["draft", "published", "bidding"];

async function beforeWrite(ctx: WriteContext): Promise<Record<string, unknown>> {
  const value = { ...ctx.value };
  if (ctx.mode !== "create") return value;
  const auctionId = Number(value.auctionId);
  const visitorId = Number(value.visitorId);
  const auction = await lockRow(ctx.tx, "auction", auctionId);
  const name = `拍卖会「${String(auction.name)}」`;
  if (!OPEN_AUCTION.includes(String(auction.status))) throw precondition(`${name}已结束或已取消，不能再登记保证金`);
  const existing = await depositOf(ctx.tx, auctionId, visitorId);
  if (existing) throw precondition(`竞买人 No. ${paddleNo(visitorId)} 已登记${name}的保证金（${String(existing.depositNo)}），不能重复登记`);
  return {
    ...value, amount: Number(auction.depositAmount ?? 0), paddle: `No. ${paddleNo(visitorId)}`, depositNo: `${String(auction.code ?? auctionId)}-${paddleNo(visitorId)}`,
    paidAt: ctx.stamp, state: "paid", lotId: null, closedAt: null, note: null,
  };
}

/** By hand, a deposit goes back only to a bidder who leads no lot of the auction (their bid stands on it). */
const refund: TransitionHook = async ({ call, tx, current, input }) => {
  const open = await byCatalogue(tx).selectFrom(auctionLot.table).select("Id").where("auctionId", "=", Number(current.auctionId)).where("status", "=", "bidding").execute();
  const leading = open.length === 0 ? undefined : await byCatalogue(tx).selectFrom(auctionBid.table).select("Id")
    .where("lotId", "in", open.map((l) => Number(l.Id))).where("bidderId", "=", Number(current.visitorId)).where("state", "=", "leading").executeTakeFirst();
  if (leading) throw precondition(`竞买人 ${String(current.paddle)} 仍有领先的出价，保证金暂不能退还`);
  return { closedAt: call.now(), note: String(input.reason ?? "") };
};

const forfeit: TransitionHook = ({ call, input }) => ({ closedAt: call.now(), note: String(input.reason ?? "") });
const hold: TransitionHook = () => undefined;

export const rules = defineRules("auctionDeposit", (registry: MethodRegistry) => {
  registerResource(registry, auctionDeposit, { beforeWrite, transitions: { hold, refund, forfeit } });
});
