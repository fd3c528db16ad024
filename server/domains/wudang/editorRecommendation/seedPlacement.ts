/** Seed helper of the slot resources: a slot's placement, its displayState at the seed's clock. */
import type { Row } from "../../../platform/db/types";
import { displayStateAt } from "../../../resources/slotPlacement";

export const DAY = 86_400_000;

/** The placement fields of a seeded slot, its state computed as the server would at `now`. */
export function placed(now: number, p: { platforms?: string[]; min?: string | null; max?: string | null; start: number | null; end: number | null; sort: number; online: boolean }): Record<string, unknown> {
  const row = { startAt: p.start, endAt: p.end, online: p.online } as Row;
  return {
    platforms: p.platforms ?? [], minAppVersion: p.min ?? null, maxAppVersion: p.max ?? null,
    startAt: p.start, endAt: p.end, sort: p.sort, online: p.online, displayState: displayStateAt(row, now, p.online),
  };
}

/** A window around `now`: live (started, ends later), scheduled (starts later) or expired (ended), by `kind`. */
export function windowOf(now: number, kind: "live" | "scheduled" | "expired" | "open", k: number): { start: number | null; end: number | null } {
  switch (kind) {
    case "live": return { start: now - (3 + k) * DAY, end: now + (10 + k) * DAY };
    case "scheduled": return { start: now + (2 + k) * DAY, end: now + (20 + k) * DAY };
    case "expired": return { start: now - (60 + k) * DAY, end: now - (5 + k) * DAY };
    default: return { start: now - (90 + k) * DAY, end: null };
  }
}
