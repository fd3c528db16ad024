import { useCallback, useLayoutEffect, useRef } from "react";

/**
 * Radix gives focus back only to a Dialog.Trigger; our overlays open from keys anywhere. This remembers
 * what had focus when `open` became true (before the overlay moves it) and puts focus back there on close.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const returnTo = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) returnTo.current = document.activeElement;
  }, [open]);
  return useCallback((event: Event) => {
    event.preventDefault();
    const el = returnTo.current;
    returnTo.current = null;
    if (el?.isConnected) el.focus();
  }, []);
}
