import type { Row } from "../../../platform/db/types";

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
