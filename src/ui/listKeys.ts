import { useState, type KeyboardEvent } from "react";

/**
 * The keys of a list that opens under an input (the searchable choice, the region cascader): ↓ opens
 * it, then ↑/↓ move the highlight one option and Home/End to the first/last (clamped, no wrap), Enter
 * takes the highlighted option, Esc closes the list. One helper, so every such list answers alike.
 */

/** Where the highlight goes for `key` in a list of `count` options, or null when the key does not move it. */
export function movedIndex(key: string, current: number, count: number): number | null {
  const last = Math.max(0, count - 1);
  if (key === "ArrowDown") return Math.min(last, current + 1);
  if (key === "ArrowUp") return Math.max(0, current - 1);
  if (key === "Home") return 0;
  if (key === "End") return last;
  return null;
}

/** The highlight kept inside the list as it shrinks (0 on an empty list). */
export function clampIndex(active: number, count: number): number {
  return Math.max(0, Math.min(active, count - 1));
}

/**
 * Whether an Esc belongs to an open list rather than to the slide-over or dialog around it: pressed in a
 * combobox whose list the user is working in (typed, or opened/moved with the keys — a list that only
 * showed when the focus arrived, as in a form just opened, leaves Esc to the form). The modal's own Esc
 * handler (it listens on the document before the input hears the key) lets such a key through, so the
 * list closes and the form stays.
 */
export function escapeClosesList(e: Event): boolean {
  const target = e.target;
  return target instanceof Element && target.getAttribute("role") === "combobox" && target.getAttribute("aria-expanded") === "true"
    && target.hasAttribute(ASKED);
}

const ASKED = "data-list-asked";

export interface ListKeys {
  readonly open: boolean;
  /** Shows the list (as on focus) or closes it. */
  setOpen(open: boolean): void;
  /** Shows the list the user asked for by typing: Esc is then the list's. */
  ask(): void;
  /** For the input: its expanded state, and whether the user is working in the list. */
  readonly inputProps: { readonly "aria-expanded": boolean; readonly [ASKED]?: "" };
  /** The highlighted option, always inside the list. */
  readonly current: number;
  setActive(index: number): void;
  /**
   * The input's key handler, true when the key was the list's: `pick` takes the option at an index (the
   * list stays as `pick` leaves it), `onClose` runs when Esc closes the list.
   */
  onKeyDown(e: KeyboardEvent, pick: (index: number) => void, onClose?: () => void): boolean;
}

/** The open state and highlight of a list of `count` options under an input, and its keys. */
export function useListKeys(count: number): ListKeys {
  const [shown, setShown] = useState<"closed" | "shown" | "asked">("closed");
  const [active, setActive] = useState(0);
  const open = shown !== "closed";
  const current = clampIndex(active, count);
  const setOpen = (next: boolean) => setShown((was) => (!next ? "closed" : was === "closed" ? "shown" : was));
  const ask = () => setShown("asked");
  const onKeyDown = (e: KeyboardEvent, pick: (index: number) => void, onClose?: () => void): boolean => {
    if (e.nativeEvent.isComposing) return false;
    if (e.key === "ArrowDown" && !open) {
      e.preventDefault();
      ask();
      return true;
    }
    // Home/End move the caret while the list is closed.
    const moved = open || e.key === "ArrowUp" ? movedIndex(e.key, current, count) : null;
    if (moved !== null) {
      e.preventDefault();
      setActive(moved);
      if (open) ask();
      return true;
    }
    if (e.key === "Enter" && open) {
      e.preventDefault();
      pick(current);
      // A list still open after the pick (the cascader went down a level) is one the user works in.
      setShown((was) => (was === "closed" ? was : "asked"));
      return true;
    }
    if (e.key === "Escape" && open) {
      // The list only: not the filter bar's Esc (back to the grid) nor the form's.
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
      onClose?.();
      return true;
    }
    return false;
  };
  const inputProps = { "aria-expanded": open, ...(shown === "asked" ? { [ASKED]: "" as const } : {}) };
  return { open, setOpen, ask, inputProps, current, setActive, onKeyDown };
}
