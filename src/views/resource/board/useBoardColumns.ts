import { useQueries } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import type { ResourceDef } from "../../../catalogue";
import { resourceClient, type Rec } from "../../../rpc/resourceClient";
import type { ListQuery } from "../usePagedList";

/** Cards read per page of a column; a column reads its next page when asked (加载更多, or ↓ past its last card). */
export const CARDS_PER_COLUMN = 100;

export interface BoardColumn {
  readonly state: string;
  readonly rows: readonly Rec[];
  readonly total: number;
  readonly loading: boolean;
  /** A next page is being read. */
  readonly loadingMore: boolean;
}

/**
 * One list call per column and page: the screen's filters with the column's state, the fields a card
 * shows. Pages are read in the list's sort with the Id as tie-break (the server's), so they join without
 * gaps; a column starts with one page, and `more(state)` reads the next.
 */
export function useBoardColumns(def: ResourceDef, field: string, states: readonly string[], query: ListQuery, cardFields: readonly string[]) {
  const client = useMemo(() => resourceClient(def), [def]);
  const filters = useMemo(() => JSON.parse(query.cond.jsonq || "{}") as Record<string, unknown>, [query.cond.jsonq]);
  const mask = useMemo(() => [...new Set(["Id", "utime", def.titleField, field, ...cardFields])], [def, field, cardFields]);
  const [pages, setPages] = useState<Readonly<Record<string, number>>>({});
  const pageCount = useCallback((state: string) => pages[state] ?? 1, [pages]);
  const wanted = useMemo(() => states.flatMap((state) => Array.from({ length: pageCount(state) }, (_, page) => ({ state, page }))), [states, pageCount]);
  const results = useQueries({
    queries: wanted.map(({ state, page }) => ({
      queryKey: ["list", def.name, "board", state, filters, query.sort, page],
      queryFn: async () => {
        const answer = await client.list({ page: { skip: page * CARDS_PER_COLUMN, limit: CARDS_PER_COLUMN }, cond: { jsonq: JSON.stringify({ ...filters, [field]: state }) }, sort: query.sort, mask: { fields: mask } });
        return { rows: answer.data, total: answer.total ?? answer.data.length };
      },
    })),
  });
  const columns: BoardColumn[] = states.map((state) => {
    const mine = wanted.map((w, i) => ({ w, r: results[i] })).filter((x) => x.w.state === state);
    const first = mine[0]?.r;
    // A card that moved between two pages' reads would show twice: once is enough.
    const byId = new Map<number, Rec>();
    for (const row of mine.flatMap((x) => x.r?.data?.rows ?? [])) if (!byId.has(row.Id)) byId.set(row.Id, row);
    const rows = [...byId.values()];
    return { state, rows, total: first?.data?.total ?? 0, loading: first?.isLoading ?? true, loadingMore: mine.slice(1).some((x) => x.r?.isLoading) };
  });
  const more = useCallback((state: string) => {
    setPages((p) => ({ ...p, [state]: (p[state] ?? 1) + 1 }));
  }, []);
  const refresh = async () => {
    await Promise.all(results.map((r) => r.refetch()));
  };
  return { columns, refresh, more };
}
