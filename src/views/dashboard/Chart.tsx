import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "../../ui/button";
import { clickedOf, optionOf, summaryOf, tableOf, type ChartSpec } from "./chartSpec";
import { createChart, type ECharts } from "./echarts";

/**
 * One ECharts figure in a card: resized with its box, disposed with the component, named for screen
 * readers, and a 表格 toggle showing the same numbers as an HTML table (to read aloud or copy) whose
 * first cells link to the list behind each row — the keyboard's way to drill. Clicking a bar, point
 * or slice drills the same way.
 */
export function Chart({ title, spec, height = 280, actions }: { title: string; spec: ChartSpec; height?: number; actions?: ReactNode }) {
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col rounded bg-white p-4" data-testid="dashboard-chart">
      <div className="mb-2 flex items-center gap-2">
        <h2 id={headingId} className="font-medium">{title}</h2>
        <span className="flex-1" />
        {actions}
        <Button size="sm" aria-pressed={asTable} onClick={() => setAsTable((v) => !v)}>{asTable ? "图表" : "表格"}</Button>
      </div>
      {asTable ? <ChartTable title={title} spec={spec} /> : <ChartCanvas title={title} spec={spec} height={height} />}
    </section>
  );
}

function ChartCanvas({ title, spec, height }: { title: string; spec: ChartSpec; height: number }) {
  const box = useRef<HTMLDivElement | null>(null);
  const chart = useRef<ECharts | null>(null);
  const navigate = useNavigate();
  // The latest spec for the click handler, bound once per instance.
  const current = useRef(spec);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const instance = createChart(el);
    chart.current = instance;
    instance.on("click", (p) => {
      const url = current.current.drill?.(...clickedOf(current.current, p));
      if (url) navigate(url);
    });
    const resize = new ResizeObserver(() => instance.resize());
    resize.observe(el);
    return () => {
      resize.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [navigate]);

  // A page render makes a new spec object: draw again only when what it shows changed (keeps the zoom).
  const shown = JSON.stringify([spec.kind, spec.categories, spec.series, spec.zoom, spec.groups]);
  useEffect(() => {
    current.current = spec;
  }, [spec]);
  useEffect(() => {
    chart.current?.setOption(optionOf(current.current), { notMerge: true });
  }, [shown]);

  return <div ref={box} role="img" aria-label={summaryOf(title, spec)} style={{ height }} className={spec.drill ? "w-full cursor-pointer" : "w-full"} />;
}

function ChartTable({ title, spec }: { title: string; spec: ChartSpec }) {
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
            const url = spec.drill?.(i, 0) ?? null;
            return (
              <tr key={`${row.label}-${i}`} className="border-t border-gray-100">
                <th scope="row" className="py-1.5 font-normal">
                  {url ? <Link to={url} className="text-primary-active hover:underline">{row.label}</Link> : row.label}
                </th>
                {row.cells.map((c, j) => <td key={headers[j]} className="text-right tabular-nums">{c}</td>)}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
