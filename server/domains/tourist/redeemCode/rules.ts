import { redeemCode, redeemCodeBatch } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { lockRecord } from "../../../resources/rows";
import type { TransitionHooks } from "../../../resources/transitions";
import { defineRules } from "../../rules";

const codeTransitions: TransitionHooks = {
  /** 作废单码: counted on its batch (locked, so counts stay exact under concurrent voids). */
  async voidCode({ call, tx, current, input }) {
    const batch = await lockRecord(call, tx, redeemCodeBatch, Number(current.batchId));
    await tx.updateTable(redeemCodeBatch.table).set({ voidCount: Number(batch.voidCount ?? 0) + 1, utime: Math.max(call.now(), Number(batch.utime) + 1) })
      .where("Id", "=", Number(batch.Id)).execute();
    return { voidReason: input.reason };
  },
};

/** Redeem codes (commerce.md §5.9): written by their batch's generate job; staff void single codes. */
export const rules = defineRules("redeemCode", (registry: MethodRegistry) => {
  registerResource(registry, redeemCode, { transitions: codeTransitions });
});
