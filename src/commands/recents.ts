import { readJson, writeItem } from "../rpc/storage";

const MAX = 10;
const key = (userName: string) => `moyuan.recent.${userName}`;

/** The ids of the commands a user ran last, most recent first, kept per user. */
export function readRecents(userName: string): string[] {
  const list = readJson<unknown>(key(userName));
  return Array.isArray(list) ? list.filter((x): x is string => typeof x === "string").slice(0, MAX) : [];
}

export function pushRecent(userName: string, id: string): string[] {
  const next = [id, ...readRecents(userName).filter((x) => x !== id)].slice(0, MAX);
  writeItem(key(userName), JSON.stringify(next));
  return next;
}
