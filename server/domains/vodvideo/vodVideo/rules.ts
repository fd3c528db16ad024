import { vodVideo } from "../../../../src/catalogue/registry";
import type { Row } from "../../../platform/db/types";
import type { AuthedCall } from "../../../platform/rpc/call";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { signFileUrl } from "../../../platform/storage/policy";
import { invalid, precondition } from "../../../platform/wire/errors";
import { registerActions, type ActionHandler } from "../../../resources/actions";
import type { ResourceHooks } from "../../../resources/hooks";
import { registerResource } from "../../../resources/methods";
import type { TransitionHook } from "../../../resources/transitions";
import { defineRules } from "../../rules";
import { unpublishBlocked } from "./blocked";
import { registerRecordChanges } from "../../../resources/recordChanges";
import { registerPlay } from "./play";
import { referencesOf } from "./references";
import { vodVendor, type VodMediaInfo } from "./vendor";

const STATUSES = new Set<string>(vodVideo.fields.find((f) => f.key === "status")?.options?.map((o) => o.value) ?? []);
const titleOf = (row: Row) => `点播视频「${String(row.title)}」`;

/** An address the VOD service can pull the source file from: signed, on the public address when one is set. */
function sourceUrlOf(call: AuthedCall, row: Row): string {
  if (typeof row.sourceFile !== "string" || row.sourceFile === "") throw precondition(`${titleOf(row)}没有源文件，无法上传到点播`);
  const base = call.config.publicUrl ?? call.origin ?? "";
  return `${base}${signFileUrl(call.secret, row.sourceFile, { now: call.now() })}`;
}

/** What a 刷新状态 writes from the service's record: its status and, once transcoded, duration, cover, definitions. */
export function patchFromInfo(info: VodMediaInfo, now: number): Record<string, unknown> {
  if (!STATUSES.has(info.status)) throw precondition(`点播服务返回了未知的状态「${info.status}」`);
  return {
    status: info.status, lastSyncedAt: now,
    ...(info.durationSec !== null ? { durationSec: info.durationSec } : {}),
    ...(info.fileSize !== null ? { fileSize: info.fileSize } : {}),
    ...(info.cover !== null ? { cover: info.cover } : {}),
    ...(info.definitions !== null ? { definitions: [...info.definitions] } : {}),
  };
}

const hooks: ResourceHooks = {
  async beforeWrite({ call, tx, mode, value }) {
    if (mode !== "create") return value;
    const out: Record<string, unknown> = { ...value, uploadedBy: call.user.Id, refCount: 0 };
    if (typeof value.sourceFile === "string" && value.sourceFile !== "") {
      const up = await tx.selectFrom("upload_file").select(["size", "contentType"]).where("key", "=", value.sourceFile).executeTakeFirst();
      // The store keeps what the bytes are (not the name): a VOD video's source must be a video.
      if (up && !String(up.contentType).startsWith("video/")) throw invalid(`源文件不是视频（文件内容为 ${String(up.contentType)}），请选择 MP4 视频`);
      if (up) out.fileSize = Number(up.size);
    }
    return out;
  },
  // 删除: refused while anything plays it (deleted records too: they may be restored); a video on the service is deleted there first.
  async beforeDelete({ tx, current }) {
    const refs = await referencesOf(tx, Number(current.Id), true);
    if (refs.length > 0) throw precondition(`${titleOf(current)}仍被${refs.map((r) => `${String(r.n)} 个${r.label}`).join("、")}引用，不能删除`);
    if (typeof current.vendorVideoId === "string" && current.vendorVideoId !== "") await vodVendor("删除点播上的视频").remove(current.vendorVideoId);
    // The callback events stay as received (they name the service's video id); only their link to our deleted row goes.
    await tx.updateTable("vod_event").set({ vodVideoId: null }).where("vodVideoId", "=", Number(current.Id)).execute();
  },
};

/** 上传到点播: a video still only in the file library is handed to the service, which answers its id. */
const upload: ActionHandler = async ({ call, current }) => {
  if (current.vendorVideoId) throw precondition(`${titleOf(current)}已在点播服务中（视频 ID ${String(current.vendorVideoId)}）`);
  if (current.status !== "Uploading") throw precondition(`${titleOf(current)}不在「上传中」状态，不能上传到点播`);
  const vendor = vodVendor("上传视频");
  const { vendorVideoId } = await vendor.upload({
    title: String(current.title), sourceUrl: sourceUrlOf(call, current),
    templateGroupId: (current.templateGroupId as string | null) ?? null, category: (current.category as string | null) ?? null,
  });
  return { vendorVideoId, lastSyncedAt: call.now() };
};

/** 刷新状态: the service's status of the video (and, once transcoded, its duration, cover, definitions). */
const sync: ActionHandler = async ({ call, tx, current }) => {
  const vendor = vodVendor("同步");
  if (!current.vendorVideoId) throw precondition(`${titleOf(current)}还没有上传到点播，没有可同步的状态`);
  const [info] = await vendor.infos([String(current.vendorVideoId)]);
  if (!info) throw precondition(`点播服务中找不到视频 ID ${String(current.vendorVideoId)}`);
  const patch = patchFromInfo(info, call.now());
  // §10.1: a blocked video is taken off line wherever it is published.
  if (patch.status === "Blocked" && current.status !== "Blocked") await unpublishBlocked(tx, Number(current.Id), call.now());
  return patch;
};

const reupload: TransitionHook = async ({ call, current }) => {
  const vendor = vodVendor("重新上传");
  const { vendorVideoId } = await vendor.upload({
    title: String(current.title), sourceUrl: sourceUrlOf(call, current),
    templateGroupId: (current.templateGroupId as string | null) ?? null, category: (current.category as string | null) ?? null,
  });
  return { vendorVideoId, lastSyncedAt: call.now() };
};

const retranscode: TransitionHook = async ({ call, current }) => {
  const vendor = vodVendor("重新转码");
  if (!current.vendorVideoId) throw precondition(`${titleOf(current)}还没有上传到点播，不能转码`);
  await vendor.transcode(String(current.vendorVideoId), (current.templateGroupId as string | null) ?? null);
  return { lastSyncedAt: call.now() };
};

/** 点播视频 (content.md §10.1): every call to the VOD service goes through its adapter (vendor.ts). */
export const rules = defineRules("vodVideo", (registry: MethodRegistry) => {
  registerResource(registry, vodVideo, { ...hooks, transitions: { reuploadVodVideo: reupload, retranscodeVodVideo: retranscode } });
  registerActions(registry, vodVideo, { uploadVodVideo: upload, syncVodVideo: sync }, hooks);
  registerPlay(registry);
  // 变更记录 in the slide-over: the callbacks' changes (by 阿里云视频点播) beside the users'.
  registerRecordChanges(registry, vodVideo);
});
