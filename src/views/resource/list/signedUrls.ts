import { useEffect, useSyncExternalStore } from "react";
import { baseAdmin } from "../../../rpc/services";

/**
 * Signed URLs of stored images (BaseServiceAdmin/encodeImageURL {key} → {url, expiresAt}), for
 * thumbnails. Only keys that thumbnails on screen ask for are signed; asks are gathered for a moment
 * and each key is requested once, a few at a time; a URL is kept per key until shortly before it
 * expires, then dropped (a thumbnail still on screen asks again).
 */
const GATHER_MS = 80;
const AT_ONCE = 6;
const EXPIRY_MARGIN_MS = 30_000;
const RETRY_MISSING_MS = 60_000;

const signed = new Map<string, string>();
const failedAt = new Map<string, number>();
const inFlight = new Set<string>();
const wanted = new Map<string, number>();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

const emit = () => listeners.forEach((l) => l());

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function sign(key: string): Promise<void> {
  try {
    const answer = await baseAdmin.encodeImageURL(key, { silent: true });
    signed.set(key, answer.url);
    const keep = (answer.expiresAt ?? Date.now() + 5 * 60_000) - Date.now() - EXPIRY_MARGIN_MS;
    setTimeout(() => {
      signed.delete(key);
      emit();
      if ((wanted.get(key) ?? 0) > 0) schedule();
    }, Math.max(keep, 1000));
  } catch {
    // A file the user may not see answers like a missing one: the thumbnail shows a placeholder.
    failedAt.set(key, Date.now());
  } finally {
    inFlight.delete(key);
    emit();
  }
}

function flush(): void {
  timer = undefined;
  const now = Date.now();
  const due = [...wanted.keys()].filter((k) => !signed.has(k) && !inFlight.has(k) && now - (failedAt.get(k) ?? -Infinity) > RETRY_MISSING_MS);
  const next = () => {
    const key = due.shift();
    if (key === undefined) return;
    if ((wanted.get(key) ?? 0) === 0) return next(); // scrolled away meanwhile
    inFlight.add(key);
    void sign(key).then(next);
  };
  for (let i = 0; i < AT_ONCE; i++) next();
}

function schedule(): void {
  timer ??= setTimeout(flush, GATHER_MS);
}

/** Asks for a key's URL while the caller shows it; the answer is the release. */
function want(key: string): () => void {
  wanted.set(key, (wanted.get(key) ?? 0) + 1);
  schedule();
  return () => {
    const n = (wanted.get(key) ?? 1) - 1;
    if (n > 0) wanted.set(key, n);
    else wanted.delete(key);
  };
}

const isUrl = (value: string) => /^https:\/\//i.test(value);

/** The URL to show an image field's value with: an https value as it is, a stored key signed (once `visible`). */
export function useSignedUrl(value: string, visible: boolean): string | undefined {
  const direct = isUrl(value);
  useEffect(() => (visible && !direct ? want(value) : undefined), [value, visible, direct]);
  const url = useSyncExternalStore(subscribe, () => signed.get(value));
  return direct ? value : url;
}
