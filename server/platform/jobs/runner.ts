import type { ServerDeps } from "../rpc/call";
import type { MethodRegistry } from "../rpc/registry";
import type { JobContext, JobOutcome } from "./context";
import { handlerOf, registeredJobMethods } from "./handlers";
import { BACKGROUND_WORKERS, kindsOf, KindSlots, type Lane } from "./lanes";
import { onJobQueued } from "./signal";
import { JOB_TABLE, leaseUpdate, loadJob, transition, type JobRow, type Lease } from "./store";

/**
 * The job runner. Jobs are rows, so every server process runs one: it claims QUEUED jobs with a
 * conditional UPDATE (of two processes, one wins), heartbeats while it works, and takes over RUNNING
 * jobs whose heartbeat stopped (their process died): batches resume where their progress says,
 * exports start over, and a job that cannot resume, or was interrupted too often, ends FAILED.
 * A process runs one worker for the interactive lane and BACKGROUND_WORKERS for the background lane
 * (lanes.ts), so work a person waits for never queues behind tiling or an import.
 */

/** A RUNNING job whose heartbeat is older than this lost its process. */
export const STALE_MS = 30_000;
/** Runs of one job; one interrupted this often is not tried again. */
export const MAX_ATTEMPTS = 3;
export const INTERRUPTED = "服务器重启，任务中断";

interface Claimed {
  readonly job: JobRow;
  readonly lease: Lease;
}

async function claimQueued(deps: ServerDeps, kinds: readonly string[]): Promise<Claimed | null> {
  if (kinds.length === 0) return null;
  const candidates = await deps.db.selectFrom(JOB_TABLE).select(["Id", "utime", "attempts"])
    .where("status", "=", "QUEUED").where("kind", "in", kinds).orderBy("Id", "asc").limit(10).execute();
  for (const c of candidates) {
    const id = Number(c.Id);
    const now = deps.now();
    const version = await transition(deps.db, id, { status: "QUEUED", utime: Number(c.utime) },
      { status: "RUNNING", startedAt: now, heartbeatAt: now, attempts: Number(c.attempts ?? 0) + 1 }, now);
    if (version === null) continue; // another process was quicker
    const job = await loadJob(deps.db, id);
    if (job) return { job, lease: { id, version } };
  }
  return null;
}

/** Takes over a RUNNING job whose process stopped heartbeating, or ends it FAILED when it cannot go on. */
async function takeOverStale(deps: ServerDeps, kinds: readonly string[]): Promise<Claimed | null> {
  if (kinds.length === 0) return null;
  const now = deps.now();
  const stale = await deps.db.selectFrom(JOB_TABLE).select(["Id", "utime", "kind", "resource", "attempts"])
    .where("status", "=", "RUNNING").where("kind", "in", kinds)
    .where((eb) => eb.or([eb("heartbeatAt", "is", null), eb("heartbeatAt", "<", now - STALE_MS)]))
    .orderBy("Id", "asc").limit(10).execute();
  for (const s of stale) {
    const id = Number(s.Id);
    const attempts = Number(s.attempts ?? 0);
    const from = { status: "RUNNING" as const, utime: Number(s.utime) };
    if (!handlerOf(String(s.kind), s.resource) || attempts >= MAX_ATTEMPTS) {
      const reason = attempts >= MAX_ATTEMPTS ? `${INTERRUPTED}（已中断 ${attempts} 次，不再重试）` : INTERRUPTED;
      await transition(deps.db, id, from, { status: "FAILED", reason, finishedAt: now, heartbeatAt: now }, now);
      continue;
    }
    const version = await transition(deps.db, id, from, { heartbeatAt: now, attempts: attempts + 1 }, now);
    if (version === null) continue;
    const job = await loadJob(deps.db, id);
    if (job) return { job, lease: { id, version } };
  }
  return null;
}

/** Hands a job back when asked to stop: marked stale at once (and not counted as an interruption), so the next run resumes it. */
async function release(deps: ServerDeps, job: JobRow, lease: Lease): Promise<void> {
  const current = await loadJob(deps.db, job.Id);
  if (!current || current.utime !== lease.version || current.status !== "RUNNING") return;
  await transition(deps.db, job.Id, { status: "RUNNING", utime: lease.version }, { heartbeatAt: 0, attempts: Math.max(0, current.attempts - 1) }, deps.now());
}

interface RunOptions {
  stop(): boolean;
  spend(rows: number): void;
}

