import { useQueries, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import type { ResourceDef } from "../../catalogue";
import type { ListPayload } from "../../rpc/listPayload";
import { resourceClient, type Rec } from "../../rpc/resourceClient";
import { PAGE_SIZE } from "./listRules";

export type ListQuery = Omit<ListPayload, "page">;

export const listKey = (def: ResourceDef) => ["list", def.name] as const;

/**
 * The whole result as a sparse array: the pages covering the visible rows (and one beyond) are
 * fetched in the spec's payload shape and cached; the first page is always fetched for the total.
 */
export function usePagedList(def: ResourceDef, query: ListQuery, range: { start: number; end: number }) {
  const client = useMemo(() => resourceClient(def), [def]);
  const first = Math.floor(Math.max(0, range.start) / PAGE_SIZE);
  const last = Math.floor(Math.max(0, range.end) / PAGE_SIZE) + 1;
  const pages = useMemo(() => {
    const out = new Set<number>([0]);
    for (let p = first; p <= last; p++) out.add(p);
    return [...out];
  }, [first, last]);

  const results = useQueries({
    queries: pages.map((page) => ({
      queryKey: [...listKey(def), query, page],
      queryFn: ({ signal }: { signal: AbortSignal }) => client.list({ ...query, page: { skip: page * PAGE_SIZE, limit: PAGE_SIZE } }, { signal }),
      staleTime: 30_000,
    })),
  });

  const byPage = new Map<number, Rec[]>();
  let total: number | null = null;
  results.forEach((r, i) => {
    if (!r.data) return;
    byPage.set(pages[i] as number, r.data.data);
    total ??= r.data.total;
  });
  const head = results[0];
  // Every loaded row, re-derived only when some page's data changed.
  const stamp = results.map((r) => r.dataUpdatedAt).join(",");
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `stamp` says when `byPage` changed
  const loaded = useMemo(() => [...byPage.values()].flat(), [stamp]);
  const rowAt = (index: number): Rec | undefined => byPage.get(Math.floor(index / PAGE_SIZE))?.[index % PAGE_SIZE];
  /** A record's index in the whole result, when a loaded page holds it; -1 otherwise. */
  const indexOf = (Id: number): number => {
    for (const [page, rows] of byPage) {
      const i = rows.findIndex((r) => r.Id === Id);
      if (i >= 0) return page * PAGE_SIZE + i;
    }
    return -1;
  };

  const queryClient = useQueryClient();
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: listKey(def) }), [queryClient, def]);

  return {
    total: total ?? 0,
    loading: head?.isPending ?? true,
    failed: head?.isError ?? false,
    /** A refresh failed while older rows are still shown: they may be out of date. */
    stale: results.some((r) => r.isError && r.data !== undefined),
    fetching: results.some((r) => r.isFetching),
    rowAt,
    indexOf,
    loaded,
    refresh,
    client,
  };
}
