import type { MetricUnit } from "../../rpc/dashboard";
import { formatAxis, formatExact } from "./format";

/**
 * What a chart shows, independent of ECharts: categories (buckets, slices, courses, stages) and one or
 * more series of values over them. The ECharts option and the table view are both made from it, so the
 * table always holds the same numbers as the picture.
 */
export type ChartKind = "bars" | "pie" | "hbar" | "funnel" | "heatmap" | "scatter";

export interface ChartSeries {
  name: string;
  unit: MetricUnit;
  values: number[];
  /** Within "bars": a line instead of bars; on the right axis when `right`. */
  line?: boolean;
  right?: boolean;
  /** Within "bars": bars of one stack. */
  stack?: string;
  /** Within "bars", with `line`: the area under the line filled (stacked areas). */
  area?: boolean;
}

export interface ChartSpec {
  kind: ChartKind;
  categories: string[];
  series: ChartSeries[];
  /** The list behind one value (category index, series index), or null when it has none. */
  drill?: ((category: number, series: number) => string | null) | undefined;
  /** Each series drills to a list of its own (同步延迟: each task's runs): the table links every cell, not only the row. */
  drillEachSeries?: boolean;
  /** A slider under the x axis (long trends). */
  zoom?: boolean;
  /** Within "scatter": each point's colour group (categories[i] is point i; see scatterOption). */
  groups?: string[];
  /** Within "bars": dashed horizontal lines on the left axis (thresholds), named in the summary, not in the table. */
  marks?: { name: string; value: number }[];
}

const tooltipValue = (unit: MetricUnit) => (v: unknown) => (typeof v === "number" ? formatExact(v, unit) : String(v ?? ""));

/** The ECharts option of a spec (pure, for tests). */
export function optionOf(spec: ChartSpec): Record<string, unknown> {
  if (spec.kind === "heatmap") return heatmapOption(spec);
  if (spec.kind === "scatter") return scatterOption(spec);
  const first = spec.series[0];
  const unit = first?.unit ?? "count";
  if (spec.kind === "pie" || spec.kind === "funnel") {
    const data = spec.categories.map((name, i) => ({ name, value: first?.values[i] ?? 0 }));
    return {
      tooltip: { trigger: "item", valueFormatter: tooltipValue(unit) },
      legend: { type: "scroll", bottom: 0 },
      series: [spec.kind === "pie"
        ? { type: "pie", name: first?.name, radius: ["45%", "70%"], center: ["50%", "45%"], data, label: { formatter: "{b} {d}%" } }
        : { type: "funnel", name: first?.name, sort: "none", top: 10, bottom: 40, left: "10%", width: "80%", data, label: { position: "inside", formatter: "{b}" } }],
    };
  }
  const horizontal = spec.kind === "hbar";
  // The left (or only) axis reads in the unit of the series drawn on it.
  const leftUnit = spec.series.find((s) => !s.right)?.unit ?? unit;
  const rightUnit = spec.series.find((s) => s.right)?.unit;
  const categoryAxis = { type: "category", data: spec.categories, axisLabel: horizontal ? { width: 136, overflow: "truncate", ellipsis: "…" } : { hideOverlap: true } };
  // A count axis never ticks between whole numbers (2 members read "0.5, 1, 1.5" before).
  const valueAxis = (u: MetricUnit) => ({ type: "value", ...(u === "count" ? { minInterval: 1 } : {}), axisLabel: { formatter: (v: number) => formatAxis(v, u) } });
  // A threshold above every value still shows: the left axis reaches past the highest mark.
  const topMark = Math.max(...(spec.marks ?? []).map((m) => m.value));
  const leftAxis = spec.marks?.length ? { ...valueAxis(leftUnit), max: (v: { max: number }) => Math.max(v.max, Math.ceil((topMark * 11) / 10)) } : valueAxis(leftUnit);
  return {
    tooltip: { trigger: "axis", axisPointer: { type: "shadow" } },
    legend: spec.series.length > 1 ? { type: "scroll", top: 0 } : undefined,
    grid: { left: horizontal ? 150 : 56, right: rightUnit ? 56 : 16, top: spec.series.length > 1 ? 36 : 16, bottom: spec.zoom ? 64 : 32, containLabel: false },
    xAxis: horizontal ? valueAxis(leftUnit) : categoryAxis,
    yAxis: horizontal ? { ...categoryAxis, inverse: true } : rightUnit ? [leftAxis, valueAxis(rightUnit)] : leftAxis,
    dataZoom: spec.zoom ? [{ type: "slider", bottom: 8, height: 20 }] : undefined,
    series: spec.series.map((s, i) => ({
      type: s.line ? "line" : "bar",
      name: s.name,
      data: s.values,
      yAxisIndex: !horizontal && s.right ? 1 : 0,
      stack: s.stack,
      smooth: s.line ? true : undefined,
      areaStyle: s.line && s.area ? {} : undefined,
      tooltip: { valueFormatter: tooltipValue(s.unit) },
      markLine: i === spec.series.findIndex((x) => !x.right) && spec.marks?.length && !horizontal ? markLineOf(spec.marks) : undefined,
    })),
  };
}

