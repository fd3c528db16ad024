/**
 * The official-account adapter over the platform's HTTP API (content.md §7.2): the cover as permanent
 * material, the text's pictures re-hosted, then `draft/add` / `draft/update` / `draft/delete`,
 * `freepublish/submit` and `freepublish/get`. Every refusal is FAILED_PRECONDITION in Chinese, thrown
 * before the transition writes anything.
 */
import { precondition } from "../../../../platform/wire/errors";
import type { OaArticle, OaPublishResult, OfficialAccountAdapter } from "../officialAccountTypes";
import { PUBLISH_FAILURES } from "./wechatErrors";
import { wechatHttp, type WechatConfig, type WechatFetch } from "./wechatHttp";
import { rehostImages, uploadCover, type ReadStored } from "./wechatImages";

/** `[{ratio: "2.35:1", box: "x1,y1,x2,y2"}]` (our coverCrops) as the platform's `X1_Y1_X2_Y2` of one ratio. */
export function cropOf(crops: unknown, ratio: "2.35:1" | "1:1"): string | undefined {
  if (!Array.isArray(crops)) return undefined;
  const box = (crops as { ratio?: unknown; box?: unknown }[]).find((c) => c.ratio === ratio)?.box;
  if (typeof box !== "string") return undefined;
  const n = box.split(",").map((x) => Number(x.trim()));
  return n.length === 4 && n.every((x) => Number.isFinite(x) && x >= 0 && x <= 1) ? n.join("_") : undefined;
}

export function wechatOfficialAccount(config: WechatConfig, read: ReadStored, now: () => number, fetchFn?: WechatFetch): OfficialAccountAdapter {
  const http = wechatHttp(config, now, fetchFn);

  /** The article as `articles[]` names it, with its cover's material id and the text's pictures on the platform. */
  const payload = async (a: OaArticle, thumbMediaId: string) => {
    const crop235 = cropOf(a.coverCrops, "2.35:1");
    const crop11 = cropOf(a.coverCrops, "1:1");
    return {
      article_type: a.articleType, title: a.title, author: a.author ?? "", digest: a.digest ?? "",
      content: await rehostImages(http, read, a.content), content_source_url: a.contentSourceUrl ?? "",
      thumb_media_id: thumbMediaId, need_open_comment: a.needOpenComment ? 1 : 0, only_fans_can_comment: a.onlyFansCanComment ? 1 : 0,
      ...(crop235 ? { pic_crop_235_1: crop235 } : {}), ...(crop11 ? { pic_crop_1_1: crop11 } : {}),
    };
  };
  const cover = async (a: OaArticle) => a.thumbMediaId ?? (await uploadCover(http, read, a.cover));

  return {
    async addDraft(a) {
      const thumbMediaId = await cover(a);
      const answer = await http.postJson("/cgi-bin/draft/add", { articles: [await payload(a, thumbMediaId)] }, "同步到公众号草稿箱");
      if (typeof answer.media_id !== "string" || answer.media_id === "") throw precondition("同步到公众号草稿箱失败：平台没有给出草稿 ID");
      return { mediaId: answer.media_id, thumbMediaId };
    },
    async updateDraft(mediaId, a) {
      const thumbMediaId = await cover(a);
      await http.postJson("/cgi-bin/draft/update", { media_id: mediaId, index: 0, articles: await payload(a, thumbMediaId) }, "同步修改到公众号草稿箱");
      return { thumbMediaId };
    },
    async deleteDraft(mediaId) {
      await http.postJson("/cgi-bin/draft/delete", { media_id: mediaId }, "删除公众号草稿箱草稿");
    },
    async submitPublish(mediaId) {
      const answer = await http.postJson("/cgi-bin/freepublish/submit", { media_id: mediaId }, "提交公众号发布");
      const publishId = answer.publish_id;
      if ((typeof publishId !== "string" && typeof publishId !== "number") || String(publishId) === "") throw precondition("提交公众号发布失败：平台没有给出发布任务 ID");
      return { publishId: String(publishId) };
    },
    async getPublish(publishId): Promise<OaPublishResult> {
      const answer = await http.postJson("/cgi-bin/freepublish/get", { publish_id: publishId }, "查询公众号发布状态");
      const status = Number(answer.publish_status);
      if (!Number.isInteger(status) || status < 0 || status > 6) throw precondition(`查询公众号发布状态失败：平台给出了未知的状态（${String(answer.publish_status)}）`);
      const items = (answer.article_detail as { item?: { article_url?: unknown }[] } | undefined)?.item ?? [];
      const url = items.find((i) => typeof i.article_url === "string")?.article_url;
      return { publishStatus: status, articleUrl: status === 0 && typeof url === "string" ? url : null, failReason: PUBLISH_FAILURES[status] ?? null };
    },
  };
}
