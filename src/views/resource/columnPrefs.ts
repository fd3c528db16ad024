import { useCallback, useState } from "react";
import { readJson, writeItem } from "../../rpc/storage";

/** Hidden columns, remembered per user and resource. */
export function useHiddenColumns(userName: string, resource: string): [ReadonlySet<string>, (key: string) => void] {
  const key = `moyuan.columns.${userName}.${resource}`;
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set(readJson<string[]>(key) ?? []));
  const toggle = useCallback((column: string) => {
    setHidden((prev) => {
      const next = new Set(prev);
      if (next.has(column)) next.delete(column);
      else next.add(column);
      writeItem(key, JSON.stringify([...next]));
      return next;
    });
  }, [key]);
  return [hidden, toggle];
}
