import { useRef } from "react";

/**
 * Radix gives focus back only to a Dialog.Trigger; our overlays open from keys anywhere. This remembers
 * what had focus when `open` became true and puts focus back there on close.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const returnTo = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current && typeof document !== "undefined" && document.activeElement instanceof HTMLElement) {
    returnTo.current = document.activeElement;
  }
  wasOpen.current = open;
  return (event: Event) => {
    event.preventDefault();
    const el = returnTo.current;
    returnTo.current = null;
    if (el?.isConnected) el.focus();
  };
}
