import { useQueries, useQuery, useQueryClient, type Query, type QueryKey } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import { RpcStatus, type ResourceDef } from "../../catalogue";
import { isRpcFailure } from "../../rpc/failures";
import type { ListPage, ListPayload } from "../../rpc/listPayload";
import { resourceClient, type ListAnswer, type Rec, type ResourceClient } from "../../rpc/resourceClient";
import { PAGE_SIZE } from "./listRules";
import { forgetRefTitles } from "./list/refTitles";

export type ListQuery = Omit<ListPayload, "page" | "count">;

export const listKey = (def: ResourceDef) => ["list", def.name] as const;

/** One page as cached: its rows and how they were asked for. */
interface PageData {
  rows: Rec[];
  /**
   * Whether the rows' positions count from the list's top (the first page, an OFFSET, or a keyset step
   * from such a page) or from its end (`last`, or a step from it): with an estimated total the two differ.
   */
  fromTop: boolean;
  /** The first page only: the count. */
  total?: number;
  estimated?: boolean;
}

const NOT_FOUND = [RpcStatus.NOT_FOUND];

/** A cached page others may step from: loaded, current, not being read again. */
function settled(q: Query | undefined): PageData | undefined {
  const data = q?.state.data as PageData | undefined;
  return q && data && q.state.fetchStatus === "idle" && !q.state.isInvalidated && data.rows.length > 0 ? data : undefined;
}

/** Which page is waiting for which: a wait that would close a loop is never made. */
const waiting = new WeakMap<Query, Query>();

function mayWait(self: Query | undefined, on: Query): boolean {
  for (let q: Query | undefined = on; q; q = waiting.get(q)) if (q === self) return false;
  return true;
}

/**
 * Reads one page (not the first). Keyset where a neighbour is loaded: `after` the previous page's last
 * row, `before` the next page's first; the list's tail by `last`; an OFFSET only for a jump into the
 * middle, or when the anchor record has left the list. A neighbour still being read is waited for.
 */
async function readPage(client: ResourceClient, query: ListQuery, keys: { own: QueryKey; prev: QueryKey; next: QueryKey },
  at: { page: number; tail: number | null }, find: (key: QueryKey) => Query | undefined, signal: AbortSignal): Promise<PageData> {
  const ask = (page: ListPage, expect?: number[]) => client.list({ ...query, page, count: "none" }, { signal, expect });
  // A server that predates keyset paging strips after/before/last and answers skip 0 with a count: ask again by offset.
  const keysetFailed = (a: ListAnswer) => a.total !== undefined;
  const byOffset = async (): Promise<PageData> => ({ rows: (await ask({ skip: at.page * PAGE_SIZE, limit: PAGE_SIZE })).data, fromTop: true });
  if (at.tail !== null) {
    const a = await ask({ skip: 0, limit: at.tail, last: true });
    if (a.total === undefined) return { rows: a.data, fromTop: false };
    return { rows: (await ask({ skip: Math.max(0, a.total - at.tail), limit: at.tail })).data, fromTop: true };
  }
  let prev = find(keys.prev);
  let next = find(keys.next);
  const self = find(keys.own);
  const waitOn = [prev, next].find((q) => q?.state.fetchStatus === "fetching" && q.promise && mayWait(self, q));
  if (waitOn?.promise) {
    if (self) waiting.set(self, waitOn);
    try {
      await waitOn.promise.catch(() => undefined);
    } finally {
      if (self) waiting.delete(self);
    }
    signal.throwIfAborted();
    prev = find(keys.prev);
    next = find(keys.next);
  }
  const before = settled(prev);
  const after = settled(next);
  const anchor = before && before.rows.length === PAGE_SIZE ? { page: { skip: 0, limit: PAGE_SIZE, after: before.rows[PAGE_SIZE - 1]!.Id }, from: before }
    : after ? { page: { skip: 0, limit: PAGE_SIZE, before: after.rows[0]!.Id }, from: after } : undefined;
  if (!anchor) return byOffset();
  try {
    const a = await ask(anchor.page, NOT_FOUND);
    return keysetFailed(a) ? await byOffset() : { rows: a.data, fromTop: anchor.from.fromTop };
  } catch (err) {
    if (isRpcFailure(err) && err.status === RpcStatus.NOT_FOUND) return byOffset();
    throw err;
  }
}

/**
 * The whole result as a sparse array of pages of PAGE_SIZE rows: the pages covering the visible rows (and
 * one beyond) are fetched and cached. The first page is always read, with the count ("auto": exact when the
 * server finds it cheap, else an estimate); the others are read without one, by keyset where they can.
 */
