/**
 * The columns of 运营报表 (commerce.md §7.2), in order: each is one figure of the metric layer, shown
 * when the caller may read it (`/metrics` lists it). The server's 导出报表 writes the same columns
 * (server/domains/dashboard/metrics/reportExport.ts, checked equal by tests/server/dashboardReport.test.ts).
 */
export const REPORT_COLUMNS: readonly { metric: string; label: string }[] = [
  { metric: "newVisitors", label: "新增用户" },
  { metric: "dau", label: "DAU" },
  { metric: "reportMau", label: "MAU" },
  { metric: "newVip", label: "新增会员" },
  { metric: "renewedVip", label: "续费会员" },
  { metric: "reportVipRevenue", label: "会员收入" },
  { metric: "reportCourseRevenue", label: "课程收入" },
  { metric: "reportTopupRevenue", label: "充值收入" },
  { metric: "refundAmount", label: "退款额" },
  { metric: "netRevenue", label: "净收入" },
  { metric: "reportPointsIssued", label: "积分发放" },
  { metric: "reportPointsSpent", label: "积分消耗" },
  { metric: "reportNewFeedback", label: "新增反馈" },
  { metric: "reportPushClickRate", label: "推送点击率" },
  { metric: "reportNewStudents", label: "书院新学员" },
  { metric: "reportHomeworkRate", label: "作业提交率" },
];

/** Most columns 指标趋势 draws at once. */
export const MAX_TREND = 4;
const TREND_PARAM = "trend";
const DEFAULT_TREND = ["newVisitors", "dau"];

/** The columns picked for 指标趋势 (`?trend=a,b`), known ones only, at most four; the default when none. */
export function readTrend(params: URLSearchParams): string[] {
  const raw = params.get(TREND_PARAM);
  if (raw === null) return DEFAULT_TREND;
  const known = new Set(REPORT_COLUMNS.map((c) => c.metric));
  return [...new Set(raw.split(",").filter((m) => known.has(m)))].slice(0, MAX_TREND);
}

export function writeTrend(params: URLSearchParams, picked: readonly string[]): URLSearchParams {
  const out = new URLSearchParams(params);
  out.set(TREND_PARAM, picked.join(","));
  return out;
}

/** 环比 of a total: the change against the previous period as a share, or null when there is nothing to compare. */
export function changeOf(value: number, previous: number | null | undefined): number | null {
  if (previous === null || previous === undefined || previous === 0) return null;
  return (value - previous) / Math.abs(previous);
}
