import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { methodName, RpcStatus, type ResourceDef } from "../../src/catalogue";
import { museum, RESOURCES } from "../../src/catalogue/registry";
import { startServer, type Server } from "../../server/bootstrap";
import { loadConfig } from "../../server/config";
import { openDatabase } from "../../server/platform/db/connect";
import type { Db } from "../../server/platform/db/types";
import { byCatalogue } from "../../server/platform/db/types";
import { RpcError } from "../../server/platform/wire/errors";
import { ADMIN_PASSWORD, START_TIME } from "./harness";
import { sqliteImageOf } from "./templates";

/**
 * SQLite reads outside transactions run on reader threads (server/platform/db/sqliteReaders) when the database
 * is a file: what callers see must not change, except that a slow read no longer holds up everyone.
 */

interface Served {
  readonly server: Server;
  rpc(method: string, payload?: Record<string, unknown>): Promise<{ status: number; body: Record<string, unknown> }>;
  close(): Promise<void>;
}

/** A server over the SQLite file in `dataDir` with `readers` reader threads, signed in as admin. */
async function serve(dataDir: string, readers: number, seed: "demo" | "none"): Promise<Served> {
  const config = loadConfig({ MOYUAN_SEED: seed, MOYUAN_ADMIN_PASSWORD: ADMIN_PASSWORD, MOYUAN_DEMO_PASSWORD: ADMIN_PASSWORD, MOYUAN_DATA_DIR: dataDir });
  // startServer opens the database as `npm start` does, with the reader count from the environment.
  const before = process.env.MOYUAN_SQLITE_READERS;
  process.env.MOYUAN_SQLITE_READERS = String(readers);
  let server: Server;
  try {
    server = await startServer(config, { now: () => START_TIME, jobs: "manual" });
  } finally {
    if (before === undefined) delete process.env.MOYUAN_SQLITE_READERS;
    else process.env.MOYUAN_SQLITE_READERS = before;
  }
  const call = async (method: string, payload: Record<string, unknown>, token?: string) => {
    const body = JSON.stringify(token === undefined ? payload : { ...payload, context: { token, tourToken: token, tdid: "" } });
    const res = await server.app.request(`/api/${config.namespace}.${method}`, { method: "POST", headers: { "content-type": "application/json" }, body }, { incoming: { socket: { remoteAddress: "127.0.0.1" } } });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const login = await call("sys.SysAdmin/login", { userName: "admin", password: ADMIN_PASSWORD });
  if (login.body.code !== "SUCCESS") throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  const token = login.body.token as string;
  return { server, rpc: (method, payload = {}) => call(method, payload, token), close: () => server.close() };
}

/** Which connection answered a read: a temp table lives only on the connection that made it. */
async function readsOnMainConnection(db: Db): Promise<boolean> {
  await sql`create temp table if not exists reader_probe (x integer)`.execute(db);
  try {
    await byCatalogue(db).selectFrom("temp.reader_probe").select("x").execute();
    return true;
  } catch (err) {
    if (/no such table/.test(String(err))) return false;
    throw err;
  }
}

/** A read that keeps one thread busy for a good while (about a second here): a recursive count to five million. */
const slowCount = (db: Db) => sql<{ n: number }>`with recursive c(i) as (select 1 union all select i + 1 from c where i < 5000000) select count(*) as n from c`.execute(db);

/** Settles to the order in which the promises settled. */
async function settleOrder(named: Record<string, Promise<unknown>>): Promise<string[]> {
  const order: string[] = [];
  await Promise.allSettled(Object.entries(named).map(([name, p]) => p.finally(() => order.push(name))));
  return order;
}

const LISTED = (RESOURCES as readonly ResourceDef[]).filter((r) => r.ops.includes("list") && r.ops.includes("get"));

describe("SQLite reader threads over a database file", () => {
  let dir: string;
  let pooled: Served;
  let mainOnly: Served;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "moyuan-readers-"));
    // The run's seeded demo world, as the file `npm start` opens (its seed markers are set: nothing is seeded again).
    const template = inject("moyuanTemplates").sqlite.demo;
    if (!template) throw new Error("no demo template for this run (tests/server/globalSetup.ts)");
    fs.writeFileSync(path.join(dir, "moyuan.sqlite"), sqliteImageOf(template));
    pooled = await serve(dir, 2, "demo");
    // The same file, every query on the one connection: the previous behaviour, to compare against.
    mainOnly = await serve(dir, 0, "none");
    // Reads go to the main connection until a reader thread has booted (tsx in each thread: seconds on a busy
    // machine). Opening the file used to take longer than that boot, while SQLite analysed every table; now that the
    // seeded file carries its statistics, the tests wait for the readers instead of racing them.
    await vi.waitFor(async () => expect(await readsOnMainConnection(pooled.server.deps.db)).toBe(false), { timeout: 30_000, interval: 50 });
  });
  afterAll(async () => {
    await pooled?.close();
    await mainOnly?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("runs reads outside a transaction on a reader, and everything in a transaction on the main connection", async () => {
    const db = pooled.server.deps.db;
    expect(await readsOnMainConnection(db)).toBe(false);
    expect(await readsOnMainConnection(mainOnly.server.deps.db)).toBe(true);
    const inTx = await db.transaction().execute(async (tx) => {
      await byCatalogue(tx).insertInto("temp.reader_probe").values({ x: 7 }).execute();
      return byCatalogue(tx).selectFrom("temp.reader_probe").select("x").execute();
    });
    expect(inTx).toEqual([{ x: 7 }]);
  });

  it("answers lists and gets exactly as the main connection does", async () => {
    let compared = 0;
    for (const r of LISTED) {
      const list = `${r.service}/${methodName(r, "list")}`;
      const fromPool = await pooled.rpc(list, { page: { skip: 0, limit: 50 } });
      expect(fromPool.body.code, list).toBe("SUCCESS");
      expect(fromPool, list).toEqual(await mainOnly.rpc(list, { page: { skip: 0, limit: 50 } }));
      const first = (fromPool.body.data as { Id: number }[])[0];
      if (!first) continue;
      const get = `${r.service}/${methodName(r, "get")}`;
      expect(await pooled.rpc(get, { Id: first.Id }), get).toEqual(await mainOnly.rpc(get, { Id: first.Id }));
      compared++;
    }
    expect(compared).toBeGreaterThan(3);
  });

  it("gives rows the same value types, a blob as a Buffer", async () => {
    const probe = (db: Db) => db.selectNoFrom([
      sql<Buffer>`x'00ff10'`.as("blob"), sql<number>`1.5`.as("real"), sql<number>`9007199254740991`.as("int"),
      sql<string>`'墨苑'`.as("text"), sql<null>`null`.as("nothing"),
    ]).executeTakeFirstOrThrow();
    const fromPool = await probe(pooled.server.deps.db);
    expect(Buffer.isBuffer(fromPool.blob)).toBe(true);
    expect(fromPool).toEqual(await probe(mainOnly.server.deps.db));
    expect(fromPool).toEqual({ blob: Buffer.from([0, 255, 16]), real: 1.5, int: 9007199254740991, text: "墨苑", nothing: null });
  });

  it("lets the very next read see a write once the call has answered", async () => {
    const service = museum.service;
    for (let i = 0; i < 10; i++) {
      const created = await pooled.rpc(`${service}/${methodName(museum, "create")}`, { data: { name: `读写一致馆 ${i}` } });
      expect(created.body.code).toBe("SUCCESS");
      const rec = created.body.data as { Id: number; utime: number };
      const got = await pooled.rpc(`${service}/${methodName(museum, "get")}`, { Id: rec.Id });
      expect(got.body.data).toMatchObject({ Id: rec.Id, name: `读写一致馆 ${i}` });
      const renamed = await pooled.rpc(`${service}/${methodName(museum, "update")}`, { Id: rec.Id, utime: rec.utime, data: { name: `改名馆 ${i}` } });
      expect(renamed.body.code).toBe("SUCCESS");
      const listed = await pooled.rpc(`${service}/${methodName(museum, "list")}`, { cond: { jsonq: JSON.stringify({ Id: [rec.Id] }) } });
      expect((listed.body.data as { name: string }[]).map((m) => m.name)).toEqual([`改名馆 ${i}`]);
    }
  });

  it("answers another user's call while a slow read runs", async () => {
    const slow = slowCount(pooled.server.deps.db);
    const quick = pooled.rpc("sys.SysAdmin/getUserinfo").then((r) => expect(r.body).toMatchObject({ code: "SUCCESS", userName: "admin" }));
    const list = pooled.rpc(`${museum.service}/${methodName(museum, "list")}`).then((r) => expect(r.body.code).toBe("SUCCESS"));
    const order = await settleOrder({ slow, quick, list });
    expect(order).toHaveLength(3);
    expect(order[2]).toBe("slow");
    expect((await slow).rows).toEqual([{ n: 5000000 }]);
  }, 60_000);

  it("fails a read on a reader with the error the main connection throws", async () => {
    const missing = (db: Db) => byCatalogue(db).selectFrom("no_such_table").selectAll().execute().then(() => null, (err: unknown) => err);
    const fromPool = await missing(pooled.server.deps.db);
    const fromMain = await missing(mainOnly.server.deps.db);
    expect(fromPool).toBeInstanceOf(SQLite.SqliteError);
    expect(fromPool).toMatchObject({ name: "SqliteError", code: "SQLITE_ERROR", message: "no such table: no_such_table" });
    expect({ ...(fromPool as object), message: (fromPool as Error).message }).toEqual({ ...(fromMain as object), message: (fromMain as Error).message });
    // A value better-sqlite3 cannot bind: the same TypeError, whether the reader (a boolean) or the main
    // connection (a symbol, which cannot even be sent to a reader) refuses it; the readers keep serving.
    for (const value of [true, Symbol("not a value")]) {
      const bind = (db: Db) => db.selectFrom("console_user").select("Id").where("Id", "=", value as unknown as number).execute().then(() => null, (err: unknown) => err);
      const fromPool = await bind(pooled.server.deps.db);
      expect(fromPool).toBeInstanceOf(TypeError);
      expect((fromPool as Error).message).toBe(((await bind(mainOnly.server.deps.db)) as Error).message);
    }
    expect(await readsOnMainConnection(pooled.server.deps.db)).toBe(false);
    // Through the RPC: a record that is not there is the same refusal either way.
    const get = `${museum.service}/${methodName(museum, "get")}`;
    const absent = await pooled.rpc(get, { Id: 999_999 });
    expect(absent.body.code).toBe(RpcStatus.NOT_FOUND);
    expect(absent).toEqual(await mainOnly.rpc(get, { Id: 999_999 }));
  });
});

