import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { dashboardReport } from "../../../rpc/dashboard";
import { present, toast } from "../../../rpc/notices";

const KEY = ["dashboard", "reportSubscription"] as const;

/**
 * 订阅日报 / 取消订阅日报 (commerce.md §7.2): 运营报表's figures of the day before, mailed every morning to the
 * account's address. Hidden when the server has no mail channel (Q13) — nothing could be sent.
 */
export function SubscribeButton() {
  const client = useQueryClient();
  const state = useQuery({ queryKey: KEY, queryFn: ({ signal }) => dashboardReport.subscription({ signal }) });
  const change = useMutation({
    mutationFn: async (subscribe: boolean): Promise<void> => {
      await (subscribe ? dashboardReport.subscribe() : dashboardReport.unsubscribe());
    },
    onSuccess: (_answer, subscribe) => {
      const s = state.data;
      present(toast("success", subscribe ? `已订阅日报：每天 ${s?.sendAt ?? "09:00"} 发送到 ${s?.email ?? "你的邮箱"}` : "已取消订阅日报"));
    },
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
  const s = state.data;
  if (!s?.mailConfigured) return null;
  const title = s.subscribed ? `每天 ${s.sendAt} 发送到 ${s.email ?? ""}` : `每天 ${s.sendAt} 把前一天的报表发到 ${s.email ?? "账号的邮箱（尚未填写）"}`;
  return (
    <div className="flex flex-col items-end gap-1">
      <button type="button" data-testid="report-subscribe" title={title} disabled={change.isPending}
        className="rounded border border-gray-300 bg-white px-3 py-1.5 text-sm text-gray-700 hover:border-primary disabled:opacity-50"
        onClick={() => change.mutate(!s.subscribed)}>
        {change.isPending ? "正在提交…" : s.subscribed ? "取消订阅日报" : "订阅日报"}
      </button>
      {change.error && <p role="alert" className="text-sm text-red-700">{change.error.message}</p>}
    </div>
  );
}
