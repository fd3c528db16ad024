import { invoiceRequest } from "../../../../src/catalogue/registry";
import type { Row, Tx } from "../../../platform/db/types";
import { lockRow, patchRow, recordActorChange, type Actor } from "../../../resources/rows";

/**
 * A full refund of an invoiced order does not wait for the red invoice (commerce.md §5.8, Q11):
 * the issued request is flagged 待红冲 for finance, once; 红冲 clears the flag.
 */
export async function flagRedFlushOnRefund(tx: Tx, order: Row, actor: Actor, at: number): Promise<void> {
  if (order.invoiceStatus !== "ISSUED") return;
  const issued = await tx.selectFrom("invoice_request").select("Id")
    .where("orderId", "=", Number(order.Id)).where("status", "=", "ISSUED").execute();
  for (const { Id } of issued) {
    const current = await lockRow(tx, invoiceRequest, Number(Id));
    if (current.status !== "ISSUED" || Boolean(Number(current.needsRedFlush))) continue;
    const after = await patchRow(tx, invoiceRequest, current, { needsRedFlush: true }, at);
    await recordActorChange(tx, actor, {
      table: invoiceRequest, recordId: Number(Id), before: current, after, at, method: "refundResult",
      summary: `待红冲：订单「${String(order.orderNo)}」已全额退款，发票 ${String(current.invoiceNumber ?? "")} 需红冲`,
    });
  }
}
