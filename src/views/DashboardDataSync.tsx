import { DataSyncPage } from "./dashboard/datasync/DataSyncPage";
import type { ViewProps } from "./viewProps";

/** /dashboard/datasync (commerce.md §7.6): the sync tasks' wall, their runs' figures and the latest failures. */
export default function DashboardDataSync({ route }: ViewProps) {
  return (
    <section data-testid="page-dashboard-datasync" aria-labelledby="dashboard-datasync-title" className="space-y-4">
      <h1 id="dashboard-datasync-title" className="text-lg font-medium">{route.title}</h1>
      <DataSyncPage />
    </section>
  );
}
