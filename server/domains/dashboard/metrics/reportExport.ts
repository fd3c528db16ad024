/**
 * 运营报表's 导出报表 (commerce.md §7.2): a job (kind `reportExport`) writing one xlsx of the asked range
 * with a sheet per granularity (日报, 周报, 月报): a row a bucket, a column a figure the user may read
 * when the job runs, then 合计. Numbers stay numbers: money in 元 with two decimals, ratios as
 * percentages, counts as integers (DAU, a mean, with one decimal).
 */
import { z } from "zod";
import { levelAtLeast } from "../../../../src/catalogue";
import { actorCall } from "../../../platform/jobs/actor";
import { failJob, type JobContext, type JobOutcome } from "../../../platform/jobs/context";
import { exportKey, XLSX_TYPE } from "../../../platform/jobs/exportJob";
import { registerJobHandler } from "../../../platform/jobs/handlers";
import { exportTempPath, publishExport } from "../../../platform/jobs/publishExport";
import { insertJob, leaseUpdate } from "../../../platform/jobs/store";
import { read, type AuthedCall } from "../../../platform/rpc/call";
import { method, type MethodRegistry } from "../../../platform/rpc/registry";
import { invalid } from "../../../platform/wire/errors";
import { bucketsOf, periodOf, type Granularity, type Period } from "./period";
import { metricOf, type MetricDef, type Unit } from "./registry";

/** The report's columns, in the page's order (src/views/dashboard/report/columns.ts holds the same). */
export const REPORT_METRICS: readonly { metric: string; label: string }[] = [
  { metric: "newVisitors", label: "新增用户" }, { metric: "dau", label: "DAU" }, { metric: "reportMau", label: "MAU" },
  { metric: "newVip", label: "新增会员" }, { metric: "renewedVip", label: "续费会员" },
  { metric: "reportVipRevenue", label: "会员收入" }, { metric: "reportCourseRevenue", label: "课程收入" }, { metric: "reportTopupRevenue", label: "充值收入" },
  { metric: "refundAmount", label: "退款额" }, { metric: "netRevenue", label: "净收入" },
  { metric: "reportPointsIssued", label: "积分发放" }, { metric: "reportPointsSpent", label: "积分消耗" },
  { metric: "reportNewFeedback", label: "新增反馈" }, { metric: "reportPushClickRate", label: "推送点击率" },
  { metric: "reportNewStudents", label: "书院新学员" }, { metric: "reportHomeworkRate", label: "作业提交率" },
];

export const SHEETS: readonly { granularity: Granularity; name: string }[] = [
  { granularity: "day", name: "日报" }, { granularity: "week", name: "周报" }, { granularity: "month", name: "月报" },
];

export const EXPORT_REPORT = "exportReport";
const SERVICE = "DashboardServiceAdmin";

const mayRead = (call: AuthedCall, def: MetricDef) => levelAtLeast(call.user.rights[def.object], "READ");

/** The figures the user may read, in report order (the export's columns and 订阅日报's rows). */
export function readableColumns(call: AuthedCall): { def: MetricDef; label: string }[] {
  return REPORT_METRICS.flatMap((c) => {
    const def = metricOf(c.metric);
    return def && mayRead(call, def) ? [{ def, label: c.label }] : [];
  });
}

/** A figure as a spreadsheet number and its format: fen → 元. */
function cellOf(value: number, unit: Unit): { value: number; numFmt: string } {
  if (unit === "fen") return { value: Math.round(value) / 100, numFmt: "#,##0.00" };
  if (unit === "ratio") return { value, numFmt: "0.0%" };
  return { value, numFmt: Number.isInteger(value) ? "#,##0" : "#,##0.0" };
}

const input = z.object({
  from: z.string({ error: "请提供开始日期 from（YYYY-MM-DD）" }),
  to: z.string({ error: "请提供结束日期 to（YYYY-MM-DD）" }),
});

export function registerReportExport(registry: MethodRegistry): void {
  registry.add(method({
    service: SERVICE, method: EXPORT_REPORT, access: read("dashboard"), input,
    async handler(call, asked) {
      const period = periodOf(asked.from, asked.to);
      if (readableColumns(call).length === 0) throw invalid("没有可导出的报表指标：需要订单、积分、反馈、推送或书院的查看权限");
      const Id = await insertJob(call.db, {
        kind: "reportExport", label: `导出运营报表 ${period.from} 至 ${period.to}`, resource: "dashboardReport", total: SHEETS.length,
        params: { operation: EXPORT_REPORT, data: { from: period.from, to: period.to } },
        targets: null, userId: call.user.Id, userName: call.user.userName,
      }, call.now());
      return { Id };
    },
  }));
  registerJobHandler("reportExport", runReportExport);
}

export async function runReportExport(ctx: JobContext): Promise<JobOutcome> {
  const { deps, job, lease } = ctx;
  // The user's rights as they are now: a column they lost is left out, R(dashboard) lost stops the job.
  const call = await actorCall(deps, job.userId, `${deps.config.namespace}.${SERVICE}/${EXPORT_REPORT}`);
  if (typeof call === "string") return failJob(ctx, call);
  if (!levelAtLeast(call.user.rights.dashboard, "READ")) return failJob(ctx, "没有「仪表盘」读权限，不能导出报表");
  let period: Period;
  try {
    period = periodOf(job.params.data?.from, job.params.data?.to);
  } catch (err) {
    return failJob(ctx, err instanceof Error ? err.message : "日期范围无效");
  }
  const columns = readableColumns(call);
  if (columns.length === 0) return failJob(ctx, "没有可导出的报表指标");
  const { default: ExcelJS } = await import("exceljs");
  const book = new ExcelJS.Workbook();
  book.creator = "墨苑";
  let done = 0;
  for (const sheetSpec of SHEETS) {
    if (ctx.stop()) return "released";
    const buckets = bucketsOf(period, sheetSpec.granularity);
    const base = { db: call.db, dialect: call.dialect, now: call.now(), period, filters: {}, granularity: sheetSpec.granularity, buckets };
    const answers = await Promise.all(columns.map((c) => c.def.compute(base)));
    const sheet = book.addWorksheet(sheetSpec.name, { views: [{ state: "frozen", ySplit: 1, xSplit: 1 }] });
    sheet.columns = [{ header: sheetSpec.granularity === "day" ? "日期" : sheetSpec.granularity === "week" ? "周（起始日）" : "月份", width: 14 }, ...columns.map((c) => ({ header: c.label, width: 14 }))];
    sheet.getRow(1).font = { bold: true };
    const addRow = (head: string, values: readonly number[]) => {
      const row = sheet.addRow([head, ...values.map((v, i) => cellOf(v, columns[i]!.def.unit).value)]);
      values.forEach((v, i) => { row.getCell(i + 2).numFmt = cellOf(v, columns[i]!.def.unit).numFmt; });
      return row;
    };
    buckets.forEach((b, r) => addRow(sheetSpec.granularity === "month" ? b.bucket.slice(0, 7) : b.bucket, answers.map((a) => a.series?.[r]?.value ?? 0)));
    addRow("合计", answers.map((a) => a.value)).font = { bold: true };
    done += 1;
    ctx.spend(1);
    if (!(await leaseUpdate(deps.db, lease, { done, total: SHEETS.length }, deps.now()))) return "lost";
  }
  const temp = await exportTempPath(ctx, "report");
  await book.xlsx.writeFile(temp);
  return publishExport(ctx, { temp, key: exportKey("dashboardReport", job.Id, deps.now()), contentType: XLSX_TYPE, done, total: SHEETS.length });
}
