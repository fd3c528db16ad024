import { visitor } from "../../../../src/catalogue/registry";
import type { Sweeper } from "../../../platform/sweep/sweeper";
import { changeOnce } from "../../../resources/systemChange";

const BATCH = 200;
/** The cooling-off period after 注销 (commerce.md §5.1, Q10). */
export const DEACTIVATION_COOLING_OFF_MS = 15 * 86_400_000;
export const ANONYMOUS_NICKNAME = "已注销用户";

/**
 * 注销满 15 天 (commerce.md Q10, PIPL): the visitor's mobile, WeChat ids, nickname and avatar are
 * cleared and their addresses and login devices removed, once; orders, payments, refunds and the
 * points and balance logs stay as they are, still naming the visitor by id, for the accounts.
 */
export const visitorAnonymise: Sweeper = {
  name: "visitor.anonymise",
  async sweep({ db }, now) {
    const due = await db.selectFrom("visitor").select("Id")
      .where("status", "=", "DEACTIVATED").where("anonymisedAt", "is", null)
      .where("deactivatedAt", "is not", null).where("deactivatedAt", "<=", now - DEACTIVATION_COOLING_OFF_MS)
      .orderBy("Id").limit(BATCH).execute();
    let n = 0;
    for (const { Id } of due) {
      const changed = await changeOnce(db, visitor, Number(Id), now, async (row, tx) => {
        if (row.status !== "DEACTIVATED" || row.anonymisedAt !== null || row.deactivatedAt === null) return null;
        if (Number(row.deactivatedAt) > now - DEACTIVATION_COOLING_OFF_MS) return null;
        await tx.deleteFrom("address").where("visitorId", "=", Number(Id)).execute();
        await tx.deleteFrom("login_device").where("visitorId", "=", Number(Id)).execute();
        return { mobile: null, wxUnionId: null, wxOpenIds: null, nickName: ANONYMOUS_NICKNAME, avatar: null, anonymisedAt: now };
      }, (b) => `用户「${String(b.uid)}」：注销满 15 天，个人信息已匿名化`);
      if (changed) n += 1;
    }
    return n;
  },
};
