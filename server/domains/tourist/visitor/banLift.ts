import { visitor } from "../../../../src/catalogue/registry";
import type { Sweeper } from "../../../platform/sweep/sweeper";
import { changeOnce, statusLabel } from "../../../resources/systemChange";

const BATCH = 200;
const RESTRICTED = ["MUTED", "BANNED"];

/** 自动解除 (commerce.md §5.1): a 禁言 or 封禁 with an end time returns to 正常 at that time, once. */
export const visitorBanLift: Sweeper = {
  name: "visitor.banLift",
  async sweep({ db }, now) {
    const due = await db.selectFrom("visitor").select("Id")
      .where("status", "in", RESTRICTED).where("bannedUntil", "is not", null).where("bannedUntil", "<=", now).orderBy("Id").limit(BATCH).execute();
    let n = 0;
    for (const { Id } of due) {
      const changed = await changeOnce(db, visitor, Number(Id), now,
        (row) => (RESTRICTED.includes(String(row.status)) && row.bannedUntil !== null && Number(row.bannedUntil) <= now
          ? { status: "NORMAL", statusReason: null, bannedUntil: null } : null),
        (b) => `用户「${String(b.uid)}」：${statusLabel(visitor, b.status)}到期 → 正常`);
      if (changed) n += 1;
    }
    return n;
  },
};
