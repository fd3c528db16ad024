import { rpc, type CallOptions } from "./transport";

/**
 * The dashboards' metric layer (issue 26; the wire contract the server's DashboardServiceAdmin answers).
 * Days are `YYYY-MM-DD` in Asia/Shanghai, `to` included; money in fen.
 */
export type MetricUnit = "fen" | "count" | "ratio";
export type Granularity = "day" | "week" | "month";

export interface MetricFilters { platform?: string[]; payChannel?: string[]; orderType?: string[] }

export interface MetricRequest {
  metric: string;
  from: string;
  to: string;
  granularity?: Granularity | undefined;
  filters?: MetricFilters | undefined;
}

export interface SeriesPoint { bucket: string; value: number }
export interface BreakdownItem {
  key: string;
  label: string;
  value: number;
  series?: SeriesPoint[];
  /** The list this item drills into when it is not the figure's own (收入构成: each order type's route). */
  route?: string;
}

export interface MetricAnswer {
  metric: string;
  unit: MetricUnit;
  value: number;
  /** The same-length period just before (环比); null when there is none to compare with. */
  previous: number | null;
  series?: SeriesPoint[];
  breakdown?: BreakdownItem[];
  /**
   * The same days a year earlier (同比), asked for ranges ≤ 31 days; null beyond, and absent from an
   * older server. 0 when the year-ago days hold no data (the demo world is twelve months old).
   */
  yearAgo?: number | null;
}

/** Where a figure drills: a list route and the field its date range filters (`f.<field>=from~to`). */
export interface MetricDrill {
  route: string;
  filter: { field: string; kind?: "date" | "datetime" | undefined; breakdownField?: string | undefined };
  /** Filters the list always takes for this figure (误识反馈率 → feedback=wrong), beside the days. */
  where?: Record<string, string> | undefined;
}

export interface MetricInfo {
  metric: string;
  label: string;
  unit: MetricUnit;
  /** 数据口径: how the figure is counted. */
  definition: string;
  object: string;
  drill?: MetricDrill | null;
  /** The top bar's filters the figure honours (a visitor figure has no pay channel). */
  filters?: FilterName[];
  /** A rise is bad news (退款额, 错误率, 延迟): shown red, a fall green. */
  lowerIsBetter?: boolean;
}

/** The top-bar filters (the slow-query page's own `slowQuery` filter is not one). */
export type FilterName = "platform" | "payChannel" | "orderType";

// Registered beside the catalogue's services, in the `moyuan` namespace as BaseServiceAdmin is.
const SERVICE = "DashboardServiceAdmin";

export const dashboardAdmin = {
  /** One figure over a date range. Silent: each figure shows its own error in place, with 重试. */
  query: (request: MetricRequest, options?: CallOptions) => rpc<MetricAnswer>(`${SERVICE}/query`, request, { silent: true, ...options }),
  /** The figures the caller may read, with their labels, units, definitions and drill-down. */
  metrics: (options?: CallOptions) => rpc<{ metrics: MetricInfo[] }>(`${SERVICE}/metrics`, {}, { silent: true, ...options }),
};

/** 运营报表's 导出报表 (commerce.md §7.2): queues an xlsx of the range, one sheet per granularity; answers the job's Id. */
/** 订阅日报: whether mail can be sent at all, and the signed-in user's subscription (the address it goes to). */
export interface ReportSubscription { mailConfigured: boolean; subscribed: boolean; email: string | null; sendAt: string }

export const dashboardReport = {
  exportReport: (request: { from: string; to: string }, options?: CallOptions) => rpc<{ Id: number }>(`${SERVICE}/exportReport`, request, options),
  subscription: (options?: CallOptions) => rpc<ReportSubscription>(`${SERVICE}/reportSubscription`, {}, options),
  subscribe: (options?: CallOptions) => rpc<{ subscribed: true; email: string; sendAt: string }>(`${SERVICE}/subscribeDailyReport`, {}, options),
  unsubscribe: (options?: CallOptions) => rpc<{ subscribed: false }>(`${SERVICE}/unsubscribeDailyReport`, {}, options),
};

/** /dashboard/algorithm (commerce.md §7.5): the window ending with the minute (1h) or hour in progress. */
export type AlgorithmWindow = "1h" | "24h" | "7d" | "30d";
export interface AlgorithmStatsRequest { window: AlgorithmWindow; algorithm?: string | undefined; modelVersion?: string | undefined; platform?: string[] | undefined }
export interface AlgorithmFigures {
  calls: number; errors: number; errorRate: number;
  /** Calls-weighted means of the rows' (minutes' or hours') percentiles, ms. */
  p50: number; p95: number; p99: number; firstTokenP95: number;
  /** null: the algorithm has no hit rate, or nothing to divide by. */
  hitRate: number | null;
  tokensIn: number; tokensOut: number;
}
export interface AlgorithmStats {
  window: { name: AlgorithmWindow; start: number; end: number; bucketMs: number };
  buckets: number[];
  algorithms: (AlgorithmFigures & { algorithm: string })[];
  series: (AlgorithmFigures & { bucket: number })[];
  versions: (AlgorithmFigures & { algorithm: string; modelVersion: string; hitSeries: (number | null)[] })[];
  modelVersions: { algorithm: string; modelVersion: string }[];
}

export const algorithmAdmin = {
  /** Everything /dashboard/algorithm shows. Silent: the page shows its error in place, with 重试. */
  stats: (request: AlgorithmStatsRequest, options?: CallOptions) => rpc<AlgorithmStats>(`${SERVICE}/algorithmStats`, request, { silent: true, ...options }),
};

/**
 * The 慢查询 page's own filters (commerce.md §7.7), honoured by the slow-query figures only: 表 / 服务
 * exactly, 操作, samples at least `minMs` slow, only full-table-scan plans, and the last `lastHours`
 * hours up to the range's end (series per hour then).
 */
export interface SlowQueryFilter { ns?: string; op?: string; minMs?: number; fullScan?: boolean; lastHours?: number }
// Declaration merging: one optional field beside the commerce filters.
export interface MetricFilters { slowQuery?: SlowQueryFilter }