describe("SQLite without reader threads", () => {
  it("keeps an in-memory database on its one connection", async () => {
    const database = openDatabase({ sqliteFile: ":memory:", sqliteReaders: 2 });
    try {
      expect(await readsOnMainConnection(database.db)).toBe(true);
    } finally {
      await database.close();
    }
  });

  it("keeps a file on its one connection with MOYUAN_SQLITE_READERS=0", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "moyuan-readers-"));
    const database = openDatabase({ sqliteFile: path.join(dir, "db.sqlite"), sqliteReaders: 0 });
    try {
      expect(await readsOnMainConnection(database.db)).toBe(true);
    } finally {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.runIf(process.env.DATABASE_URL)("PostgreSQL statement timeout", () => {
  it("ends a statement that runs past MOYUAN_STATEMENT_TIMEOUT_MS with DEADLINE_EXCEEDED and a message a user can act on", async () => {
    const database = openDatabase({ databaseUrl: process.env.DATABASE_URL, statementTimeoutMs: 200 });
    try {
      const err = await sql`select pg_sleep(30)`.execute(database.db).then(() => null, (e: unknown) => e);
      expect(err).toBeInstanceOf(RpcError);
      expect(err).toMatchObject({ status: RpcStatus.DEADLINE_EXCEEDED, message: "查询超时，请缩小筛选范围后重试" });
      // The connection is fine afterwards, and quick statements are untouched.
      expect((await sql<{ one: number }>`select 1 as one`.execute(database.db)).rows).toEqual([{ one: 1 }]);
      // A transaction (a migration building an index, a job's step) is not cut off halfway.
      const inTx = await database.db.transaction().execute((tx) => sql<{ slept: string }>`select pg_sleep(0.5)::text as slept`.execute(tx));
      expect(inTx.rows).toEqual([{ slept: "" }]);
    } finally {
      await database.close();
    }
  });
});
