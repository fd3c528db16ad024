import { useEffect, useRef, useState } from "react";
import { usePrefs } from "../../state/prefs";

/** What the viewers' keys do (content.md §17.1–§17.2); a view handles the ones it offers. */
export type ViewerKey =
  | "zoomIn" | "zoomOut" | "home" | "oneToOne" | "rotate" | "flip" | "fullScreen" | "info" | "copy"
  | "split" | "grid" | "prev" | "next" | "left" | "right" | "up" | "down" | "back" | "jump" | "help";

const BY_KEY: Readonly<Record<string, { does: ViewerKey; letter?: true }>> = {
  "+": { does: "zoomIn" }, "=": { does: "zoomIn" }, "-": { does: "zoomOut" }, _: { does: "zoomOut" },
  "0": { does: "home" }, "1": { does: "oneToOne" }, r: { does: "rotate", letter: true }, h: { does: "flip", letter: true },
  f: { does: "fullScreen", letter: true }, i: { does: "info", letter: true }, c: { does: "copy", letter: true },
  s: { does: "split", letter: true }, g: { does: "grid", letter: true }, "[": { does: "prev" }, "]": { does: "next" },
  ArrowLeft: { does: "left" }, ArrowRight: { does: "right" }, ArrowUp: { does: "up" }, ArrowDown: { does: "down" },
  Escape: { does: "back" }, ":": { does: "jump" },
};

/** Keys typed into a field, or meant for a dialog (the palette, a menu), are not the viewer's. */
function notForViewer(e: KeyboardEvent): boolean {
  if (e.isComposing || e.ctrlKey || e.metaKey || e.altKey) return true;
  const target = e.target instanceof Element ? e.target : null;
  if (!target) return false;
  if (target.closest("input, textarea, select, [contenteditable=true]")) return true;
  return target.closest("[role=dialog], [role=alertdialog], [role=menu], [role=listbox]") !== null;
}

/**
 * The viewers' keyboard, on the window: it works whether the focus is on the canvas, a button or the
 * page. Single letters follow the user's "single-key shortcuts" preference; the others always work.
 * With `withHelp`, `?` opens the viewer's key sheet (ViewerKeySheet), whose open state this answers.
 */
export function useViewerKeys(handlers: Partial<Record<ViewerKey, () => void>> & { pick?: (n: number) => void }, withHelp = false): { helpOpen: boolean; setHelpOpen(open: boolean): void } {
  const { singleKeys } = usePrefs();
  const [helpOpen, setHelpOpen] = useState(false);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  // `?` is heard before the shell's own (bound on the document): the viewer's sheet, not the console's, opens.
  useEffect(() => {
    if (!withHelp || !singleKeys) return;
    const onHelp = (e: KeyboardEvent) => {
      if (e.key !== "?" || notForViewer(e)) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      setHelpOpen(true);
    };
    window.addEventListener("keydown", onHelp, { capture: true });
    return () => window.removeEventListener("keydown", onHelp, { capture: true });
  }, [withHelp, singleKeys]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (notForViewer(e)) return;
      // The relic viewer picks its views with 1–9 (content.md §4.2).
      const pick = latest.current.pick;
      if (pick && /^[1-9]$/.test(e.key)) {
        e.preventDefault();
        pick(Number(e.key));
        return;
      }
      const binding = BY_KEY[e.key.length === 1 ? e.key.toLowerCase() : e.key] ?? BY_KEY[e.key];
      if (!binding || (binding.letter && !singleKeys)) return;
      const run = latest.current[binding.does];
      if (!run) return;
      e.preventDefault();
      e.stopPropagation();
      run();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [singleKeys]);
  return { helpOpen, setHelpOpen };
}
