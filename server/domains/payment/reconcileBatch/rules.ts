import { shanghaiDate } from "../../../../src/catalogue";
import { reconcileBatch } from "../../../../src/catalogue/registry";
import { announceJob } from "../../../platform/jobs/signal";
import { insertJob, loadJob } from "../../../platform/jobs/store";
import { registerViewAction } from "../../../resources/actions";
import { registerResource } from "../../../resources/methods";
import { invalid } from "../../../platform/wire/errors";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { defineRules } from "../../rules";
import { daysOf, MAX_RECONCILE_DAYS, runReconcile, stepsOf, type ReconcileParams } from "./reconcileJob";

/**
 * Reconciliation on PaymentServiceAdmin (commerce.md §0.5): 执行对账 queues a `reconcile` job (run by
 * ./reconcileJob.ts), 处理差异 closes a batch with differences.
 */
export const rules = defineRules("reconcileBatch", (registry: MethodRegistry) => {
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
}, { jobs: { reconcile: runReconcile } });
