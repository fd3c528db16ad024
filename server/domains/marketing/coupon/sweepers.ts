import { coupon, couponRecord } from "../../../../src/catalogue/registry";
import type { Sweeper } from "../../../platform/sweep/sweeper";
import { changeOnce } from "../../../resources/systemChange";
import { BATCH, countChanged, ids } from "../flashSale/phaseSweeper";

/** §4.6: an issuing coupon template ends when its claim window has closed (ACTIVE → ENDED). */
export const couponEndSweeper: Sweeper = {
  name: "coupon.claimEnd",
  async sweep({ db }, now) {
    const due = ids(await db.selectFrom(coupon.table).select("Id").where("status", "=", "ACTIVE").where("claimEndAt", "<", now).orderBy("Id").limit(BATCH).execute());
    return countChanged(due, (id) => changeOnce(db, coupon, id, now,
      (row) => (row.status === "ACTIVE" && Number(row.claimEndAt) < now ? { status: "ENDED" } : null),
      (b) => `优惠券「${String(b.name)}」：发放中 → 已结束（领取时间已过）`));
  },
};

/** §4.6: an unused coupon record expires after its validTo (UNUSED → EXPIRED); a locked one waits for its order. */
export const couponRecordExpirySweeper: Sweeper = {
  name: "couponRecord.expiry",
  async sweep({ db }, now) {
    const due = ids(await db.selectFrom(couponRecord.table).select("Id").where("status", "=", "UNUSED").where("validTo", "<", now).orderBy("Id").limit(BATCH).execute());
    return countChanged(due, (id) => changeOnce(db, couponRecord, id, now,
      (row) => (row.status === "UNUSED" && Number(row.validTo) < now ? { status: "EXPIRED" } : null),
      (b) => `领用记录「${String(b.recordNo)}」：未使用 → 已过期`));
  },
};
