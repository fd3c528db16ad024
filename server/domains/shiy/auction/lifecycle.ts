/**
 * The auction's own moves (content.md §8.7) besides 结算: 发布预展 checks the catalogue is ready,
 * 撤回发布 only before the preview opens, 开拍 opens every lot, 结拍 brings the hammer down on every
 * open lot, 取消 / 中止 withdraw the lots and send their works back to the pool.
 */
import { auctionLot, auctionSession, auctionSpecialSale } from "../../../../src/catalogue/registry";
import { formatShanghai } from "../../../../src/catalogue/kinds/shanghai";
import { byCatalogue, type Tx } from "../../../platform/db/types";
import { precondition } from "../../../platform/wire/errors";
import { patchRow } from "../../../resources/rows";
import type { TransitionHook } from "../../../resources/transitions";
import { hammerLot, moveLots, releaseLot } from "../auctionLot/lotEvents";
import { auctionTotals } from "./totals";

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
  if ((await sessionsOf(tx, id)).length === 0) throw precondition(`${name}还没有场次，不能发布预展`);
  const lots = await byCatalogue(tx).selectFrom(auctionLot.table).select(["lotNo", "estimateLow", "startingPrice"]).where("auctionId", "=", id).where("status", "=", "pending").execute();
  if (lots.length === 0) throw precondition(`${name}还没有拍品，不能发布预展`);
  const missing = lots.filter((l) => !(Number(l.estimateLow) > 0) || !(Number(l.startingPrice) > 0)).map((l) => String(l.lotNo));
  if (missing.length > 0) throw precondition(`${name}的拍品 ${missing.slice(0, 5).join("、")} 缺少估价或起拍价`);
  return auctionTotals(tx, id);
};

export const unpublish: TransitionHook = ({ call, current }) => {
  if (call.now() >= Number(current.previewStartAt)) throw precondition(`拍卖会「${String(current.name)}」已于 ${formatShanghai(Number(current.previewStartAt))} 开始预展，不能撤回发布`);
};

export const start: TransitionHook = async ({ call, tx, current }) => {
  const id = Number(current.Id);
  await moveLots(tx, call, id, ["pending"], "open", () => undefined);
  await setSessions(tx, id, "bidding", call.now());
};

export const close: TransitionHook = async ({ call, tx, current }) => {
  const id = Number(current.Id);
  await moveLots(tx, call, id, ["bidding"], "hammer", hammerLot);
  await setSessions(tx, id, "ended", call.now());
  return auctionTotals(tx, id);
};

/** 取消 / 中止: every lot not yet decided is withdrawn with the reason; their works go back to the pool. */
const withdrawAll: TransitionHook = async ({ call, tx, current, input }) => {
  const id = Number(current.Id);
  const reason = String(input.reason);
  await moveLots(tx, call, id, ["pending", "bidding"], "withdraw", releaseLot, { reason });
  await setSessions(tx, id, "ended", call.now());
  return { cancelReason: reason, ...(await auctionTotals(tx, id)) };
};

export const cancel = withdrawAll;
export const abort = withdrawAll;
