/**
 * The seeded points ledger (commerce.md §3.3): each visitor's earnings and spends replayed in time
 * order, with the daily 积分过期 sweep (server/domains/point/pointsLog/expiry.ts) played in between —
 * points earned more than 365 days ago and not spent leave the balance by one EXPIRE row, FIFO
 * (every spend and every earlier EXPIRE consumes the oldest points first), so the sweeper finds
 * nothing due at the seeding moment and every balance is the sum of its rows.
 */
import { shanghaiDate, shanghaiDayStart } from "../../../src/catalogue/kinds/shanghai";
import { businessNo } from "../../resources/businessNo";
import { tail } from "./bulk";

const DAY = 86_400_000;
const YEAR_MS = 365 * DAY;
/** The sweep that expires a day's points runs shortly after midnight (Beijing time) of the next day. */
const SWEEP_AFTER_MIDNIGHT = 10 * 60_000;
/** logNo tails of rows the first demo world did not have (EXPIRE, Apple claw-backs): a range of their own, so earlier rows keep their numbers. */
const OWN_TAILS = 700_000;

export interface PointsEvent {
  readonly t: number;
  readonly visitorId: number;
  readonly change: number;
  readonly bizType: string;
  readonly bizNo: string | null;
  readonly remark: string;
  /** Numbered from the range of newer rows (see OWN_TAILS). */
  readonly own?: boolean;
}

export interface PointsRow { data: Record<string, unknown>; ctime: number }

interface Ledger { points: number; consumed: number; lots: { expireAt: string; amount: number }[]; sweeps: number[] }

/**
 * Replays the events (any order; sorted here by time, stable) onto `balances` (visitorId → points,
 * updated) and answers the log rows: those of the first demo world in time order, then the newer kinds (EXPIRE, Apple claw-backs) in time order. A spend larger than the balance takes what is there.
 */
export function replayPoints(events: readonly PointsEvent[], balances: Map<number, { points: number }>, now: number): PointsRow[] {
  const rows: PointsRow[] = [];
  const ledgers = new Map<number, Ledger>();
  const seq = { shared: 0, own: 0 };
  const ownRows = new Set<PointsRow>();
  const ledgerOf = (visitorId: number) => {
    let l = ledgers.get(visitorId);
    if (!l) {
      l = { points: balances.get(visitorId)?.points ?? 0, consumed: 0, lots: [], sweeps: [] };
      ledgers.set(visitorId, l);
    }
    return l;
  };
  const write = (visitorId: number, l: Ledger, t: number, change: number, e: Omit<PointsEvent, "t" | "visitorId" | "change">) => {
    l.points += change;
    const n = e.own ? OWN_TAILS + (seq.own += 1) : (seq.shared += 1);
    const row: PointsRow = { ctime: t, data: {
      logNo: businessNo("PL", t, tail(n)), visitorId, bizType: e.bizType, change, balanceAfter: l.points, bizNo: e.bizNo, remark: e.remark,
      expireAt: change > 0 ? shanghaiDate(t + YEAR_MS) : null, operator: "系统",
    } };
    rows.push(row);
    if (e.own) ownRows.add(row);
    if (change > 0) {
      const expireAt = shanghaiDate(t + YEAR_MS);
      l.lots.push({ expireAt, amount: change });
      l.sweeps.push(shanghaiDayStart(t + YEAR_MS) + DAY + SWEEP_AFTER_MIDNIGHT);
    } else {
      l.consumed -= change;
    }
  };
  // The sweep at `at`: what expired before that day, less everything consumed, at most the balance (expiry.ts duePoints).
  const sweep = (visitorId: number, l: Ledger, at: number) => {
    const today = shanghaiDate(at);
    const expired = l.lots.reduce((s, lot) => s + (lot.expireAt < today ? lot.amount : 0), 0);
    const due = Math.min(expired - l.consumed, l.points);
    if (due > 0) write(visitorId, l, at, -due, { bizType: "EXPIRE", bizNo: null, remark: `${due} 积分已过期（获得满 365 天）`, own: true });
  };
  const sweepUntil = (visitorId: number, l: Ledger, t: number) => {
    while (l.sweeps.length > 0 && l.sweeps[0]! <= t) sweep(visitorId, l, l.sweeps.shift()!);
  };
  const sorted = events.map((e, i) => ({ e, i })).sort((a, b) => a.e.t - b.e.t || a.i - b.i).map((x) => x.e);
  for (const e of sorted) {
    const l = ledgerOf(e.visitorId);
    sweepUntil(e.visitorId, l, e.t);
    const change = e.change < 0 ? -Math.min(-e.change, l.points) : e.change;
    if (change === 0) continue;
    const remark = change !== e.change ? `${e.remark}，积分不足，少扣 ${change - e.change}` : e.remark;
    write(e.visitorId, l, e.t, change, { ...e, remark });
  }
  for (const [visitorId, l] of ledgers) {
    sweepUntil(visitorId, l, now);
    const b = balances.get(visitorId);
    if (b) b.points = l.points;
  }
  // The rows of the first demo world keep their order (and so their Ids); the newer ones follow, in time order.
  const isOwn = (r: PointsRow) => ownRows.has(r);
  return [...rows.filter((r) => !isOwn(r)), ...rows.filter(isOwn).sort((a, b) => a.ctime - b.ctime)];
}
