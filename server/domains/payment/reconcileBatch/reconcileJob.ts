import { RECONCILE_CHANNELS, reconcileBatch, type ReconcileChannel } from "../../../../src/catalogue/registry";
import { decodeRow } from "../../../platform/db/columns";
import type { Tx } from "../../../platform/db/types";
import { insertRow, patchRow } from "../../../resources/rows";
import { actorCall } from "../../../platform/jobs/actor";
import { failJob, type JobContext, type JobOutcome } from "../../../platform/jobs/context";
import { leaseUpdate, leaseWrite } from "../../../platform/jobs/store";
import { reconcileDay } from "./reconcileDay";

/** What 执行对账 asks: a range of Beijing days, one channel or all. */
export interface ReconcileParams {
  readonly dateFrom: string;
  readonly dateTo: string;
  readonly channel?: ReconcileChannel | null;
}

/** The longest range one job reconciles (WeChat keeps bills for 3 months). */
export const MAX_RECONCILE_DAYS = 93;

/** Every day of [from, to] as `YYYY-MM-DD`. */
export function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/** The (day, channel) steps of a job, in the order it works through them. */
export function stepsOf(p: ReconcileParams): { day: string; channel: ReconcileChannel }[] {
  const channels = p.channel ? [p.channel] : RECONCILE_CHANNELS.map((c) => c.value);
  return daysOf(p.dateFrom, p.dateTo).flatMap((day) => channels.map((channel) => ({ day, channel })));
}

class LeaseLost extends Error {}

/** Writes (or rewrites) the batch of one day and channel. A re-run keeps a batch already resolved when its differences did not change. */
async function writeBatch(tx: Tx, day: string, channel: ReconcileChannel, operator: string, at: number): Promise<void> {
  const result = await reconcileDay(tx, channel, day);
  const batchNo = `${channel}-${day}`;
  const values = {
    billDate: day, channel, channelCount: result.channelCount, channelAmount: result.channelAmount,
    localCount: result.localCount, localAmount: result.localAmount, diffCount: result.diffs.length, diffs: result.diffs, operator,
  };
  const found = await tx.selectFrom(reconcileBatch.table).selectAll().where("batchNo", "=", batchNo).executeTakeFirst();
  const fresh = result.diffs.length === 0 ? "BALANCED" : "DIFF";
  if (!found) {
    await insertRow(tx, reconcileBatch, { batchNo, ...values, status: fresh }, at);
    return;
  }
  const current = decodeRow(reconcileBatch.fields, found);
  const unchanged = JSON.stringify(current.diffs) === JSON.stringify(result.diffs);
  await patchRow(tx, reconcileBatch, current, { ...values, status: current.status === "RESOLVED" && unchanged ? "RESOLVED" : fresh }, at);
}

/**
 * The `reconcile` job (执行对账): one step per day and channel, each step's batch written in one
 * transaction together with the job's progress, so a job resumed after a restart neither repeats
 * nor skips a day. Ends DONE (differences are findings, listed in the batches, not failures).
 */
export async function runReconcile(ctx: JobContext): Promise<JobOutcome> {
  const { deps, job, lease } = ctx;
  const params = job.params.data as ReconcileParams | undefined;
  if (!params?.dateFrom || !params.dateTo) return failJob(ctx, "对账任务缺少日期范围");
  const caller = await actorCall(deps, job.userId, "reconcile");
  if (typeof caller === "string") return failJob(ctx, caller);
  const steps = stepsOf(params);
  let done = job.done;
  for (let i = job.done + job.failed; i < steps.length; i++) {
    if (ctx.stop()) return "released";
    const { day, channel } = steps[i] as (typeof steps)[number];
    try {
      lease.version = await deps.db.transaction().execute(async (tx) => {
        await writeBatch(tx, day, channel, caller.user.userName, deps.now());
        const version = await leaseWrite(tx, lease, { done: done + 1 }, deps.now());
        if (version === null) throw new LeaseLost();
        return version;
      });
    } catch (err) {
      if (err instanceof LeaseLost) return "lost";
      throw err;
    }
    done += 1;
    ctx.spend(1);
  }
  const now = deps.now();
  return (await leaseUpdate(deps.db, lease, { status: "DONE", total: steps.length, finishedAt: now }, now)) ? "finished" : "lost";
}
