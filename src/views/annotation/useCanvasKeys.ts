import { useEffect, useRef, type RefObject } from "react";
import { usePrefs } from "../../state/prefs";
import { commandOf, type CanvasCommand } from "./canvasKeys";
import type { CanvasMode } from "./types";

/** Keys typed into a field or meant for a dialog are not the canvas'. */
function inFieldOrDialog(target: EventTarget | null): boolean {
  const el = target instanceof Element ? target : null;
  if (!el) return false;
  if (el.closest("input, textarea, select, [contenteditable=true]")) return true;
  return el.closest("[role=dialog], [role=alertdialog], [role=menu], [role=listbox]") !== null;
}

/**
 * The canvas' keyboard, on the window in the capture phase: heard before the shell's `?` and before
 * Annotorious' own handlers, whether the focus is on the image, the side panel or the page. Tab moves between
 * slices only while the focus is on the page or the image (elsewhere it still moves the focus).
 */
export function useCanvasKeys(mode: CanvasMode, canvas: RefObject<HTMLElement | null>, run: (c: CanvasCommand) => void): void {
  const { singleKeys } = usePrefs();
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (inFieldOrDialog(e.target)) return;
      const command = commandOf(e, mode, singleKeys);
      if (!command) return;
      if (e.key === "Tab") {
        const active = document.activeElement;
        const onPage = !active || active === document.body || (canvas.current?.contains(active) ?? false);
        if (!onPage) return;
      }
      e.preventDefault();
      e.stopImmediatePropagation();
      latest.current(command);
    };
    window.addEventListener("keydown", onKey, { capture: true });
    return () => window.removeEventListener("keydown", onKey, { capture: true });
  }, [mode, canvas, singleKeys]);
}
