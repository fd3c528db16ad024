import { useCallback, useSyncExternalStore } from "react";
import { cachedVersions } from "../../rpc/dictSync";
import { baseAdmin } from "../../rpc/services";
import { dictKey, writeItem } from "../../rpc/storage";

// The cached versions live in localStorage; this tiny store tells the screen when they changed. The
// snapshot is their JSON text, equal by value while nothing changes.
const listeners = new Set<() => void>();
const snapshot = () => JSON.stringify(cachedVersions());

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the console may refresh the cache too.
  globalThis.addEventListener?.("storage", changed);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.("storage", changed);
  };
}

/** Reads the cached versions again (after the console's own sync, or another tab's). */
export function changed(): void {
  for (const l of listeners) l();
}

/** The versions of the dictionaries this browser has cached, by name. */
export function useCachedVersions(): Record<string, number> {
  const text = useSyncExternalStore(subscribe, snapshot);
  return JSON.parse(text) as Record<string, number>;
}

/**
 * Fetches one dictionary afresh into this browser's cache: getDicts answers the dictionaries whose
 * version differs from the one sent, so this one is sent with none that can match (and the others
 * with theirs, so that only stale ones come back).
 */
export function useRefreshCache(): (name: string) => Promise<void> {
  return useCallback(async (name: string) => {
    const answer = await baseAdmin.getDicts({ ...cachedVersions(), [name]: -1 });
    for (const [n, dict] of Object.entries(answer.dicts ?? {})) writeItem(dictKey(n), JSON.stringify(dict));
    changed();
  }, []);
}
