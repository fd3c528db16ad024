import { xiaoeCode } from "../../../../src/catalogue/registry";
import type { Sweeper } from "../../../platform/sweep/sweeper";
import { changeOnce } from "../../../resources/systemChange";
import { syncXiaoeStock } from "./codes";

const BATCH = 500;

/**
 * 小鹅通 codes still in stock past their endAt → 已过期 (commerce.md §3.5), one 系统 change record
 * per code, then the XIAOE_CODE goods' stock recounted for the activities that lost codes. Safe when
 * two servers sweep at once: each code is locked and asked again (changeOnce).
 */
export const xiaoeExpirySweeper: Sweeper = {
  name: "xiaoeCode.expiry",
  async sweep({ db }, now) {
    const due = await db.selectFrom(xiaoeCode.table).select(["Id", "activityId"])
      .where("status", "=", "IN_STOCK").where("endAt", "<=", now).orderBy("Id").limit(BATCH).execute();
    const touched = new Set<string>();
    let n = 0;
    for (const code of due) {
      const changed = await changeOnce(db, xiaoeCode, Number(code.Id), now,
        (row) => (row.status === "IN_STOCK" && Number(row.endAt) <= now ? { status: "EXPIRED" } : null),
        (b) => `小鹅通兑换码「${String(b.title ?? b.batchId ?? b.Id)}」：库存中 → 已过期`);
      if (changed) {
        n += 1;
        touched.add(String(code.activityId));
      }
    }
    for (const activityId of touched) await db.transaction().execute((tx) => syncXiaoeStock(tx, activityId, now));
    return n;
  },
};
