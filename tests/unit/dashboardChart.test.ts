import { expect, it } from "vitest";
import { optionOf, summaryOf, tableOf, type ChartSpec } from "../../src/views/dashboard/chartSpec";

const trend: ChartSpec = {
  kind: "bars",
  categories: ["11-01", "11-02"],
  series: [
    { name: "支付订单数", unit: "count", values: [3, 21], right: true },
    { name: "成交额", unit: "fen", values: [100_000, 2_345_678], line: true },
  ],
};

type Axis = { axisLabel: { formatter(v: number): string } };

it("each value axis reads in the unit of the series drawn on it, whatever their order", () => {
  const option = optionOf(trend) as { yAxis: Axis[]; series: { type: string; yAxisIndex: number }[] };
  expect(option.yAxis[0]?.axisLabel.formatter(2_000_000)).toBe("¥2万");
  expect(option.yAxis[1]?.axisLabel.formatter(20)).toBe("20");
  expect(option.series.map((s) => [s.type, s.yAxisIndex])).toEqual([["bar", 1], ["line", 0]]);
});

it("a count axis ticks at whole numbers only, a money axis is left to ECharts", () => {
  const option = optionOf(trend) as { yAxis: { minInterval?: number }[] };
  expect(option.yAxis[1]?.minInterval).toBe(1);
  expect(option.yAxis[0]?.minInterval).toBeUndefined();
});

it("the table holds the chart's numbers as people read them, and the picture is named for screen readers", () => {
  expect(tableOf(trend)).toEqual({
    headers: ["支付订单数", "成交额"],
    rows: [{ label: "11-01", cells: ["3", "¥1,000.00"] }, { label: "11-02", cells: ["21", "¥23,456.78"] }],
  });
  expect(summaryOf("成交趋势", trend)).toBe("成交趋势：柱状/折线图，2 项，支付订单数、成交额。按“表格”查看数据。");
});

it("a donut and a funnel take their slices from the one series", () => {
  const pie = optionOf({ kind: "pie", categories: ["会员", "课程"], series: [{ name: "收入构成", unit: "fen", values: [5, 7] }] }) as { series: { type: string; data: unknown }[] };
  expect(pie.series[0]).toMatchObject({ type: "pie", data: [{ name: "会员", value: 5 }, { name: "课程", value: 7 }] });
  const funnel = optionOf({ kind: "funnel", categories: ["活跃用户", "付费用户"], series: [{ name: "转化漏斗", unit: "count", values: [9, 2] }] }) as { series: { type: string; sort: string }[] };
  expect(funnel.series[0]).toMatchObject({ type: "funnel", sort: "none" });
});

it("a threshold is a dashed mark line on the left axis, reachable even above every value, named for screen readers and kept out of the table", () => {
  const latency: ChartSpec = { kind: "bars", categories: ["10:00", "11:00"], series: [{ name: "P95（毫秒）", unit: "count", line: true, values: [400, 900] }], marks: [{ name: "阈值 1500 毫秒", value: 1500 }] };
  const option = optionOf(latency) as { yAxis: { max(v: { max: number }): number }; series: { markLine?: { data: { yAxis: number }[] } }[] };
  expect(option.series[0]?.markLine?.data).toEqual([{ name: "阈值 1500 毫秒", yAxis: 1500 }]);
  expect(option.yAxis.max({ max: 900 })).toBe(1650);
  expect(option.yAxis.max({ max: 2000 })).toBe(2000);
  expect(tableOf(latency).headers).toEqual(["P95（毫秒）"]);
  expect(summaryOf("延迟", latency)).toContain("阈值：阈值 1500 毫秒");
});
