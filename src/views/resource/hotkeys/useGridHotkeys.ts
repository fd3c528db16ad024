import { useHotkeys, type HotkeyCallback } from "react-hotkeys-hook";
import { usePrefs } from "../../../state/prefs";
import { paneOwns } from "../../../ui/keyScope";

type HotkeysEvent = Parameters<HotkeyCallback>[1];

/** What a grid's keys do. */
export type GridKey =
  | "next" | "prev" | "pageDown" | "pageUp" | "first" | "last"
  | "open" | "edit" | "create" | "select" | "selectAll" | "clear" | "remove" | "filter" | "refresh" | "drill";

/** Key → what it does; `letter`: a single-key shortcut, off when the user turned those off. */
const KEYS: Readonly<Record<string, { does: GridKey; letter?: true }>> = {
  down: { does: "next" }, j: { does: "next", letter: true },
  up: { does: "prev" }, k: { does: "prev", letter: true },
  pagedown: { does: "pageDown" }, pageup: { does: "pageUp" }, home: { does: "first" }, end: { does: "last" },
  enter: { does: "open" }, e: { does: "edit", letter: true }, n: { does: "create", letter: true },
  x: { does: "select", letter: true }, "mod+a": { does: "selectAll" }, escape: { does: "clear" },
  delete: { does: "remove" }, r: { does: "refresh", letter: true }, right: { does: "drill" },
};

/** The single letters a grid keeps for itself: a catalogue action's shortcut may not be one of them. */
export const GRID_LETTERS: readonly string[] = Object.keys(KEYS).filter((k) => KEYS[k]?.letter);

/** Keys pressed in a dialog belong to it; Enter and Space on a link or button activate it, not the grid. */
function notForGrids(e: KeyboardEvent): boolean {
  if (e.isComposing || !(e.target instanceof Element)) return e.isComposing;
  if (e.target.closest("[role=dialog], [role=alertdialog], [role=menu]")) return true;
  return (e.key === "Enter" || e.key === " ") && e.target.closest("a, button, [role=button], [role=menuitem], [role=combobox], [role=tab]") !== null;
}

/**
 * A grid's keyboard: the keys above, plus the shortcuts of its actions (single letters, e.g. S).
 * Keys act only on this grid's pane (see keyScope), only while `active` (no editor or dialog open), and
 * only where a handler is given (no E without the right to edit).
 */
export function useGridHotkeys(pane: string, active: boolean, handlers: Partial<Record<GridKey, () => void>>, shortcuts: ReadonlyMap<string, () => void>): void {
  const { singleKeys } = usePrefs();
  const handlerOf = (hotkey: string): (() => void) | undefined => {
    const binding = KEYS[hotkey];
    if (binding) return binding.letter && !singleKeys ? undefined : handlers[binding.does];
    return singleKeys ? shortcuts.get(hotkey) : undefined;
  };
  const applies = (_e: KeyboardEvent, hk: HotkeysEvent) => active && handlerOf(hk.hotkey) !== undefined;
  const options = { enabled: applies, preventDefault: applies, ignoreEventWhen: (e: KeyboardEvent) => notForGrids(e) || !paneOwns(pane, e) };
  const extra = [...shortcuts.keys()].filter((k) => !(k in KEYS) && k !== "/");
  // No dependency list: the hook then always calls the latest handlers.
  useHotkeys([...Object.keys(KEYS), ...extra].join(","), (_e, hk) => handlerOf(hk.hotkey)?.(), options);
  // "/" is matched by the character typed, whatever key makes it on the keyboard.
  const filter = (e: KeyboardEvent) => active && singleKeys && handlers.filter !== undefined && !notForGrids(e) && paneOwns(pane, e);
  useHotkeys("/", () => handlers.filter?.(), { useKey: true, enabled: filter, preventDefault: filter });
}
