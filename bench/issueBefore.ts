/**
 * The figures issue 12 was opened with ("before"): the same calls and pages measured on this machine with the code
 * of that day, 1,000,000 museums. They are quoted, not re-measured (that code is gone); the bench's own "previous"
 * columns re-run the old approach where it still can be (the old SQL, the main-thread reads, the tsx start).
 */
export const ISSUE_BEFORE = {
  /** listMuseum RPC p50 ms per case. */
  list: {
    sqlite: { a: 56, b: 142, c: 265, d: 318, e: 1186, f: 18 },
    postgres: { a: 107, b: 289, c: 610, d: 520, e: 832, f: 143 },
  } as Record<"sqlite" | "postgres", Record<string, number>>,
  /** First page of the 1M-row list at 10 clients, req/s. */
  throughput: { sqlite: 60, postgres: 18 } as Record<"sqlite" | "postgres", number>,
  /** Start to serving with 1M rows, ms (about). */
  startMs: 3000,
  /** The login page: JavaScript loaded (KB gzip) and cold load to a visible form (ms). */
  loginKb: 158,
  loginMs: 790,
} as const;
