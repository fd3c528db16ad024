import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { Command } from "./types";

interface Registry {
  commands: readonly Command[];
  set(owner: string, commands: readonly Command[] | null): void;
}

const ViewCommandsContext = createContext<Registry>({ commands: [], set: () => undefined });

/** Holds the commands the current view offers (its actions and the focused row's), for the palette and the shortcut sheet. */
export function ViewCommandsProvider({ children }: { children: ReactNode }) {
  const [owners, setOwners] = useState<ReadonlyMap<string, readonly Command[]>>(new Map());
  // Stable, so that registering does not re-run the views' effects.
  const set = useCallback((owner: string, commands: readonly Command[] | null) => setOwners((prev) => {
    const next = new Map(prev);
    if (commands) next.set(owner, commands);
    else next.delete(owner);
    return next;
  }), []);
  const value = useMemo<Registry>(() => ({ commands: [...owners.values()].flat(), set }), [owners, set]);
  return <ViewCommandsContext.Provider value={value}>{children}</ViewCommandsContext.Provider>;
}

export const useViewCommandList = (): readonly Command[] => useContext(ViewCommandsContext).commands;

/** Registers a view's commands while it is mounted; `owner` keeps views apart. */
export function useRegisterViewCommands(owner: string, commands: readonly Command[]): void {
  const { set } = useContext(ViewCommandsContext);
  useEffect(() => {
    set(owner, commands);
  }, [owner, commands, set]);
  useEffect(() => () => set(owner, null), [owner, set]);
}
