import { article } from "../../../../src/catalogue/registry";
import type { Sweeper } from "../../../platform/sweep/sweeper";
import { changeOnce } from "../../../resources/systemChange";

const BATCH = 200;

/**
 * 定时发布 (content.md §7.1): a scheduled article whose time has come goes online, stamped with that
 * time as its first publishedAt. Safe when two servers sweep at once: each article is locked and asked again.
 */
export const scheduledArticles: Sweeper = {
  name: "article.scheduled",
  async sweep({ db }, now) {
    const due = await db.selectFrom("article").select("Id")
      .where("publishState", "=", "scheduled").where("scheduledAt", "<=", now).where("deleted", "=", 0).orderBy("Id").limit(BATCH).execute();
    let n = 0;
    for (const { Id } of due) {
      const changed = await changeOnce(db, article, Number(Id), now,
        (row) => (row.publishState === "scheduled" && Number(row.scheduledAt) <= now
          ? { publishState: "online", publishedAt: row.publishedAt ?? Number(row.scheduledAt) } : null),
        (b) => `文章「${String(b.title)}」：定时发布 → 已发布`);
      if (changed) n += 1;
    }
    return n;
  },
};
