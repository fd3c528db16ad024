import { redeemCode, redeemCodeBatch } from "../../../../src/catalogue/registry";
import type { Sweeper } from "../../../platform/sweep/sweeper";
import { changeOnce } from "../../../resources/systemChange";

const BATCH = 200;

/**
 * 兑换码过期 (commerce.md §5.9, §12.6): an ACTIVE batch past its 兑换截止 becomes EXPIRED and its
 * unused codes with it (redeemed and voided codes keep their state), once — the batch is locked and asked again.
 */
export const redeemBatchExpiry: Sweeper = {
  name: "redeemCodeBatch.expire",
  async sweep({ db }, now) {
    const due = await db.selectFrom("redeem_code_batch").select("Id")
      .where("status", "=", "ACTIVE").where("validTo", "<", now).orderBy("Id").limit(BATCH).execute();
    let n = 0;
    for (const { Id } of due) {
      const changed = await changeOnce(db, redeemCodeBatch, Number(Id), now, async (row, tx) => {
        if (row.status !== "ACTIVE" || Number(row.validTo) >= now) return null;
        await tx.updateTable(redeemCode.table).set({ status: "EXPIRED", utime: now })
          .where("batchId", "=", Number(row.Id)).where("status", "=", "UNUSED").execute();
        return { status: "EXPIRED" };
      }, (b) => `兑换码批次「${String(b.batchNo)}」：兑换截止 → 已过期（未兑换的码一并过期）`);
      if (changed) n += 1;
    }
    return n;
  },
};
