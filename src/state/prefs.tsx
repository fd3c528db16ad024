import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { readItem, writeItem } from "../rpc/storage";
import { useSession } from "./session";

interface Prefs {
  /** Single-key shortcuts (j, k, e, n, /, ?, g …); some users need them off, as GitHub offers. */
  singleKeys: boolean;
  setSingleKeys(on: boolean): void;
}

const PrefsContext = createContext<Prefs>({ singleKeys: true, setSingleKeys: () => undefined });

/** Per-user console preferences, kept in this browser. */
export function PrefsProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const key = `moyuan.prefs.${user?.userName ?? ""}.singleKeys`;
  const [, bump] = useState(0);
  const singleKeys = readItem(key) !== "off";
  const setSingleKeys = useCallback((on: boolean) => {
    writeItem(key, on ? "on" : "off");
    bump((n) => n + 1);
  }, [key]);
  const value = useMemo(() => ({ singleKeys, setSingleKeys }), [singleKeys, setSingleKeys]);
  return <PrefsContext.Provider value={value}>{children}</PrefsContext.Provider>;
}

export const usePrefs = (): Prefs => useContext(PrefsContext);