export function usePagedList(def: ResourceDef, query: ListQuery, range: { start: number; end: number }) {
  const client = useMemo(() => resourceClient(def), [def]);
  const queryClient = useQueryClient();
  const base = useMemo(() => [...listKey(def), query] as const, [def, query]);
  const queryId = JSON.stringify(query);

  const head = useQuery({
    queryKey: [...base, 0],
    queryFn: async ({ signal }): Promise<PageData> => {
      // count left at its default, "auto": the first page's payload stays exactly the spec's.
      const a = await client.list({ ...query, page: { skip: 0, limit: PAGE_SIZE } }, { signal });
      return { rows: a.data, fromTop: true, total: a.total ?? a.data.length, estimated: a.estimated === true };
    },
  });
  // 精确计数: the same list counted exactly, on request.
  const [exactFor, setExactFor] = useState<string | null>(null);
  const exact = useQuery({
    queryKey: [...base, "count"],
    queryFn: async ({ signal }) => (await client.list({ ...query, page: { skip: 0, limit: 1 }, count: "exact" }, { signal })).total ?? 0,
    enabled: exactFor === queryId,
  });
  // The real end, found while reading an estimated list from the top (a page came back short).
  const [endFound, setEndFound] = useState<{ id: string; total: number; exact: boolean } | null>(null);
  const headData = head.data;
  const endId = `${queryId}@${head.dataUpdatedAt}`;
  let total = headData?.total ?? 0;
  let estimated = headData?.estimated === true;
  if (exactFor === queryId && exact.data !== undefined) {
    total = exact.data;
    estimated = false;
  } else if (estimated && endFound?.id === endId) {
    total = endFound.total;
    estimated = !endFound.exact;
  }

  const lastPage = Math.max(0, Math.floor((total - 1) / PAGE_SIZE));
  const tailSize = total - lastPage * PAGE_SIZE;
  // Positions in an estimated list depend on the estimate: a new estimate (or the real end) reads its pages afresh.
  const scope = estimated ? `~${total}` : "exact";
  const keyOf = useCallback((page: number): QueryKey => (page === 0 ? [...base, 0]
    : page === lastPage ? [...base, scope, page, "last", tailSize] : [...base, scope, page]), [base, scope, lastPage, tailSize]);
  const first = Math.min(lastPage, Math.floor(Math.max(0, range.start) / PAGE_SIZE));
  const last = Math.min(lastPage, Math.floor(Math.max(0, range.end) / PAGE_SIZE) + 1);
  const find = useCallback((key: QueryKey) => queryClient.getQueryCache().find({ queryKey: key, exact: true }), [queryClient]);
  const pages = useMemo(() => {
    const out: number[] = [];
    if (headData) for (let p = Math.max(1, first); p <= last; p++) out.push(p);
    // Pages start reading in this order, each stepping from a neighbour read before it: down from the
    // tail (End, the scrollbar at the bottom) or from a loaded page below; otherwise up from the top.
    const fromBelow = (last === lastPage || settled(find(keyOf(last + 1))) !== undefined) && settled(find(keyOf(first - 1))) === undefined;
    return fromBelow ? out.reverse() : out;
  }, [headData, first, last, lastPage, find, keyOf]);
  const results = useQueries({
    queries: pages.map((page) => ({
      queryKey: keyOf(page),
      queryFn: ({ signal }: { signal: AbortSignal }) => readPage(client, query,
        { own: keyOf(page), prev: keyOf(page - 1), next: keyOf(page + 1) },
        { page, tail: page === lastPage && page > 0 ? tailSize : null }, find, signal),
      staleTime: 30_000,
    })),
  });

  const byPage = new Map<number, Rec[]>();
  if (headData) byPage.set(0, headData.rows);
  results.forEach((r, i) => {
    if (r.data) byPage.set(pages[i] as number, r.data.rows);
  });
  // An estimated list read from the top that comes back short has shown where it really ends.
  const shortPage = estimated ? results.findIndex((r, i) => r.data?.fromTop && r.data.rows.length < PAGE_SIZE && pages[i] !== lastPage) : -1;
  const shortAt = shortPage >= 0 ? (pages[shortPage] as number) * PAGE_SIZE + (results[shortPage]?.data?.rows.length ?? 0) : null;
  // Adjusted while rendering (once: the new total is no longer above it).
  if (shortAt !== null && shortAt < total) setEndFound({ id: endId, total: shortAt, exact: shortAt % PAGE_SIZE !== 0 });

  // Every loaded row, re-derived only when some page's data changed.
  const stamp = `${head.dataUpdatedAt},${results.map((r) => r.dataUpdatedAt).join(",")}`;
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

  // A refresh (after a save, or asked for) also forgets this resource's titles shown in other lists' reference cells.
  const refresh = useCallback(() => {
    forgetRefTitles(queryClient, def.name);
    return queryClient.invalidateQueries({ queryKey: listKey(def) });
  }, [queryClient, def]);
  const countExactly = useCallback(() => setExactFor(queryId), [queryId]);

  return {
    total,
    /** `total` is the server's estimate (counting exactly was too costly to do unasked). */
    estimated,
    /** Asks the server to count exactly (精确计数); `counting` while it does. */
    countExactly,
    counting: exact.isFetching,
    loading: head.isPending,
    failed: head.isError,
    /** A refresh failed while older rows are still shown: they may be out of date. */
    stale: (head.isError && headData !== undefined) || results.some((r) => r.isError && r.data !== undefined),
    fetching: head.isFetching || results.some((r) => r.isFetching),
    rowAt,
    indexOf,
    loaded,
    refresh,
    client,
  };
}
