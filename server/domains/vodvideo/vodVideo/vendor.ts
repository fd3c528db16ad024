/**
 * The VOD service adapter (content.md §10.1: 阿里云视频点播 / 腾讯云点播). The embedded default is "not
 * configured": every call that needs the service is refused in Chinese before anything is written —
 * the server never makes up the service's answer. `MOYUAN_VOD_*` (vendorConfig.ts) configures 阿里云视频点播
 * (aliyunVod.ts), read at the first call; a test installs its own adapter with `setVodVendor`.
 */
import { precondition } from "../../../platform/wire/errors";
import { aliyunVod } from "./aliyunVod";
import { loadVodConfig } from "./vendorConfig";
import type { VodVendor } from "./vendorTypes";

export type { VodMediaInfo, VodPlayStream, VodUploadRequest, VodVendor } from "./vendorTypes";

/** The adapter the environment configures (read once, at first use), or null. */
let fromEnv: VodVendor | null | undefined;
/** One a test (or a deployment's own code) installed, before the environment's. */
let installed: VodVendor | null = null;

/** Installs (or, with null, removes) the VOD adapter. */
export function setVodVendor(vendor: VodVendor | null): void {
  installed = vendor;
}

/** The VOD adapter, or null when none is configured (for what has another way: 播放预览 plays our stored file). */
export function configuredVodVendor(env: NodeJS.ProcessEnv = process.env): VodVendor | null {
  if (fromEnv === undefined) {
    const config = loadVodConfig(env);
    fromEnv = config ? aliyunVod(config) : null;
  }
  return installed ?? fromEnv;
}

/** The VOD adapter, or FAILED_PRECONDITION saying that none is configured and what could not be done (同步, 上传…). */
export function vodVendor(doing: string, env: NodeJS.ProcessEnv = process.env): VodVendor {
  const vendor = configuredVodVendor(env);
  if (!vendor) throw precondition(`未配置点播服务，无法${doing}`);
  return vendor;
}
