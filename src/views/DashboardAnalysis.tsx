import { DomainPanel } from "./domains/DomainPanel";
import type { ViewProps } from "./viewProps";

/** /dashboard/analysis, also rendered for unmatched paths. Its charts are not built yet (they need real data). */
export default function DashboardAnalysis({ route }: ViewProps) {
  return (
    <div className="space-y-6">
      <section className="rounded bg-white p-8" data-testid="page-dashboard-analysis">
        <h1 className="text-lg font-medium">{route.title}</h1>
        <p className="mt-3 text-gray-600">分析页的图表尚未建成：它们将展示真实的订单、会员与内容数据，而不是示意数字。</p>
      </section>
      <DomainPanel />
    </div>
  );
}
