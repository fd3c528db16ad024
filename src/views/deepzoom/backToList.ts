import type { NavigateFunction } from "react-router";

/**
 * Esc in a viewer goes back to the list it was opened from, as it was (filter, sort, focused row —
 * src/views/resource/list/listMemory.ts keeps them across the visit). With the list behind it in the
 * history, that is one step back; opened by address, it is the route's own list.
 */
export function backToList(navigate: NavigateFunction, routePath: string): void {
  const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  if (idx > 0) {
    void navigate(-1);
    return;
  }
  void navigate(routePath.replace(/\/view$/, "") || "/welcome");
}
