import { artistVideo } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { invalid, precondition } from "../../../platform/wire/errors";
import type { ResourceHooks } from "../../../resources/hooks";
import { registerResource } from "../../../resources/methods";
import { publishHooks, refuseOnlineDelete } from "../../../resources/publish";
import { recountVodRefs } from "../../vodvideo/vodVideo/references";
import { defineRules } from "../../rules";

/** content.md §8.9: at most twenty related works. */
export const MAX_RELATED_WORKS = 20;

const hooks: ResourceHooks = {
  // A newly picked video brings its duration and, when none is set, its cover.
  async beforeWrite({ tx, mode, value, current }) {
    if (Array.isArray(value.relatedWorkIds) && value.relatedWorkIds.length > MAX_RELATED_WORKS) throw invalid(`关联作品最多 ${MAX_RELATED_WORKS} 件`);
    const out: Record<string, unknown> = mode === "create" ? { viewCount: 0, ...value } : { ...value };
    if (value.vodVideoId === undefined || value.vodVideoId === current?.vodVideoId) return out;
    const video = await tx.selectFrom("vod_video").select(["durationSec", "cover"]).where("Id", "=", Number(value.vodVideoId)).executeTakeFirst();
    out.durationSec = video?.durationSec === null || video?.durationSec === undefined ? null : Math.round(Number(video.durationSec));
    const cover = value.cover !== undefined ? value.cover : current?.cover;
    if ((cover === null || cover === undefined || cover === "") && video?.cover) out.cover = video.cover;
    return out;
  },
  async afterWrite({ tx, record, current }) {
    await recountVodRefs(tx, [record.vodVideoId, current?.vodVideoId]);
  },
  beforeDelete: refuseOnlineDelete(artistVideo, "视频"),
  async afterDelete({ tx, current }) {
    await recountVodRefs(tx, [current.vodVideoId]);
  },
};

/** 艺术家视频: 上架 only with a 正常 VOD video (§8.9); an online video is not deleted (§0.4). */
export const rules = defineRules("artistVideo", (registry: MethodRegistry) => {
  registerResource(registry, artistVideo, {
    ...hooks,
    transitions: publishHooks(async ({ tx, current }) => {
      const video = await tx.selectFrom("vod_video").select(["title", "status"]).where("Id", "=", Number(current.vodVideoId)).executeTakeFirst();
      if (video?.status !== "Normal") throw precondition(`艺术家视频「${String(current.title)}」的点播视频${video ? `「${String(video.title)}」` : ""}不是「正常」状态，不能上架`);
    }),
  });
});
