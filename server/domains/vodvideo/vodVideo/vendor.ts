/**
 * The VOD service adapter (content.md §10.1: 阿里云视频点播 / 腾讯云点播). The embedded default is "not
 * configured": every call that needs the service is refused in Chinese before anything is written —
 * the server never makes up the service's answer. `MOYUAN_VOD_*` (vendorConfig.ts) configures 阿里云视频点播
 * (aliyunVod.ts), read at the first call; a test installs its own adapter with `setVodVendor`.
 */
import { precondition } from "../../../platform/wire/errors";
import { aliyunVod } from "./aliyunVod";
import { loadVodConfig } from "./vendorConfig";

/** A media record as the VOD service reports it. */
export interface VodMediaInfo {
  readonly vendorVideoId: string;
  /** One of the service's statuses: Uploading · UploadFail · UploadSucc · Transcoding · TranscodeFail · Checking · Blocked · Normal. */
  readonly status: string;
  readonly durationSec: number | null;
  readonly fileSize: number | null;
  readonly cover: string | null;
  readonly definitions: readonly string[] | null;
}

export interface VodUploadRequest {
  readonly title: string;
  /** A signed address of the source file in our file library, which the service pulls. */
  readonly sourceUrl: string;
  readonly templateGroupId: string | null;
  readonly category: string | null;
}

export interface VodVendor {
  /** Shown in messages: 阿里云视频点播. */
  readonly name: string;
  /** Hands a source file to the service; answers the service's video id. */
  upload(request: VodUploadRequest): Promise<{ vendorVideoId: string }>;
  /** The service's records of these videos (a missing one is left out). */
  infos(vendorVideoIds: readonly string[]): Promise<VodMediaInfo[]>;
  transcode(vendorVideoId: string, templateGroupId: string | null): Promise<void>;
  remove(vendorVideoId: string): Promise<void>;
}

/** The adapter the environment configures (read once, at first use), or null. */
let fromEnv: VodVendor | null | undefined;
/** One a test (or a deployment's own code) installed, before the environment's. */
let installed: VodVendor | null = null;

/** Installs (or, with null, removes) the VOD adapter. */
export function setVodVendor(vendor: VodVendor | null): void {
  installed = vendor;
}

/** The VOD adapter, or FAILED_PRECONDITION saying that none is configured and what could not be done (同步, 上传…). */
export function vodVendor(doing: string, env: NodeJS.ProcessEnv = process.env): VodVendor {
  if (fromEnv === undefined) {
    const config = loadVodConfig(env);
    fromEnv = config ? aliyunVod(config) : null;
  }
  const vendor = installed ?? fromEnv;
  if (!vendor) throw precondition(`未配置点播服务，无法${doing}`);
  return vendor;
}
