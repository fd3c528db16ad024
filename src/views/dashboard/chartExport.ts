import type { MetricUnit } from "../../rpc/dashboard";
import type { ChartSpec } from "./chartSpec";
import type { ECharts } from "./echarts";

/**
 * A chart's 导出 (commerce.md §7.0): Excel of its table view, PNG of its picture. exceljs is about a
 * megabyte: it is loaded on the first 导出 Excel, in a chunk of its own, never with the shell or the
 * dashboards' first paint.
 */
const UNIT_SUFFIX: Record<MetricUnit, string> = { fen: "（元）", count: "", ratio: "（%）" };

/** A value as the sheet holds it: money in 元 and ratios in per cent, as numbers (sums and charts work in Excel). */
export function sheetValue(value: number, unit: MetricUnit): number {
  if (unit === "fen") return Math.round(value) / 100;
  if (unit === "ratio") return Math.round(value * 10_000) / 100;
  return value;
}

/** The sheet's rows: 项目 and one column a series, each row a category — the table view's numbers. */
export function sheetOf(spec: ChartSpec): { headers: string[]; rows: (string | number)[][]; units: MetricUnit[] } {
  return {
    headers: ["项目", ...spec.series.map((s) => `${s.name}${UNIT_SUFFIX[s.unit]}`)],
    rows: spec.categories.map((label, i) => [label, ...spec.series.map((s) => sheetValue(s.values[i] ?? 0, s.unit))]),
    units: spec.series.map((s) => s.unit),
  };
}

/** A file name from the chart's title (characters Windows refuses left out) and the day. */
export function exportName(title: string, ext: "xlsx" | "png", day = new Date().toISOString().slice(0, 10)): string {
  return `${title.replace(/[\\/:*?"<>|\s]+/g, "_")}_${day}.${ext}`;
}

function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The table view as an .xlsx: a header row in bold, money with two decimals, the title as the sheet's name. */
export async function downloadXlsx(title: string, spec: ChartSpec): Promise<void> {
  const { default: ExcelJS } = await import("exceljs");
  const { headers, rows, units } = sheetOf(spec);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(title.replace(/[\\/?*[\]:]/g, " ").slice(0, 31) || "图表");
  sheet.addRow(headers).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  sheet.getColumn(1).width = 24;
  units.forEach((unit, i) => {
    const column = sheet.getColumn(i + 2);
    column.width = 16;
    if (unit === "fen") column.numFmt = "#,##0.00";
  });
  const buffer = await book.xlsx.writeBuffer();
  download(new Blob([buffer], { type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" }), exportName(title, "xlsx"));
}

/**
 * The picture as a PNG: the SVG renderer's image (getDataURL answers SVG) drawn at twice its size on a
 * white canvas, so it stays sharp in a document.
 */
export async function downloadPng(chart: ECharts, title: string): Promise<void> {
  const svg = chart.getDataURL({ type: "svg" });
  const image = new Image();
  await new Promise<void>((resolve, reject) => {
    image.onload = () => resolve();
    image.onerror = () => reject(new Error("图表图片生成失败"));
    image.src = svg;
  });
  const scale = 2;
  const canvas = document.createElement("canvas");
  canvas.width = chart.getWidth() * scale;
  canvas.height = chart.getHeight() * scale;
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("浏览器不支持图片导出");
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(image, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
  if (!blob) throw new Error("图表图片生成失败");
  download(blob, exportName(title, "png"));
}
