/**
 * 赠送积分 (commerce.md §3.4): a draft's uid list becomes items at 确认发放 (one per visitor, a
 * unique key per batch and visitor), and the `gift` job gives each PENDING item its points through
 * movePoints, the item and the log row in one transaction — so a rerun or a resumed job skips what
 * was given, and each SUCCESS item has exactly one GIFT row with `bizNo = batchNo`.
 */
import type { Row, Tx } from "../../../platform/db/types";
import { failJob, type JobContext, type JobOutcome } from "../../../platform/jobs/context";
import { leaseUpdate, leaseWrite } from "../../../platform/jobs/store";
import { invalid, RpcError } from "../../../platform/wire/errors";
import { movePoints } from "../pointsLog/points";
import { insertRow, lockRow, patchRow, type Actor } from "../../../resources/rows";

export const MAX_GIFT_VISITORS = 10_000;

/** The distinct 8-digit uids of a list (lines, spaces or commas); refuses anything else, in Chinese. */
export function parseUids(text: unknown): number[] {
  const parts = String(text ?? "").split(/[\s,，;；]+/).filter((p) => p !== "");
  const bad = parts.filter((p) => !/^\d{8}$/.test(p));
  if (bad.length > 0) throw invalid(`用户编号须为 8 位数字：${bad.slice(0, 5).join("、")}${bad.length > 5 ? ` 等 ${bad.length} 个` : ""}`);
  const uids = [...new Set(parts.map(Number))];
  if (uids.length === 0) throw invalid("请至少填写一个用户编号");
  if (uids.length > MAX_GIFT_VISITORS) throw invalid(`一个批次最多 ${MAX_GIFT_VISITORS} 个用户`);
  return uids;
}

/** The visitors of the uids, and the uids no visitor has (skipped, shown on the draft). */
export async function visitorsOf(tx: Tx, uids: readonly number[]): Promise<{ visitors: { Id: number; uid: number }[]; missing: number[] }> {
  const found: { Id: number; uid: number }[] = [];
  for (let i = 0; i < uids.length; i += 500) {
    const rows = await tx.selectFrom("visitor").select(["Id", "uid"]).where("uid", "in", uids.slice(i, i + 500)).orderBy("Id").execute();
    found.push(...rows.map((r) => ({ Id: Number(r.Id), uid: Number(r.uid) })));
  }
  const known = new Set(found.map((v) => v.uid));
  return { visitors: found, missing: uids.filter((u) => !known.has(u)) };
}

/** 确认发放: one PENDING item per visitor not yet in the batch, in visitor order (never the database's heap order, so a seed is the same on every install); answers how many items the batch has. */
export async function snapshotItems(tx: Tx, batch: Row, at: number): Promise<number> {
  const { visitors } = await visitorsOf(tx, parseUids(batch.uidList));
  const points = Number(batch.pointsPerVisitor);
  for (const v of visitors) {
    const itemKey = `${String(batch.batchNo)}-${v.Id}`;
    if (await tx.selectFrom("points_gift_item").select("Id").where("itemKey", "=", itemKey).executeTakeFirst()) continue;
    await insertRow(tx, "pointsGiftItem", { batchId: Number(batch.Id), visitorId: v.Id, itemKey, points, status: "PENDING" }, at);
  }
  return visitors.length;
}

class LeaseLost extends Error {}

/** Gives one item its points (or records why not), with the job's progress, in one transaction. */
/** `digits`: the log number's last digits (seeds pass their own random source). */
export async function giveOne(tx: Tx, itemId: number, batchNo: string, actor: Actor, at: number, digits?: number): Promise<"SUCCESS" | "FAILED" | "SKIPPED" | null> {
  const item = await lockRow(tx, "pointsGiftItem", itemId);
  if (item.status !== "PENDING") return null; // given by an earlier run
  const visitor = await lockRow(tx, "visitor", Number(item.visitorId));
  if (visitor.status === "DEACTIVATED") {
    await patchRow(tx, "pointsGiftItem", item, { status: "SKIPPED", error: "账号已注销" }, at);
    return "SKIPPED";
  }
  try {
    const r = await movePoints(tx, Number(item.visitorId), Number(item.points), { reason: "GIFT", ref: batchNo, remark: "后台赠送", actor, at, digits });
    await patchRow(tx, "pointsGiftItem", item, { status: "SUCCESS", logNo: r.log.logNo, error: null }, at);
    return "SUCCESS";
  } catch (err) {
    if (!(err instanceof RpcError)) throw err;
    await patchRow(tx, "pointsGiftItem", item, { status: "FAILED", error: err.message.slice(0, 200) }, at);
    return "FAILED";
  }
}

/** The `gift` job: every PENDING item of the batch, one transaction each; the batch ends DONE or PARTIAL. */
export async function runGift(ctx: JobContext): Promise<JobOutcome> {
  const { deps, job, lease } = ctx;
  const batchId = Number(job.params.data?.batchId);
  const batch = await deps.db.selectFrom("points_gift_batch").selectAll().where("Id", "=", batchId).executeTakeFirst();
  if (!batch) return failJob(ctx, `赠送批次 ${batchId} 不存在`);
  const actor: Actor = { userId: job.userId ?? null, userName: String(job.userName ?? "系统") };
  const pending = await deps.db.selectFrom("points_gift_item").select("Id").where("batchId", "=", batchId).where("status", "=", "PENDING").orderBy("Id").execute();
  let done = Number(job.done);
  let failed = Number(job.failed);
  for (const { Id } of pending) {
    if (ctx.stop()) return "released";
    try {
      lease.version = await deps.db.transaction().execute(async (tx) => {
        const now = deps.now();
        const outcome = await giveOne(tx, Number(Id), String(batch.batchNo), actor, now);
        if (outcome !== null) done += 1;
        if (outcome === "FAILED") failed += 1;
        const version = await leaseWrite(tx, lease, { done, failed }, now);
        if (version === null) throw new LeaseLost();
        return version;
      });
    } catch (err) {
      if (err instanceof LeaseLost) return "lost";
      throw err;
    }
    ctx.spend(1);
  }
  const now = deps.now();
  const counts = await deps.db.selectFrom("points_gift_item").select(["status", (eb) => eb.fn.countAll().as("n")]).where("batchId", "=", batchId).groupBy("status").execute();
  const count = (s: string) => Number(counts.find((c) => c.status === s)?.n ?? 0);
  const ok = count("SUCCESS");
  const bad = count("FAILED") + count("SKIPPED");
  await deps.db.transaction().execute(async (tx) => {
    const current = await lockRow(tx, "pointsGiftBatch", batchId);
    // Only a batch this run belongs to (RUNNING) takes the result.
    if (current.status === "RUNNING") await patchRow(tx, "pointsGiftBatch", current, { status: bad > 0 ? "PARTIAL" : "DONE", successCount: ok, failedCount: bad }, now);
  });
  return (await leaseUpdate(deps.db, lease, { status: bad > 0 ? "PARTIAL" : "DONE", finishedAt: now }, now)) ? "finished" : "lost";
}
