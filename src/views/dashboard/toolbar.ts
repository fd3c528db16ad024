import type { KeyboardEvent } from "react";

/**
 * A row of segment buttons as a toolbar (the dashboards' range, window and filter bars): ←/→ move along it,
 * Home/End to its ends, Tab leaves it; Enter or Space presses the focused button.
 */
export function onToolbarKey(e: KeyboardEvent<HTMLDivElement>) {
  if (!["ArrowLeft", "ArrowRight", "Home", "End"].includes(e.key)) return;
  const buttons = [...e.currentTarget.querySelectorAll<HTMLButtonElement>("button")];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const next = e.key === "Home" ? 0 : e.key === "End" ? buttons.length - 1 : (at + (e.key === "ArrowRight" ? 1 : -1) + buttons.length) % buttons.length;
  e.preventDefault();
  buttons[next]?.focus();
}

/** One segment of such a row, pressed or not. */
export const segment = (on: boolean) =>
  `h-7 px-2.5 text-sm first:rounded-l last:rounded-r border border-gray-300 -ml-px first:ml-0 ${on ? "relative z-[1] border-primary bg-primary-soft text-primary-ink" : "bg-white text-gray-800 hover:text-primary-active"}`;
