/** Local-storage keys of spec §9, and safe access to them (storage can be full or forbidden). */
export const TOKEN_KEY = "moyuan.admin.token";
export const TDID_KEY = "tdid";
export const dictKey = (name: string): string => `dict:${name}`;

export function readItem(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // A full or forbidden storage only loses the cache; the session still works in memory.
  }
}

export function readJson<T>(key: string): T | null {
  const raw = readItem(key);
  if (raw === null || raw === "") return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export const getToken = (): string => readItem(TOKEN_KEY) ?? "";
export const setToken = (token: string): void => writeItem(TOKEN_KEY, token);
