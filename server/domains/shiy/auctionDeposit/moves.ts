/**
 * The deposit moves the auction's and the lot's transitions make (content.md §8.7), each through the
 * deposit's own transition so that every move of money has its change record: a sold lot holds its
 * buyer's deposit, 结拍 refunds the bidders who won nothing, 取消 / 中止 refund all, 标记违约 forfeits.
 */
import { transitionOf } from "../../../../src/catalogue";
import { auctionDeposit } from "../../../../src/catalogue/registry";
import { formatMoney } from "../../../../src/catalogue/kinds/money";
import { byCatalogue, type Row, type Tx } from "../../../platform/db/types";
import type { AuthedCall } from "../../../platform/rpc/call";
import { precondition } from "../../../platform/wire/errors";
import { lockRow } from "../../../resources/rows";
import { applyTransition } from "../../../resources/transitions";

type Move = "hold" | "refund" | "forfeit";
/** Deposits still with the house, to be held, refunded or forfeited. */
export const OPEN_STATES = ["paid", "held"] as const;

export const paddleNo = (visitorId: number): string => String(visitorId).padStart(4, "0");

/** The one deposit of `visitorId` for `auctionId`, if any. */
export function depositOf(tx: Tx, auctionId: number, visitorId: number): Promise<Row | undefined> {
  return byCatalogue(tx).selectFrom(auctionDeposit.table).selectAll().where("auctionId", "=", auctionId).where("visitorId", "=", visitorId).executeTakeFirst();
}

/** A bid needs a deposit paid for the auction and still standing (paid, or held for a lot already won). */
export async function requireDeposit(tx: Tx, auction: Row, bidderId: number): Promise<void> {
  const d = await depositOf(tx, Number(auction.Id), bidderId);
  if (d && (OPEN_STATES as readonly string[]).includes(String(d.state))) return;
  const who = `竞买人 No. ${paddleNo(bidderId)}`;
  if (!d) throw precondition(`${who}未缴纳拍卖会「${String(auction.name)}」的保证金（${formatMoney(Number(auction.depositAmount ?? 0))}），不能出价；请先在「保证金」中登记`);
  throw precondition(`${who}在拍卖会「${String(auction.name)}」的保证金${d.state === "refunded" ? "已退还" : "已没收"}，不能出价`);
}

async function move(tx: Tx, call: AuthedCall, id: number, name: Move, patch: Record<string, unknown>, input: Record<string, unknown> = {}): Promise<Row> {
  const transition = transitionOf(auctionDeposit, name);
  if (!transition) throw new Error(`auctionDeposit has no transition ${name}`);
  const current = await lockRow(tx, auctionDeposit, id);
  return applyTransition(tx, call, auctionDeposit, transition, current, input, { sideEffect: () => patch });
}

/** A lot sold to `visitorId`: their paid deposit is held against it (a deposit already held stays with its first lot). */
export async function holdForLot(tx: Tx, call: AuthedCall, lot: Row, visitorId: number): Promise<void> {
  const d = await depositOf(tx, Number(lot.auctionId), visitorId);
  if (!d || d.state !== "paid") return;
  await move(tx, call, Number(d.Id), "hold", { lotId: Number(lot.Id), note: `抵作图录号 ${String(lot.lotNo)} 的成交款` });
}

/** Refunds the auction's deposits in `states` (结拍: the paid ones of bidders who won nothing; 取消 / 中止: all still held). */
export async function refundAll(tx: Tx, call: AuthedCall, auctionId: number, states: readonly string[], reason: string): Promise<number> {
  const rows = await byCatalogue(tx).selectFrom(auctionDeposit.table).select("Id").where("auctionId", "=", auctionId).where("state", "in", [...states]).orderBy("Id").execute();
  for (const { Id } of rows) await move(tx, call, Number(Id), "refund", { closedAt: call.now(), note: reason }, { reason });
  return rows.length;
}

/** 标记违约: the buyer's deposit for the auction is forfeited. */
export async function forfeitFor(tx: Tx, call: AuthedCall, auctionId: number, visitorId: number, reason: string): Promise<void> {
  const d = await depositOf(tx, auctionId, visitorId);
  if (!d || !(OPEN_STATES as readonly string[]).includes(String(d.state))) return;
  await move(tx, call, Number(d.Id), "forfeit", { closedAt: call.now(), note: reason }, { reason });
}

/** Deposits forfeited in the auction: what 结算 books as the house's (auction.forfeitedDeposits). */
export async function forfeitedTotal(tx: Tx, auctionId: number): Promise<number> {
  const rows = await byCatalogue(tx).selectFrom(auctionDeposit.table).select("amount").where("auctionId", "=", auctionId).where("state", "=", "forfeited").execute();
  return rows.reduce((n, r) => n + Number(r.amount ?? 0), 0);
}

/** Deposits not yet refunded or forfeited: 撤回发布 waits until there are none. */
export async function openDeposits(tx: Tx, auctionId: number): Promise<number> {
  const rows = await byCatalogue(tx).selectFrom(auctionDeposit.table).select("Id").where("auctionId", "=", auctionId).where("state", "in", [...OPEN_STATES]).execute();
  return rows.length;
}
