/**
 * ECharts as the dashboards use it, tree-shaken: only these charts and components, drawn by the SVG
 * renderer. SVG because the figures are small (a few hundred points at most), stay sharp when zoomed
 * or printed, and leave text in the DOM; the canvas renderer pays off only for many thousands of
 * points. This module is imported only by the dashboards' views, so ECharts stays in their lazy chunk
 * (tests/build/lazyChunks.test.ts).
 */
import { BarChart, FunnelChart, HeatmapChart, LineChart, PieChart, ScatterChart } from "echarts/charts";
import { DataZoomComponent, GridComponent, LegendComponent, MarkLineComponent, TooltipComponent, VisualMapComponent } from "echarts/components";
import { init, use as register, type ECharts } from "echarts/core";
import { SVGRenderer } from "echarts/renderers";

// ECharts' own `use` (registers modules), renamed so it is not mistaken for a React hook.
register([BarChart, LineChart, PieChart, FunnelChart, ScatterChart, GridComponent, TooltipComponent, LegendComponent, DataZoomComponent, SVGRenderer]);
// 会员留存's cohort heatmap and its colour scale.
register([HeatmapChart, VisualMapComponent]);
// Threshold lines (算法性能监控's latency limits).
register([MarkLineComponent]);

const FONT_STACK = "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif";

/** The console's palette (spec §9: primary #1890ff), then distinct hues with enough contrast on white. */
export const PALETTE = ["#1890ff", "#13a8a8", "#fa8c16", "#722ed1", "#eb2f96", "#52c41a", "#faad14", "#2f54eb", "#8c8c8c", "#a0d911"];

const THEME = {
  color: PALETTE,
  // The console's own font stack (tailwind.config.ts), named: ECharts measures labels with it to lay out legends, and
  // "inherit" measured in a fallback font too narrow for Chinese — legend items overlapped.
  textStyle: { fontFamily: FONT_STACK, color: "#4b5563" },
  // Axis labels in gray-600, lines in gray-200, as the grid's own borders.
  categoryAxis: { axisLine: { lineStyle: { color: "#d1d5db" } }, axisLabel: { color: "#4b5563" } },
  valueAxis: { splitLine: { lineStyle: { color: "#e5e7eb" } }, axisLabel: { color: "#4b5563" } },
};

export function createChart(el: HTMLElement): ECharts {
  return init(el, THEME, { renderer: "svg", locale: "ZH" });
}

export type { ECharts };
