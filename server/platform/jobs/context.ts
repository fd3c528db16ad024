import type { ServerDeps } from "../rpc/call";
import type { MethodRegistry } from "../rpc/registry";
import { leaseUpdate, type JobRow, type Lease } from "./store";

/** What a job's code runs with. */
export interface JobContext {
  readonly deps: ServerDeps;
  /** The server's methods: a job does its work through them, as a single call would. */
  readonly registry: MethodRegistry;
  readonly job: JobRow;
  readonly lease: Lease;
  /** True when the runner must stop (the server is shutting down, or a test's row budget is spent). */
  stop(): boolean;
  /** Counts rows against the budget. */
  spend(rows: number): void;
}

/**
 * How a job's run ended: `finished` (it wrote its end state), `lost` (it was cancelled, or another
 * process took it over: nothing more to write), `released` (asked to stop: another run resumes it).
 */
export type JobOutcome = "finished" | "lost" | "released";

/** The handler of one kind of job. */
export type JobHandler = (ctx: JobContext) => Promise<JobOutcome>;

/** Ends a job FAILED with its reason, keeping the counts so far. */
export async function failJob(ctx: JobContext, reason: string): Promise<JobOutcome> {
  const now = ctx.deps.now();
  return (await leaseUpdate(ctx.deps.db, ctx.lease, { status: "FAILED", reason: reason.slice(0, 500), finishedAt: now }, now)) ? "finished" : "lost";
}
