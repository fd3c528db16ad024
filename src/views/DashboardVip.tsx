import { VipPage } from "./dashboard/vip/VipPage";
import type { ViewProps } from "./viewProps";

/** /dashboard/vipaction 会员分析: the VIP figures of commerce.md §7.4 over the metric layer. */
export default function DashboardVip({ route }: ViewProps) {
  return (
    <section data-testid="page-dashboard-vip" aria-labelledby="dashboard-vip-title" className="space-y-4">
      <h1 id="dashboard-vip-title" className="text-lg font-medium">{route.title}</h1>
      <VipPage />
    </section>
  );
}
