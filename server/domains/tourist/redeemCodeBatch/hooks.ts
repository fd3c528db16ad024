import { businessNo } from "../../../resources/businessNo";
import { redeemCode, redeemCodeBatch, vipGoods } from "../../../../src/catalogue/registry";
import type { Row, Tx } from "../../../platform/db/types";
import { announceJob } from "../../../platform/jobs/signal";
import { insertJob } from "../../../platform/jobs/store";
import type { ActionHandler } from "../../../resources/actions";
import { recordChange } from "../../../resources/changes";
import type { ResourceHooks } from "../../../resources/hooks";
import { findRecord, insertRecord } from "../../../resources/queries";
import type { TransitionHooks } from "../../../resources/transitions";
import type { AuthedCall } from "../../../platform/rpc/call";
import { invalid, precondition } from "../../../platform/wire/errors";

/**
 * What a new batch holds besides what its creator gave: its number, the product's level and days
 * (a snapshot: a later change of the product does not change issued codes), its counters, and the
 * queued job that generates its codes.
 */
async function completeBatch(call: AuthedCall, tx: Tx, value: Record<string, unknown>, at: number): Promise<Record<string, unknown>> {
  const goods = await findRecord(tx, vipGoods, Number(value.vipGoodsId));
  if (!goods) throw invalid(`兑换权益不存在（Id ${String(value.vipGoodsId)}）`);
  if (Number(value.validTo) <= Number(value.validFrom)) throw invalid("兑换截止须晚于兑换开始");
  if (value.channel === "PARTNER" && !value.partnerName) throw invalid("合作渠道的批次请填写合作方");
  const batchNo = businessNo("RC", at);
  const quantity = Number(value.quantity);
  const jobId = await insertJob(tx, {
    kind: "generate", label: `生成兑换码：${String(value.name)}（${quantity} 个）`, resource: redeemCodeBatch.name,
    total: quantity, params: { data: { batchNo } }, targets: null, userId: call.user.Id, userName: call.user.userName,
  }, at);
  return {
    ...value, batchNo, vipLevel: goods.vipLevel, durationDays: goods.durationDays, status: "GENERATING",
    generatedCount: 0, redeemedCount: 0, voidCount: 0, exportCount: 0, jobId,
  };
}

/** Makes a batch from server code (a delivered group purchase) with its change record; the caller's transaction commits it. */
export async function createCodeBatch(call: AuthedCall, tx: Tx, value: Record<string, unknown>): Promise<Row> {
  const now = call.now();
  const record = await insertRecord(tx, redeemCodeBatch, await completeBatch(call, tx, value, now), now);
  await recordChange(tx, call, { resource: redeemCodeBatch, action: "create", recordId: Number(record.Id), before: null, after: record });
  announceJob();
  return record;
}

export const batchHooks: ResourceHooks = {
  async beforeWrite(ctx) {
    if (ctx.mode === "create") {
      const value = await completeBatch(ctx.call, ctx.tx, ctx.value, ctx.stamp);
      announceJob();
      return value;
    }
    const next = { ...(ctx.current ?? {}), ...ctx.value };
    if (Number(next.validTo) <= Number(next.validFrom)) throw invalid("兑换截止须晚于兑换开始");
    if (next.channel === "PARTNER" && !next.partnerName) throw invalid("合作渠道的批次请填写合作方");
    if (ctx.current?.status === "VOIDED" || ctx.current?.status === "EXPIRED") throw precondition("已作废或已过期的批次不能修改");
    return ctx.value;
  },
};

export const batchTransitions: TransitionHooks = {
  /** 作废剩余: every unused code of the batch becomes VOID (redeemed ones stay). */
  async voidBatch({ tx, current, input }) {
    const reason = String(input.reason);
    const result = await tx.updateTable(redeemCode.table).set({ status: "VOID", voidReason: reason })
      .where("batchId", "=", Number(current.Id)).where("status", "=", "UNUSED").executeTakeFirst();
    return { voidReason: reason, voidCount: Number(current.voidCount ?? 0) + Number(result.numUpdatedRows) };
  },
};

/**
 * 导出兑换码: queues the engine's xlsx export of the batch's codes (under the caller's rights) and
 * counts it on the batch; from the second export on a reason is required and kept with the export.
 */
export const exportCodes: ActionHandler = async ({ call, tx, current, input }) => {
  if (current.status === "GENERATING") throw precondition("兑换码仍在生成中，生成完成后再导出");
  const count = Number(current.exportCount ?? 0);
  const reason = typeof input.reason === "string" ? input.reason.trim() : "";
  if (count > 0 && reason === "") throw invalid(`该批次已导出 ${count} 次，再次导出请填写原因`);
  const jobId = await insertJob(tx, {
    kind: "export", label: `导出兑换码：${String(current.name)}${reason ? `（${reason}）` : ""}`, resource: redeemCode.name, total: Number(current.generatedCount ?? 0),
    params: { cond: { jsonq: JSON.stringify({ batchId: Number(current.Id) }) }, sort: { by: "Id", asc: true } },
    targets: null, userId: call.user.Id, userName: call.user.userName,
  }, call.now());
  announceJob();
  return { exportCount: count + 1, lastExportedBy: call.user.userName, exportJobId: jobId };
};
