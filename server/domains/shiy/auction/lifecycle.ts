/**
 * The auction's own moves (content.md §8.7) besides 结算: 发布预展 checks the catalogue is ready,
 * 撤回发布 only before the preview opens and with no deposit taken, 开拍 opens every lot, 结拍 brings the
 * hammer down on every open lot and refunds the deposits of bidders who won nothing, 取消 / 中止
 * withdraw the lots, send their works back to the pool and refund every deposit.
 */
import { auctionLot, auctionSession, auctionSpecialSale } from "../../../../src/catalogue/registry";
import { formatShanghai } from "../../../../src/catalogue/kinds/shanghai";
import { byCatalogue, type Row, type Tx } from "../../../platform/db/types";
import { precondition } from "../../../platform/wire/errors";
import { patchRow } from "../../../resources/rows";
import type { TransitionHook } from "../../../resources/transitions";
import { hammerLot, moveLots, releaseLot } from "../auctionLot/lotEvents";
import { auctionTotals } from "./totals";
import { openDeposits, OPEN_STATES, refundAll } from "../auctionDeposit/moves";

const sessionsOf = (tx: Tx, auctionId: number) => byCatalogue(tx).selectFrom(auctionSession.table).selectAll().where("auctionId", "=", auctionId).orderBy("sessionNo").execute();

async function setSessions(tx: Tx, auctionId: number, status: "scheduled" | "bidding" | "ended", at: number): Promise<void> {
  for (const s of await sessionsOf(tx, auctionId)) {
    const lots = await byCatalogue(tx).selectFrom(auctionLot.table).select(["status", "totalPrice"]).where("sessionId", "=", Number(s.Id)).execute();
    const sold = lots.filter((l) => l.status === "sold");
    await patchRow(tx, auctionSession, { ...s, Id: Number(s.Id), utime: Number(s.utime) }, {
      status, lotCount: lots.filter((l) => l.status !== "withdrawn").length, soldCount: sold.length, turnover: sold.reduce((n, l) => n + Number(l.totalPrice ?? 0), 0),
    }, at);
  }
  for (const sale of await byCatalogue(tx).selectFrom(auctionSpecialSale.table).selectAll().where("auctionId", "=", auctionId).execute()) {
    const lots = await byCatalogue(tx).selectFrom(auctionLot.table).select(["status", "totalPrice"]).where("specialSaleId", "=", Number(sale.Id)).execute();
    const sold = lots.filter((l) => l.status === "sold");
    await patchRow(tx, auctionSpecialSale, { ...sale, Id: Number(sale.Id), utime: Number(sale.utime) }, {
      lotCount: lots.filter((l) => l.status !== "withdrawn").length, soldCount: sold.length, turnover: sold.reduce((n, l) => n + Number(l.totalPrice ?? 0), 0),
    }, at);
  }
}

export const publish: TransitionHook = async ({ tx, current }) => {
  const id = Number(current.Id);
  const name = `拍卖会「${String(current.name)}」`;
  if (["previewStartAt", "previewEndAt", "startAt", "endAt"].some((k) => current[k] === null || current[k] === undefined)) throw precondition(`${name}还没有填写预展与拍卖时间，不能发布预展`);
  const sessions = await sessionsOf(tx, id);
  const unset = sessions.filter((s) => s.startAt === null || s.startAt === undefined).map((s) => String(s.name));
  if (unset.length > 0) throw precondition(`${name}的场次「${unset.join("、")}」还没有填写开拍时间，不能发布预展`);
  if (sessions.length === 0) throw precondition(`${name}还没有场次，不能发布预展`);
  const lots = await byCatalogue(tx).selectFrom(auctionLot.table).select(["lotNo", "estimateLow", "startingPrice"]).where("auctionId", "=", id).where("status", "=", "pending").execute();
  if (lots.length === 0) throw precondition(`${name}还没有拍品，不能发布预展`);
  const missing = lots.filter((l) => !(Number(l.estimateLow) > 0) || !(Number(l.startingPrice) > 0)).map((l) => String(l.lotNo));
  if (missing.length > 0) throw precondition(`${name}的拍品 ${missing.slice(0, 5).join("、")} 缺少估价或起拍价`);
  return auctionTotals(tx, id);
};

export const unpublish: TransitionHook = async ({ call, tx, current }) => {
  if (call.now() >= Number(current.previewStartAt)) throw precondition(`拍卖会「${String(current.name)}」已于 ${formatShanghai(Number(current.previewStartAt))} 开始预展，不能撤回发布`);
  const deposits = await openDeposits(tx, Number(current.Id));
  if (deposits > 0) throw precondition(`拍卖会「${String(current.name)}」已有 ${deposits} 位竞买人缴纳保证金，不能撤回发布；请先退还保证金或取消拍卖会`);
};

/** Seconds as the auction's terms give them, or the design's defaults (content.md §8.7). */
export const lotIntervalMs = (a: Row): number => (a.lotIntervalSec === null || a.lotIntervalSec === undefined ? 60 : Number(a.lotIntervalSec)) * 1000;

/**
 * A timed sale's lots end one after another, `lotIntervalSec` apart, in session then 图录号 order, the
 * last at the auction's 结拍时间 (so that `endAt` ≥ the last lot's end, as content.md §8.7 asks; a
 * provisional reading of "session start + index × lotIntervalSec", which would end a days-long sale
 * minutes after it opens). A live sale's lots fall by the auctioneer's hammer: no end time.
 */
async function timedEnds(tx: Tx, a: Row): Promise<Map<number, number>> {
  const ends = new Map<number, number>();
  if (a.auctionType !== "timed") return ends;
  const ids: number[] = [];
  for (const s of await sessionsOf(tx, Number(a.Id))) {
    const lots = await byCatalogue(tx).selectFrom(auctionLot.table).select("Id").where("sessionId", "=", Number(s.Id)).where("status", "=", "pending").orderBy("lotNo").execute();
    ids.push(...lots.map((l) => Number(l.Id)));
  }
  ids.forEach((lotId, k) => ends.set(lotId, Number(a.endAt) - (ids.length - 1 - k) * lotIntervalMs(a)));
  return ends;
}

export const start: TransitionHook = async ({ call, tx, current }) => {
  const id = Number(current.Id);
  const ends = await timedEnds(tx, current);
  await moveLots(tx, call, id, ["pending"], "open", ({ current: lot }) => (ends.has(Number(lot.Id)) ? { endAt: ends.get(Number(lot.Id)) } : undefined));
  await setSessions(tx, id, "bidding", call.now());
};

export const close: TransitionHook = async ({ call, tx, current }) => {
  const id = Number(current.Id);
  await moveLots(tx, call, id, ["bidding"], "hammer", hammerLot);
  // The buyers' deposits were held at each hammer; the others go back.
  await refundAll(tx, call, id, ["paid"], "拍卖结束，未成交竞买人的保证金退还");
  await setSessions(tx, id, "ended", call.now());
  return auctionTotals(tx, id);
};

/** 取消 / 中止: every lot not yet decided is withdrawn with the reason; their works go back to the pool. */
const withdrawAll: TransitionHook = async ({ call, tx, current, input }) => {
  const id = Number(current.Id);
  const reason = String(input.reason);
  await moveLots(tx, call, id, ["pending", "bidding"], "withdraw", releaseLot, { reason });
  await refundAll(tx, call, id, OPEN_STATES, `拍卖会取消，保证金退还：${reason}`);
  await setSessions(tx, id, "ended", call.now());
  return { cancelReason: reason, ...(await auctionTotals(tx, id)) };
};

export const cancel = withdrawAll;
export const abort = withdrawAll;
