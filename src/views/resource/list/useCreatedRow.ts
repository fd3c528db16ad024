import { useCallback, useState } from "react";
import type { Rec } from "../../../rpc/resourceClient";
import type { ListQuery, usePagedList } from "../usePagedList";

type Paged = ReturnType<typeof usePagedList>;
type Range = { start: number; end: number };

/**
 * A record just created is shown and focused, wherever the sort puts it. Once the list has been read
 * again: where a loaded page holds it, the focus goes to its row; otherwise (sorted past the loaded
 * pages, or outside the filters) it is pinned as a first row marked 新建 until the list changes (other
 * filters, sort or columns) or is refreshed. Pinning adds one row before the others rather than finding
 * its page: every position simply moves down one, so the scaled scrolling of a million rows is unchanged.
 */
export function useCreatedRow(paged: Paged, query: ListQuery, setBaseRange: (range: Range) => void) {
  const queryId = JSON.stringify(query);
  // The record waiting for the list to be read again, and the one pinned; each for the list it was made in.
  const [wanted, setWanted] = useState<{ rec: Rec; queryId: string } | null>(null);
  const [pin, setPin] = useState<{ rec: Rec; queryId: string } | null>(null);
  const { refresh: refreshBase, fetching } = paged;

  const show = useCallback(async (rec: Rec) => {
    setPin(null);
    await refreshBase();
    setWanted({ rec, queryId });
  }, [refreshBase, queryId]);
  // Where the record went, for the render in which the list first has it (adjusted while rendering).
  let placed: { index: number; Id: number } | null = null;
  let pinned = pin !== null && pin.queryId === queryId ? pin.rec : null;
  if (wanted !== null && (wanted.queryId !== queryId || !fetching)) {
    setWanted(null);
    if (wanted.queryId === queryId) {
      const at = paged.indexOf(wanted.rec.Id);
      if (at >= 0) placed = { index: pinned ? at + 1 : at, Id: wanted.rec.Id };
      else {
        setPin(wanted);
        pinned = wanted.rec;
        placed = { index: 0, Id: wanted.rec.Id };
      }
    }
  }

  const shift = pinned ? 1 : 0;
  const rowAt = (index: number): Rec | undefined => (pinned && index === 0 ? pinned : paged.rowAt(index - shift));
  const indexOf = (Id: number): number => {
    if (pinned && pinned.Id === Id) return 0;
    const at = paged.indexOf(Id);
    return at >= 0 ? at + shift : -1;
  };
  const setRange = useCallback((r: Range) => setBaseRange({ start: Math.max(0, r.start - shift), end: Math.max(0, r.end - shift) }), [setBaseRange, shift]);
  const refresh = useCallback(() => {
    setPin(null);
    return refreshBase();
  }, [refreshBase]);
  return { total: paged.total + shift, rowAt, indexOf, setRange, refresh, show, pinned: pinned !== null, placed };
}
