import type { ReactNode } from "react";
import type { MetricAnswer } from "../../rpc/dashboard";
import { Chart, type ChartPick } from "./Chart";
import { ignoredNote } from "./filters";
import type { ChartSpec } from "./chartSpec";
import { FigureBody } from "./FigureState";
import type { MetricState } from "./useMetric";

/**
 * A chart over one or more figures: shown when the caller may read at least its first figure, with its
 * own skeleton while any of them loads and its own error (重试 asks again for the failed ones).
 */
export function ChartFigure({ title, figures, height = 280, build, wide, actions, onPick }: {
  title: string;
  /** null: a figure the caller may not read (left out of the chart). */
  figures: (MetricState | null)[];
  height?: number;
  build(answers: (MetricAnswer | undefined)[], states: (MetricState | null)[]): ChartSpec | null;
  wide?: boolean;
  actions?: ReactNode;
  /** Opens a category in place instead of drilling away (Chart's onPick). */
  onPick?: ChartPick;
}) {
  if (!figures[0]) return null;
  const shown = figures.filter((f): f is MetricState => f !== null);
  const failed = shown.filter((f) => f.error);
  const error = failed[0]?.error ?? null;
  const loading = shown.some((f) => f.loading);
  const placeholder = (body: ReactNode) => (
    <section className="rounded bg-white p-4" data-testid="dashboard-chart">
      <h2 className="mb-2 font-medium">{title}</h2>
      {body}
    </section>
  );
  let content: ReactNode;
  if (error || loading) {
    content = placeholder(<FigureBody label={title} height={height} loading={loading} error={error} retry={() => failed.forEach((f) => f.retry())}>{() => null}</FigureBody>);
  } else {
    const spec = build(figures.map((f) => f?.answer), figures);
    content = !spec || spec.categories.length === 0
      ? placeholder(<p className="text-sm text-gray-600">所选时间范围内没有数据。</p>)
      : <Chart title={title} spec={spec} height={height} actions={actions} onPick={onPick}
        note={ignoredNote([...new Set(shown.flatMap((f) => f.ignored ?? []))])} />;
  }
  return <div className={wide ? "min-w-0 lg:col-span-2" : "min-w-0"}>{content}</div>;
}
