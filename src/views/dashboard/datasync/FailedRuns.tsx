import { Link } from "react-router";
import { SYNC_RUN_STATUSES } from "../../../catalogue/resources/dashboard/syncEnums";
import type { Rec } from "../../../rpc/resourceClient";
import { FigureBody } from "../FigureState";
import { formatShanghai } from "./time";
import { runUrl } from "./tone";

const statusLabel = (v: unknown) => SYNC_RUN_STATUSES.find((o) => o.value === v)?.label ?? String(v);
const firstReason = (sample: unknown) => (Array.isArray(sample) ? String((sample[0] as { reason?: unknown } | undefined)?.reason ?? "") : "");

/** 失败记录: the latest 50 失败 / 部分失败 runs; each row's time links to the run's detail (its errors). */
export function FailedRuns({ runs, taskName, loading, error, retry }: { runs: Rec[]; taskName(id: unknown): string; loading: boolean; error: Error | null; retry(): void }) {
  return (
    <section aria-labelledby="sync-failed-title" className="rounded bg-white p-4 lg:col-span-2" data-testid="sync-failed-runs">
      <h2 id="sync-failed-title" className="mb-2 font-medium">失败记录（最近 50 条）</h2>
      <FigureBody label="失败记录" height={160} loading={loading} error={error} retry={retry}>
        {() => runs.length === 0 ? <p className="text-sm text-gray-600">没有失败或部分失败的运行。</p> : (
          <div className="max-h-96 overflow-auto">
            <table className="w-full text-left text-sm">
              <thead className="sticky top-0 bg-white text-gray-600">
                <tr>
                  <th scope="col" className="py-1.5 font-normal">开始时间</th><th scope="col" className="font-normal">任务</th><th scope="col" className="font-normal">状态</th>
                  <th scope="col" className="text-right font-normal">处理</th><th scope="col" className="text-right font-normal">失败</th><th scope="col" className="pl-3 font-normal">错误</th>
                </tr>
              </thead>
              <tbody>
                {runs.map((r) => (
                  <tr key={r.Id} className="border-t border-gray-100" data-testid="sync-failed-row">
                    <th scope="row" className="py-1.5 font-normal"><Link to={runUrl(r.Id)} className="text-primary-active hover:underline">{formatShanghai(Number(r.startedAt))}</Link></th>
                    <td>{taskName(r.taskId)}</td>
                    <td className={r.status === "FAILED" ? "text-red-700" : "text-amber-800"}>{statusLabel(r.status)}</td>
                    <td className="text-right tabular-nums">{Number(r.processed ?? 0)}</td>
                    <td className="text-right tabular-nums">{Number(r.failed ?? 0)}</td>
                    <td className="max-w-md truncate pl-3 text-gray-700" title={firstReason(r.errorSample)}>{firstReason(r.errorSample)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </FigureBody>
    </section>
  );
}
