import { Link } from "react-router";
import type { AlgorithmStats } from "../../../rpc/dashboard";
import { Button } from "../../../ui/button";
import { formatFigure } from "../format";
import { STATUS_TEXT, THRESHOLDS, algorithmLabel, errorStatus, latencyStatus, recordsUrl, type Status } from "./model";

const TONE: Record<Status, string> = {
  ok: "border-l-green-600", warn: "border-l-amber-500", bad: "border-l-red-600", none: "border-l-gray-300",
};
const TEXT: Record<Status, string> = { ok: "text-green-700", warn: "text-amber-800", bad: "text-red-700", none: "text-gray-600" };
const worst = (...s: Status[]): Status => (["bad", "warn", "ok", "none"] as const).find((x) => s.includes(x)) ?? "none";

const HIT_NAME: Record<string, string> = { IMAGE_RECOGNITION: "Top5 命中率", RECOMMEND: "点击率", SEARCH: "有结果率", AI_CHAT: "满意率" };

/**
 * One card per algorithm (commerce.md §7.5): 调用量, 错误率, P95 (AI 助手: 首字 P95) and 命中率, its left
 * edge and the failing figure coloured by the thresholds (the status also in words). The card is a
 * link to the algorithm's records over the window: Tab to it, Enter drills.
 */
export function AlgorithmCards({ stats, modelVersion }: { stats: AlgorithmStats; modelVersion: string | undefined }) {
  return (
    <section aria-label="各算法指标" className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-5">
      {stats.algorithms.map((a) => {
        const limit = THRESHOLDS[a.algorithm];
        const latency = limit?.firstToken ? a.firstTokenP95 : a.p95;
        const lat = limit ? latencyStatus(latency, limit.ms, a.calls) : "none";
        const err = errorStatus(a.errorRate, a.calls);
        const status = worst(lat, err);
        return (
          <Link key={a.algorithm} to={recordsUrl(a.algorithm, stats.window.start, stats.window.end, { modelVersion })}
            data-testid="algorithm-card" data-algorithm={a.algorithm} data-status={status}
            className={`block rounded border-l-4 bg-white p-4 outline-offset-2 hover:ring-1 hover:ring-primary focus-visible:ring-2 focus-visible:ring-primary ${TONE[status]}`}>
            <span className="flex items-baseline justify-between gap-2">
              <span className="font-medium">{algorithmLabel(a.algorithm)}</span>
              <span className={`text-xs ${TEXT[status]}`}>{STATUS_TEXT[status]}</span>
            </span>
            <span className="mt-2 block text-sm text-gray-600">调用量</span>
            <span className="block text-2xl font-medium tabular-nums" data-testid="algorithm-calls">{formatFigure(a.calls, "count")}</span>
            <dl className="mt-2 grid grid-cols-2 gap-x-2 gap-y-1 text-sm">
              <dt className="text-gray-600">错误率</dt>
              <dd className={`text-right tabular-nums ${TEXT[err]}`} data-testid="algorithm-error-rate">{a.calls ? formatFigure(a.errorRate, "ratio") : "—"}</dd>
              <dt className="text-gray-600">{limit?.label ?? "P95"}</dt>
              <dd className={`text-right tabular-nums ${TEXT[lat]}`} title={limit ? `阈值 ${limit.ms} 毫秒` : undefined}>{a.calls ? `${formatFigure(latency, "count")} 毫秒` : "—"}</dd>
              <dt className="text-gray-600">{HIT_NAME[a.algorithm] ?? "命中率"}</dt>
              <dd className="text-right tabular-nums">{a.hitRate === null ? "—" : formatFigure(a.hitRate, "ratio")}</dd>
            </dl>
          </Link>
        );
      })}
    </section>
  );
}

/**
 * 版本对比: calls, errors, P95 and hit rate per algorithm × model version in the window (an A/B shows
 * when two versions serve at once); 只看此版本 filters the whole page to that version.
 */
export function VersionTable({ stats, chosen, onPick }: { stats: AlgorithmStats; chosen: string | undefined; onPick(algorithm: string, version: string | undefined): void }) {
  return (
    <section aria-labelledby="algorithm-versions" className="rounded bg-white p-4">
      <h2 id="algorithm-versions" className="mb-2 font-medium">版本对比</h2>
      {stats.versions.length === 0 ? <p className="text-sm text-gray-600">所选时间范围内没有数据。</p> : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm" data-testid="algorithm-versions">
            <thead><tr className="text-left text-gray-600">
              {["算法", "模型版本", "调用量", "错误数", "错误率", "P95（毫秒）", "命中率", ""].map((h, i) => <th key={i} scope="col" className="px-2 py-1 font-normal">{h}</th>)}
            </tr></thead>
            <tbody>
              {stats.versions.map((v) => {
                const on = chosen === v.modelVersion;
                return (
                  <tr key={`${v.algorithm}|${v.modelVersion}`} className={`border-t border-gray-100 ${on ? "bg-primary-soft" : ""}`}>
                    <td className="px-2 py-1">{algorithmLabel(v.algorithm)}</td>
                    <th scope="row" className="px-2 py-1 text-left font-normal">{v.modelVersion}</th>
                    <td className="px-2 py-1 tabular-nums">{formatFigure(v.calls, "count")}</td>
                    <td className="px-2 py-1 tabular-nums">{formatFigure(v.errors, "count")}</td>
                    <td className="px-2 py-1 tabular-nums">{formatFigure(v.errorRate, "ratio")}</td>
                    <td className="px-2 py-1 tabular-nums">{formatFigure(v.p95, "count")}</td>
                    <td className="px-2 py-1 tabular-nums">{v.hitRate === null ? "—" : formatFigure(v.hitRate, "ratio")}</td>
                    <td className="px-2 py-1 text-right">
                      <Button size="sm" aria-pressed={on} onClick={() => onPick(v.algorithm, on ? undefined : v.modelVersion)}>
                        {on ? "取消只看" : "只看此版本"}<span className="sr-only">：{algorithmLabel(v.algorithm)} {v.modelVersion}</span>
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
