import { balanceLog, type BalanceBizType } from "../../../../src/catalogue/resources/tourist/balanceLog";
import type { Tx } from "../../../platform/db/types";
import { moveLedger, type LedgerMoveOptions, type LedgerMoveResult } from "../visitor/ledger";
import { formatMoney } from "../../../../src/catalogue/kinds/money";

/**
 * Moves a visitor's balance by `change` fen (signed) and writes its 余额明细 row with the balance
 * after it. Locks the visitor; a debit larger than the balance is refused (FAILED_PRECONDITION)
 * and nothing changes. Call inside the transaction of the business change it belongs to.
 */
export function moveBalance(
  tx: Tx, visitorId: number, change: number, opts: LedgerMoveOptions & { readonly reason: BalanceBizType },
): Promise<LedgerMoveResult> {
  return moveLedger(tx, { ledger: balanceLog, prefix: "BL", field: "balance", name: "余额", show: (n) => `余额${formatMoney(n)}` }, visitorId, change, opts);
}
