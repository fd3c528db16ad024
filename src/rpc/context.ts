import { getToken, readJson, TDID_KEY } from "./storage";

/** The request context sent with every call (spec §3). */
export interface RpcContext {
  token: string;
  tourToken: string;
  tdid: string;
}

function decodeSafely(token: string): string {
  try {
    return decodeURIComponent(token);
  } catch {
    return token;
  }
}

/** Token from storage, its URI-decoded twin, and the device id from the `tdid` JSON entry ("" when absent). */
export function buildContext(): RpcContext {
  const token = getToken();
  const tdid = readJson<{ tdid?: unknown }>(TDID_KEY)?.tdid;
  return { token, tourToken: decodeSafely(token), tdid: typeof tdid === "string" ? tdid : "" };
}

/** The body of a call: the payload plus the context, unless the caller gave its own. */
export function withContext(payload: object | undefined): Record<string, unknown> {
  const body = { ...(payload ?? {}) } as Record<string, unknown>;
  if (!("context" in body)) body.context = buildContext();
  return body;
}