/** Threshold lines: dashed red, labelled at the end, not reacting to the mouse. */
function markLineOf(marks: readonly { name: string; value: number }[]) {
  return {
    silent: true, symbol: "none", lineStyle: { type: "dashed", color: "#dc2626" },
    label: { position: "insideEndTop", formatter: "{b}" },
    data: marks.map((m) => ({ name: m.name, yAxis: m.value })),
  };
}

/** The table view's rows: each category with its values as people read them. */
export function tableOf(spec: ChartSpec): { headers: string[]; rows: { label: string; cells: string[] }[] } {
  if (spec.kind === "heatmap") return heatmapTable(spec);
  return {
    headers: spec.series.map((s) => s.name),
    rows: spec.categories.map((label, i) => ({ label, cells: spec.series.map((s) => formatExact(s.values[i] ?? 0, s.unit)) })),
  };
}

/** What a screen reader hears for the picture (the table holds the numbers). */
export function summaryOf(title: string, spec: ChartSpec): string {
  const kind = { bars: "柱状/折线图", pie: "环形图", hbar: "条形图", funnel: "漏斗图", heatmap: "热力图", scatter: "散点图" }[spec.kind];
  const marks = spec.marks?.length ? `阈值：${spec.marks.map((m) => m.name).join("、")}。` : "";
  return `${title}：${kind}，${spec.categories.length} 项，${spec.series.map((s) => s.name).join("、")}。${marks}按“表格”查看数据。`;
}

/**
 * "heatmap" (会员留存 cohort): `categories` are the rows (y, top down), each series one column (x, its
 * name the column's label), a value per row; NaN marks a cell that has no value yet (drawn empty, "—"
 * in the table). Colour by a visualMap over the cells' range.
 */
function heatmapCells(spec: ChartSpec): { x: number; y: number; value: number }[] {
  const cells: { x: number; y: number; value: number }[] = [];
  spec.series.forEach((s, x) => spec.categories.forEach((_, y) => {
    const value = s.values[y];
    if (value !== undefined && Number.isFinite(value)) cells.push({ x, y, value });
  }));
  return cells;
}

