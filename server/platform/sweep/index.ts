/**
 * The registration point of the system's timed changes: every server process runs these sweepers
 * every MOYUAN_SWEEP_SECONDS (default 60; 0 turns the timer off, as the tests do). Add a sweeper of
 * your own domain here; see sweeper.ts for the
 * rules a sweeper keeps (one change per record, safe when two servers sweep at once, written as 系统).
 */
import { xiaoeExpirySweeper } from "../../commerce/xiaoeExpiry";
import { COURSE_SWEEPERS } from "../../courseClasses/sweeps";
import { MARKETING_SWEEPERS } from "../../marketing/sweeps";
import type { ServerDeps } from "../rpc/call";
import { runSweepers, startSweepTimer, type Sweeper, type SweepReport, type SweepTimer } from "./sweeper";

export const SWEEPERS: readonly Sweeper[] = [
  ...MARKETING_SWEEPERS,
  xiaoeExpirySweeper,
  ...COURSE_SWEEPERS,
];

/** Runs every registered sweeper once now (tests call this instead of waiting on the timer). */
export function sweepNow(deps: ServerDeps, only?: readonly string[]): Promise<SweepReport> {
  return runSweepers(deps, only ? SWEEPERS.filter((s) => only.includes(s.name)) : SWEEPERS);
}

/** The timer of a real server; null when the configuration turns it off. */
export function startSweeping(deps: ServerDeps): SweepTimer | null {
  const seconds = deps.config.sweepSeconds;
  return seconds > 0 ? startSweepTimer(deps, SWEEPERS, seconds * 1000) : null;
}

export type { Sweeper, SweepReport };
