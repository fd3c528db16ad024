import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { canWrite } from "../../acl/rights";
import { formatMoney } from "../../catalogue/kinds/money";
import { fromShanghaiInput } from "../../catalogue/kinds/shanghai";
import { REPORT_GROUPS, REVISE_STATES } from "../../catalogue/resources/revise/reviseEnums";
import { reviseAdmin, type ReviseReportRow } from "../../rpc/revise";
import { useSession } from "../../state/session";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { Input } from "../../ui/input";
import type { ViewProps } from "../viewProps";

type ReportRow = ReviseReportRow;

const COLUMNS: { key: keyof ReportRow; label: string; money?: boolean; rate?: boolean }[] = [
  { key: "tasks", label: "任务数" }, { key: "sliceCount", label: "提交切片" }, { key: "approvedCount", label: "通过" },
  { key: "rejectedCount", label: "驳回" }, { key: "rejectionRate", label: "驳回率", rate: true }, { key: "completed", label: "已完成" },
  { key: "onTimeRate", label: "按时率", rate: true }, { key: "amount", label: "结算金额", money: true },
];

const cell = (c: (typeof COLUMNS)[number], row: ReportRow) => (c.money ? formatMoney(row.amount) : c.rate ? `${row[c.key]}%` : String(row[c.key]));

/** The filter as the list's jsonq: completion dates as a range, the rest exactly (batch and vendor by substring). */
function jsonqOf(f: Record<string, string>): string {
  const q: Record<string, unknown> = {};
  const from = f.from ? fromShanghaiInput(`${f.from} 00:00`) : null;
  const to = f.to ? fromShanghaiInput(`${f.to} 23:59`) + 59_999 : null;
  if (from !== null || to !== null) q.completedAt = [from, to];
  for (const k of ["vendor", "batchName", "state"]) if (f[k]) q[k] = f[k];
  if (f.settled) q.settled = f.settled === "yes";
  return JSON.stringify(q);
}

