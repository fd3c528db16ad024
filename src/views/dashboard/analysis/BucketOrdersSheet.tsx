import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { ORDER_TYPES, PAY_CHANNELS } from "../../../catalogue/commerce";
import { formatShanghai, fromShanghaiInput } from "../../../catalogue/kinds/shanghai";
import { jsonq } from "../../../rpc/listPayload";
import type { MetricFilters } from "../../../rpc/dashboard";
import { resourceClient } from "../../../rpc/resourceClient";
import { order as orderResource } from "../../../catalogue/resources/order/order";
import { Sheet, SheetBody, SheetContent, SheetHeader, SheetTitle } from "../../../ui/sheet";
import { drillUrl } from "../drill";
import { FigureError, Skeleton } from "../FigureState";
import { formatExact } from "../format";

/** The orders 成交额 counts (commerce.md §7.0 支付订单), as the metric layer selects them. */
const PAID_STATUSES = ["PAID", "REFUNDING", "PARTIAL_REFUNDED", "REFUNDED"];
/** Each order type's list (the drawer's links; an order opens in its own type's screen). */
export const ORDER_ROUTES: readonly { type: string; route: string; label: string }[] = [
  { type: "VIP", route: "/order/vip", label: "会员订单" },
  { type: "COURSE", route: "/order/course", label: "课程订单" },
  { type: "TOPUP", route: "/order/topup", label: "充值订单" },
  { type: "AUCTION", route: "/order/auction", label: "拍卖订单" },
];
/** The drawer shows the latest this many; the lists hold them all. */
export const BUCKET_ORDERS_LIMIT = 100;

interface PaidOrder { Id: number; orderNo: string; orderType: string; payAmount: number; payChannel: string; paidAt: number }
const labelOf = (options: readonly { value: string; label: string }[], v: string) => options.find((o) => o.value === v)?.label ?? v;

/** The list call's filter for the paid orders of some days under the top bar's filters. */
export function bucketOrdersCond(days: { from: string; to: string }, filters: MetricFilters): Record<string, unknown> {
  const start = fromShanghaiInput(days.from);
  const end = fromShanghaiInput(days.to) + 86_400_000;
  return { paidAt: [start, end - 1], status: PAID_STATUSES, payAmount: [1, null], ...filters };
}

/**
 * 当日订单 (commerce.md §7.1 成交趋势): the paid orders of one bucket of the trend, newest first, each a link
 * to its order, and links to the order lists filtered on the same days — what the bar drilled into before.
 */
export function BucketOrdersSheet({ days, title, filters, onClose }: {
  days: { from: string; to: string } | null;
  title: string;
  filters: MetricFilters;
  onClose(): void;
}) {
  const query = useQuery({
    queryKey: ["dashboard", "bucketOrders", days, filters],
    enabled: days !== null,
    queryFn: async ({ signal }) => {
      if (!days) return { data: [] as PaidOrder[], total: 0 };
      const answer = await resourceClient(orderResource).list({
        cond: { jsonq: jsonq(bucketOrdersCond(days, filters)) }, page: { skip: 0, limit: BUCKET_ORDERS_LIMIT },
        sort: { by: "paidAt", asc: false }, count: "exact",
        mask: { fields: ["Id", "orderNo", "orderType", "payAmount", "payChannel", "paidAt"] },
      }, { silent: true, signal });
      const data = answer.data as unknown as PaidOrder[];
      return { data, total: Number(answer.total ?? data.length) };
    },
  });
  const total = query.data?.data.reduce((n, o) => n + Number(o.payAmount), 0) ?? 0;
  return (
    <Sheet open={days !== null} onOpenChange={(open) => { if (!open) onClose(); }}>
      <SheetContent aria-describedby={undefined} data-testid="bucket-orders">
        <SheetHeader onClose={onClose}><SheetTitle>{title}</SheetTitle></SheetHeader>
        <SheetBody>
          {days && (
            <p className="mb-3 text-sm text-gray-600">
              {days.from === days.to ? days.from : `${days.from} 至 ${days.to}`} 的支付订单（支付时间在内、实付大于 0）。在列表中查看：{" "}
              {ORDER_ROUTES.map((r, i) => (
                <span key={r.route}>{i > 0 && "、"}<Link className="text-primary-active hover:underline" to={drillUrl({ route: r.route, filter: { field: "paidAt" } }, days.from, days.to)}>{r.label}</Link></span>
              ))}
            </p>
          )}
          {query.error ? <FigureError label="当日订单" error={query.error} retry={() => void query.refetch()} />
            : query.isPending ? <Skeleton height={160} label="当日订单" />
              : query.data.data.length === 0 ? <p className="text-sm text-gray-600">这段时间没有支付订单。</p>
                : (
                  <>
                    <p className="mb-2 text-sm" data-testid="bucket-orders-count">
                      共 {query.data.total} 笔{query.data.total > query.data.data.length ? `，显示最近 ${query.data.data.length} 笔` : `，实付合计 ${formatExact(total, "fen")}`}
                    </p>
                    <table className="w-full text-left text-sm">
                      <caption className="sr-only">{title}</caption>
                      <thead className="text-gray-600"><tr>
                        <th scope="col" className="py-1.5 font-normal">订单号</th><th scope="col" className="font-normal">类型</th>
                        <th scope="col" className="font-normal">支付方式</th><th scope="col" className="text-right font-normal">实付</th><th scope="col" className="text-right font-normal">支付时间</th>
                      </tr></thead>
                      <tbody>
                        {query.data.data.map((o) => {
                          const route = ORDER_ROUTES.find((r) => r.type === o.orderType)?.route ?? "/order/vip";
                          return (
                            <tr key={o.Id} className="border-t border-gray-100">
                              <th scope="row" className="py-1.5 font-normal"><Link className="text-primary-active hover:underline" to={`${route}?open=${o.Id}`}>{o.orderNo}</Link></th>
                              <td>{labelOf(ORDER_TYPES, o.orderType)}</td>
                              <td>{labelOf(PAY_CHANNELS, o.payChannel)}</td>
                              <td className="text-right tabular-nums">{formatExact(Number(o.payAmount), "fen")}</td>
                              <td className="text-right tabular-nums">{formatShanghai(Number(o.paidAt)).slice(5)}</td>
                            </tr>
                          );
                        })}
                      </tbody>
                    </table>
                  </>
                )}
        </SheetBody>
      </SheetContent>
    </Sheet>
  );
}
