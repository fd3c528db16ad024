import { sql } from "kysely";
import { fromShanghaiInput } from "../../../../src/catalogue/kinds/shanghai";
import { bucketsOf, DAY, type Bucket, type Granularity, type Period } from "./period";
import { num, type MetricFilters, type MetricInput, type SeriesPoint } from "./registry";

/**
 * Distinct visitors from visitor_last_event / visitor_bucket_count (server/platform/db/visitorLastEvent.ts), exact:
 * when no event of a (kind, key) lies at or after the period's end, "an event in [A, B)" is "the last event ≥ A" and
 * "two events" is "the second-to-last ≥ A". Every function answers null when it cannot answer exactly (several
 * filter values, filters on two dimensions, or a period ending before the newest event) — the caller then reads the
 * source rows as before.
 */
export type EventKind = "paid" | "created" | "active";

const PREFIX = { platform: "p:", payChannel: "c:", orderType: "t:" } as const;
/** The filter dimensions each kind is kept by (the same ones its direct query honours). */
const DIMS: Record<EventKind, readonly (keyof typeof PREFIX)[]> = {
  paid: ["platform", "payChannel", "orderType"], created: ["platform", "orderType"], active: ["platform"],
};

/** The key of a kind under the filters: '' unfiltered, prefix + value for one value of one dimension, else null. */
export function eventKey(kind: EventKind, f: MetricFilters): string | null {
  const asked = DIMS[kind].filter((d) => (f[d]?.length ?? 0) > 0);
  if (asked.length === 0) return "";
  const [d] = asked;
  if (asked.length > 1 || !d || f[d]?.length !== 1) return null;
  return `${PREFIX[d]}${f[d]?.[0]}`;
}

async function newestAt(input: MetricInput, kind: EventKind, key: string): Promise<number | null> {
  const r = await sql<{ m: unknown }>`select max("lastAt") as m from visitor_last_event where "kind" = ${kind} and "key" = ${key}`.execute(input.db);
  const m = r.rows[0]?.m;
  return m === null || m === undefined ? null : Number(m);
}

/**
 * Visitors with ≥ 1 (`atLeast` 1) or ≥ 2 events of a kind in the period, or null when the fast path does not hold.
 */
export async function visitorsSince(input: MetricInput, kind: EventKind, p: Period, atLeast: 1 | 2 = 1): Promise<number | null> {
  const key = eventKey(kind, input.filters);
  if (key === null) return null;
  const newest = await newestAt(input, kind, key);
  if (newest === null) return 0;
  if (newest >= p.end) return null;
  const col = sql.ref(atLeast === 1 ? "lastAt" : "last2At");
  const r = await sql<{ v: unknown }>`select count(*) as v from visitor_last_event where "kind" = ${kind} and "key" = ${key} and ${col} >= ${p.start}`.execute(input.db);
  return num(r.rows[0]?.v);
}

const GRAIN = { day: "d", week: "w", month: "m" } as const;

/** A bucket that is one whole calendar day / week / month (not cut by the period's edges). */
function isWhole(b: Bucket, g: Granularity): boolean {
  if (fromShanghaiInput(b.bucket) !== b.start) return false;
  const [whole] = bucketsOf({ start: b.start, end: b.start + 32 * DAY, from: "", to: "", days: 32 }, g);
  return whole?.end === b.end;
}

/**
 * 付费用户数 per bucket: past whole buckets from visitor_bucket_count, the others (the one holding now, a cut edge)
 * by `rest` (the fast count when it holds, else the caller's direct query for that bucket). Null when filtered by
 * a key the tables do not keep.
 */
export async function paidVisitorSeries(input: MetricInput, rest: (p: Period) => Promise<number>): Promise<SeriesPoint[] | null> {
  const { buckets, granularity } = input;
  const key = eventKey("paid", input.filters);
  if (!buckets || !granularity || key === null) return null;
  const stored = buckets.filter((b) => b.end <= input.now && isWhole(b, granularity));
  const counts = new Map<number, number>();
  if (stored.length > 0) {
    const r = await sql<{ b: unknown; v: unknown }>`select "bucketStart" as b, "visitors" as v from visitor_bucket_count
      where "key" = ${key} and "grain" = ${GRAIN[granularity]} and "bucketStart" >= ${stored[0]?.start} and "bucketStart" <= ${stored[stored.length - 1]?.start}`.execute(input.db);
    for (const row of r.rows) counts.set(Number(row.b), num(row.v));
  }
  const storedStarts = new Set(stored.map((b) => b.start));
  return Promise.all(buckets.map(async (b) => {
    if (storedStarts.has(b.start)) return { bucket: b.bucket, value: counts.get(b.start) ?? 0 };
    const p: Period = { start: b.start, end: b.end, from: "", to: "", days: Math.round((b.end - b.start) / DAY) };
    return { bucket: b.bucket, value: (await visitorsSince(input, "paid", p)) ?? (await rest(p)) };
  }));
}
