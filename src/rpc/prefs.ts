import { rpc, type CallOptions } from "./transport";

/** A setting as the server keeps it for the signed-in user. */
export interface StoredPref<T> { key: string; value: T; utime: number }

/** The signed-in user's own settings on the server (PrefServiceAdmin): they follow the user to another browser. */
export const prefAdmin = {
  /** The caller's value of `key`, or null when they never set one. */
  getPref: <T>(key: string, options?: CallOptions) => rpc<{ data: StoredPref<T> | null }>("PrefServiceAdmin/getPref", { key }, options),
  /** Keeps `value` under `key` for the caller; null forgets it. */
  setPref: (key: string, value: unknown, options?: CallOptions) => rpc<{ data: { key: string; utime: number | null } }>("PrefServiceAdmin/setPref", { key, value }, options),
};
