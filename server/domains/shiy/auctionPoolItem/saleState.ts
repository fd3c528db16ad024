/**
 * A programme work's saleState follows its pool item and lot (content.md §8.3, §8.6–8.7): pooled,
 * inAuction, sold, unsold, or none again. Only these events write it.
 */
import type { Tx } from "../../../platform/db/types";
import { lockRow, patchRow, recordActorChange, type Actor } from "../../../resources/rows";

export type SaleState = "none" | "pooled" | "inAuction" | "sold" | "unsold";

const LABELS: Record<SaleState, string> = { none: "未上拍", pooled: "拍品池", inAuction: "拍卖中", sold: "已成交", unsold: "流拍" };

export async function setSaleState(tx: Tx, actor: Actor, workId: number, state: SaleState, at: number): Promise<void> {
  const work = await lockRow(tx, "programmeWork", workId);
  if (work.saleState === state) return;
  const after = await patchRow(tx, "programmeWork", work, { saleState: state }, at);
  await recordActorChange(tx, actor, {
    table: "programmeWork", recordId: workId, before: work, after, at, method: "auctionSaleState",
    summary: `销售状态：${LABELS[state]}（作品「${String(work.title ?? workId)}」）`,
  });
}
