import type { ResourceDef } from "../../src/catalogue";
import type { Row, Tx } from "../db/types";

const DAY = 86_400_000;
export const HOUR = 3_600_000;
export { DAY };

/** States a published activity passes through by the clock (DRAFT and CLOSED are staff's). */
const LIVE = ["NOT_STARTED", "ONGOING", "SOLD_OUT"] as const;

/** The phase a published activity is in at `now` (commerce.md §4.0), before stock is considered. */
export function clockPhase(row: Row, now: number): "NOT_STARTED" | "ONGOING" | "ENDED" {
  if (now > Number(row.endAt)) return "ENDED";
  if (now < Number(row.startAt)) return "NOT_STARTED";
  return "ONGOING";
}

/** True when the windows [aStart, aEnd] and [bStart, bEnd] share an instant. */
export function overlaps(aStart: number, aEnd: number, bStart: number, bEnd: number): boolean {
  return aStart <= bEnd && bStart <= aEnd;
}

export function isLive(status: unknown): boolean {
  return (LIVE as readonly unknown[]).includes(status);
}

/**
 * The system moves of §12.5 for one activity table: NOT_STARTED → ONGOING at startAt, any live state
 * → ENDED after endAt, in bulk and without change records; two conditional updates, so running it
 * twice at once changes nothing twice. The server's timer moves phases record by record, with a
 * 系统 change record each (phaseSweeper in ./sweeps.ts).
 */
export async function advancePhases(tx: Tx, resource: ResourceDef, now: number): Promise<void> {
  await tx.updateTable(resource.table).set({ status: "ENDED", utime: now })
    .where("status", "in", [...LIVE]).where("endAt", "<", now).execute();
  await tx.updateTable(resource.table).set({ status: "ONGOING", utime: now })
    .where("status", "=", "NOT_STARTED").where("startAt", "<=", now).execute();
}
