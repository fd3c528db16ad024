import { useCallback, useMemo, useState } from "react";
import type { Rec } from "../../../rpc/resourceClient";

/**
 * The rows the user picked with X (kept as they were read, so that a command can check each row's
 * state), or "all rows matching the filter", including rows never loaded.
 */
export interface Selection {
  readonly rows: ReadonlyMap<number, Rec>;
  readonly allMatching: boolean;
  toggle(row: Rec): void;
  /** Adds rows (a shift-click range). */
  add(rows: readonly Rec[]): void;
  /** A selected row as it is now (after an edit), so that its state decides what it is offered. */
  update(row: Rec): void;
  /** Every row the filter matches (or, with `false`, back to the rows picked one by one). */
  selectAllMatching(on?: boolean): void;
  clear(): void;
}

export function useSelection(): Selection {
  const [rows, setRows] = useState<ReadonlyMap<number, Rec>>(() => new Map());
  const [allMatching, setAllMatching] = useState(false);
  const toggle = useCallback((row: Rec) => {
    setAllMatching(false);
    setRows((prev) => {
      const next = new Map(prev);
      if (next.has(row.Id)) next.delete(row.Id);
      else next.set(row.Id, row);
      return next;
    });
  }, []);
  const add = useCallback((more: readonly Rec[]) => {
    setAllMatching(false);
    setRows((prev) => {
      const next = new Map(prev);
      for (const row of more) next.set(row.Id, row);
      return next;
    });
  }, []);
  const update = useCallback((row: Rec) => setRows((prev) => (prev.has(row.Id) ? new Map(prev).set(row.Id, { ...prev.get(row.Id), ...row }) : prev)), []);
  const selectAllMatching = useCallback((on = true) => setAllMatching(on), []);
  const clear = useCallback(() => {
    setRows(new Map());
    setAllMatching(false);
  }, []);
  return useMemo(() => ({ rows, allMatching, toggle, add, update, selectAllMatching, clear }), [rows, allMatching, toggle, add, update, selectAllMatching, clear]);
}
