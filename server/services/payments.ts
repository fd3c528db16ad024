import { shanghaiDate } from "../../src/catalogue";
import { alipayTrade, appStoreNotification, appStoreReceipt, reconcileBatch, wxPayTransaction } from "../../src/catalogue/registry";
import { announceJob } from "../platform/jobs/signal";
import { insertJob, loadJob } from "../platform/jobs/store";
import { registerViewAction } from "../resources/actions";
import { registerResource } from "../resources/methods";
import { invalid } from "../platform/wire/errors";
import type { MethodRegistry } from "../platform/rpc/registry";
import { daysOf, MAX_RECONCILE_DAYS, stepsOf, type ReconcileParams } from "../payments/reconcileJob";

/**
 * PaymentServiceAdmin (commerce.md §0.5): the channels' ledgers (list and get only — they are
 * written by the verified notifications) and reconciliation: 执行对账 queues a `reconcile` job,
 * 处理差异 closes a batch with differences.
 */
export function registerPayments(registry: MethodRegistry): void {
  for (const ledger of [wxPayTransaction, alipayTrade, appStoreReceipt, appStoreNotification]) registerResource(registry, ledger);
  registerResource(registry, reconcileBatch, {
    transitions: { resolve: ({ input }) => ({ resolution: input.resolution }) },
  });

  registerViewAction(registry, reconcileBatch, "startReconcile", async (call, value) => {
    const params = value as unknown as ReconcileParams;
    if (params.dateFrom > params.dateTo) throw invalid("开始日期不能晚于结束日期");
    if (params.dateTo > shanghaiDate(call.now())) throw invalid("结束日期不能晚于今天");
    if (daysOf(params.dateFrom, params.dateTo).length > MAX_RECONCILE_DAYS) throw invalid(`一次最多对账 ${MAX_RECONCILE_DAYS} 天`);
    const total = stepsOf(params).length;
    const label = `执行对账 ${params.dateFrom} 至 ${params.dateTo}${params.channel ? `（${params.channel}）` : ""}`;
    const id = await insertJob(call.db, {
      kind: "reconcile", label, resource: reconcileBatch.name, total, params: { data: { ...params } }, targets: null,
      userId: call.user.Id, userName: call.user.userName,
    }, call.now());
    announceJob();
    return { Id: id, data: await loadJob(call.db, id) };
  });
}
