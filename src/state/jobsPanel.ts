import { useSyncExternalStore } from "react";

/**
 * Whether 我的任务 is open: one small store, so that the header button, the palette command and its
 * key (g j) open the same panel, wherever the panel is mounted.
 */
let open = false;
const listeners = new Set<() => void>();

export function setJobsPanelOpen(next: boolean): void {
  if (next === open) return;
  open = next;
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useJobsPanelOpen(): boolean {
  return useSyncExternalStore(subscribe, () => open, () => false);
}
