/**
 * 阿里云视频点播 (ApsaraVideo VOD) through its RPC OpenAPI (signature version 1.0, HMAC-SHA1):
 * UploadMediaByURL + GetURLUploadInfos (the service pulls our signed source address), GetVideoInfos,
 * SubmitTranscodeJobs, DeleteVideo, GetPlayInfo (播放预览) and ListSnapshots (设为封面). `fetch` is injectable so that tests never reach the network.
 */
import { createHmac, randomUUID } from "node:crypto";
import { precondition } from "../../../platform/wire/errors";
import type { VodConfig } from "./vendorConfig";
import type { VodMediaInfo, VodVendor } from "./vendorTypes";

type Fetch = (url: string) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

/** RFC 3986 encoding as the RPC signature wants it. */
const enc = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The signature of a GET call's parameters (without Signature). */
export function signRpc(params: Readonly<Record<string, string>>, secret: string): string {
  const canonical = Object.keys(params).sort().map((k) => `${enc(k)}=${enc(params[k] as string)}`).join("&");
  return createHmac("sha1", `${secret}&`).update(`GET&${enc("/")}&${enc(canonical)}`).digest("base64");
}

export function aliyunVod(config: VodConfig, fetchFn: Fetch = fetch, now: () => Date = () => new Date()): VodVendor {
  const call = async (action: string, params: Record<string, string>): Promise<Record<string, unknown>> => {
    const all: Record<string, string> = {
      Action: action, Version: "2017-03-21", Format: "JSON", AccessKeyId: config.accessKeyId, SignatureMethod: "HMAC-SHA1",
      SignatureVersion: "1.0", SignatureNonce: randomUUID(), Timestamp: now().toISOString().replace(/\.\d{3}Z$/, "Z"), RegionId: config.region, ...params,
    };
    const query = Object.entries({ ...all, Signature: signRpc(all, config.accessKeySecret) }).map(([k, v]) => `${enc(k)}=${enc(v)}`).join("&");
    const answer = await fetchFn(`https://vod.${config.region}.aliyuncs.com/?${query}`);
    const body = (await answer.json()) as Record<string, unknown>;
    if (!answer.ok) throw precondition(`阿里云点播拒绝了 ${action}：${String(body.Code ?? answer.status)} ${String(body.Message ?? "")}`.trim());
    return body;
  };
  return {
    name: "阿里云视频点播",
    async upload({ title, sourceUrl, templateGroupId, category }) {
      const meta = { SourceURL: sourceUrl, Title: title, ...(templateGroupId ? { TemplateGroupId: templateGroupId } : {}), ...(category ? { Tags: category } : {}) };
      const job = await call("UploadMediaByURL", { UploadURLs: sourceUrl, UploadMetadatas: JSON.stringify([meta]) });
      const jobId = String((job.UploadJobs as { JobId?: string }[] | undefined)?.[0]?.JobId ?? "");
      const infos = await call("GetURLUploadInfos", { JobIds: jobId });
      const mediaId = (infos.URLUploadInfoList as { MediaId?: string }[] | undefined)?.[0]?.MediaId;
      if (!mediaId) throw precondition(`阿里云点播已接收拉取任务 ${jobId}，但还没有给出视频 ID，请稍后在点播控制台确认`);
      return { vendorVideoId: mediaId };
    },
    async infos(ids) {
      const body = await call("GetVideoInfos", { VideoIds: ids.join(",") });
      return ((body.VideoList as Record<string, unknown>[] | undefined) ?? []).map((v): VodMediaInfo => ({
        vendorVideoId: String(v.VideoId), status: String(v.Status),
        durationSec: typeof v.Duration === "number" && v.Duration > 0 ? v.Duration : null,
        fileSize: typeof v.Size === "number" ? v.Size : null,
        cover: typeof v.CoverURL === "string" && v.CoverURL !== "" ? v.CoverURL : null,
        definitions: null,
      }));
    },
    async transcode(id, templateGroupId) {
      await call("SubmitTranscodeJobs", { VideoId: id, ...(templateGroupId ? { TemplateGroupId: templateGroupId } : {}) });
    },
    async remove(id) {
      await call("DeleteVideo", { VideoIds: id });
    },
    async playInfo(id, authTimeoutSec) {
      const body = await call("GetPlayInfo", { VideoId: id, AuthTimeout: String(authTimeoutSec), Formats: "mp4" });
      const list = ((body.PlayInfoList as { PlayInfo?: Record<string, unknown>[] } | undefined)?.PlayInfo ?? []);
      return list.filter((p) => typeof p.PlayURL === "string" && p.PlayURL !== "")
        .map((p) => ({ url: String(p.PlayURL), definition: String(p.Definition ?? ""), format: String(p.Format ?? "") }));
    },
    async snapshots(id) {
      const body = await call("ListSnapshots", { VideoId: id, SnapshotType: "CoverSnapshot", PageSize: "20" });
      const shots = ((body.MediaSnapshot as { Snapshots?: { Snapshot?: { Url?: string }[] } } | undefined)?.Snapshots?.Snapshot ?? []);
      return shots.map((s) => s.Url ?? "").filter((u) => u.startsWith("https://") || u.startsWith("http://"));
    },
  };
}
