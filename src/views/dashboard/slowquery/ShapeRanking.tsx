import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { slowQueryShape } from "../../../catalogue/resources/dashboard/slowQueryShape";
import { SLOW_QUERY_OPS, SLOW_QUERY_SHAPE_STATUSES } from "../../../catalogue/resources/dashboard/slowQueryEnums";
import { resourceClient } from "../../../rpc/resourceClient";
import { FigureBody } from "../FigureState";
import type { SlowView } from "./filters";

const client = resourceClient(slowQueryShape);
const SHAPES_ROUTE = "/dashboard/slowquery/shapes";
const TOP = 10;
const labelOf = (options: readonly { value: string; label: string }[], v: unknown) => options.find((o) => o.value === v)?.label ?? String(v ?? "");
const n = (v: unknown) => Number(v ?? 0).toLocaleString("zh-CN");

/**
 * 查询形态排行 (commerce.md §7.7): the shapes with the most total time (their figures since first seen,
 * as the recorder keeps them), narrowed by the page's 表 and 操作. Each row opens the shape — where
 * 标记已知悉 (A), 已优化 (F) and 忽略 (I) work — or its samples.
 */
export function ShapeRanking({ view }: { view: SlowView }) {
  const cond = { ...(view.ns ? { ns: view.ns } : {}), ...(view.op ? { op: view.op } : {}) };
  const query = useQuery({
    queryKey: ["dashboard", "slowQueryShapes", cond],
    queryFn: ({ signal }) => client.list({ page: { skip: 0, limit: TOP }, cond: { jsonq: JSON.stringify(cond) }, sort: { by: "totalMs", asc: false }, count: "exact" }, { signal, silent: true }),
    staleTime: 60_000,
    retry: false,
  });
  const title = "查询形态排行";
  const more = new URLSearchParams();
  if (view.ns) more.set("f.ns", view.ns);
  if (view.op) more.set("f.op", view.op);
  return (
    <section aria-labelledby="slowquery-shapes-title" className="rounded bg-white p-4" data-testid="slowquery-shapes">
      <div className="mb-2 flex items-baseline gap-2">
        <h2 id="slowquery-shapes-title" className="font-medium">{title}</h2>
        <span className="text-xs text-gray-600">按总耗时，自首次出现起累计</span>
        <span className="flex-1" />
        <Link to={`${SHAPES_ROUTE}${more.size ? `?${more.toString()}` : ""}`} className="text-sm text-primary-active hover:underline">
          全部 {query.data?.total ?? ""} 个形态（可标记已知悉 / 已优化 / 忽略）
        </Link>
      </div>
      <FigureBody label={title} height={200} loading={query.isPending} error={query.error} retry={() => void query.refetch()}>{() => {
        const rows = query.data?.data ?? [];
        if (rows.length === 0) return <p className="text-sm text-gray-600">没有符合条件的查询形态。</p>;
        return (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{title}（前 {TOP} 个）</caption>
              <thead className="text-gray-600">
                <tr>
                  <th scope="col" className="py-1.5 font-normal">语句形态</th>
                  <th scope="col" className="font-normal">表 / 服务</th>
                  <th scope="col" className="font-normal">操作</th>
                  <th scope="col" className="text-right font-normal">次数</th>
                  <th scope="col" className="text-right font-normal">平均（毫秒）</th>
                  <th scope="col" className="text-right font-normal">最慢（毫秒）</th>
                  <th scope="col" className="text-right font-normal">总耗时（毫秒）</th>
                  <th scope="col" className="pl-3 font-normal">状态</th>
                  <th scope="col" className="pl-3 font-normal">样本</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.Id} className="border-t border-gray-100" data-testid="slowquery-shape-row">
                    <th scope="row" className="max-w-md py-1.5 font-normal">
                      <Link to={`${SHAPES_ROUTE}?open=${r.Id}`} className="line-clamp-2 break-all font-mono text-xs text-primary-active hover:underline" title={String(r.sample)}>
                        {String(r.sample)}
                      </Link>
                    </th>
                    <td className="whitespace-nowrap">{String(r.ns)}</td>
                    <td className="whitespace-nowrap">{labelOf(SLOW_QUERY_OPS, r.op)}</td>
                    <td className="text-right tabular-nums">{n(r.count)}</td>
                    <td className="text-right tabular-nums">{n(r.avgMs)}</td>
                    <td className="text-right tabular-nums">{n(r.maxMs)}</td>
                    <td className="text-right tabular-nums">{n(r.totalMs)}</td>
                    <td className="whitespace-nowrap pl-3">{labelOf(SLOW_QUERY_SHAPE_STATUSES, r.status)}</td>
                    <td className="whitespace-nowrap pl-3">
                      <Link to={`/dashboard/slowquery/samples?f.shapeId=${r.Id}`} className="text-primary-active hover:underline" aria-label={`形态 #${r.Id} 的样本`}>样本</Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      }}</FigureBody>
    </section>
  );
}