async function runJob(deps: ServerDeps, registry: MethodRegistry, { job, lease }: Claimed, options: RunOptions): Promise<void> {
  const handler = handlerOf(job.kind, job.resource);
  const ctx: JobContext = { deps, registry, job, lease, stop: options.stop, spend: options.spend };
  let outcome: JobOutcome;
  try {
    if (!handler) {
      const now = deps.now();
      await leaseUpdate(deps.db, lease, { status: "FAILED", reason: `不支持的任务类型：${job.kind}`, finishedAt: now }, now);
      return;
    }
    outcome = await handler(ctx);
  } catch (err) {
    console.error(`[jobs] job ${job.Id} (${job.kind}) failed`, err);
    const now = deps.now();
    await leaseUpdate(deps.db, lease, { status: "FAILED", reason: "服务器内部错误，任务中断", finishedAt: now }, now).catch(() => false);
    return;
  }
  if (outcome === "released") await release(deps, job, lease);
}

export interface DrainOptions {
  /** Stop once this many rows were processed, handing the job back (tests: "mid-way"). */
  readonly maxRows?: number;
  /** Stop when aborted (the server is closing), handing the job back. */
  readonly signal?: AbortSignal;
  /** Only this lane's jobs (a worker of the background runner); default: the interactive lane's first, then the background's. */
  readonly lane?: Lane;
  /** The kinds this process runs now, shared by its workers (caps tiling); default: a set of its own. */
  readonly slots?: KindSlots;
}

/** The next job to run of these lanes, in order: a stale one taken over, else a queued one; its kind's slot held. */
function claimNext(deps: ServerDeps, lanes: readonly Lane[], slots: KindSlots): Promise<Claimed | null> {
  return slots.claim(async (open) => {
    for (const lane of lanes) {
      const kinds = open(kindsOf(lane));
      const claimed = (await takeOverStale(deps, kinds)) ?? (await claimQueued(deps, kinds));
      if (claimed) return claimed;
    }
    return null;
  });
}

/**
 * Runs jobs until none is left to claim (queued, or stale and taken over); answers how many runs it
 * made. Tests call this instead of waiting on the background runner's timer.
 */
export async function drainJobs(deps: ServerDeps, registry?: MethodRegistry, options: DrainOptions = {}): Promise<number> {
  const methods = registry ?? registeredJobMethods();
  let budget = options.maxRows ?? Number.POSITIVE_INFINITY;
  const run: RunOptions = {
    stop: () => budget <= 0 || options.signal?.aborted === true,
    spend: (rows) => {
      budget -= rows;
    },
  };
  const lanes: readonly Lane[] = options.lane ? [options.lane] : ["interactive", "background"];
  const slots = options.slots ?? new KindSlots();
  let runs = 0;
  while (!run.stop()) {
    const claimed = await claimNext(deps, lanes, slots);
    if (!claimed) break;
    try {
      await runJob(deps, methods, claimed, run);
    } finally {
      slots.release(claimed.job.kind);
    }
    runs += 1;
  }
  return runs;
}

export interface JobRunner {
  /** Stops polling and waits for the current run, which hands its job back. */
  stop(): Promise<void>;
}

/**
 * The background runner of a real server: one worker for the interactive lane and `backgroundWorkers`
 * for the background lane (tiling capped by KIND_CAPS), each draining its lane at start (taking over
 * what a stopped process left), then whenever a job is queued in this process and every `intervalMs`
 * (jobs queued elsewhere, stale jobs of other processes).
 */
export function startJobRunner(deps: ServerDeps, registry: MethodRegistry, options: { intervalMs?: number; backgroundWorkers?: number; slots?: KindSlots } = {}): JobRunner {
  const intervalMs = options.intervalMs ?? 1000;
  const controller = new AbortController();
  const slots = options.slots ?? new KindSlots();
  const lanes: Lane[] = ["interactive", ...Array.from({ length: options.backgroundWorkers ?? BACKGROUND_WORKERS }, () => "background" as const)];
  const workers = lanes.map((lane) => startWorker(deps, registry, { lane, slots, intervalMs, signal: controller.signal }));
  return {
    async stop() {
      controller.abort();
      await Promise.all(workers.map((w) => w.stop()));
    },
  };
}

/** One worker: drains its lane, then sleeps until a job is queued here or `intervalMs` passed. */
function startWorker(deps: ServerDeps, registry: MethodRegistry, options: { lane: Lane; slots: KindSlots; intervalMs: number; signal: AbortSignal }): JobRunner {
  const { signal, intervalMs } = options;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | null = null;
  let again = false;
  const tick = (): void => {
    if (signal.aborted) return;
    if (current) {
      again = true;
      return;
    }
    clearTimeout(timer);
    current = drainJobs(deps, registry, { signal, lane: options.lane, slots: options.slots })
      .then(() => undefined, (err: unknown) => {
        console.error("[jobs] runner failed", err);
      })
      .finally(() => {
        current = null;
        if (signal.aborted) return;
        if (again) {
          again = false;
          queueMicrotask(tick);
          return;
        }
        timer = setTimeout(tick, intervalMs);
        timer.unref();
      });
  };
  const unsubscribe = onJobQueued(tick);
  tick();
  return {
    async stop() {
      clearTimeout(timer);
      unsubscribe();
      await current;
    },
  };
}
