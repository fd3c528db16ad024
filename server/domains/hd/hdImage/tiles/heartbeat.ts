import type { JobContext } from "../../../../platform/jobs/context";
import { leaseWrite, type JobRow } from "../../../../platform/jobs/store";

/**
 * Keeps a long job's lease alive: a write every few seconds (the runner takes over a job whose heartbeat
 * is older than 30 s), and progress writes through the same queue, so no two writes race for one version.
 * Once a write finds the job no longer ours (cancelled, taken over), `lost` stays true.
 */
export class Heartbeat {
  lost = false;
  private chain: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly ctx: JobContext, everyMs = 5_000) {
    this.timer = setInterval(() => void this.beat({}), everyMs);
  }

  /** Queues one lease write (with `patch`); resolves when it is done. */
  beat(patch: Partial<Pick<JobRow, "done" | "total">>): Promise<void> {
    this.chain = this.chain.then(async () => {
      if (this.lost) return;
      const { deps, lease } = this.ctx;
      const version = await leaseWrite(deps.db, lease, patch, deps.now()).catch(() => lease.version);
      if (version === null) this.lost = true;
      else lease.version = version;
    });
    return this.chain;
  }

  /** Stops the timer and waits for the writes under way. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.chain;
  }
}