function csvOf(rows: readonly ReportRow[], totals: ReportRow, groupLabel: string): string {
  const quote = (s: string) => (/[",\n]|^[=+\-@]/.test(s) ? `"${s.replace(/^([=+\-@])/, "'$1").replaceAll('"', '""')}"` : s);
  const lines = [[groupLabel, ...COLUMNS.map((c) => c.label)], ...[...rows, totals].map((r) => [r.label, ...COLUMNS.map((c) => cell(c, r))])];
  return `\uFEFF${lines.map((l) => l.map(quote).join(",")).join("\r\n")}\r\n`;
}

/**
 * /revise/task 修订任务查询 (content.md §11.5, §17.8): the revise tasks of a filter grouped by annotator,
 * vendor, batch or day, with totals; 导出 CSV; 标记已结算 (W(suha)) on the filter's completed, unsettled tasks.
 */
export default function ReviseTaskReportView({ route }: ViewProps) {
  const { user } = useSession();
  const writable = canWrite(user?.acl.rights, "suha");
  const [filter, setFilter] = useState<Record<string, string>>({});
  const [groupBy, setGroupBy] = useState<string>("annotator");
  const [asking, setAsking] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const jsonq = useMemo(() => jsonqOf(filter), [filter]);
  const report = useQuery({
    queryKey: ["reviseReport", jsonq, groupBy],
    queryFn: ({ signal }) => reviseAdmin.getReviseTaskReport(jsonq, groupBy, { signal }),
  });
  const groupLabel = REPORT_GROUPS.find((g) => g.value === groupBy)?.label ?? "分组";
  const set = (k: string) => (e: { target: { value: string } }) => setFilter((f) => ({ ...f, [k]: e.target.value }));
  const download = () => {
    if (!report.data) return;
    const url = URL.createObjectURL(new Blob([csvOf(report.data.data, report.data.totals, groupLabel)], { type: "text/csv;charset=utf-8" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = `修订任务查询-${groupLabel}.csv`;
    a.click();
    URL.revokeObjectURL(url);
  };
  const settle = async () => {
    setAsking(false);
    const answer = await reviseAdmin.settleReviseTasks(jsonq);
    setNotice(typeof answer.message === "string" ? answer.message : "已标记");
    await queryClient.invalidateQueries({ queryKey: ["reviseReport"] });
  };
  const select = "rounded border border-gray-300 bg-white px-2 py-1.5";
  return (
    <main className="space-y-4 p-6" data-testid="revise-report">
      <h1 className="text-lg font-medium">{route.title}</h1>
      <form className="flex flex-wrap items-end gap-3" aria-label="筛选" onSubmit={(e) => e.preventDefault()}>
        <label className="flex flex-col text-sm">完成日期从<Input type="date" value={filter.from ?? ""} onChange={set("from")} /></label>
        <label className="flex flex-col text-sm">至<Input type="date" value={filter.to ?? ""} onChange={set("to")} /></label>
        <label className="flex flex-col text-sm">外包团队<Input value={filter.vendor ?? ""} onChange={set("vendor")} placeholder="墨研数据" /></label>
        <label className="flex flex-col text-sm">批次<Input value={filter.batchName ?? ""} onChange={set("batchName")} /></label>
        <label className="flex flex-col text-sm">状态
          <select className={select} value={filter.state ?? ""} onChange={set("state")}>
            <option value="">全部</option>
            {REVISE_STATES.map((s) => <option key={s.value} value={s.value}>{s.label}</option>)}
          </select>
        </label>
        <label className="flex flex-col text-sm">结算
          <select className={select} value={filter.settled ?? ""} onChange={set("settled")}>
            <option value="">全部</option><option value="yes">已结算</option><option value="no">未结算</option>
          </select>
        </label>
        <label className="flex flex-col text-sm">分组
          <select className={select} value={groupBy} onChange={(e) => setGroupBy(e.target.value)}>
            {REPORT_GROUPS.map((g) => <option key={g.value} value={g.value}>按{g.label}</option>)}
          </select>
        </label>
        <Button type="button" onClick={download} disabled={!report.data}>导出 CSV</Button>
        {writable ? <Button type="button" onClick={() => setAsking(true)} disabled={!report.data}>标记已结算</Button> : null}
      </form>
      {notice ? <p role="status" className="text-sm">{notice}</p> : null}
      {report.isError ? <p role="alert">报表读取失败，请稍后重试。</p> : null}
      {!report.data ? <p aria-busy="true">正在读取…</p> : (
        <table className="w-full border-collapse text-sm" aria-label="修订任务统计">
          <thead><tr className="border-b bg-gray-50 text-left">
            <th scope="col" className="p-2">{groupLabel}</th>
            {COLUMNS.map((c) => <th key={c.key} scope="col" className="p-2 text-right">{c.label}</th>)}
          </tr></thead>
          <tbody>
            {report.data.data.length === 0 ? <tr><td className="p-2" colSpan={COLUMNS.length + 1}>没有符合条件的任务</td></tr> : null}
            {report.data.data.map((r) => (
              <tr key={r.key} className="border-b">
                <th scope="row" className="p-2 text-left font-normal">{r.label}</th>
                {COLUMNS.map((c) => <td key={c.key} className="p-2 text-right tabular-nums">{cell(c, r)}</td>)}
              </tr>
            ))}
          </tbody>
          <tfoot><tr className="bg-gray-50 font-medium" data-testid="revise-report-totals">
            <th scope="row" className="p-2 text-left">{report.data.totals.label}</th>
            {COLUMNS.map((c) => <td key={c.key} className="p-2 text-right tabular-nums">{cell(c, report.data.totals)}</td>)}
          </tr></tfoot>
        </table>
      )}
      <ConfirmDialog open={asking} title="标记已结算" description="将当前筛选范围内所有「已完成」且未结算的任务标记为已结算，并生成一个结算单号。确定吗？"
        confirmLabel="标记已结算" onConfirm={() => void settle()} onCancel={() => setAsking(false)} />
    </main>
  );
}
