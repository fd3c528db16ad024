import { useRef, useState, type KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import { bucketDrillUrl } from "../drill";
import { formatExact } from "../format";
import { bucketLabel, type DateRange } from "../range";
import type { MetricState } from "../useMetric";
import { changeOf } from "./columns";

/** The buckets the loaded columns answered, in order. */
export function bucketsOf(states: readonly MetricState[]): string[] {
  return [...new Set(states.flatMap((s) => s.answer?.series?.map((p) => p.bucket) ?? []))].sort();
}

const valueAt = (s: MetricState, bucket: string) => s.answer?.series?.find((p) => p.bucket === bucket)?.value;

function percent(change: number | null): string {
  if (change === null) return "—";
  return `${change > 0 ? "+" : ""}${(change * 100).toFixed(1)}%`;
}

/**
 * The report's grid: one row a bucket, one column a figure, a sticky header and a sticky 合计 row (each
 * figure's value over the whole range — ratios and averages computed over the range, not summed) with
 * its 环比. Arrow keys move between cells (Home/End to a row's ends); Enter — or a click — opens the
 * list behind a cell, filtered on that bucket.
 */
export function ReportTable({ columns, range }: { columns: readonly MetricState[]; range: DateRange }) {
  const navigate = useNavigate();
  const buckets = bucketsOf(columns);
  const [active, setActive] = useState({ row: 0, col: 0 });
  const table = useRef<HTMLTableElement>(null);
  const g = range.granularity;

  const urlOf = (row: number, col: number): string | null => {
    const s = columns[col];
    const bucket = buckets[row];
    return s?.info.drill && bucket ? bucketDrillUrl(s.info.drill, bucket, g, range) : null;
  };
  const focusCell = (row: number, col: number) => {
    const r = Math.max(0, Math.min(buckets.length - 1, row));
    const c = Math.max(0, Math.min(columns.length - 1, col));
    setActive({ row: r, col: c });
    table.current?.querySelector<HTMLElement>(`[data-cell="${r}-${c}"]`)?.focus();
  };
  const onKey = (e: KeyboardEvent, row: number, col: number) => {
    const moves: Record<string, [number, number]> = {
      ArrowUp: [row - 1, col], ArrowDown: [row + 1, col], ArrowLeft: [row, col - 1], ArrowRight: [row, col + 1],
      Home: [row, 0], End: [row, columns.length - 1],
    };
    const to = moves[e.key];
    if (to) {
      e.preventDefault();
      focusCell(to[0], to[1]);
    } else if (e.key === "Enter") {
      const url = urlOf(row, col);
      if (url) {
        e.preventDefault();
        navigate(url);
      }
    }
  };
  const tabRow = Math.min(active.row, Math.max(0, buckets.length - 1));
  const tabCol = Math.min(active.col, Math.max(0, columns.length - 1));

  return (
    <div className="max-h-[60vh] overflow-auto rounded bg-white" data-testid="report-table-box">
      <table ref={table} role="grid" aria-label="运营报表" aria-rowcount={buckets.length + 3} className="min-w-full border-separate border-spacing-0 text-sm tabular-nums">
        <thead>
          <tr>
            <th scope="col" className="sticky left-0 top-0 z-20 border-b bg-gray-50 px-3 py-2 text-left font-medium">{g === "day" ? "日期" : g === "week" ? "周" : "月份"}</th>
            {columns.map((s) => (
              <th key={s.info.metric} scope="col" title={s.info.definition} className="sticky top-0 z-10 whitespace-nowrap border-b bg-gray-50 px-3 py-2 text-right font-medium">
                {s.info.label}
                {s.error && <button type="button" className="ml-1 text-red-700 underline" onClick={s.retry} title={s.error.message}>重试</button>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {buckets.map((bucket, r) => (
            <tr key={bucket} className="hover:bg-blue-50">
              <th scope="row" className="sticky left-0 whitespace-nowrap border-b bg-white px-3 py-1.5 text-left font-normal text-gray-700">{bucketLabel(bucket, g)}</th>
              {columns.map((s, c) => {
                const v = valueAt(s, bucket);
                const url = urlOf(r, c);
                return (
                  <td key={s.info.metric} data-cell={`${r}-${c}`} tabIndex={r === tabRow && c === tabCol ? 0 : -1}
                    aria-label={`${bucketLabel(bucket, g)} ${s.info.label} ${v === undefined ? "加载中" : formatExact(v, s.info.unit)}${url ? "，回车查看明细" : ""}`}
                    onKeyDown={(e) => onKey(e, r, c)} onFocus={() => setActive({ row: r, col: c })}
                    onClick={() => url && navigate(url)}
                    className={`whitespace-nowrap border-b px-3 py-1.5 text-right outline-none focus:bg-blue-100 focus:ring-2 focus:ring-inset focus:ring-blue-600 ${url ? "cursor-pointer" : ""}`}>
                    {s.loading ? <span className="text-gray-400">…</span> : s.error ? "—" : v === undefined ? "—" : formatExact(v, s.info.unit)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-testid="report-total">
            <th scope="row" className="sticky bottom-8 left-0 z-20 border-t bg-gray-100 px-3 py-1.5 text-left font-medium">合计</th>
            {columns.map((s) => (
              <td key={s.info.metric} className="sticky bottom-8 z-10 whitespace-nowrap border-t bg-gray-100 px-3 py-1.5 text-right font-medium">
                {s.answer ? formatExact(s.answer.value, s.info.unit) : "—"}
              </td>
            ))}
          </tr>
          <tr data-testid="report-change">
            <th scope="row" className="sticky bottom-0 left-0 z-20 h-8 bg-gray-100 px-3 text-left font-normal text-gray-700">环比</th>
            {columns.map((s) => (
              <td key={s.info.metric} className="sticky bottom-0 z-10 h-8 whitespace-nowrap bg-gray-100 px-3 text-right text-gray-700">
                {s.answer ? percent(changeOf(s.answer.value, s.answer.previous)) : "—"}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
