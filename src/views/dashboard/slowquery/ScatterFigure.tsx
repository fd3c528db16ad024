import { useQuery } from "@tanstack/react-query";
import { slowQuery } from "../../../catalogue/resources/dashboard/slowQuery";
import { resourceClient } from "../../../rpc/resourceClient";
import { Chart } from "../Chart";
import type { ChartSpec } from "../chartSpec";
import { FigureBody } from "../FigureState";
import { SAMPLES_ROUTE, type SlowView } from "./filters";

const client = resourceClient(slowQuery);
/** The slowest samples drawn (a scatter of more says no more, and the list holds them all). */
export const SCATTER_POINTS = 300;

/** The colour group of a plan (the same rule as the 全表扫描 share). */
export function planGroup(plan: unknown): string {
  const p = typeof plan === "string" ? plan : "";
  if (p === "") return "无执行计划";
  if (p.includes("VIRTUAL TABLE")) return "全文索引";
  if (/^(Seq Scan|COLLSCAN|SCAN )/.test(p)) return "全表扫描";
  return "索引";
}

/**
 * 耗时 vs 扫描量 (commerce.md §7.7): each sample with a row count — x 扫描行数, y 耗时, coloured by plan
 * — read from the samples list with the page's filters (the slowest 300). A point, or its row in the
 * table view, opens that sample's detail (statement and plan).
 */
export function ScatterFigure({ view, window }: { view: SlowView; window: { start: number; end: number } }) {
  const cond = {
    ts: [window.start, window.end - 1],
    ...(view.ns ? { ns: view.ns } : {}),
    ...(view.op ? { op: view.op } : {}),
    ...(view.minMs !== undefined ? { durationMs: [view.minMs, 86_400_000] } : {}),
  };
  const query = useQuery({
    queryKey: ["dashboard", "slowQueryScatter", cond],
    queryFn: ({ signal }) => client.list({ page: { skip: 0, limit: SCATTER_POINTS }, cond: { jsonq: JSON.stringify(cond) }, sort: { by: "durationMs", asc: false }, count: "none" }, { signal, silent: true }),
    staleTime: 60_000,
    retry: false,
  });
  const title = "耗时 vs 扫描量";
  const points = (query.data?.data ?? []).filter((r) => r.examined !== null && r.examined !== undefined && (!view.fullScan || planGroup(r.plan) === "全表扫描"));
  const spec: ChartSpec = {
    kind: "scatter",
    categories: points.map((r) => `#${r.Id} ${String(r.ns)} ${String(r.plan ?? "")}`.trim()),
    series: [
      { name: "耗时（毫秒）", unit: "count", values: points.map((r) => Number(r.durationMs)) },
      { name: "扫描行数", unit: "count", values: points.map((r) => Number(r.examined)) },
    ],
    groups: points.map((r) => planGroup(r.plan)),
    drill: (i) => (points[i] ? `${SAMPLES_ROUTE}?open=${points[i].Id}` : null),
  };
  if (query.error || query.isPending) {
    return (
      <section className="rounded bg-white p-4" data-testid="dashboard-chart">
        <h2 className="mb-2 font-medium">{title}</h2>
        <FigureBody label={title} height={300} loading={query.isPending} error={query.error} retry={() => void query.refetch()}>{() => null}</FigureBody>
      </section>
    );
  }
  if (points.length === 0) {
    return (
      <section className="rounded bg-white p-4" data-testid="dashboard-chart">
        <h2 className="mb-2 font-medium">{title}</h2>
        <p className="text-sm text-gray-600">所选范围内没有带扫描行数的样本（接口调用与写入没有扫描量）。</p>
      </section>
    );
  }
  return <Chart title={title} spec={spec} height={300} />;
}
