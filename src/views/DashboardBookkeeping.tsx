import { BookkeepingPage } from "./dashboard/bookkeeping/BookkeepingPage";
import type { ViewProps } from "./viewProps";

/** /dashboard/orderbookkeeping 账务报表 (commerce.md §7.3). */
export default function DashboardBookkeeping({ route }: ViewProps) {
  return (
    <section data-testid="page-dashboard-bookkeeping" aria-labelledby="dashboard-bookkeeping-title" className="space-y-4">
      <h1 id="dashboard-bookkeeping-title" className="text-lg font-medium">{route.title}</h1>
      <BookkeepingPage />
    </section>
  );
}
