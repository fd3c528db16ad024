import { invoiceRequest, order } from "../../../../src/catalogue/registry";
import type { Sweeper } from "../../../platform/sweep/sweeper";
import { lockRow, patchRow, recordActorChange, SYSTEM_ACTOR } from "../../../resources/rows";
import { changeOnce } from "../../../resources/systemChange";
import { channelRequestOf, invoiceChannel, type InvoiceChannelState } from "./invoiceChannel";

const BATCH = 100;

/**
 * 开票中 → 已开票 / 开票失败 as the provider answers (commerce.md §5.8). The provider is asked outside
 * any transaction; the answer is applied on the locked request only if it is still 开票中, so two
 * servers polling at once apply it once. Without a provider nothing is asked and nothing changes.
 */
export const invoicePoll: Sweeper = {
  name: "invoiceRequest.poll",
  async sweep({ db }, now) {
    const issuing = await db.selectFrom("invoice_request").selectAll().where("status", "=", "ISSUING").orderBy("Id").limit(BATCH).execute();
    let n = 0;
    for (const row of issuing) {
      let state: InvoiceChannelState;
      try {
        state = await invoiceChannel().query(channelRequestOf(row));
      } catch {
        continue; // not configured or not reachable: asked again at the next sweep
      }
      if (state.status === "ISSUING") continue;
      const changed = await changeOnce(db, invoiceRequest, Number(row.Id), now, async (current, tx) => {
        if (current.status !== "ISSUING") return null;
        if (state.status === "FAILED") return { status: "FAILED", failReason: state.reason.slice(0, 200) };
        const o = await lockRow(tx, order, Number(current.orderId));
        const after = await patchRow(tx, order, o, { invoiceStatus: "ISSUED" }, now);
        await recordActorChange(tx, SYSTEM_ACTOR, {
          table: order, recordId: Number(o.Id), before: o, after, at: now, method: "sweep", summary: `开票状态：订单「${String(o.orderNo)}」已开票`,
        });
        return { status: "ISSUED", invoiceNumber: state.invoiceNumber, issuedAt: state.issuedAt, pdfFile: state.pdfFile, failReason: null };
      }, (b, a) => `开票申请「${String(b.requestNo)}」：开票中 → ${a.status === "ISSUED" ? `已开票 ${String(a.invoiceNumber)}` : `开票失败（${String(a.failReason)}）`}`);
      if (changed) n += 1;
    }
    return n;
  },
};
