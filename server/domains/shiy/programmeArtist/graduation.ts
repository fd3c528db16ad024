import { shanghaiDate } from "../../../../src/catalogue";
import { programmeArtist } from "../../../../src/catalogue/registry";
import type { Sweeper } from "../../../platform/sweep/sweeper";
import { changeOnce } from "../../../resources/systemChange";

const BATCH = 200;

/**
 * 结业 by the scheduler (content.md §8.2): an artist 驻留中 whose contract ended before today (China
 * time) graduates, written as 系统; the works stay published. Safe with two servers sweeping at once.
 */
export const graduationSweeper: Sweeper = {
  name: "programmeArtist.graduation",
  async sweep({ db }, now) {
    const today = shanghaiDate(now);
    const due = await db.selectFrom(programmeArtist.table).select("Id")
      .where("status", "=", "active").where("contractEndDate", "<", today).orderBy("Id").limit(BATCH).execute();
    let n = 0;
    for (const { Id } of due) {
      const changed = await changeOnce(db, programmeArtist, Number(Id), now,
        (row) => (row.status === "active" && typeof row.contractEndDate === "string" && row.contractEndDate < today ? { status: "graduated" } : null),
        (b) => `驻留艺术家「${String(b.name)}」：合约于 ${String(b.contractEndDate)} 到期，驻留中 → 已结业`);
      if (changed) n += 1;
    }
    return n;
  },
};
