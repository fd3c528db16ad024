import os from "node:os";
import { sql, type LogEvent } from "kysely";
import type { Db, Tx } from "../db/types";
import type { SlowQueryConfig } from "./config";
import { asRecorder, currentScope } from "./context";
import { normaliseSql, opOf, shapeHashOf, tableOf } from "./shape";

/** One slow call or statement, as it will be written to slow_query. */
export interface SlowSample {
  readonly ts: number;
  readonly ns: string;
  readonly op: string;
  readonly durationMs: number;
  readonly shapeHash: string;
  /** The redacted statement, or the method's path for a call. */
  readonly statement: string;
  readonly appRoute: string | null;
  readonly callerId: number | null;
  readonly caller: string | null;
}

/** Samples waiting beyond this are dropped (and counted): a flood of slow statements must not eat the memory. */
const MAX_PENDING = 2_000;
/** The timer's flush interval; a call's end also asks for one. */
const FLUSH_EVERY_MS = 3_000;
const STATEMENT_CHARS = 4_000;
/** This process's name on its samples: several servers write rows of their own (no shared state). */
const SERVER_NAME = `${os.hostname()}:${process.pid}`.slice(0, 64);

const recorders = new WeakMap<Db, SlowQueryRecorder>();

/** The recorder writing into `db`, if its server records slow queries. */
export function recorderOf(db: Db): SlowQueryRecorder | undefined {
  return recorders.get(db);
}

/**
 * Records RPC calls and database statements slower than their thresholds (commerce.md §7.7, source
 * APP_QUERY_LOG). Recording never slows or breaks the work it times: samples are buffered in memory and
 * written after the call (and every few seconds) by one upsert per shape plus one insert of the samples,
 * in a transaction of the recorder's own, outside any caller's; its own statements are never recorded;
 * a failed write is logged and its samples dropped.
 */
export class SlowQueryRecorder {
  #db: Db | null = null;
  #now: () => number = Date.now;
  #pending: SlowSample[] = [];
  #dropped = 0;
  #flushing: Promise<void> = Promise.resolve();
  #timer: NodeJS.Timeout | null = null;
  #soon: NodeJS.Timeout | null = null;

  constructor(readonly config: SlowQueryConfig) {}

  /** Kysely's `log` hook: hears every statement with its duration. Wired before the database is opened. */
  readonly onStatement = (event: LogEvent): void => {
    const ms = event.queryDurationMillis;
    if (ms < this.config.statementMs || !this.#db) return;
    const scope = currentScope();
    if (scope === "recorder") return;
    const text = event.query.sql;
    // Belt and braces: a write to the recorder's tables is its own, whatever the context says.
    if (/\b(?:into|update)\s+"?slow_query/i.test(text)) return;
    const statement = normaliseSql(text).slice(0, STATEMENT_CHARS);
    this.#push({
      ts: this.#now(), ns: tableOf(text), op: opOf(text), durationMs: Math.round(ms), shapeHash: shapeHashOf(statement), statement,
      appRoute: scope?.method ?? null, callerId: scope?.userId ?? null, caller: scope?.userName ?? null,
    });
  };

  /** Times one RPC call (refused and failed ones too): a sample when it took at least the call threshold. */
  async timeCall<T>(method: string, run: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await run();
    } finally {
      const ms = performance.now() - started;
      const scope = currentScope();
      if (ms >= this.config.callMs && this.#db) {
        // `moyuan.OrderServiceAdmin/listOrder` → OrderServiceAdmin: the service is the call's "table".
        const head = method.split("/")[0] ?? method;
        const service = head.slice(head.indexOf(".") + 1) || head;
        const text = `call ${method}`;
        this.#push({
          ts: this.#now(), ns: service.slice(0, 80), op: "call", durationMs: Math.round(ms), shapeHash: shapeHashOf(text), statement: method.slice(0, STATEMENT_CHARS),
          appRoute: method.slice(0, 120), callerId: scope && scope !== "recorder" ? scope.userId : null, caller: scope && scope !== "recorder" ? scope.userName : null,
        });
      }
      if (this.#pending.length > 0) this.#flushSoon();
    }
  }

  /** Starts recording into `db` (after migrations and seeding: those are not the application's queries). */
  attach(db: Db, now: () => number): void {
    this.#db = db;
    this.#now = now;
    recorders.set(db, this);
    this.#timer = setInterval(() => void this.flush(), FLUSH_EVERY_MS);
    this.#timer.unref();
  }

  /** Samples heard and not yet written. */
  get pending(): number {
    return this.#pending.length;
  }

  /** Writes what is buffered (tests call it instead of waiting for the timer); never throws. */
  flush(): Promise<void> {
    this.#flushing = this.#flushing.then(() => this.#write());
    return this.#flushing;
  }

  /** Stops the timer and writes what is left, before the database closes. */
  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    if (this.#soon) clearTimeout(this.#soon);
    this.#timer = null;
    this.#soon = null;
    await this.flush();
    if (this.#db) recorders.delete(this.#db);
    this.#db = null;
  }

  #push(sample: SlowSample): void {
    if (this.#pending.length >= MAX_PENDING) {
      this.#dropped += 1;
      return;
    }
    this.#pending.push(sample);
  }

  /** After the response has gone: a timer of 0 runs once the call's own work is done. */
  #flushSoon(): void {
    if (this.#soon || !this.#db) return;
    this.#soon = setTimeout(() => {
      this.#soon = null;
      void this.flush();
    }, 0);
    this.#soon.unref();
  }

  async #write(): Promise<void> {
    const db = this.#db;
    const batch = this.#pending.splice(0);
    if (!db || batch.length === 0) return;
    if (this.#dropped > 0) {
      console.warn(`[slowQuery] ${this.#dropped} samples dropped: more than ${MAX_PENDING} waiting`);
      this.#dropped = 0;
    }
    try {
      await asRecorder(() => writeSamples(db, batch, this.#now()));
    } catch (err) {
      console.error(`[slowQuery] ${batch.length} samples not recorded`, err);
    }
  }
}

