/**
 * The `import` job of 西方作品数据 (导入已映射, content.md §12.4): works through the reviewed rows it was given,
 * one transaction each — the claim, the new /west work, the staging row and the job's progress commit
 * together. The claim is one conditional update (`importState` mapped → imported): a row another job (or a
 * concurrent start by a colleague) claimed first is not touched and counts as skipped, not done; a row whose
 * work /west holds already becomes 疑似重复 and is reported among the failures with the work it repeats.
 */
import { budartArtist, budartWork, westernArtist, westernWork } from "../../../../src/catalogue/registry";
import { levelAtLeast } from "../../../../src/catalogue";
import { actorCall } from "../../../platform/jobs/actor";
import { failJob, type JobContext, type JobOutcome } from "../../../platform/jobs/context";
import { leaseUpdate, leaseWrite, withError } from "../../../platform/jobs/store";
import { reasonOf } from "../../../platform/jobs/actor";
import type { AuthedCall } from "../../../platform/rpc/call";
import type { Tx } from "../../../platform/db/types";
import { nextUtime } from "../../../platform/db/utime";
import { BusinessError, RpcError, precondition } from "../../../platform/wire/errors";
import { createResource } from "../../../resources/methods";
import { machineHooks } from "../../../resources/transitions";
import { findRecord } from "../../../resources/queries";
import { actorOf, lockRow, recordActorChange } from "../../../resources/rows";
import { westernWorkHooks } from "../../west/westernArtist/westArtists";
import { findWestDuplicate } from "./duplicates";

class LeaseLost extends Error {}

/** Rows between two readings of the user's rights. */
const RECHECK_ROWS = 50;

/** Why a user may not import into /west now, or null: W(budart) to start, W(westart) for the works it makes. */
export function importRightsProblem(call: AuthedCall): string | null {
  if (!levelAtLeast(call.user.rights.budart, "WRITE")) return "需要「西方作品数据」的编辑权限";
  if (!levelAtLeast(call.user.rights.westart, "WRITE")) return "导入会新建西方作品：需要「西方艺术」作品的编辑权限";
  return null;
}

type Outcome = { kind: "done" } | { kind: "skipped" } | { kind: "duplicate"; reason: string };

/** What one claimed row becomes: a draft /west work, or 疑似重复 of the work /west holds. */
async function importClaimed(tx: Tx, call: AuthedCall, row: Record<string, unknown>, jobId: number): Promise<Outcome> {
  const id = Number(row.Id);
  const artist = typeof row.budartArtistId === "number" ? await findRecord(tx, budartArtist, row.budartArtistId) : null;
  const artistId = typeof artist?.westernArtistId === "number" ? artist.westernArtistId : null;
  if (artistId === null) throw precondition("艺术家尚未导入西方艺术，请先在「西方艺术家数据」中匹配或导入");
  // One artist's works are imported one at a time, so that two jobs cannot both miss the other's new work.
  await lockRow(tx, westernArtist, artistId);
  const now = call.now();
  const duplicate = await findWestDuplicate(tx, row, artistId);
  if (duplicate) {
    await tx.updateTable(budartWork.table).set({ importState: "duplicate", duplicateOfId: duplicate.Id, importJobId: jobId, utime: nextUtime(Number(row.utime), now) }).where("Id", "=", id).execute();
    return { kind: "duplicate", reason: `疑似重复：西方作品「${duplicate.title}」（Id ${duplicate.Id}）已有同一艺术家的同名作品或同一来源链接` };
  }
  const work = await createResource({ ...call, db: tx }, westernWork, {
    title: String(row.titleZh), titleOriginal: String(row.titleOriginal).slice(0, 200), artistId, dateText: row.dateText ?? null,
    medium: row.medium, genre: row.genreType ?? null, heightCm: row.heightCm ?? null, widthCm: row.widthCm ?? null,
    museumId: row.museumId ?? null, sourceUrl: row.sourceUrl ?? null, accessLevel: "free", tags: [],
    creditLine: `${String(row.sourceName)} ${String(row.sourceId)}${typeof row.locationText === "string" ? `；${row.locationText}` : ""}`.slice(0, 200),
  }, machineHooks(westernWork, westernWorkHooks));
  await tx.updateTable(budartWork.table).set({ westernWorkId: Number(work.Id), duplicateOfId: null }).where("Id", "=", id).execute();
  return { kind: "done" };
}

