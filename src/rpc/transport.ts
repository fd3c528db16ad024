import { FetchError, ofetch, type $Fetch } from "ofetch";
import { RPC_STATUS_NAMES, RPC_SUCCESS } from "../catalogue";
import { LOGIN_PATH, RPC_HOST, RPC_NAMESPACE } from "./config";
import { withContext } from "./context";
import { httpErrorNotice, requestErrorReaction, rpcAnswerNotice, rpcFailureNotice, type RequestErrorInfo } from "./errorCatalogue";
import { RpcFailure } from "./failures";
import { currentLocation, go } from "./navigation";
import { present, toast } from "./notices";

export interface CallOptions {
  /** Show nothing on failure (the startup user fetch: spec §8 "no message"). */
  silent?: boolean;
  signal?: AbortSignal;
  /** Failure codes the caller shows itself (e.g. the editor's ABORTED conflict): no toast for them. */
  expect?: readonly number[];
}

export type RpcAnswer = { code: string; message?: string } & Record<string, unknown>;

const UNAUTHENTICATED = RPC_STATUS_NAMES.indexOf("UNAUTHENTICATED");

function errorPayload(data: unknown): { code: number; message: string } | null {
  const d = data as { code?: unknown; message?: unknown } | null | undefined;
  if (d && typeof d.code === "number") return { code: d.code, message: typeof d.message === "string" ? d.message : "" };
  return null;
}

export const SIGNED_OUT_TEXT = "登录已失效（已过期、已在别处退出或账号已停用），请重新登录";
let signOutAnnounced = 0;

/** One message however many calls fail at once when the session ends. */
function announceSignOut(): void {
  const now = Date.now();
  if (now - signOutAnnounced < 5_000) return;
  signOutAnnounced = now;
  present(toast("warning", SIGNED_OUT_TEXT, 4_500));
}

/** Sends the user to sign in, remembering where they were so that signing in brings them back. */
export function toLogin(): void {
  const here = currentLocation();
  if (here.startsWith(LOGIN_PATH)) return;
  go(`${LOGIN_PATH}?redirect=${encodeURIComponent(here)}`, { replace: true });
}

/** The RPC transport of DESIGN.md §4 over ofetch; `fetcher` is swappable for tests. */
export function createRpc(fetcher: $Fetch = ofetch) {
  return async function rpc<T extends object = RpcAnswer>(path: string, payload?: object, options: CallOptions = {}): Promise<T & RpcAnswer> {
    const url = `${RPC_HOST}/${RPC_NAMESPACE}.${path}`;
    let answer: RpcAnswer;
    try {
      answer = await fetcher<RpcAnswer>(url, { method: "POST", body: withContext(payload), signal: options.signal, retry: 0 });
    } catch (err) {
      if (options.signal?.aborted) throw err;
      const payloadOf = err instanceof FetchError ? errorPayload(err.data) : null;
      const status = err instanceof FetchError ? err.response?.status : undefined;
      const handled = payloadOf !== null && (options.expect?.includes(payloadOf.code) ?? false);
      if (payloadOf?.code === UNAUTHENTICATED) {
        // Every call in flight fails alike when a session ends: one message, then the sign-in page.
        if (!options.silent) announceSignOut();
        toLogin();
        throw new RpcFailure(payloadOf.message, payloadOf.code, "failed", !options.silent);
      }
      if (!options.silent && !handled) {
        // A server that answered without our error shape (a proxy's 502 page, a crash) is an HTTP error, not the network.
        present(payloadOf === null && status !== undefined ? httpErrorNotice({ status, url }) : rpcFailureNotice(payloadOf));
      }
      throw payloadOf
        ? new RpcFailure(payloadOf.message, payloadOf.code, "failed", !options.silent && !handled)
        : new RpcFailure("network", null, "network", !options.silent);
    }
    const notice = rpcAnswerNotice(answer);
    if (notice) {
      if (!options.silent) present(notice);
      throw new RpcFailure(String(answer.message ?? ""), -1, "refused", !options.silent, answer.code);
    }
    if (answer.code !== RPC_SUCCESS && answer.code !== undefined) throw new RpcFailure("", -1, "refused", false);
    return answer as T & RpcAnswer;
  };
}

export const rpc = createRpc();

/**
 * The generic request layer for calls outside RPC (uploads, files): `success: false` follows showType,
 * an HTTP failure the common handler. One failure, one message.
 */
export function createRequest(fetcher: $Fetch = ofetch) {
  return async function request<T>(url: string, init: { method?: string; body?: BodyInit | Record<string, unknown> } = {}): Promise<T> {
    let data: T & { success?: boolean } & RequestErrorInfo;
    try {
      data = await fetcher(url, { method: (init.method ?? "GET") as "GET", body: init.body, retry: 0 });
    } catch (err) {
      const response = err instanceof FetchError ? err.response : undefined;
      const message = err instanceof FetchError ? (err.data as { message?: unknown } | undefined)?.message : undefined;
      present(httpErrorNotice({ status: response?.status, statusText: response?.statusText, message: typeof message === "string" ? message : undefined, url }));
      throw err;
    }
    if (data && typeof data === "object" && data.success === false) {
      const reaction = requestErrorReaction(data);
      if (reaction.notice) present(reaction.notice);
      if (reaction.redirect) go(reaction.redirect);
      throw new RpcFailure(data.errorMessage ?? "", null, "refused", reaction.notice !== null, data.errorCode);
    }
    return data;
  };
}

export const request = createRequest();
