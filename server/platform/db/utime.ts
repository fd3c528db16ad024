// Every record's version is its `utime` (an update sends the one it read; DESIGN.md §4).

/** The next `utime`: now, but always later than the last one so that every update changes it. */
export function nextUtime(previous: number, now: number): number {
  return Math.max(now, previous + 1);
}
