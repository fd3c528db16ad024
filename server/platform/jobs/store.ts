import { job, JOB_MAX_ERRORS, type JobError, type JobKind, type JobStatus } from "../../../src/catalogue/registry";
import { decodeRow, encodeRecord } from "../db/columns";
import type { Db, Row, Tx } from "../db/types";
import { nextUtime } from "../db/utime";

/**
 * The job table: jobs are rows, so that any server process can run any job, and a job outlives the
 * process that started it. A runner holds a job through its `utime` (the lease): every write of the
 * runner is conditional on the `utime` it last wrote and on the job still RUNNING, so a job that was
 * cancelled or taken over by another process refuses the old runner's next write.
 */

export const JOB_TABLE = job.table;

/** What was asked, as stored in `params`. */
export interface JobParams {
  /** Export: which rows, in which order, which columns. Batch: which rows (Ids or the filter). */
  readonly Ids?: readonly number[];
  readonly cond?: { readonly jsonq?: string | undefined } | undefined;
  readonly sort?: { readonly by?: string | undefined; readonly asc?: boolean | undefined } | undefined;
  readonly mask?: { readonly fields?: readonly string[] | undefined } | undefined;
  /** Batch: `delete` or the row action's name, and the action's data. */
  readonly operation?: string;
  readonly data?: Record<string, unknown> | undefined;
}

export interface JobRow {
  readonly Id: number;
  readonly ctime: number;
  readonly utime: number;
  readonly kind: JobKind;
  readonly label: string;
  readonly resource: string;
  readonly status: JobStatus;
  readonly total: number;
  readonly done: number;
  readonly failed: number;
  readonly errors: JobError[];
  readonly params: JobParams;
  /** The sorted Ids a batch works through, fixed when it starts (null until a filter is resolved). */
  readonly targets: number[] | null;
  readonly resultKey: string | null;
  readonly reason: string | null;
  readonly userId: number;
  readonly userName: string;
  readonly attempts: number;
  readonly startedAt: number | null;
  readonly finishedAt: number | null;
  readonly heartbeatAt: number | null;
}

export function toJob(row: Row): JobRow {
  const r = decodeRow(job.fields, row) as Record<string, unknown>;
  return {
    ...r,
    total: Number(r.total ?? 0),
    done: Number(r.done ?? 0),
    failed: Number(r.failed ?? 0),
    attempts: Number(r.attempts ?? 0),
    errors: Array.isArray(r.errors) ? (r.errors as JobError[]) : [],
    params: (r.params ?? {}) as JobParams,
    targets: Array.isArray(r.targets) ? (r.targets as number[]) : null,
  } as JobRow;
}

export async function loadJob(db: Db | Tx, id: number): Promise<JobRow | null> {
  const row = await db.selectFrom(JOB_TABLE).selectAll().where("Id", "=", id).executeTakeFirst();
  return row ? toJob(row) : null;
}

export interface NewJob {
  readonly kind: JobKind;
  readonly label: string;
  readonly resource: string;
  readonly total: number;
  readonly params: JobParams;
  readonly targets: number[] | null;
  readonly userId: number;
  readonly userName: string;
}

/** Queues a job; answers its Id. */
export async function insertJob(db: Db | Tx, spec: NewJob, now: number): Promise<number> {
  const values = {
    ...encodeRecord(job.fields, {
      ...spec, status: "QUEUED", done: 0, failed: 0, errors: [], attempts: 0,
      resultKey: null, reason: null, startedAt: null, finishedAt: null, heartbeatAt: null,
    }),
    ctime: now, utime: now,
  };
  const inserted = await db.insertInto(JOB_TABLE).values(values).returning("Id").executeTakeFirstOrThrow();
  return Number(inserted.Id);
}

/** A runner's hold on a job: the job's Id and the `utime` the runner last wrote. */
export interface Lease {
  readonly id: number;
  version: number;
}

/**
 * Writes `patch` (plus the heartbeat) if the runner still holds the job: answers the new version, or
 * null when the job was cancelled, finished or taken over meanwhile. The caller adopts the version
 * only once its transaction commits.
 */
export async function leaseWrite(db: Db | Tx, lease: Lease, patch: Partial<Omit<JobRow, "Id" | "ctime" | "utime">>, now: number): Promise<number | null> {
  const next = nextUtime(lease.version, now);
  const result = await db.updateTable(JOB_TABLE)
    .set({ ...encodeRecord(job.fields, { ...patch, heartbeatAt: now }), utime: next })
    .where("Id", "=", lease.id).where("utime", "=", lease.version).where("status", "=", "RUNNING")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? next : null;
}

/** `leaseWrite` outside a transaction: adopts the new version at once. */
export async function leaseUpdate(db: Db, lease: Lease, patch: Partial<Omit<JobRow, "Id" | "ctime" | "utime">>, now: number): Promise<boolean> {
  const next = await leaseWrite(db, lease, patch, now);
  if (next === null) return false;
  lease.version = next;
  return true;
}

/** Appends a failed row, keeping at most JOB_MAX_ERRORS of them. */
export function withError(errors: JobError[], error: JobError): JobError[] {
  return errors.length >= JOB_MAX_ERRORS ? errors : [...errors, error];
}

/** Moves a job from one state to another if it still has the `utime` read (claiming, taking over, cancelling). */
export async function transition(db: Db | Tx, id: number, from: { status: JobStatus; utime: number }, patch: Record<string, unknown>, now: number): Promise<number | null> {
  const next = nextUtime(from.utime, now);
  const result = await db.updateTable(JOB_TABLE)
    .set({ ...encodeRecord(job.fields, patch), utime: next })
    .where("Id", "=", id).where("utime", "=", from.utime).where("status", "=", from.status)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? next : null;
}
