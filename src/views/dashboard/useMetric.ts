import { useQueries, useQuery } from "@tanstack/react-query";
import { dashboardAdmin, type MetricAnswer, type MetricFilters, type MetricInfo } from "../../rpc/dashboard";
import type { DateRange } from "./range";

/** The figures the caller may read (`/metrics`), by id; a figure missing here is not shown. */
export function useMetricCatalogue() {
  const query = useQuery({
    queryKey: ["dashboard", "metrics"],
    queryFn: async ({ signal }) => new Map((await dashboardAdmin.metrics({ signal })).metrics.map((m) => [m.metric, m] as const)),
    staleTime: 10 * 60_000,
  });
  return { catalogue: query.data, loading: query.isPending, error: query.error, retry: () => void query.refetch() };
}

export interface MetricState {
  info: MetricInfo;
  answer: MetricAnswer | undefined;
  loading: boolean;
  error: Error | null;
  retry(): void;
}

/**
 * One figure over the page's range: its own query, so the page's figures load in parallel and each
 * shows its own loading and error. `withSeries` asks for buckets at the page's granularity.
 */
export function useMetric(info: MetricInfo | undefined, range: DateRange, options: MetricOptions = {}): MetricState | null {
  return useMetrics([info], range, options)[0] ?? null;
}

interface MetricOptions { withSeries?: boolean; filters?: MetricFilters }

/** Several figures alike (the KPI cards): one query each, all in parallel; null where the caller may not read one. */
export function useMetrics(infos: readonly (MetricInfo | undefined)[], range: DateRange, options: MetricOptions = {}): (MetricState | null)[] {
  const readable = infos.filter((i): i is MetricInfo => i !== undefined);
  const queries = useQueries({
    queries: readable.map((info) => {
      const request = {
        metric: info.metric,
        from: range.from,
        to: range.to,
        granularity: options.withSeries ? range.granularity : undefined,
        filters: options.filters,
      };
      return {
        queryKey: ["dashboard", "query", request],
        queryFn: ({ signal }: { signal: AbortSignal }) => dashboardAdmin.query(request, { signal }),
        staleTime: 60_000,
        retry: false,
      };
    }),
  });
  return infos.map((info) => {
    const query = info ? queries[readable.indexOf(info)] : undefined;
    if (!info || !query) return null;
    return { info, answer: query.data, loading: query.isPending, error: query.error, retry: () => void query.refetch() };
  });
}
