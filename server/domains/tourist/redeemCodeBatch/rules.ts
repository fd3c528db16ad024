import { redeemCodeBatch } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerActions } from "../../../resources/actions";
import { registerResource } from "../../../resources/methods";
import { machineHooks } from "../../../resources/transitions";
import { defineRules } from "../../rules";
import { redeemBatchExpiry } from "./expiry";
import { extendValidity } from "./extendValidity";
import { runGenerate } from "./generateCodes";
import { batchHooks, batchTransitions, exportCodes } from "./hooks";

/**
 * Redeem-code batches (commerce.md §5.9): a new batch queues the `generate` job that writes its
 * codes; 作废剩余, 导出兑换码, 延长有效期, and the sweeper that expires a batch at 兑换截止. The job kind is shared with 发券, whose generator runGenerate picks by resource.
 */
export const rules = defineRules("redeemCodeBatch", (registry: MethodRegistry) => {
  registerResource(registry, redeemCodeBatch, { ...batchHooks, transitions: batchTransitions });
  registerActions(registry, redeemCodeBatch, { exportRedeemCodes: exportCodes, extendRedeemValidity: extendValidity }, machineHooks(redeemCodeBatch, batchHooks));
}, { jobs: { generate: runGenerate }, sweepers: [redeemBatchExpiry] });
