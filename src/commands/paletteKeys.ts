// Ctrl/⌘+K and the keys typed right after it. People type 「Ctrl+K b w g Enter」 in one go; the
// palette's input may not have focus yet (the shell still loading after a page load, or the dialog
// mounting), and a key that lands elsewhere is lost or, worse, runs a single-key shortcut. So from the
// shortcut on, keys are held here until the input has focus and then replayed into it, in order.
// This module is in the entry chunk (main.tsx installs it) and knows nothing of React or the palette.

/** The shell's palette, registered while a signed-in shell is mounted. */
export interface PaletteHostHandle {
  isOpen(): boolean;
  /** Opens it; called from the key listener, so it may render synchronously. */
  open(): void;
  close(): void;
}

interface HeldKey {
  key: string;
  code: string;
  shiftKey: boolean;
}

let host: PaletteHostHandle | null = null;
/** From the shortcut until every held key has been replayed. */
let holding = false;
let held: HeldKey[] = [];
let replaying = false;
let draining = false;
/** Keys are never held for long: a shell that does not come (a hung request) gives the page its keys back. */
const HOLD_MS = 5000;
let giveUp: ReturnType<typeof setTimeout> | undefined;
let input: HTMLInputElement | null = null;
/** Whether a shortcut pressed before any palette exists may open one (a token is stored). */
let mayOpenLater: () => boolean = () => false;

const EDIT_KEYS = new Set(["Enter", "Backspace", "Escape", "ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End", "PageUp", "PageDown"]);

export const isPaletteShortcut = (e: KeyboardEvent): boolean =>
  (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && (e.code === "KeyK" || e.key.toLowerCase() === "k");

/** Printable characters (not with Ctrl, ⌘ or Alt) and the keys that edit or move in the palette. */
const holdable = (e: KeyboardEvent): boolean =>
  !e.ctrlKey && !e.metaKey && !e.altKey && (e.key.length === 1 || EDIT_KEYS.has(e.key));

function reset(): void {
  clearTimeout(giveUp);
  holding = false;
  held = [];
}

function onKeyDown(e: KeyboardEvent): void {
  if (replaying || e.isComposing || e.keyCode === 229) return;
  if (isPaletteShortcut(e)) {
    if (!host && !mayOpenLater()) return;
    e.preventDefault(); // Chromium's own Ctrl+K focuses the address bar
    e.stopImmediatePropagation();
    if (host?.isOpen()) {
      reset();
      host.close();
      return;
    }
    reset();
    holding = true;
    giveUp = setTimeout(reset, HOLD_MS);
    host?.open();
    return;
  }
  // Once the input has focus and nothing is held, keys go to it as usual; until then (and while held
  // keys are replayed, so that order is kept) they wait here.
  if (!holding || (held.length === 0 && input !== null && e.target === input)) return;
  if (!holdable(e)) return;
  e.preventDefault();
  e.stopImmediatePropagation();
  held.push({ key: e.key, code: e.code, shiftKey: e.shiftKey });
}

// The prototype's setter, not the element's own: React watches the latter, so a value set through the
// former reads to React as typed (it fires onChange on the input event).
const setValue = (el: HTMLInputElement, value: string) => Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(el, value);

/** Types one held key into the input as the browser would have. */
function replay(el: HTMLInputElement, k: HeldKey): void {
  const down = new KeyboardEvent("keydown", { key: k.key, code: k.code, shiftKey: k.shiftKey, bubbles: true, cancelable: true });
  const handled = !el.dispatchEvent(down);
  if (handled || !el.isConnected) return;
  const v = el.value;
  const end = el.selectionEnd ?? v.length;
  let start = el.selectionStart ?? end;
  if (k.key === "Backspace" && start === end) start = Math.max(0, start - 1);
  else if (k.key.length !== 1 && k.key !== "Backspace") return; // moves and Enter: cmdk acted on the keydown
  const text = k.key.length === 1 ? k.key : "";
  if (text === "" && start === end) return;
  setValue(el, v.slice(0, start) + text + v.slice(end));
  el.setSelectionRange(start + text.length, start + text.length);
  el.dispatchEvent(new InputEvent("input", { bubbles: true, inputType: text ? "insertText" : "deleteContentBackward", data: text || null }));
}

function drain(): void {
  const el = input;
  const next = held.shift();
  if (!el || !next) {
    if (!next) holding = false;
    draining = false;
    return;
  }
  replaying = true;
  try {
    replay(el, next);
  } finally {
    replaying = false;
  }
  // Each key after React has rendered the one before (a discrete event's update renders in a
  // microtask), so that Enter acts on the list the typed letters produced.
  setTimeout(drain, 0);
}

/** Listens from page load on (main.tsx). `mayOpenLater`: a signed-in shell is probably coming. */
export function installPaletteKeys(opts: { mayOpenLater(): boolean }): () => void {
  mayOpenLater = opts.mayOpenLater;
  window.addEventListener("keydown", onKeyDown, { capture: true });
  return () => window.removeEventListener("keydown", onKeyDown, { capture: true });
}

/** The shell's palette is there; answers whether the shortcut was pressed before it was (open it now). */
export function registerPaletteHost(handle: PaletteHostHandle | null): boolean {
  host = handle;
  return handle !== null && holding;
}

/** The palette's input has focus: type what was held into it. */
export function paletteFocused(el: HTMLInputElement): void {
  input = el;
  clearTimeout(giveUp);
  if (!holding || draining) return;
  draining = true;
  setTimeout(drain, 0);
}

/** The palette closed, or no palette is coming (signed out): nothing more is held. */
export function paletteGone(): void {
  input = null;
  reset();
}
