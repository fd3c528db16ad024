/** What one run of a sync task did: shared by the in-server workers and the outside channels. */
export interface WorkError {
  readonly item: string;
  readonly reason: string;
}

export interface WorkResult {
  readonly processed: number;
  readonly failed: number;
  readonly errors: readonly WorkError[];
  /** The outside channel refused (unconfigured): the run failed without doing anything. */
  readonly refused?: boolean;
}
