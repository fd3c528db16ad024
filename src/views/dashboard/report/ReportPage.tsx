import { useState } from "react";
import { useSearchParams } from "react-router";
import { dashboardReport } from "../../../rpc/dashboard";
import { JobPanel, useStartJob } from "../../jobs";
import { DateRangeBar } from "../DateRangeBar";
import { FigureError, Skeleton } from "../FigureState";
import { readRange, writeRange, type DateRange } from "../range";
import { useMetricCatalogue, useMetrics, type MetricState } from "../useMetric";
import { readTrend, REPORT_COLUMNS, writeTrend } from "./columns";
import { ReportTable } from "./ReportTable";
import { ReportTrend } from "./ReportTrend";
import { SubscribeButton } from "./SubscribeButton";

/**
 * /dashboard/report 运营报表 (commerce.md §7.2): the table first (a row per 日/周/月 bucket of the range
 * bar, a column per figure the caller may read), 指标趋势 second, and 导出报表 — a job writing an xlsx
 * with one sheet per granularity, followed in the job panel, and 订阅日报 when the server can send mail (Q13).
 */
export function ReportPage() {
  const [params, setParams] = useSearchParams();
  const [now] = useState(() => Date.now());
  const range = readRange(params, now);
  const { catalogue, loading, error, retry } = useMetricCatalogue();
  const infos = REPORT_COLUMNS.map((c) => catalogue?.get(c.metric));
  const states = useMetrics(infos, range, { withSeries: true });
  // The report's own short names (DAU, MAU …) over the figures' labels.
  const columns: MetricState[] = states.flatMap((s, i) => (s ? [{ ...s, info: { ...s.info, label: REPORT_COLUMNS[i]?.label ?? s.info.label } }] : []));
  const jobs = useStartJob();
  const [exportError, setExportError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);

  const setRange = (r: DateRange) => setParams(writeRange(params, r));
  const startExport = async () => {
    setExportError(null);
    setExporting(true);
    try {
      jobs.follow((await dashboardReport.exportReport({ from: range.from, to: range.to })).Id);
    } catch (e) {
      setExportError(e instanceof Error ? e.message : "导出失败");
    } finally {
      setExporting(false);
    }
  };

  if (error) return <div className="rounded bg-white p-6"><FigureError label="指标目录" error={error} retry={retry} /></div>;
  return (
    <div className="space-y-4" data-testid="dashboard-report">
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1"><DateRangeBar range={range} now={now} onChange={setRange} /></div>
        <button type="button" className="rounded bg-blue-700 px-3 py-1.5 text-sm text-white disabled:opacity-50" disabled={exporting || columns.length === 0}
          onClick={() => void startExport()} title="导出报表（xlsx，日、周、月各一张表）">
          {exporting ? "正在创建导出任务…" : "导出报表"}
        </button>
        <SubscribeButton />
      </div>
      {exportError && <p role="alert" className="text-sm text-red-700">{exportError}</p>}
      {jobs.jobId !== null && <JobPanel key={jobs.jobId} jobId={jobs.jobId} onClose={jobs.dismiss} />}
      {loading ? <Skeleton height={240} label="运营报表" /> : columns.length === 0 ? (
        <p className="rounded bg-white p-6 text-gray-600">你的账号没有可查看的报表指标（需要订单、积分、反馈、推送或书院的查看权限）。</p>
      ) : (
        <>
          <ReportTable columns={columns} range={range} />
          <ReportTrend columns={columns} range={range} picked={readTrend(params).filter((m) => columns.some((c) => c.info.metric === m))}
            onPick={(next) => setParams(writeTrend(params, next))} />
        </>
      )}
    </div>
  );
}
