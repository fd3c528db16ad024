import { useQueries } from "@tanstack/react-query";
import { useMemo } from "react";
import type { ResourceDef } from "../../../catalogue";
import { resourceClient, type Rec } from "../../../rpc/resourceClient";
import type { ListQuery } from "../usePagedList";

/** Cards read per column: a board is for work in progress, the list for everything. */
export const CARDS_PER_COLUMN = 100;

export interface BoardColumn {
  readonly state: string;
  readonly rows: readonly Rec[];
  readonly total: number;
  readonly loading: boolean;
}

/** One list call per column: the screen's filters with the column's state, the fields a card shows. */
export function useBoardColumns(def: ResourceDef, field: string, states: readonly string[], query: ListQuery, cardFields: readonly string[]) {
  const client = useMemo(() => resourceClient(def), [def]);
  const filters = useMemo(() => JSON.parse(query.cond.jsonq || "{}") as Record<string, unknown>, [query.cond.jsonq]);
  const mask = useMemo(() => [...new Set(["Id", "utime", def.titleField, field, ...cardFields])], [def, field, cardFields]);
  const results = useQueries({
    queries: states.map((state) => ({
      queryKey: ["list", def.name, "board", state, filters, query.sort],
      queryFn: async () => {
        const answer = await client.list({ page: { skip: 0, limit: CARDS_PER_COLUMN }, cond: { jsonq: JSON.stringify({ ...filters, [field]: state }) }, sort: query.sort, mask: { fields: mask } });
        return { rows: answer.data, total: answer.total ?? answer.data.length };
      },
    })),
  });
  const columns: BoardColumn[] = states.map((state, i) => {
    const r = results[i];
    return { state, rows: r?.data?.rows ?? [], total: r?.data?.total ?? 0, loading: r?.isLoading ?? true };
  });
  const refresh = async () => {
    await Promise.all(results.map((r) => r.refetch()));
  };
  return { columns, refresh };
}
