import { ASSET_USAGES } from "../../../../src/catalogue/resources/sucai/mediaAsset";
import { mediaAsset } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { invalid } from "../../../platform/wire/errors";
import type { ResourceHooks } from "../../../resources/hooks";
import { registerResource } from "../../../resources/methods";
import { recountVodRefs } from "../../vodvideo/vodVideo/references";
import { recountLocationUsage } from "../shootingLocation/rules";
import { defineRules } from "../../rules";

const filled = (v: unknown) => v !== undefined && v !== null && v !== "";

/**
 * 素材 (content.md §9.1): a file from the file library or a VOD video; 用途 from the fixed list; the
 * size read from the stored upload and a VOD video's duration taken over. The location's 使用次数 and
 * the video's 引用数 follow every write.
 */
const hooks: ResourceHooks = {
  async beforeWrite({ tx, mode, value, current }) {
    const next = { ...(current ?? {}), ...value };
    const out: Record<string, unknown> = { ...value };
    if (!filled(next.file) && !filled(next.vodVideoId)) throw invalid("请上传文件或选择点播视频");
    const usage = Array.isArray(value.usage) ? (value.usage as string[]) : [];
    const unknown = usage.filter((u) => !(ASSET_USAGES as readonly string[]).includes(u));
    if (unknown.length > 0) throw invalid(`用途只能是：${ASSET_USAGES.join("、")}（不认识「${unknown.join("、")}」）`);
    if (filled(value.file) && (mode === "create" || value.file !== current?.file)) {
      const up = await tx.selectFrom("upload_file").select(["size"]).where("key", "=", String(value.file)).executeTakeFirst();
      if (up) out.fileSize = Number(up.size);
    }
    if (filled(value.vodVideoId) && value.vodVideoId !== current?.vodVideoId) {
      const video = await tx.selectFrom("vod_video").select(["durationSec"]).where("Id", "=", Number(value.vodVideoId)).executeTakeFirst();
      if (video?.durationSec !== null && video?.durationSec !== undefined) out.durationSec = Math.round(Number(video.durationSec));
    }
    return out;
  },
  async afterWrite({ tx, record, current }) {
    await recountVodRefs(tx, [record.vodVideoId, current?.vodVideoId]);
    await recountLocationUsage(tx, [record.locationId, current?.locationId]);
  },
  async afterDelete({ tx, current }) {
    await recountVodRefs(tx, [current.vodVideoId]);
    await recountLocationUsage(tx, [current.locationId]);
  },
};

export const rules = defineRules("mediaAsset", (registry: MethodRegistry) => {
  registerResource(registry, mediaAsset, { ...hooks, transitions: { discardMediaAsset: ({ input }) => ({ discardReason: String(input.reason) }) } });
});
