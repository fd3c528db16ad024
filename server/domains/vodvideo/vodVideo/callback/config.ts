/**
 * The VOD service's HTTP callback (阿里云视频点播 → 事件通知 → HTTP 回调, 回调鉴权): the private key set in
 * the VOD console (MOYUAN_VOD_CALLBACK_KEY) and, when the server sits behind a proxy, the callback
 * address exactly as entered there (MOYUAN_VOD_CALLBACK_URL) — the signature covers that address. No key:
 * every callback is refused, so nothing the service did not sign can move a video.
 */
export interface VodCallbackConfig {
  readonly privateKey: string;
  /** The address the signature covers; absent: MOYUAN_PUBLIC_URL + the route, else the address the request came to. */
  readonly url: string | undefined;
}

export function loadVodCallbackConfig(env: NodeJS.ProcessEnv): VodCallbackConfig | null {
  const privateKey = env.MOYUAN_VOD_CALLBACK_KEY ?? "";
  const url = env.MOYUAN_VOD_CALLBACK_URL ?? "";
  if (privateKey === "") {
    if (url !== "") throw new Error("MOYUAN_VOD_CALLBACK_URL is set without MOYUAN_VOD_CALLBACK_KEY");
    return null;
  }
  if (url !== "" && !/^https?:\/\/[^\s]+$/.test(url)) throw new Error(`MOYUAN_VOD_CALLBACK_URL must be an http(s) URL, got "${url}"`);
  return { privateKey, url: url === "" ? undefined : url };
}

// Part of the server's configuration (loaded and checked at start by server/config.ts), declared beside
// its loader so that the platform's Config names no domain.
declare module "../../../../platform/config" {
  interface Config {
    /** The VOD service's callback key; null: POST /api/notify/vod refuses every callback. */
    readonly vodCallback: VodCallbackConfig | null;
  }
}
