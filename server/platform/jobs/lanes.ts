import { JOB_KINDS, type JobKind } from "../../../src/catalogue/registry";

/**
 * Which work waits for which. A person who starts a batch, an export, a gift or a generation from a
 * screen waits for it: those kinds run in the `interactive` lane, which background work (tiling,
 * imports, reconciliation) never occupies. The lane follows from the job's kind, so a claim stays one
 * conditional UPDATE on the job row whatever the number of server processes.
 */
export type Lane = "interactive" | "background";

/** Kinds nobody sits waiting for: the demo's tiling, imports of many files, a month's reconciliation, a crawl. */
export const BACKGROUND_KINDS: readonly JobKind[] = ["tile", "import", "reconcile", "crawl"];

export const INTERACTIVE_KINDS: readonly JobKind[] = JOB_KINDS.map((k) => k.value).filter((k) => !BACKGROUND_KINDS.includes(k));

export function laneOf(kind: string): Lane {
  return (BACKGROUND_KINDS as readonly string[]).includes(kind) ? "background" : "interactive";
}

export function kindsOf(lane: Lane): readonly JobKind[] {
  return lane === "background" ? BACKGROUND_KINDS : INTERACTIVE_KINDS;
}

/**
 * Most jobs of a kind one process runs at once: tiling holds a master image and libvips' threads
 * (about 234 MB for 200 MP), so one at a time leaves the other background slot to imports.
 */
export const KIND_CAPS: Partial<Record<JobKind, number>> = { tile: 1 };

/** Background jobs one process runs at once (one of them at most a tiling, by KIND_CAPS). */
export const BACKGROUND_WORKERS = 2;

/**
 * What one process is running, by kind, shared by its workers. Claims go through `claim` one at a
 * time, so two workers never both take the last slot of a capped kind.
 */
export class KindSlots {
  private readonly running = new Map<string, number>();
  private chain: Promise<unknown> = Promise.resolve();

  constructor(private readonly caps: Partial<Record<string, number>> = KIND_CAPS) {}

  /** The kinds of `kinds` that have a free slot now. */
  open(kinds: readonly JobKind[]): JobKind[] {
    return kinds.filter((k) => (this.running.get(k) ?? 0) < (this.caps[k] ?? Number.POSITIVE_INFINITY));
  }

  /** Runs `take` alone (the claims of this process in turn); a claimed kind holds its slot until `release`. */
  claim<T extends { job: { kind: string } }>(take: (open: (kinds: readonly JobKind[]) => JobKind[]) => Promise<T | null>): Promise<T | null> {
    const next = this.chain.then(async () => {
      const claimed = await take((kinds) => this.open(kinds));
      if (claimed) this.running.set(claimed.job.kind, (this.running.get(claimed.job.kind) ?? 0) + 1);
      return claimed;
    });
    this.chain = next.catch(() => undefined);
    return next;
  }

  release(kind: string): void {
    this.running.set(kind, Math.max(0, (this.running.get(kind) ?? 0) - 1));
  }

  /** How many jobs of `kind` this process runs now. */
  count(kind: string): number {
    return this.running.get(kind) ?? 0;
  }
}
