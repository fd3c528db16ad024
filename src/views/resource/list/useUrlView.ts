import { useCallback, useMemo, useState } from "react";
import type { GridSort } from "../listRules";
import { useAddressParams } from "./useAddressParams";
import { readUrlView, writeUrlView, type UrlFilter, type UrlView } from "./urlState";

const EMPTY: UrlView = { draft: {}, sort: undefined, open: undefined };

/**
 * The screen's view (applied filters, sort, open record) held in the address (urlState.ts), or in the
 * screen itself when it shares the page with another list (a companion list has no address of its own).
 * Filters and sort replace the history entry; opening a record adds one, so that Back closes it first.
 */
export function useUrlView(inAddress: boolean, filters: readonly UrlFilter[], sortable: readonly string[], defaultSort: GridSort) {
  const [params, setParams] = useAddressParams();
  const [local, setLocal] = useState<UrlView>(EMPTY);
  const search = params.toString();
  const fromAddress = useMemo(() => readUrlView(new URLSearchParams(search), filters, sortable), [search, filters, sortable]);
  const view = inAddress ? fromAddress : local;
  const setView = useCallback((change: Partial<UrlView>, push = false) => {
    if (!inAddress) {
      setLocal((v) => ({ ...v, ...change }));
      return;
    }
    setParams((p) => writeUrlView(p, { ...readUrlView(p, filters, sortable), ...change }, filters, defaultSort),
      push ? { state: { sheet: true } } : { replace: true });
  }, [inAddress, setParams, filters, sortable, defaultSort]);
  return { view, setView };
}
