import { fromShanghaiInput, shanghaiDate } from "../../../../../src/catalogue/kinds/shanghai";
import type { AuthedCall } from "../../../../platform/rpc/call";
import type { MailMessage } from "../../../../platform/mail/send";
import { periodOf } from "../period";
import type { Unit } from "../registry";
import { readableColumns } from "../reportExport";

const DAY = 86_400_000;

/** The China-time date a day before `date` (YYYY-MM-DD). */
export const dayBefore = (date: string) => shanghaiDate(fromShanghaiInput(date) - DAY);

/** A figure as the mail reads it: money in 元 with two decimals, ratios as percentages, counts grouped. */
export function mailValue(value: number, unit: Unit): string {
  if (unit === "fen") return `¥${(value / 100).toLocaleString("zh-CN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  if (unit === "ratio") return `${(value * 100).toFixed(1)}%`;
  return value.toLocaleString("zh-CN", { maximumFractionDigits: 1 });
}

/** 环比 of a day against the day before: "+12.5%", "-3.0%", or "—" when the day before is 0. */
function changeText(value: number, previous: number): string {
  if (previous === 0) return "—";
  const pct = ((value - previous) / Math.abs(previous)) * 100;
  return `${pct >= 0 ? "+" : ""}${pct.toFixed(1)}%`;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export interface ReportRow { readonly label: string; readonly value: string; readonly previous: string; readonly change: string }

/** 运营报表's figures of one day the user may read (their rights now), each beside the day before. */
export async function reportRows(call: AuthedCall, day: string): Promise<ReportRow[]> {
  const columns = readableColumns(call);
  const input = (date: string) => ({ db: call.db, dialect: call.dialect, now: call.now(), period: periodOf(date, date), filters: {} });
  const before = dayBefore(day);
  return Promise.all(columns.map(async (c) => {
    const [a, b] = await Promise.all([c.def.compute(input(day)), c.def.compute(input(before))]);
    return { label: c.label, value: mailValue(a.value, c.def.unit), previous: mailValue(b.value, c.def.unit), change: changeText(a.value, b.value) };
  }));
}

/** The daily report as a message: a table in HTML and the same lines in plain text. */
export function reportMail(to: string, day: string, rows: readonly ReportRow[], reportUrl: string | null): MailMessage {
  const before = dayBefore(day);
  const subject = `墨苑运营日报 ${day}`;
  const link = reportUrl ? `完整报表：${reportUrl}` : "完整报表见管理后台「仪表盘 → 运营报表」。";
  const text = [
    `${subject}（北京时间，${before} 为前一日）`, "",
    ...rows.map((r) => `${r.label}：${r.value}（前一日 ${r.previous}，环比 ${r.change}）`), "",
    link, "不想再收到：在运营报表页点「取消订阅日报」。",
  ].join("\n");
  const cell = (s: string, align = "right") => `<td style="padding:4px 12px;border-bottom:1px solid #e5e7eb;text-align:${align}">${escapeHtml(s)}</td>`;
  const html = [
    `<h2 style="font-size:16px">${escapeHtml(subject)}</h2>`,
    `<table style="border-collapse:collapse;font-size:14px"><thead><tr><th style="text-align:left;padding:4px 12px">指标</th><th style="padding:4px 12px">${day}</th><th style="padding:4px 12px">${before}</th><th style="padding:4px 12px">环比</th></tr></thead><tbody>`,
    ...rows.map((r) => `<tr>${cell(r.label, "left")}${cell(r.value)}${cell(r.previous)}${cell(r.change)}</tr>`),
    "</tbody></table>",
    `<p style="color:#6b7280;font-size:12px">${escapeHtml(link)} 不想再收到：在运营报表页点「取消订阅日报」。</p>`,
  ].join("\n");
  return { to, subject, text, html };
}
