import { groupPurchaseApplication, groupPurchaseConf, invoiceRequest, redeemCode, redeemCodeBatch, vipWorkOrder } from "../../src/catalogue/registry";
import { registerActions } from "../resources/actions";
import { registerResource } from "../resources/methods";
import { machineHooks } from "../resources/transitions";
import type { MethodRegistry } from "../platform/rpc/registry";
import { groupApplyHooks, groupApplyTransitions } from "../requests/groupApply";
import { groupConfHooks } from "../requests/groupConf";
import { invoiceHooks, invoiceTransitions } from "../requests/invoices";
import { batchHooks, batchTransitions, codeTransitions, exportCodes } from "../requests/redeemCodes";
import { workOrderHooks, workOrderTransitions } from "../domains/tourist/vipWorkOrder/hooks";

/**
 * The visitors' requests and the group-purchase tiers (commerce.md §2.10, §5.7–§5.10): group
 * purchase tiers and applications, invoice requests, redeem-code batches and their codes, VIP work orders.
 */
export function registerTouristRequests(registry: MethodRegistry): void {
  registerResource(registry, groupPurchaseConf, groupConfHooks);
  registerResource(registry, groupPurchaseApplication, { ...groupApplyHooks, transitions: groupApplyTransitions });
  registerResource(registry, invoiceRequest, { ...invoiceHooks, transitions: invoiceTransitions });
  registerResource(registry, redeemCodeBatch, { ...batchHooks, transitions: batchTransitions });
  registerActions(registry, redeemCodeBatch, { exportRedeemCodes: exportCodes }, machineHooks(redeemCodeBatch, batchHooks));
  registerResource(registry, redeemCode, { transitions: codeTransitions });
  registerResource(registry, vipWorkOrder, { ...workOrderHooks, transitions: workOrderTransitions });
}
