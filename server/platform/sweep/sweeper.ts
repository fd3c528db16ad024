import type { ServerDeps } from "../rpc/call";

/**
 * A sweeper: finds the records whose time has come (an activity's start or end, a team's deadline,
 * a coupon's validity) and makes the system's change to each, once. Every server process runs all
 * sweepers on a timer, so a sweeper must be safe when another process runs it at the same moment:
 * each change re-checks its rule on a locked record (see changeOnce).
 */
export interface Sweeper {
  /** Short name for logs and for the answer of sweepNow. */
  readonly name: string;
  /**
   * When it runs among the others: lower first, equal in the order registered (default 100). A
   * marketing phase runs before the records whose deadlines it bounds (a team's deadline never
   * exceeds its activity's end).
   */
  readonly order?: number;
  /** Makes the due changes at `now`; answers how many records this run changed. */
  sweep(deps: ServerDeps, now: number): Promise<number>;
}

export interface SweepReport {
  /** Records changed by each sweeper in this run. */
  readonly changed: Record<string, number>;
  /** Sweepers that failed (logged; the next run tries again). */
  readonly failed: Record<string, string>;
}

/** Runs every sweeper once at the deps' clock; one failing sweeper does not stop the others. */
export async function runSweepers(deps: ServerDeps, sweepers: readonly Sweeper[]): Promise<SweepReport> {
  const changed: Record<string, number> = {};
  const failed: Record<string, string> = {};
  for (const s of sweepers) {
    try {
      changed[s.name] = await s.sweep(deps, deps.now());
    } catch (err) {
      failed[s.name] = err instanceof Error ? err.message : String(err);
      console.error(`[sweep] ${s.name} failed`, err);
    }
  }
  return { changed, failed };
}

export interface SweepTimer {
  /** Stops the timer and waits for a run under way. */
  stop(): Promise<void>;
}

/** Runs the sweepers every `intervalMs` (the first run one interval after start), never two runs of this process at once. */
export function startSweepTimer(deps: ServerDeps, sweepers: readonly Sweeper[], intervalMs: number): SweepTimer {
  let stopped = false;
  let current: Promise<unknown> | null = null;
  let timer: NodeJS.Timeout | undefined;
  const schedule = (): void => {
    if (stopped) return;
    timer = setTimeout(() => {
      current = runSweepers(deps, sweepers).finally(() => {
        current = null;
        schedule();
      });
    }, intervalMs);
    timer.unref();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
