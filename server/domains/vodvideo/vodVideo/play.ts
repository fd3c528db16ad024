/**
 * 播放预览 and 设为封面's choices (content.md §10.1), R(shiy): the service's short-lived play address when
 * the VOD service is configured and has the video, else a signed address of the source file in our file
 * library; a video with neither is refused in Chinese. The snapshots come from the service only.
 */
import { z } from "zod";
import { vodVideo } from "../../../../src/catalogue/registry";
import { method, type MethodRegistry } from "../../../platform/rpc/registry";
import { signFileUrl } from "../../../platform/storage/policy";
import { notFound, precondition } from "../../../platform/wire/errors";
import { idSchema } from "../../../resources/payload";
import { findRecord } from "../../../resources/queries";
import { configuredVodVendor, vodVendor } from "./vendor";

/** How long a play address plays: a preview, not a share. */
export const PLAY_SECONDS = 30 * 60;
const READ = { kind: "right", object: vodVideo.access, level: "READ" } as const;
const byId = z.object({ Id: idSchema });

/** Prefers the sharpest mp4 the service has (a browser plays mp4 without a player library). */
const RANK = ["OD", "2K", "4K", "HD", "SD", "LD", "FD"];
const rankOf = (d: string) => {
  const i = RANK.indexOf(d.split("-")[0]?.toUpperCase() ?? "");
  return i === -1 ? RANK.length : i;
};

export function registerPlay(registry: MethodRegistry): void {
  registry.add(method({
    service: vodVideo.service, method: "getVodPlayInfo", input: byId, access: READ,
    async handler(call, input) {
      const video = await findRecord(call.db, vodVideo, input.Id);
      if (!video) throw notFound(`点播视频不存在（Id ${input.Id}）`);
      const title = `点播视频「${String(video.title)}」`;
      const vendor = typeof video.vendorVideoId === "string" && video.vendorVideoId !== "" ? configuredVodVendor() : null;
      if (vendor && video.vendorVideoId) {
        const streams = (await vendor.playInfo(String(video.vendorVideoId), PLAY_SECONDS)).filter((s) => s.format === "mp4" || s.format === "");
        const best = [...streams].sort((a, b) => rankOf(a.definition) - rankOf(b.definition))[0];
        if (!best) throw precondition(`${title}在点播服务中还没有可播放的 MP4 清晰度（状态：${String(video.status)}）`);
        return { data: { source: "vendor", url: best.url, definition: best.definition, format: best.format, expiresAt: call.now() + PLAY_SECONDS * 1000 } };
      }
      if (typeof video.sourceFile === "string" && video.sourceFile !== "") {
        return { data: { source: "file", url: signFileUrl(call.secret, video.sourceFile, { now: call.now() }), definition: "源文件", format: "mp4", expiresAt: null } };
      }
      throw precondition(video.vendorVideoId
        ? `${title}无法预览：未配置点播服务，文件库中也没有它的源文件`
        : `${title}无法预览：它还没有上传到点播，文件库中也没有它的源文件`);
    },
  }));
  registry.add(method({
    service: vodVideo.service, method: "listVodSnapshots", input: byId, access: READ,
    async handler(call, input) {
      const video = await findRecord(call.db, vodVideo, input.Id);
      if (!video) throw notFound(`点播视频不存在（Id ${input.Id}）`);
      if (!video.vendorVideoId) throw precondition(`点播视频「${String(video.title)}」还没有上传到点播，没有点播截图；可用「以当前画面设为封面」或在编辑中上传封面`);
      const urls = await vodVendor("读取点播截图").snapshots(String(video.vendorVideoId));
      return { data: urls.map((url) => ({ url })) };
    },
  }));
}
