import { shanghaiDate } from "../../../../src/catalogue/kinds/shanghai";
import { pointsLog, type PointsBizType } from "../../../../src/catalogue/resources/point/pointsLog";
import type { Tx } from "../../../platform/db/types";
import { moveLedger, type LedgerMoveOptions, type LedgerMoveResult } from "../../tourist/visitor/ledger";

/** Earned points expire after a year (provisional, commerce.md §13). */
const EARN_VALID_MS = 365 * 86_400_000;

/** Points an order earns: 1 point per whole yuan paid (provisional, commerce.md §3). */
export function pointsForAmount(fen: number): number {
  return Math.max(0, Math.floor(fen / 100));
}

/**
 * Moves a visitor's points by `change` (signed) and writes its 积分明细 row with the balance after
 * it; earned points get an expiry date. Locks the visitor; going below zero is refused
 * (FAILED_PRECONDITION) and nothing changes.
 */
export function movePoints(
  tx: Tx, visitorId: number, change: number, opts: LedgerMoveOptions & { readonly reason: PointsBizType },
): Promise<LedgerMoveResult> {
  const at = opts.at ?? Date.now();
  const extra = change > 0 ? { expireAt: shanghaiDate(at + EARN_VALID_MS) } : {};
  return moveLedger(tx, { ledger: pointsLog, prefix: "PL", field: "pointBalance", name: "积分", show: (n) => `积分 ${n}` }, visitorId, change, { ...opts, at }, extra);
}