function heatmapOption(spec: ChartSpec): Record<string, unknown> {
  const unit = spec.series[0]?.unit ?? "ratio";
  const cells = heatmapCells(spec);
  const values = cells.map((c) => c.value);
  const label = (v: number) => formatExact(v, unit);
  return {
    tooltip: { trigger: "item", formatter: (p: { value: [number, number, number] }) => `${spec.categories[p.value[1]] ?? ""} · ${spec.series[p.value[0]]?.name ?? ""}：${label(p.value[2])}` },
    // Room for the longest row label (「2025年12月（14 人）」) and for the colour scale below the column labels.
    grid: { left: 128, right: 16, top: 8, bottom: 100 },
    xAxis: { type: "category", data: spec.series.map((s) => s.name), splitArea: { show: true } },
    yAxis: { type: "category", data: spec.categories, inverse: true, splitArea: { show: true } },
    visualMap: { min: values.length ? Math.min(...values, 0) : 0, max: values.length ? Math.max(...values, unit === "ratio" ? 1 : 0) : 1, calculable: true, orient: "horizontal", left: "center", bottom: 4, formatter: (v: number) => formatAxis(v, unit) },
    series: [{ type: "heatmap", name: spec.series[0]?.name, data: cells.map((c) => [c.x, c.y, c.value]), label: { show: true, formatter: (p: { value: [number, number, number] }) => formatAxis(p.value[2], unit) } }],
  };
}

function heatmapTable(spec: ChartSpec): { headers: string[]; rows: { label: string; cells: string[] }[] } {
  return {
    headers: spec.series.map((s) => s.name),
    rows: spec.categories.map((label, y) => ({ label, cells: spec.series.map((s) => {
      const v = s.values[y];
      return v === undefined || !Number.isFinite(v) ? "—" : formatExact(v, s.unit);
    }) })),
  };
}

/**
 * A scatter (慢查询 耗时 vs 扫描量): categories are the points' names, series[0] their y values and
 * series[1] their x values, `groups[i]` the colour group of point i — one ECharts series per group, so
 * the legend names the colours. The table view lists the points with both values (tableOf as usual).
 */
function scatterOption(spec: ChartSpec): Record<string, unknown> {
  const [y, x] = spec.series;
  const groups = [...new Set(spec.groups ?? [])];
  const groupOf = (i: number) => spec.groups?.[i] ?? "";
  const named = groups.length ? groups : [""];
  const axis = (name: string | undefined, unit: MetricUnit) => ({ type: "value", name, nameLocation: "middle", nameGap: 32, ...(unit === "count" ? { minInterval: 1 } : {}), axisLabel: { formatter: (v: number) => formatAxis(v, unit) } });
  return {
    tooltip: {
      trigger: "item",
      formatter: (p: { data?: { name?: string; value?: number[] } }) =>
        `${p.data?.name ?? ""}<br/>${x?.name ?? ""}：${formatExact(p.data?.value?.[0] ?? 0, x?.unit ?? "count")}<br/>${y?.name ?? ""}：${formatExact(p.data?.value?.[1] ?? 0, y?.unit ?? "count")}`,
    },
    legend: groups.length > 1 ? { type: "scroll", top: 0 } : undefined,
    grid: { left: 64, right: 24, top: groups.length > 1 ? 36 : 16, bottom: 48 },
    xAxis: axis(x?.name, x?.unit ?? "count"),
    yAxis: { ...axis(y?.name, y?.unit ?? "count"), nameGap: 48 },
    series: named.map((g) => ({
      type: "scatter",
      name: g,
      symbolSize: 9,
      // `i`: the point's place in categories, so a click drills the same point as its table row.
      data: spec.categories.flatMap((name, i) => (groups.length === 0 || groupOf(i) === g ? [{ name, value: [x?.values[i] ?? 0, y?.values[i] ?? 0], i }] : [])),
    })),
  };
}

/** What a click on the canvas points at, as (category, series): a heatmap cell's row and column, a scatter point's own place. */
export function clickTarget(spec: ChartSpec, p: { dataIndex: number; seriesIndex?: number | undefined; value?: unknown; data?: unknown }): [number, number] {
  if (spec.kind === "heatmap" && Array.isArray(p.value)) return [Number(p.value[1]), Number(p.value[0])];
  if (spec.kind === "scatter") {
    const i = (p.data as { i?: unknown } | undefined)?.i;
    return [typeof i === "number" ? i : p.dataIndex, 0];
  }
  return [p.dataIndex, p.seriesIndex ?? 0];
}
