/**
 * What an 拍卖展示位 copies from its auction (commerce.md §6.8): the preview, start and end times and
 * the phase, read again on every save and by the sweeper. Only a published auction may be shown; a
 * cancelled or deleted one takes its entries offline.
 */
import { auction } from "../../../../src/catalogue/registry";
import { byCatalogue, type Db, type Row, type Tx } from "../../../platform/db/types";
import { invalid } from "../../../platform/wire/errors";

/** The auction's status → the entry's phase; absent: the auction may not be shown. */
const PHASE_OF: Readonly<Record<string, string>> = { published: "PREVIEW", bidding: "BIDDING", ended: "ENDED", settled: "ENDED" };

const NOT_SHOWN: Readonly<Record<string, string>> = { draft: "尚在筹备中（未发布预展）", cancelled: "已取消" };

export async function readAuction(tx: Db | Tx, id: number): Promise<Row | undefined> {
  return byCatalogue(tx as Tx).selectFrom(auction.table).select(["Id", "name", "status", "deleted", "previewStartAt", "startAt", "endAt"]).where("Id", "=", id).executeTakeFirst();
}

/** Whether the app may show this auction now. */
export const displayable = (a: Row | undefined): boolean => a !== undefined && !a.deleted && PHASE_OF[String(a.status)] !== undefined;

/** The copied fields of an entry of auction `a`. */
export function copiedFrom(a: Row): Record<string, unknown> {
  return { previewStartAt: a.previewStartAt ?? null, auctionStartAt: a.startAt ?? null, auctionEndAt: a.endAt ?? null, phase: PHASE_OF[String(a.status)] ?? null };
}

/** The auction an entry points at, refused unless it exists and is published. */
export async function displayableAuction(tx: Tx, id: number): Promise<Row> {
  const a = await readAuction(tx, id);
  if (!a || a.deleted) throw invalid(`拍卖会 #${id} 不存在或已删除`);
  if (!displayable(a)) throw invalid(`拍卖会「${String(a.name)}」${NOT_SHOWN[String(a.status)] ?? "当前不能展示"}，不能放到展示位`);
  return a;
}
