/**
 * The registration point of the system's timed changes: every server process runs the registered
 * sweepers every MOYUAN_SWEEP_SECONDS (default 60; 0 turns the timer off, as the tests do). A domain
 * registers its sweepers with registerSweeper when the server's parts are put together
 * (a resource's rules module, `defineRules(…, { sweepers })`), so this folder imports no domain; see sweeper.ts for the
 * rules a sweeper keeps (one change per record, safe when two servers sweep at once, written as 系统).
 */
import type { ServerDeps } from "../rpc/call";
import { runSweepers, startSweepTimer, type Sweeper, type SweepReport, type SweepTimer } from "./sweeper";

/** Every registered sweeper, by `order` and then in the order registered. */
const SWEEPERS: Sweeper[] = [];

/** Adds a sweeper; registering the same one again (every server a process starts does) changes nothing. */
export function registerSweeper(sweeper: Sweeper): void {
  const existing = SWEEPERS.find((s) => s.name === sweeper.name);
  if (existing === sweeper) return;
  if (existing) throw new Error(`sweeper ${sweeper.name} is registered already`);
  SWEEPERS.push(sweeper);
  // Array.prototype.sort is stable: equal orders keep their registration order.
  SWEEPERS.sort((a, b) => (a.order ?? DEFAULT_ORDER) - (b.order ?? DEFAULT_ORDER));
}

const DEFAULT_ORDER = 100;

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
