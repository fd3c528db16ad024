import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";

interface PaletteState {
  isOpen: boolean;
  setOpen(open: boolean): void;
  /** Gives focus back to where it was before the palette opened. */
  restoreFocus(): void;
}

const PaletteContext = createContext<PaletteState>({ isOpen: false, setOpen: () => undefined, restoreFocus: () => undefined });

export function PaletteStateProvider({ children }: { children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  // Radix gives focus back only to a Dialog.Trigger; the palette opens from anywhere, so remember the spot.
  const before = useRef<HTMLElement | null>(null);
  const setOpen = useCallback((open: boolean) => {
    if (open && document.activeElement instanceof HTMLElement) before.current = document.activeElement;
    setIsOpen(open);
  }, []);
  const restoreFocus = useCallback(() => {
    const el = before.current;
    before.current = null;
    if (el?.isConnected) el.focus();
  }, []);
  const value = useMemo(() => ({ isOpen, setOpen, restoreFocus }), [isOpen, setOpen, restoreFocus]);
  return <PaletteContext.Provider value={value}>{children}</PaletteContext.Provider>;
}

export const usePaletteState = (): PaletteState => useContext(PaletteContext);