/** The shapes of a batch upserted (figures added atomically, so two servers flushing at once both count), then the samples in one insert. */
async function writeSamples(db: Db, batch: readonly SlowSample[], now: number): Promise<void> {
  const groups = new Map<string, SlowSample[]>();
  for (const s of batch) groups.set(s.shapeHash, [...(groups.get(s.shapeHash) ?? []), s]);
  await db.transaction().execute(async (tx) => {
    const shapeIds = new Map<string, number>();
    for (const [hash, samples] of groups) {
      const first = samples[0]!;
      const total = samples.reduce((a, s) => a + s.durationMs, 0);
      const max = Math.max(...samples.map((s) => s.durationMs));
      const firstTs = Math.min(...samples.map((s) => s.ts));
      const lastTs = Math.max(...samples.map((s) => s.ts));
      const row = await tx.insertInto("slow_query_shape").values({
        ctime: now, utime: now, shapeHash: hash, sample: first.statement, ns: first.ns, op: first.op,
        count: samples.length, totalMs: total, maxMs: max, avgMs: Math.round(total / samples.length), firstSeen: firstTs, lastSeen: lastTs, status: "NEW",
      }).onConflict((oc) => oc.column("shapeHash").doUpdateSet({
        utime: now,
        count: sql<number>`slow_query_shape."count" + excluded."count"`,
        totalMs: sql<number>`slow_query_shape."totalMs" + excluded."totalMs"`,
        avgMs: sql<number>`(slow_query_shape."totalMs" + excluded."totalMs") / (slow_query_shape."count" + excluded."count")`,
        maxMs: sql<number>`case when excluded."maxMs" > slow_query_shape."maxMs" then excluded."maxMs" else slow_query_shape."maxMs" end`,
        firstSeen: sql<number>`case when excluded."firstSeen" < slow_query_shape."firstSeen" then excluded."firstSeen" else slow_query_shape."firstSeen" end`,
        lastSeen: sql<number>`case when excluded."lastSeen" > slow_query_shape."lastSeen" then excluded."lastSeen" else slow_query_shape."lastSeen" end`,
      })).returning("Id").executeTakeFirstOrThrow();
      shapeIds.set(hash, Number(row.Id));
    }
    await tx.insertInto("slow_query").values(batch.map((s) => ({
      ctime: now, utime: now, ts: s.ts, source: "APP_QUERY_LOG", ns: s.ns, op: s.op, durationMs: s.durationMs,
      plan: null, shapeId: shapeIds.get(s.shapeHash)!, shapeHash: s.shapeHash, statement: s.statement,
      appRoute: s.appRoute, callerId: s.callerId, caller: s.caller, server: SERVER_NAME,
    }))).execute();
    for (const id of shapeIds.values()) await refreshP95(tx, id);
  });
}

/**
 * A shape's p95 recomputed from its samples (nearest rank: the ⌈0.95·n⌉-th fastest), for the shapes a
 * flush touched: one indexed read each, off the call path.
 */
export async function refreshP95(tx: Tx, shapeId: number): Promise<void> {
  const shape = await tx.selectFrom("slow_query_shape").select("count").where("Id", "=", shapeId).executeTakeFirst();
  const n = Number(shape?.count ?? 0);
  if (n === 0) return;
  const row = await tx.selectFrom("slow_query").select("durationMs").where("shapeId", "=", shapeId)
    .orderBy("durationMs", "desc").limit(1).offset(n - Math.ceil(0.95 * n)).executeTakeFirst();
  if (row) await tx.updateTable("slow_query_shape").set({ p95Ms: Number(row.durationMs) }).where("Id", "=", shapeId).execute();
}
