import { useCallback, useSyncExternalStore } from "react";

/**
 * Keyboard panes. A screen may hold several panes that answer keys (a grid and a tree; two grids):
 * a key belongs to the pane that holds the focus; when the focus is in no pane (the page itself,
 * the menu) it belongs to the pane that held the focus last, else to the first pane on the page.
 * So one key never reaches two panes. A pane is an element marked `data-key-pane`.
 */
const panes = new Map<string, HTMLElement>();
const listeners = new Set<() => void>();
let last: string | null = null;

const emit = () => listeners.forEach((l) => l());

function paneIdOf(el: EventTarget | null): string | null {
  return el instanceof Element ? el.closest("[data-key-pane]")?.getAttribute("data-key-pane") ?? null : null;
}

if (typeof document !== "undefined") {
  document.addEventListener("focusin", (e) => {
    const id = paneIdOf(e.target);
    if (id !== null && id !== last && panes.has(id)) {
      last = id;
      emit();
    }
  });
}

/** The pane keys go to when the focus is in none. */
export function currentPane(): string | null {
  if (last !== null && panes.has(last)) return last;
  let first: [string, HTMLElement] | null = null;
  for (const entry of panes) {
    if (!first || first[1].compareDocumentPosition(entry[1]) & Node.DOCUMENT_POSITION_PRECEDING) first = entry;
  }
  return first?.[0] ?? null;
}

/** Whether a key event belongs to pane `id`. */
export function paneOwns(id: string, e: Event): boolean {
  return (paneIdOf(e.target) ?? currentPane()) === id;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Makes the element a keyboard pane: spread `props` on it. `current` says whether keys without a
 * focused pane go to it (the palette lists its commands then).
 */
export function usePane(id: string): { props: { ref: (el: HTMLElement | null) => () => void; "data-key-pane": string }; current: boolean } {
  const ref = useCallback((el: HTMLElement | null) => {
    if (el) panes.set(id, el);
    emit();
    return () => {
      panes.delete(id);
      emit();
    };
  }, [id]);
  const current = useSyncExternalStore(subscribe, currentPane, () => null) === id;
  return { props: { ref, "data-key-pane": id }, current };
}

/** The element of pane `id`, for moving the focus into it. */
export function paneElement(id: string): HTMLElement | undefined {
  return panes.get(id);
}
