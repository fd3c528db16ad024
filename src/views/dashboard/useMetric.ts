import { useQueries, useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { dashboardAdmin, type MetricAnswer, type MetricFilters, type MetricInfo } from "../../rpc/dashboard";
import { anyFilter, ignoredFilters, readFilters } from "./filters";
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
  /** The chosen top-bar filters this figure does not honour, by label (its card or chart says so). */
  ignored?: string[];
}

/**
 * One figure over the page's range: its own query, so the page's figures load in parallel and each
 * shows its own loading and error. `withSeries` asks for buckets at the page's granularity.
 */
export function useMetric(info: MetricInfo | undefined, range: DateRange, options: MetricOptions = {}): MetricState | null {
  return useMetrics([info], range, options)[0] ?? null;
}

interface MetricOptions {
  withSeries?: boolean;
  /** The top bar's filters; absent: those in the page's address (?platform=…&payChannel=…&orderType=…). */
  filters?: MetricFilters;
}

/** Several figures alike (the KPI cards): one query each, all in parallel; null where the caller may not read one. */
export function useMetrics(infos: readonly (MetricInfo | undefined)[], range: DateRange, options: MetricOptions = {}): (MetricState | null)[] {
  const readable = infos.filter((i): i is MetricInfo => i !== undefined);
  const [params] = useSearchParams();
  const filters = options.filters ?? readFilters(params);
  const queries = useQueries({
    queries: readable.map((info) => {
      const request = {
        metric: info.metric,
        from: range.from,
        to: range.to,
        granularity: options.withSeries ? range.granularity : undefined,
        // Only the filters the figure honours (the server drops the others): a visitor figure is not asked again for a pay channel.
        filters: honoured(info, filters),
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
    return { info, answer: query.data, loading: query.isPending, error: query.error, retry: () => void query.refetch(), ignored: ignoredFilters(info, filters) };
  });
}

/** The filters a figure honours (all when /metrics does not say). */
function honoured(info: MetricInfo, filters: MetricFilters): MetricFilters | undefined {
  const names = info.filters ?? (["platform", "payChannel", "orderType"] as const);
  const out: MetricFilters = {};
  for (const name of names) if (filters[name]?.length) out[name] = filters[name];
  // The slow-query page's own filter (not a top-bar set: anyFilter does not see it) goes to the figures that take it.
  const taken = (info.filters as readonly string[] | undefined)?.includes("slowQuery") ?? false;
  if (taken && filters.slowQuery && Object.keys(filters.slowQuery).length > 0) out.slowQuery = filters.slowQuery;
  return anyFilter(out) || out.slowQuery ? out : undefined;
}
