import { useCallback, useState } from "react";
import { readJson, writeItem } from "../../rpc/storage";

export interface ColumnPrefs {
  /** Listed columns the user hid. */
  readonly hidden: ReadonlySet<string>;
  /** Columns not listed by default that the user turned on (an image, an address). */
  readonly shown: ReadonlySet<string>;
}

const read = (key: string) => new Set(readJson<string[]>(key) ?? []);

/** Which columns the grid shows, remembered per user and resource. */
export function useColumnPrefs(userName: string, resource: string): [ColumnPrefs, (key: string, listed: boolean) => void] {
  const hiddenKey = `moyuan.columns.${userName}.${resource}`;
  const shownKey = `${hiddenKey}.shown`;
  const [prefs, setPrefs] = useState<ColumnPrefs>(() => ({ hidden: read(hiddenKey), shown: read(shownKey) }));
  const toggle = useCallback((column: string, listed: boolean) => {
    setPrefs((prev) => {
      const which = listed ? "hidden" : "shown";
      const next = new Set(prev[which]);
      if (next.has(column)) next.delete(column);
      else next.add(column);
      writeItem(listed ? hiddenKey : shownKey, JSON.stringify([...next]));
      return { ...prev, [which]: next };
    });
  }, [hiddenKey, shownKey]);
  return [prefs, toggle];
}
