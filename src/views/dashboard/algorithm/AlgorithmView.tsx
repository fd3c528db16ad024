import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useSearchParams } from "react-router";
import { formatShanghai } from "../../../catalogue/kinds/shanghai";
import { algorithmAdmin, type AlgorithmStatsRequest } from "../../../rpc/dashboard";
import type { ViewProps } from "../../viewProps";
import { Chart } from "../Chart";
import type { ChartSpec } from "../chartSpec";
import { FigureError, Skeleton } from "../FigureState";
import { useMetricCatalogue } from "../useMetric";
import { AlgorithmCards, VersionTable } from "./AlgorithmCards";
import { AlgorithmFilters } from "./AlgorithmFilters";
import { callsSpec, effectSpec, latencySpec, tokenSpec } from "./charts";
import { CrawlerSection } from "./CrawlerSection";
import { algorithmLabel, readState, writeState, type PageState } from "./model";
import { RecognitionSection } from "./RecognitionSection";
import { toolsRange } from "./toolsRange";

const REFRESH_MS = 60_000;

/** The page's one query (and the latency chart's, for one algorithm), refreshed every 60 s while `auto`. */
function useStats(request: AlgorithmStatsRequest, auto: boolean) {
  return useQuery({
    queryKey: ["dashboard", "algorithmStats", request],
    queryFn: ({ signal }) => algorithmAdmin.stats(request, { signal }),
    refetchInterval: auto ? REFRESH_MS : false,
    placeholderData: (previous) => previous,
    retry: false,
  });
}

function ChartOr({ title, spec, height = 260 }: { title: string; spec: ChartSpec | null; height?: number }) {
  if (!spec || spec.categories.length === 0) {
    return <section className="rounded bg-white p-4" data-testid="dashboard-chart"><h2 className="mb-2 font-medium">{title}</h2><p className="text-sm text-gray-600">所选时间范围内没有数据。</p></section>;
  }
  return <Chart title={title} spec={spec} height={height} />;
}

/**
 * /dashboard/algorithm 算法性能监控 (commerce.md §7.5): per-algorithm cards coloured by thresholds,
 * latency, calls and errors, effect per model version, the version comparison and AI 助手's tokens,
 * over the last hour (by minute) / 24 h / 7 d / 30 d (by hour, 6 h, day) of AlgorithmMetric rows; filters and the window in the
 * address; refreshed every 60 s unless turned off. Below, from the /tools records themselves: 以图识画记录
 * (exact percentiles, by model version) and 爬虫运行, over the window's whole days.
 */
export default function AlgorithmView({ route }: ViewProps) {
  const titleId = useId();
  const [params, setParams] = useSearchParams();
  const state = readState(params);
  const set = (next: Partial<PageState>) => setParams(writeState(params, { ...state, ...next }), { replace: true });
  const { auto, ...request } = state;
  const main = useStats(request, auto);
  // Latency lines mean something for one algorithm only: the chosen one, else 以图识画.
  const latencyAlgorithm = state.algorithm ?? "IMAGE_RECOGNITION";
  const latency = useStats({ ...request, algorithm: latencyAlgorithm }, auto);
  const stats = main.data;
  // The /tools sections: the metric layer's figures over the window's whole days, each shown with its right.
  const [now] = useState(() => Date.now());
  const tools = toolsRange(state.window, now);
  const { catalogue } = useMetricCatalogue();

  return (
    <section data-testid="page-dashboard-algorithm" aria-labelledby={titleId} className="space-y-4">
      <h1 id={titleId} className="text-lg font-medium">{route.title}</h1>
      <AlgorithmFilters state={state} offered={stats?.modelVersions ?? []} onChange={set}
        updatedAt={main.dataUpdatedAt} refreshing={main.isFetching} refresh={() => { void main.refetch(); void latency.refetch(); }} />
      {main.error ? (
        <div className="rounded bg-white p-6"><FigureError label="算法指标" error={main.error} retry={() => void main.refetch()} /></div>
      ) : !stats ? <Skeleton height={160} label="算法指标" /> : (
        <>
          <p className="text-xs text-gray-600" data-testid="algorithm-window">
            统计时段 {formatShanghai(stats.window.start)} 至 {formatShanghai(stats.window.end)}（最近 1 小时按分钟、其余按小时汇总；跨时段的分位数为各分钟或小时分位数按调用量加权的平均）
          </p>
          <AlgorithmCards stats={stats} modelVersion={state.modelVersion} />
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            {latency.error ? <div className="rounded bg-white p-4"><FigureError label="延迟" error={latency.error} retry={() => void latency.refetch()} /></div>
              : latency.data ? <ChartOr title={`延迟 — ${algorithmLabel(latencyAlgorithm)}`} spec={latencySpec(latency.data, latencyAlgorithm)} />
                : <Skeleton height={260} label="延迟" />}
            <ChartOr title={state.algorithm ? `调用量与错误 — ${algorithmLabel(state.algorithm)}` : "调用量与错误 — 全部算法"} spec={callsSpec(stats, state.algorithm)} />
            <ChartOr title="效果指标（命中率 / 点击率，按模型版本）" spec={effectSpec(stats)} />
            <ChartOr title="Token 消耗 — AI 助手" spec={tokenSpec(stats)} />
          </div>
          <VersionTable stats={stats} chosen={state.modelVersion} onPick={(algorithm, modelVersion) => set({ algorithm, modelVersion })} />
        </>
      )}
      <RecognitionSection catalogue={catalogue} range={tools} />
      <CrawlerSection catalogue={catalogue} range={tools} />
    </section>
  );
}
