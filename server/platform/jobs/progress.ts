/**
 * How often a running job tells how far it got: at least once a second of the server's clock, so a
 * person watching 我的任务 sees the bar move on any job longer than a moment. A job that writes its
 * progress with each row (batches, in the row's own transaction) needs none of this; one that works
 * through pages or a long step asks `due()` between its units of work.
 */
export const PROGRESS_EVERY_MS = 1000;

export class ProgressClock {
  private last: number;

  constructor(private readonly now: () => number, private readonly everyMs = PROGRESS_EVERY_MS) {
    this.last = now();
  }

  /** Whether a second (everyMs) has passed since the last write. */
  due(): boolean {
    return this.now() - this.last >= this.everyMs;
  }

  /** Notes a write made now. */
  wrote(): void {
    this.last = this.now();
  }
}