/** One row in its own transaction: claim it, import it, note the change and the job's progress together. */
async function importRow(ctx: JobContext, call: AuthedCall, id: number, progress: (o: Outcome) => Record<string, unknown>): Promise<Outcome> {
  const { deps, lease, job } = ctx;
  const result = await deps.db.transaction().execute(async (tx) => {
    const now = deps.now();
    const before = await findRecord(tx, budartWork, id);
    let outcome: Outcome = { kind: "skipped" };
    if (before) {
      // The claim: only a row still 已映射 moves; whoever claimed it first (another job) keeps it.
      const claimed = await tx.updateTable(budartWork.table).set({ importState: "imported", importJobId: job.Id, utime: nextUtime(Number(before.utime), now) })
        .where("Id", "=", id).where("importState", "=", "mapped").executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 1) {
        const row = await lockRow(tx, budartWork, id);
        outcome = await importClaimed(tx, call, row, job.Id);
        const after = await findRecord(tx, budartWork, id);
        await recordActorChange(tx, actorOf(call), {
          table: budartWork, recordId: id, before, after, method: "importBudartWorks", at: now,
          summary: `${outcome.kind === "done" ? "导入为西方作品" : "导入时判为疑似重复"}：西方作品数据「${String(before.titleOriginal)}」`,
        });
      }
    }
    const version = await leaseWrite(tx, lease, progress(outcome), now);
    if (version === null) throw new LeaseLost();
    return { version, outcome };
  });
  lease.version = result.version;
  return result.outcome;
}

/** A failed row as the error list names it: its original title. */
async function titleOf(ctx: JobContext, id: number): Promise<string> {
  const row = await ctx.deps.db.selectFrom(budartWork.table).select("titleOriginal").where("Id", "=", id).executeTakeFirst();
  return row ? String(row.titleOriginal).slice(0, 120) : `Id ${id}`;
}

export async function runBudartImport(ctx: JobContext): Promise<JobOutcome> {
  const { deps, job, lease } = ctx;
  const targets = job.targets ?? [];
  let call = await actorCall(deps, job.userId, `${deps.config.namespace}.${budartWork.service}/importBudartWorks`);
  if (typeof call === "string") return failJob(ctx, call);
  const denied = importRightsProblem(call);
  if (denied) return failJob(ctx, denied);
  let { done, failed, errors } = job;
  // A job taken over after a crash goes through its targets again: rows it already handled are no longer
  // 已映射 (or are among its failures), so only the rest are claimed; those are skipped only if someone else took them.
  const mine = new Set(errors.map((e) => e.Id));
  const handledBefore = await deps.db.selectFrom(budartWork.table).select("Id").where("importJobId", "=", job.Id).execute();
  for (const r of handledBefore) mine.add(Number(r.Id));
  let skipped = 0;
  let seen = 0;
  for (const id of targets) {
    if (ctx.stop()) return "released";
    if (mine.has(id)) continue;
    const title = await titleOf(ctx, id);
    try {
      const outcome = await importRow(ctx, call, id, (o) => {
        if (o.kind === "done") return { done: done + 1 };
        if (o.kind === "duplicate") return { failed: failed + 1, errors: withError(errors, { Id: id, title, reason: o.reason }) };
        return {};
      });
      if (outcome.kind === "done") done += 1;
      else if (outcome.kind === "skipped") skipped += 1;
      else {
        failed += 1;
        errors = withError(errors, { Id: id, title, reason: outcome.reason });
      }
    } catch (err) {
      if (err instanceof LeaseLost) return "lost";
      const reason = err instanceof BusinessError || err instanceof RpcError ? err.message : reasonOf(err, deps);
      failed += 1;
      errors = withError(errors, { Id: id, title, reason });
      if (!(await leaseUpdate(deps.db, lease, { failed, errors }, deps.now()))) return "lost";
    }
    ctx.spend(1);
    // The user's state and rights are read again every so many rows: one disabled meanwhile stops the job.
    if (++seen % RECHECK_ROWS === 0) {
      const again = await actorCall(deps, job.userId, call.path);
      if (typeof again === "string") return failJob(ctx, again);
      const problem = importRightsProblem(again);
      if (problem) return failJob(ctx, problem);
      call = again;
    }
  }
  const status = failed === 0 ? "DONE" : done === 0 && skipped === 0 ? "FAILED" : "PARTIAL";
  const reason = `导入 ${done} 条；疑似重复或失败 ${failed} 条；跳过 ${skipped} 条（已由其他任务导入，或已不在「已映射」状态）`;
  const now = deps.now();
  return (await leaseUpdate(deps.db, lease, { status, reason, finishedAt: now }, now)) ? "finished" : "lost";
}
