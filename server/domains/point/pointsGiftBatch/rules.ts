/**
 * 赠送积分 (commerce.md §3.4) on PointServiceAdmin: a draft is edited freely (its uid list checked
 * and counted on every write); 确认发放 / 重试失败项 snapshot the items and queue the `gift` job
 * (./pointsGift.ts) whose Id the batch keeps.
 */
import { pointsGiftBatch } from "../../../../src/catalogue/registry";
import { businessNo } from "../../../resources/businessNo";
import { parseUids, runGift, snapshotItems, visitorsOf } from "./pointsGift";
import { announceJob } from "../../../platform/jobs/signal";
import { insertJob } from "../../../platform/jobs/store";
import { precondition } from "../../../platform/wire/errors";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import type { ResourceHooks } from "../../../resources/hooks";
import { registerResource } from "../../../resources/methods";
import type { TransitionHook } from "../../../resources/transitions";
import { defineRules } from "../../rules";

const batchHooks: ResourceHooks = {
  async beforeWrite({ call, tx, mode, value, current }) {
    // A transition's write carries the state (never a form field): its own checks already ran.
    if (mode === "update" && Object.hasOwn(value, "status")) return value;
    if (current && current.status !== "DRAFT") throw precondition(`赠送批次「${String(current.title)}」已确认发放，不能修改`);
    const merged = { ...(current ?? {}), ...value };
    const { visitors, missing } = await visitorsOf(tx, parseUids(merged.uidList));
    const visitorCount = visitors.length;
    const unknownUids = missing.length === 0 ? null : `${missing.slice(0, 20).join("、")}${missing.length > 20 ? ` 等 ${missing.length} 个` : ""}`;
    const extra = mode === "create" ? { batchNo: businessNo("PB", call.now()), status: "DRAFT", successCount: 0, failedCount: 0 } : {};
    return { ...value, ...extra, unknownUids, visitorCount, totalPoints: visitorCount * Number(merged.pointsPerVisitor) };
  },
  beforeDelete({ current }) {
    if (current.status !== "DRAFT" && current.status !== "CANCELLED") throw precondition(`赠送批次「${String(current.title)}」已发放，不能删除`);
    return Promise.resolve();
  },
};

/** Snapshots the items (a retry finds them there and resets the failed ones) and queues the job. */
const start = (retry: boolean): TransitionHook => async ({ call, tx, current }) => {
  const at = call.now();
  if (retry) {
    await tx.updateTable("points_gift_item").set({ status: "PENDING", error: null, utime: at }).where("batchId", "=", Number(current.Id)).where("status", "=", "FAILED").execute();
  }
  const count = await snapshotItems(tx, current, at);
  const pending = await tx.selectFrom("points_gift_item").select((eb) => eb.fn.countAll().as("n")).where("batchId", "=", Number(current.Id)).where("status", "=", "PENDING").executeTakeFirstOrThrow();
  const jobId = await insertJob(tx, {
    kind: "gift", label: `${retry ? "重试" : ""}赠送积分：${String(current.title)}（${count} 人）`, resource: pointsGiftBatch.name,
    total: Number(pending.n), params: { data: { batchId: Number(current.Id) } }, targets: null, userId: call.user.Id, userName: call.user.userName,
  }, at);
  queueMicrotask(announceJob);
  return { jobId, executedBy: call.user.userName, executedAt: at, visitorCount: count, totalPoints: count * Number(current.pointsPerVisitor) };
};

export const rules = defineRules("pointsGiftBatch", (registry: MethodRegistry) => {
  registerResource(registry, pointsGiftBatch, { ...batchHooks, transitions: { execute: start(false), retry: start(true) } });
}, { jobs: { gift: runGift } });
