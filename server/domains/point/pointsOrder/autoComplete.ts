import { pointsOrder } from "../../../../src/catalogue/registry";
import type { Sweeper } from "../../../platform/sweep/sweeper";
import { changeOnce } from "../../../resources/systemChange";

const BATCH = 200;
/** SHIPPED → COMPLETED by the system 15 days after shipping (commerce.md §3.2, §12.4), unless the visitor confirmed first. */
export const AUTO_COMPLETE_MS = 15 * 86_400_000;

/** 自动确认收货: a physical points order shipped 15 days ago completes, once, however many servers sweep. */
export const pointsOrderAutoComplete: Sweeper = {
  name: "pointsOrder.autoComplete",
  async sweep({ db }, now) {
    const due = await db.selectFrom("points_order").select("Id")
      .where("status", "=", "SHIPPED").where("shippedAt", "<=", now - AUTO_COMPLETE_MS).orderBy("Id").limit(BATCH).execute();
    let n = 0;
    for (const { Id } of due) {
      const changed = await changeOnce(db, pointsOrder, Number(Id), now,
        (row) => (row.status === "SHIPPED" && Number(row.shippedAt) <= now - AUTO_COMPLETE_MS ? { status: "COMPLETED", completedAt: now } : null),
        (b) => `积分订单「${String(b.orderNo)}」：发货满 15 天 → 已完成`);
      if (changed) n += 1;
    }
    return n;
  },
};
