import { useEffect, useState } from "react";
import { baseAdmin } from "../rpc/services";

export interface RecordHit {
  resource: string;
  resourceLabel: string;
  Id: number;
  title: string;
  /** Its state machine's value, for the state badge. */
  state?: string;
  /** The screen it opens on, where the server chose among several (an AUCTION order: /order/auction). */
  path?: string;
}

/** The palette item value of a record hit (cmdk selects by it). */
export const recordValue = (h: RecordHit): string => `record:${h.resource}:${h.Id}`;

/** A hit named exactly what was typed, or whose Id it is: the one the user is after. */
export const isExactHit = (h: RecordHit, query: string): boolean => {
  const q = query.trim().toLowerCase();
  return q !== "" && (h.title.trim().toLowerCase() === q || String(h.Id) === q);
};

const NO_HITS: RecordHit[] = [];

/** Records matching a query of two characters or more: debounced, and cancelled when superseded. */
export function useRecordSearch(query: string): RecordHit[] {
  // The last answer stays on screen while the next query is on its way.
  const [hits, setHits] = useState<RecordHit[]>([]);
  const q = query.trim();
  useEffect(() => {
    if (q.length < 2) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      baseAdmin.searchRecords<RecordHit>(q, { signal: abort.signal, silent: true })
        .then((r) => setHits(r.data), () => undefined);
    }, 200);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [q]);
  return q.length < 2 ? NO_HITS : hits;
}
