import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "../../ui/button";
import { downloadPng, downloadXlsx } from "./chartExport";
import { clickTarget, optionOf, summaryOf, tableOf, type ChartSpec } from "./chartSpec";
import { createChart, type ECharts } from "./echarts";

/** Opens what a category stands for in place (成交趋势: the bucket's orders in a drawer) instead of drilling away. */
export type ChartPick = (category: number, series: number) => void;

/**
 * One ECharts figure in a card: resized with its box, disposed with the component, named for screen
 * readers, and a 表格 toggle showing the same numbers as an HTML table (to read aloud or copy) whose
 * first cells (or, with `drillEachSeries`, every value) link to the list behind them — the keyboard's way to drill. Clicking a bar, point
 * or slice drills the same way. The toolbar exports the table as Excel and the picture as PNG; `note`
 * says quietly what the figure leaves out (不受支付方式筛选影响); `onPick` opens a category in place.
 */
export function Chart({ title, spec, height = 280, actions, note, onPick }: {
  title: string;
  spec: ChartSpec;
  height?: number;
  actions?: ReactNode;
  note?: string | null;
  onPick?: ChartPick;
}) {
  const [asTable, setAsTable] = useState(false);
  const [busy, setBusy] = useState<"png" | "xlsx" | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const chart = useRef<ECharts | null>(null);
  const headingId = useId();
  // Not disabled while busy (a disabled button drops the keyboard's focus): a second press is ignored.
  const run = (kind: "png" | "xlsx", work: () => Promise<void>) => {
    if (busy) return;
    setBusy(kind);
    setFailure(null);
    work().catch((e: unknown) => setFailure(`导出失败：${e instanceof Error ? e.message : String(e)}`)).finally(() => setBusy(null));
  };
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col rounded bg-white p-4" data-testid="dashboard-chart">
      <div className="mb-2 flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="font-medium">{title}</h2>
        {note && <span className="text-xs text-gray-600" data-testid="figure-ignored">{note}</span>}
        <span className="flex-1" />
        {actions}
        <div role="group" aria-label={`${title}工具`} className="flex items-center gap-2">
          {!asTable && (
            <Button size="sm" aria-busy={busy === "png"} onClick={() => { const c = chart.current; if (c) run("png", () => downloadPng(c, title)); }}>
              {busy === "png" ? "导出中…" : "导出 PNG"}
            </Button>
          )}
          <Button size="sm" aria-busy={busy === "xlsx"} onClick={() => run("xlsx", () => downloadXlsx(title, spec))}>{busy === "xlsx" ? "导出中…" : "导出 Excel"}</Button>
          <Button size="sm" aria-pressed={asTable} onClick={() => setAsTable((v) => !v)}>{asTable ? "图表" : "表格"}</Button>
        </div>
      </div>
      {failure && <p role="alert" className="mb-2 text-sm text-red-700">{failure}</p>}
      {asTable ? <ChartTable title={title} spec={spec} onPick={onPick} /> : <ChartCanvas title={title} spec={spec} height={height} chartRef={chart} onPick={onPick} />}
    </section>
  );
}

function ChartCanvas({ title, spec, height, chartRef, onPick }: { title: string; spec: ChartSpec; height: number; chartRef?: { current: ECharts | null }; onPick?: ChartPick | undefined }) {
  const box = useRef<HTMLDivElement | null>(null);
  const chart = useRef<ECharts | null>(null);
  const navigate = useNavigate();
  // The latest spec for the click handler, bound once per instance.
  const current = useRef(spec);
  const pick = useRef(onPick);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const instance = createChart(el);
    chart.current = instance;
    if (chartRef) chartRef.current = instance;
    instance.on("click", (p) => {
      const [category, series] = clickTarget(current.current, p);
      if (pick.current) {
        pick.current(category, series);
        return;
      }
      const url = current.current.drill?.(category, series);
      if (url) navigate(url);
    });
    const resize = new ResizeObserver(() => instance.resize());
    resize.observe(el);
    return () => {
      resize.disconnect();
      instance.dispose();
      chart.current = null;
      if (chartRef) chartRef.current = null;
    };
  }, [navigate, chartRef]);

  // A page render makes a new spec object: draw again only when what it shows changed (keeps the zoom).
  const shown = JSON.stringify([spec.kind, spec.categories, spec.series, spec.zoom, spec.groups]);
  useEffect(() => {
    current.current = spec;
    pick.current = onPick;
  }, [spec, onPick]);
  useEffect(() => {
    chart.current?.setOption(optionOf(current.current), { notMerge: true });
  }, [shown]);

  return <div ref={box} role="img" aria-label={summaryOf(title, spec)} style={{ height }} className={spec.drill ? "w-full cursor-pointer" : "w-full"} />;
}

function ChartTable({ title, spec, onPick }: { title: string; spec: ChartSpec; onPick?: ChartPick | undefined }) {
  const { headers, rows } = tableOf(spec);
  return (
    <div className="max-h-80 overflow-auto">
      <table className="w-full text-left text-sm" data-testid="chart-table">
        <caption className="sr-only">{title}</caption>
        <thead className="sticky top-0 bg-white text-gray-600">
          <tr><th scope="col" className="py-1.5 font-normal">项目</th>{headers.map((h) => <th key={h} scope="col" className="text-right font-normal">{h}</th>)}</tr>
        </thead>
        <tbody>
          {rows.map((row, i) => {
            const url = spec.drillEachSeries ? null : spec.drill?.(i, 0) ?? null;
            return (
              <tr key={`${row.label}-${i}`} className="border-t border-gray-100">
                <th scope="row" className="py-1.5 font-normal">
                  {onPick ? <button type="button" className="text-primary-active hover:underline" onClick={() => onPick(i, 0)}>{row.label}</button>
                    : url ? <Link to={url} className="text-primary-active hover:underline">{row.label}</Link> : row.label}
                </th>
                {row.cells.map((c, j) => {
                  const cellUrl = spec.drillEachSeries ? spec.drill?.(i, j) ?? null : null;
                  return (
                    <td key={headers[j]} className="text-right tabular-nums">
                      {cellUrl ? <Link to={cellUrl} aria-label={`${row.label} ${headers[j] ?? ""} ${c}`} className="text-primary-active hover:underline">{c}</Link> : c}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
