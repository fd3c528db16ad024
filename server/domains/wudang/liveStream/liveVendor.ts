/**
 * The live vendor of /wudang/live (commerce.md §6.6): it issues the push (推流) address of a self-run
 * live. Unconfigured, it refuses in Chinese and nothing changes. With MOYUAN_LIVE_PUSH_DOMAIN and
 * MOYUAN_LIVE_PUSH_KEY (both or neither) it signs addresses the way CDN live services do (Tencent
 * LVB's txSecret = md5(key + streamName + txTime), txTime the expiry in hex) — no call leaves the
 * machine; MOYUAN_LIVE_PLAY_DOMAIN (optional) adds the HLS/FLV play addresses. A test may install its own.
 */
import { createHash } from "node:crypto";
import { precondition } from "../../../platform/wire/errors";

export interface IssuedStream {
  readonly pushUrl: string;
  readonly playUrls: { hls: string; flv: string } | null;
}

export interface LiveVendor {
  /** A push address for stream `streamName`, valid until `expiresAt` (ms). */
  issuePushUrl(streamName: string, expiresAt: number): Promise<IssuedStream>;
}

export const LIVE_NOT_CONFIGURED = "未配置直播服务，无法生成推流地址：请设置 MOYUAN_LIVE_PUSH_DOMAIN 和 MOYUAN_LIVE_PUSH_KEY";

const refusing: LiveVendor = { issuePushUrl: () => Promise.reject(precondition(LIVE_NOT_CONFIGURED)) };

let installed: LiveVendor | null = null;

/** Installs (or, with null, removes) the vendor a test talks to. */
export function setLiveVendor(vendor: LiveVendor | null): void {
  installed = vendor;
}

interface LiveConfig { pushDomain: string; key: string; playDomain: string | null }

export function liveConfig(env: NodeJS.ProcessEnv = process.env): LiveConfig | null {
  const pushDomain = env.MOYUAN_LIVE_PUSH_DOMAIN ?? "";
  const key = env.MOYUAN_LIVE_PUSH_KEY ?? "";
  if (pushDomain === "" && key === "") return null;
  if (pushDomain === "" || key === "") throw new Error("MOYUAN_LIVE_PUSH_DOMAIN and MOYUAN_LIVE_PUSH_KEY must be set together");
  return { pushDomain, key, playDomain: env.MOYUAN_LIVE_PLAY_DOMAIN || null };
}

/** Signed addresses from the configured key (no network). */
function signing(config: LiveConfig): LiveVendor {
  return {
    issuePushUrl(streamName, expiresAt) {
      const txTime = Math.floor(expiresAt / 1000).toString(16).toUpperCase();
      const txSecret = createHash("md5").update(`${config.key}${streamName}${txTime}`).digest("hex");
      const playUrls = config.playDomain ? { hls: `https://${config.playDomain}/live/${streamName}.m3u8`, flv: `https://${config.playDomain}/live/${streamName}.flv` } : null;
      return Promise.resolve({ pushUrl: `rtmp://${config.pushDomain}/live/${streamName}?txSecret=${txSecret}&txTime=${txTime}`, playUrls });
    },
  };
}

/** The vendor to ask: the installed one, else the signing one when configured, else the refusing default. */
export function liveVendor(env: NodeJS.ProcessEnv = process.env): LiveVendor {
  if (installed) return installed;
  const config = liveConfig(env);
  return config ? signing(config) : refusing;
}
