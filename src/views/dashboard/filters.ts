import { ORDER_TYPES, PAY_CHANNELS, PLATFORMS } from "../../catalogue/commerce";
import type { FilterName, MetricFilters, MetricInfo } from "../../rpc/dashboard";

/**
 * The dashboards' top-bar filters (commerce.md §7.0 通用筛选): 下单端, 支付方式, 订单类型, each a set of the
 * order catalogue's enum values, kept in the address as `?platform=IOS,ANDROID&payChannel=WXPAY…`.
 * None chosen means all; values the catalogue does not know are dropped from a typed address.
 */
export const FILTERS: readonly { name: FilterName; label: string; options: readonly { value: string; label: string }[] }[] = [
  { name: "platform", label: "下单端", options: PLATFORMS },
  { name: "payChannel", label: "支付方式", options: PAY_CHANNELS },
  { name: "orderType", label: "订单类型", options: ORDER_TYPES },
];

/** The filters an address holds (only known values, in the catalogue's order). */
export function readFilters(params: URLSearchParams): MetricFilters {
  const out: MetricFilters = {};
  for (const f of FILTERS) {
    const asked = new Set((params.get(f.name) ?? "").split(",").map((v) => v.trim()).filter(Boolean));
    const values = f.options.map((o) => o.value).filter((v) => asked.has(v));
    if (values.length) out[f.name] = values;
  }
  return out;
}

/** The address with the filters written into it (an empty filter leaves the address), its other parameters kept. */
export function writeFilters(params: URLSearchParams, filters: MetricFilters): URLSearchParams {
  const out = new URLSearchParams(params);
  for (const f of FILTERS) {
    const values = filters[f.name] ?? [];
    if (values.length) out.set(f.name, values.join(","));
    else out.delete(f.name);
  }
  return out;
}

/** True when some filter is chosen. */
export const anyFilter = (filters: MetricFilters) => FILTERS.some((f) => (filters[f.name]?.length ?? 0) > 0);

/**
 * The chosen filters a figure does not honour, as their labels (a visitor figure has no 支付方式): the
 * figure says so quietly instead of seeming filtered. A server without `filters` in /metrics: none known.
 */
export function ignoredFilters(info: MetricInfo, filters: MetricFilters): string[] {
  if (!info.filters) return [];
  const honoured = new Set(info.filters);
  return FILTERS.filter((f) => (filters[f.name]?.length ?? 0) > 0 && !honoured.has(f.name)).map((f) => f.label);
}

/** 「不受支付方式、下单端筛选影响」, or null when the figure honours every chosen filter. */
export function ignoredNote(ignored: readonly string[] | undefined): string | null {
  return ignored?.length ? `不受${ignored.join("、")}筛选影响` : null;
}

/** A filter's state as its button reads: 全部, the one chosen, or 3 项. */
export function filterSummary(name: FilterName, filters: MetricFilters): string {
  const f = FILTERS.find((x) => x.name === name);
  const values = filters[name] ?? [];
  if (!f || values.length === 0) return "全部";
  if (values.length === 1) return f.options.find((o) => o.value === values[0])?.label ?? values[0] ?? "";
  return `${values.length} 项`;
}
