/**
 * One reader thread: a read-only better-sqlite3 connection to the server's SQLite file, running the
 * SELECTs the pool hands it one at a time. WAL lets it read beside the main connection's writes and
 * see each of them once committed (every statement starts a fresh read snapshot).
 */
import { parentPort, workerData } from "node:worker_threads";
import SQLite from "better-sqlite3";
import type { ReaderInit, ReaderMessage, ReadRequest } from "./protocol";

const port = parentPort;
if (!port) throw new Error("server/platform/db/sqliteReaders/worker.ts runs as a worker thread");

const { file } = workerData as ReaderInit;
const db = new SQLite(file, { readonly: true, fileMustExist: true });
// Kept in step with the main connection (server/platform/db/connect.ts): a SQL function or collation registered
// there must be registered here too, or a read would fail on a reader and succeed on the main connection.
db.pragma("busy_timeout = 5000");

/** Prepared statements by SQL: the generated queries repeat, and preparing is a good part of a short read. */
const CACHE_SIZE = 256;
const statements = new Map<string, SQLite.Statement>();

function prepare(text: string): SQLite.Statement {
  const hit = statements.get(text);
  if (hit) {
    statements.delete(text);
    statements.set(text, hit);
    return hit;
  }
  const stmt = db.prepare(text);
  statements.set(text, stmt);
  if (statements.size > CACHE_SIZE) statements.delete(statements.keys().next().value as string);
  return stmt;
}

/** Structured cloning turned Buffer parameters into Uint8Array; better-sqlite3 binds only Buffer as a blob. */
function parameter(value: unknown): unknown {
  return value instanceof Uint8Array && !Buffer.isBuffer(value) ? Buffer.from(value.buffer, value.byteOffset, value.byteLength) : value;
}

function answer(request: ReadRequest): ReaderMessage {
  try {
    const stmt = prepare(request.sql);
    if (!stmt.reader || !stmt.readonly) return { kind: "notRead", id: request.id };
    return { kind: "rows", id: request.id, rows: stmt.all(request.parameters.map(parameter)) };
  } catch (err) {
    const e = err instanceof Error ? err : new Error(String(err));
    const code = (e as { code?: unknown }).code;
    return { kind: "failed", id: request.id, error: { name: e.name, message: e.message, code: typeof code === "string" ? code : undefined } };
  }
}

port.on("message", (request: ReadRequest) => port.postMessage(answer(request)));
port.postMessage({ kind: "ready" } satisfies ReaderMessage);
