import { expect, it } from "vitest";
import type { MetricAnswer } from "../../src/rpc/dashboard";
import { clickTarget, optionOf, summaryOf, tableOf } from "../../src/views/dashboard/chartSpec";
import { changeSpec, cohortSpec, membersOnUrl, trendSpec } from "../../src/views/dashboard/vip/vipSpecs";

/** 会员留存 as the server answers it: one breakdown item a cohort, series "0"… the shares of its ended months. */
const cohort: MetricAnswer = {
  metric: "vipCohort", unit: "ratio", value: 0.5, previous: null,
  breakdown: [
    { key: "2026-09-01", label: "2026年9月", value: 4, series: [{ bucket: "0", value: 1 }, { bucket: "1", value: 0.5 }] },
    { key: "2026-10-01", label: "2026年10月", value: 2, series: [{ bucket: "0", value: 1 }] },
    { key: "2026-11-01", label: "2026年11月", value: 0, series: [] },
  ],
};
const drill = { route: "/order/vip", filter: { field: "paidAt" } };
/** A drill URL as its path and filters. */
const read = (url: string | null): Record<string, string> => {
  const u = new URL(url ?? "", "http://console");
  return { path: u.pathname, ...Object.fromEntries(u.searchParams) };
};

it("the cohort heatmap: rows are first-VIP months with their size, columns months since, a visualMap over the shares", () => {
  const spec = cohortSpec(cohort, drill, 3);
  expect(spec.kind).toBe("heatmap");
  expect(spec.categories).toEqual(["2026年9月（4 人）", "2026年10月（2 人）", "2026年11月（0 人）"]);
  const option = optionOf(spec) as { series: { type: string; data: number[][] }[]; visualMap: { min: number; max: number }; xAxis: { data: string[] }; yAxis: { data: string[] } };
  expect(option.series[0]!.type).toBe("heatmap");
  // [column, row, share]: only the cells that have a value (months not yet ended are left empty).
  expect(option.series[0]!.data).toEqual([[0, 0, 1], [0, 1, 1], [1, 0, 0.5]]);
  expect(option.visualMap).toMatchObject({ min: 0, max: 1 });
  expect(option.xAxis.data).toEqual(["第 0 月", "第 1 月", "第 2 月"]);
  expect(option.yAxis.data).toEqual(spec.categories);
});

it("the heatmap's table view holds each cell as a number, — where the month has not ended", () => {
  const spec = cohortSpec(cohort, drill, 3);
  expect(tableOf(spec)).toEqual({
    headers: ["第 0 月", "第 1 月", "第 2 月"],
    rows: [
      { label: "2026年9月（4 人）", cells: ["100.0%", "50.0%", "—"] },
      { label: "2026年10月（2 人）", cells: ["100.0%", "—", "—"] },
      { label: "2026年11月（0 人）", cells: ["—", "—", "—"] },
    ],
  });
  expect(summaryOf("会员留存", spec)).toContain("热力图");
});

it("a click on a heatmap cell drills by its row (the cohort's month of VIP orders); other charts by data index", () => {
  const spec = cohortSpec(cohort, drill, 3);
  const [row, column] = clickTarget(spec, { dataIndex: 2, seriesIndex: 0, value: [1, 0, 0.5] });
  expect([row, column]).toEqual([0, 1]);
  expect(read(spec.drill!(row, column))).toEqual({ path: "/order/vip", "f.paidAt": "2026-09-01 00:00~2026-09-30 23:59" });
  expect(read(spec.drill!(1, 0))).toEqual({ path: "/order/vip", "f.paidAt": "2026-10-01 00:00~2026-10-31 23:59" });
  expect(clickTarget({ kind: "bars", categories: [], series: [] }, { dataIndex: 4, seriesIndex: 2 })).toEqual([4, 2]);
});

it("有效会员趋势 stacks filled lines by level; a point drills to that level's visitors still VIP at the bucket's end", () => {
  const answer: MetricAnswer = {
    metric: "activeVipByLevel", unit: "count", value: 7, previous: 6,
    breakdown: [
      { key: "VIP", label: "会员", value: 5, series: [{ bucket: "2026-10-01", value: 4 }, { bucket: "2026-11-01", value: 5 }] },
      { key: "SVIP", label: "超级会员", value: 2, series: [{ bucket: "2026-10-01", value: 2 }, { bucket: "2026-11-01", value: 2 }] },
    ],
  };
  const spec = trendSpec(answer, "month", { from: "2026-10-01", to: "2026-11-22", granularity: "month" });
  const option = optionOf(spec) as { series: { type: string; stack: string; areaStyle?: object; data: number[] }[] };
  expect(option.series.map((s) => [s.type, s.stack, s.areaStyle !== undefined, s.data])).toEqual([["line", "level", true, [4, 5]], ["line", "level", true, [2, 2]]]);
  expect(spec.drill!(1, 1)).toBe(membersOnUrl("SVIP", "2026-11-22"));
  const members = read(spec.drill!(0, 0));
  expect(members).toMatchObject({ path: "/tourist/tourist", "f.vipLevel": "VIP" });
  expect(members["f.vipExpireAt"]).toMatch(/^2026-10-31 23:59~20\d\d-\d\d-\d\d 23:59$/);
});

it("会员增减 draws 新增 and 续费 up and 流失 down, each bar drilling to its own list for the bucket", () => {
  const s = (values: number[]): MetricAnswer => ({ metric: "x", unit: "count", value: 0, previous: null, series: values.map((value, i) => ({ bucket: `2026-1${i}-01`, value })) });
  const spec = changeSpec({ added: s([3, 1]), renewed: s([2, 0]), churned: s([1, 4]) },
    { added: drill, renewed: drill, churned: { route: "/tourist/tourist", filter: { field: "vipExpireAt" } } },
    { added: "新增会员", renewed: "续费会员", churned: "流失会员" }, "month", { from: "2026-10-01", to: "2026-11-22", granularity: "month" });
  expect(spec.series.map((x) => x.values)).toEqual([[3, 1], [2, 0], [-1, -4]]);
  expect(read(spec.drill!(1, 2))).toEqual({ path: "/tourist/tourist", "f.vipExpireAt": "2026-11-01 00:00~2026-11-22 23:59" });
  expect(read(spec.drill!(0, 0))).toEqual({ path: "/order/vip", "f.paidAt": "2026-10-01 00:00~2026-10-31 23:59" });
});
