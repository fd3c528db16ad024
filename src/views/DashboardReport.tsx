import { ReportPage } from "./dashboard/report/ReportPage";
import type { ViewProps } from "./viewProps";

/** /dashboard/report 运营报表. */
export default function DashboardReport({ route }: ViewProps) {
  return (
    <section data-testid="page-dashboard-report" aria-labelledby="dashboard-report-title" className="space-y-4">
      <h1 id="dashboard-report-title" className="text-lg font-medium">{route.title}</h1>
      <ReportPage />
    </section>
  );
}
