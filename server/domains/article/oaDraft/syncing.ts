/**
 * The moves of an official-account draft (content.md §7.2), each one call to the platform through the
 * adapter inside the transition's transaction: when the platform (or the unconfigured default) refuses,
 * the transition throws and nothing changes; what the platform answered is stored with the new state.
 */
import type { Row } from "../../../platform/db/types";
import type { ResourceHooks } from "../../../resources/hooks";
import type { TransitionHooks } from "../../../resources/transitions";
import { precondition } from "../../../platform/wire/errors";
import { officialAccount, type OaArticle } from "./officialAccount";
import { publishPatch } from "./publishPoll";

/** §7.2: title ≤32 is the field's limit; the platform also wants the text under 20 000 characters and 1 MB. */
const MAX_BYTES = 1024 * 1024;

/** The stored cover's material id: kept while the cover stays the one it was uploaded for. */
const thumbOf = (row: Row) => (typeof row.thumbMediaId === "string" && row.thumbMediaId !== "" ? row.thumbMediaId : null);

export function oaArticleOf(row: Row): OaArticle {
  const content = String(row.content ?? "");
  if (Buffer.byteLength(content) >= MAX_BYTES) throw precondition("正文超过公众号上限（1 MB），请删减后再同步");
  return {
    title: String(row.title), author: (row.author as string | null) ?? null, digest: (row.digest as string | null) ?? null, content,
    contentSourceUrl: (row.contentSourceUrl as string | null) ?? null, cover: String(row.cover ?? ""), articleType: String(row.articleType),
    needOpenComment: Boolean(row.needOpenComment), onlyFansCanComment: Boolean(row.onlyFansCanComment),
    coverCrops: typeof row.coverCrops === "string" ? (JSON.parse(row.coverCrops) as unknown) : row.coverCrops ?? null, thumbMediaId: thumbOf(row),
  };
}

export const oaDraftTransitions: TransitionHooks = {
  async sync({ current, call }) {
    const answer = await officialAccount(call).addDraft(oaArticleOf(current));
    return { mediaId: answer.mediaId, thumbMediaId: answer.thumbMediaId, syncedAt: call.now(), publishStatus: null, failReason: null, publishId: null };
  },
  async publish({ current, call }) {
    const { publishId } = await officialAccount(call).submitPublish(String(current.mediaId));
    return { publishId, publishStatus: 1 };
  },
  async refresh({ current, call }) {
    const r = await officialAccount(call).getPublish(String(current.publishId));
    const patch = publishPatch(current, r, call.now());
    // Still under way: nothing to record yet.
    if (patch === null) throw precondition("公众号仍在发布中，请稍后再刷新状态");
    return patch;
  },
  async unsync({ current, call }) {
    await officialAccount(call).deleteDraft(String(current.mediaId));
    // The cover stays in the permanent material: a later sync uses it again.
    return { mediaId: null, syncedAt: null };
  },
};

/** The fields the platform's draft holds (a transition's own stamps are not an edit of the draft). */
const SENT_FIELDS = ["title", "author", "digest", "content", "contentSourceUrl", "cover", "coverCrops", "articleType", "needOpenComment", "onlyFansCanComment"];

/** The synced copy follows an edit (`draft/update`); a refused update leaves the local draft as it was. */
export const oaDraftHooks: ResourceHooks = {
  async beforeWrite({ mode, value, current, call }) {
    const edited = SENT_FIELDS.some((k) => Object.hasOwn(value, k));
    // A new cover is a new material: the one uploaded for the old cover is not sent again.
    const newCover = mode === "update" && current && Object.hasOwn(value, "cover") && value.cover !== current.cover;
    const next = newCover ? { ...value, thumbMediaId: null } : value;
    if (mode === "update" && edited && current && current.syncState === "synced" && typeof current.mediaId === "string") {
      const { thumbMediaId } = await officialAccount(call).updateDraft(current.mediaId, oaArticleOf({ ...current, ...next }));
      return { ...next, thumbMediaId };
    }
    return next;
  },
  beforeDelete({ current }) {
    if (current.syncState === "synced" || current.syncState === "publishing" || current.syncState === "published") {
      return Promise.reject(precondition(`公众号文章「${String(current.title)}」在公众号上还有副本（${current.syncState === "synced" ? "草稿箱" : "已发布"}），不能只删除本地记录`));
    }
    return Promise.resolve();
  },
};
