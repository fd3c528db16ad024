/**
 * What freepublish/get's answer means for a draft (content.md §7.2), for the 刷新发布状态 action and
 * for the poll: 0 → published (its address), 2/3/4 → failed (the reason), 5/6 → removed (deleted by
 * the account's staff or banned by the platform); 1 means still under way and changes nothing.
 *
 * The poll is a sweeper: every server asks about the drafts still publishing at every run, and about
 * those published in the last week (a ban or deletion shows up there) at most once an hour each (per
 * process, so that the platform's daily quota is not spent on articles that rarely change). Each draft
 * is asked about in its own transaction on the locked row, only when the row is still in the state that
 * needs the answer — so when two servers sweep at once the second finds the change made and asks nothing.
 */
import { oaDraft } from "../../../../src/catalogue/registry";
import type { Row } from "../../../platform/db/types";
import type { Sweeper } from "../../../platform/sweep/sweeper";
import { changeOnce, statusLabel } from "../../../resources/systemChange";
import { officialAccount, officialAccountConfigured, type OaPublishResult } from "./officialAccount";
import { PUBLISH_FAILURES } from "./wechat/wechatErrors";

const HOUR = 3_600_000;
/** A published article is watched for a ban or deletion this long… */
const WATCH_PUBLISHED_MS = 7 * 24 * HOUR;
/** …from this long after it went out (the platform's answer on publishing was just read)… */
const WATCH_FROM_MS = 10 * 60_000;
/** …asked about at most this often by one process. */
const WATCH_EVERY_MS = HOUR;
const BATCH = 50;

/** When this process last asked about each published draft, per database (tests run several servers in one process). */
const watched = new WeakMap<object, Map<number, number>>();

/** The published drafts not asked about within the hour, marked as asked now (before any wait: a sweep running beside this one skips them). */
function dueForWatch(db: object, ids: readonly number[], now: number): Set<number> {
  const asked = watched.get(db) ?? new Map<number, number>();
  watched.set(db, asked);
  const due = ids.filter((id) => (asked.get(id) ?? -Infinity) <= now - WATCH_EVERY_MS);
  for (const id of due) asked.set(id, now);
  return new Set(due);
}

/** The fields a freepublish/get answer changes on a draft, or null when it changes nothing. */
export function publishPatch(current: Row, r: OaPublishResult, now: number): Record<string, unknown> | null {
  if (r.publishStatus === 0) {
    if (current.syncState === "published") return null;
    return { syncState: "published", publishStatus: 0, articleUrl: r.articleUrl, failReason: null, publishedAt: current.publishedAt ?? now };
  }
  if (r.publishStatus === 1) return null;
  if (r.publishStatus === 5 || r.publishStatus === 6) {
    return { syncState: "removed", publishStatus: r.publishStatus, failReason: r.publishStatus === 5 ? "发布后已在公众号删除" : "发布后被公众号平台封禁" };
  }
  if (current.syncState !== "publishing") return null;
  return { syncState: "failed", publishStatus: r.publishStatus, failReason: r.failReason ?? PUBLISH_FAILURES[r.publishStatus] ?? "发布失败" };
}

export const oaPublishPoll: Sweeper = {
  name: "oaDraft.publishPoll",
  async sweep(deps, now) {
    // Nothing to ask anyone: an unconfigured server neither calls out nor fails every minute.
    if (!officialAccountConfigured()) return 0;
    const found = await deps.db.selectFrom("oa_draft").select(["Id", "syncState"]).where("publishId", "is not", null)
      .where((eb) => eb.or([
        eb("syncState", "=", "publishing"),
        eb.and([eb("syncState", "=", "published"), eb("publishedAt", ">=", now - WATCH_PUBLISHED_MS), eb("publishedAt", "<=", now - WATCH_FROM_MS)]),
      ]))
      .orderBy("utime").limit(BATCH).execute();
    const watch = dueForWatch(deps.db, found.filter((d) => d.syncState === "published").map((d) => Number(d.Id)), now);
    const due = found.filter((d) => d.syncState === "publishing" || watch.has(Number(d.Id)));
    const account = officialAccount(deps);
    let changed = 0;
    for (const { Id, syncState } of due) {
      try {
        const made = await changeOnce(deps.db, oaDraft, Number(Id), now, async (row) => {
          if (row.syncState !== syncState || row.publishId === null) return null;
          return publishPatch(row, await account.getPublish(String(row.publishId)), now);
        }, (before, after) => `公众号文章「${String(before.title)}」：${statusLabel(oaDraft, before.syncState, "syncState")} → ${statusLabel(oaDraft, after.syncState, "syncState")}（公众号发布状态）`);
        if (made) changed += 1;
      } catch (err) {
        // One draft the platform will not answer about does not stop the others; the next run asks again.
        console.error(`[sweep] oaDraft.publishPoll: draft ${String(Id)}:`, err instanceof Error ? err.message : err);
      }
    }
    return changed;
  },
};
