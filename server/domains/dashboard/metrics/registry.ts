import type { AccessObject } from "../../../../src/catalogue";
import type { Db, Dialect } from "../../../platform/db/types";
import type { Bucket, Granularity, Period } from "./period";

/**
 * The metric layer (commerce.md §7.0): every figure of the dashboards defined once — its label, unit,
 * 数据口径 text, the right it needs and the list it drills into — and computed by SQL aggregations that
 * run on SQLite and PostgreSQL. A figure file registers its figures with `registerMetric`; ./index.ts
 * imports every figure file (adding a group of figures is one import line there).
 */
export type Unit = "fen" | "count" | "ratio";

/** The top bar's filters (§7.0 通用筛选), each a list of enum values; a figure names those it honours. */
/**
 * The 慢查询 page's own filters (commerce.md §7.7: 表, 操作, 最小耗时, 仅全表扫描, 最近 24 小时), carried on
 * the metric query as `filters.slowQuery` — one optional field beside the commerce filters, honoured
 * by the slow-query figures only.
 */
export interface SlowQueryFilter {
  /** The table (statements) or service (calls), exactly. */
  readonly ns?: string;
  readonly op?: string;
  /** Samples at least this slow (ms). */
  readonly minMs?: number;
  /** Only plans that read the whole table. */
  readonly fullScan?: boolean;
  /** The last N hours up to the period's end (not past now), in place of its whole days; series then per hour. */
  readonly lastHours?: number;
}

export interface MetricFilters {
  readonly platform?: readonly string[];
  readonly payChannel?: readonly string[];
  readonly orderType?: readonly string[];
  /** The 慢查询 page's own filters (ns, op, minMs, fullScan, lastHours), honoured by its figures only. */
  readonly slowQuery?: SlowQueryFilter;
}
export type FilterName = keyof MetricFilters;

export interface SeriesPoint {
  readonly bucket: string;
  readonly value: number;
}

export interface BreakdownItem {
  readonly key: string;
  readonly label: string;
  readonly value: number;
  /** Per bucket, when the figure is asked with a granularity (支付渠道: stacked bars per month). */
  readonly series?: readonly SeriesPoint[];
  /** The list this item drills into when it is not the figure's own (收入构成: each order type's route). */
  readonly route?: string;
}

export interface MetricAnswer {
  readonly value: number;
  readonly series?: readonly SeriesPoint[];
  readonly breakdown?: readonly BreakdownItem[];
}

/** What a figure is computed over: the database, the period and its buckets (when asked), the filters. */
export interface MetricInput {
  readonly db: Db;
  readonly dialect: Dialect;
  readonly period: Period;
  /** The server's clock (a figure at an instant never looks past now). */
  readonly now: number;
  /** Present when the caller asked for a series. */
  readonly granularity?: Granularity;
  readonly buckets?: readonly Bucket[];
  readonly filters: MetricFilters;
}

export interface MetricDef {
  /** The wire name (`gmv`, `paidOrders` …). */
  readonly metric: string;
  readonly label: string;
  readonly unit: Unit;
  /** The 数据口径 tooltip: what is counted, by which time, what is left out. */
  readonly definition: string;
  /** The right the figure's data needs beside R(dashboard): orders and visitors need R(order). */
  readonly object: AccessObject;
  /** Where the figure's KPI card leads: the list and the field its period is applied to (`f.<field>=from~to`). */
  readonly drill?: {
    readonly route: string;
    readonly filter: { readonly field: string };
    /** Filters the list always takes for this figure (误识反馈率: feedback=wrong), beside the period's. */
    readonly where?: Readonly<Record<string, string>>;
  };
  /** The filters the figure honours; others are ignored (a visitor figure has no payChannel). */
  readonly filters: readonly FilterName[];
  /** A rise is bad news (退款额, 错误率, 延迟): the card shows it in red and a fall in green. */
  readonly lowerIsBetter?: true;
  /** The answer over `input.period` (series when `input.buckets` is given, breakdown for split figures). */
  compute(input: MetricInput): Promise<MetricAnswer>;
  /**
   * The value alone for the previous period (环比). Defaults to compute(...).value; a split figure whose
   * value is a sum may answer it more cheaply.
   */
  previousValue?(input: MetricInput): Promise<number>;
}

const METRICS = new Map<string, MetricDef>();

/** Adds figures to the layer (at import time of their file); a name used twice is a programming error. */
export function registerMetric(...defs: readonly MetricDef[]): void {
  for (const def of defs) {
    if (METRICS.has(def.metric)) throw new Error(`metric registered twice: ${def.metric}`);
    METRICS.set(def.metric, def);
  }
}

export function metricOf(name: string): MetricDef | undefined {
  return METRICS.get(name);
}

export function allMetrics(): MetricDef[] {
  return [...METRICS.values()];
}

/** A number the database answered (PostgreSQL's bigint sums and counts come back as text). */
export const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

/** Zero-filled series from `(bucket index, value)` rows. */
export function seriesFrom(buckets: readonly Bucket[], rows: readonly { b: unknown; v: unknown }[]): SeriesPoint[] {
  const values = new Array<number>(buckets.length).fill(0);
  for (const r of rows) {
    const i = num(r.b);
    if (i >= 0 && i < values.length) values[i] = (values[i] ?? 0) + num(r.v);
  }
  return buckets.map((b, i) => ({ bucket: b.bucket, value: values[i] ?? 0 }));
}
