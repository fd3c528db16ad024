import { QueryClient } from "@tanstack/react-query";

/**
 * No automatic retries: every failure already showed its one message (spec §8), and a retry would
 * show it again. No refetch on focus: lists refresh on demand (`r`) or after a change.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
