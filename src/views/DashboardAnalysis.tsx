import { AnalysisPage } from "./dashboard/AnalysisPage";
import { DomainPanel } from "./domains/DomainPanel";
import type { ViewProps } from "./viewProps";

/** /dashboard/analysis, also rendered for unmatched paths: the analysis page's figures, then the expiring domains. */
export default function DashboardAnalysis({ route }: ViewProps) {
  return (
    <div className="space-y-6">
      <section data-testid="page-dashboard-analysis" aria-labelledby="dashboard-analysis-title" className="space-y-4">
        <h1 id="dashboard-analysis-title" className="text-lg font-medium">{route.title}</h1>
        <AnalysisPage />
      </section>
      <DomainPanel />
    </div>
  );
}
