import { useQuery } from "@tanstack/react-query";
import { canRead } from "../../acl/rights";
import { order } from "../../catalogue/registry";
import { formatMoney } from "../../catalogue/kinds/money";
import { formatShanghai } from "../../catalogue/kinds/shanghai";
import { RpcFailure } from "../../rpc/failures";
import { resourceClient } from "../../rpc/resourceClient";
import { useSession } from "../../state/session";
import type { RecordPanelProps } from "../resource/form/recordPanelProps";
import { StateBadge } from "../resource/list/StateBadge";

/** How many of the visitor's orders customer service sees beside a feedback. */
const RECENT = 5;
const COLUMNS = ["orderNo", "orderType", "payAmount", "status", "paidAt", "ctime"];

const typeLabel = (value: unknown) => order.fields.find((f) => f.key === "orderType")?.options?.find((o) => o.value === value)?.label ?? String(value ?? "");

/**
 * 近期订单 beside a feedback (commerce.md §6.1): the visitor's latest orders, read through the order
 * service with the user's own right on `order` — without it the panel says so instead of asking.
 */
export default function VisitorOrdersPanel({ record }: RecordPanelProps) {
  const { user } = useSession();
  const visitorId = typeof record.visitorId === "number" ? record.visitorId : null;
  const allowed = canRead(user?.acl.rights, order.access);
  const orders = useQuery({
    queryKey: ["visitorOrders", visitorId],
    queryFn: ({ signal }) => resourceClient(order).list({
      page: { skip: 0, limit: RECENT }, cond: { jsonq: JSON.stringify({ visitorId }) }, sort: { by: "ctime", asc: false }, mask: { fields: COLUMNS }, count: "exact",
    }, { signal, silent: true }),
    enabled: allowed && visitorId !== null,
    retry: false,
  });

  if (visitorId === null) return <p className="text-sm text-gray-600" data-testid="visitor-orders">匿名反馈，没有关联用户，无法查看订单。</p>;
  if (!allowed) return <p className="text-sm text-gray-600" data-testid="visitor-orders">你没有「订单」的查看权限，无法查看该用户的订单。</p>;
  if (orders.isPending) return <p className="text-sm text-gray-600" data-testid="visitor-orders">加载中…</p>;
  if (orders.isError) {
    const message = orders.error instanceof RpcFailure && orders.error.message !== "" ? orders.error.message : "订单读取失败，请稍后重试";
    return <p role="alert" className="text-sm text-red-700" data-testid="visitor-orders">{message}</p>;
  }
  const rows = orders.data.data;
  return (
    <section className="space-y-2 text-sm" data-testid="visitor-orders" aria-label="该用户的近期订单">
      <p className="text-gray-600">该用户共 {orders.data.total ?? rows.length} 笔订单，以下为最近 {Math.min(RECENT, rows.length)} 笔。</p>
      {rows.length === 0 ? <p>该用户还没有订单。</p> : (
        <table className="w-full border-collapse">
          <thead>
            <tr className="border-b text-left text-gray-600">
              <th className="py-1 pr-2 font-normal">订单号</th><th className="py-1 pr-2 font-normal">类型</th>
              <th className="py-1 pr-2 text-right font-normal">实付</th><th className="py-1 pr-2 font-normal">状态</th><th className="py-1 font-normal">支付时间</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((o) => (
              <tr key={o.Id} className="border-b last:border-0">
                <td className="py-1 pr-2 font-mono text-xs">{String(o.orderNo ?? "")}</td>
                <td className="py-1 pr-2">{typeLabel(o.orderType)}</td>
                <td className="py-1 pr-2 text-right tabular-nums">{typeof o.payAmount === "number" ? formatMoney(o.payAmount) : ""}</td>
                <td className="py-1 pr-2"><StateBadge def={order} value={o.status} /></td>
                <td className="py-1 tabular-nums">{typeof o.paidAt === "number" ? formatShanghai(o.paidAt) : "未支付"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
