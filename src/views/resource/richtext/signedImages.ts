import { baseAdmin } from "../../../rpc/services";

/**
 * Images of rich text are stored as `/files/<key>` (the server drops a signed URL's expiring query):
 * to show one, the editor asks for a signed URL (BaseServiceAdmin/encodeImageURL), once per key while
 * the URL is fresh. https images are shown as they are.
 */
const KEEP_MS = 50 * 60_000;
const signed = new Map<string, { url: Promise<string | null>; until: number }>();

/** The URL to show a stored image source with, or null when the file cannot be shown to this user. */
export function displayUrl(src: string): Promise<string | null> {
  if (!src.startsWith("/files/")) return Promise.resolve(src);
  const key = src.slice("/files/".length).split(/[?#]/, 1)[0] ?? "";
  const kept = signed.get(key);
  if (kept && kept.until > Date.now()) return kept.url;
  const url = baseAdmin.encodeImageURL(key, { silent: true }).then((a) => a.url, () => null);
  signed.set(key, { url, until: Date.now() + KEEP_MS });
  return url;
}
