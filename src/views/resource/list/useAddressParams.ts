import { useCallback } from "react";
import { useNavigate, useSearchParams, type NavigateOptions } from "react-router";

/**
 * The address's query, and a setter that changes it from what the address holds now.
 *
 * React Router's own setter hands its updater the query of the last render: a change made before that
 * render caught up (Back after a save, two tabs pressed quickly) would be written over with the old query,
 * naming again a record just closed. The browser's address is always the latest.
 */
export function useAddressParams() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const change = useCallback((edit: (now: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => {
    void navigate(`?${edit(new URLSearchParams(window.location.search)).toString()}`, options);
  }, [navigate]);
  return [params, change] as const;
}
