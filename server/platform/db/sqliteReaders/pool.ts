import { Worker } from "node:worker_threads";
import SQLite from "better-sqlite3";
import type { ReaderInit, ReaderMessage, ReadFailure, ReadRequest } from "./protocol";

/**
 * The pool could not run a statement: no reader is up (none started yet, or they died), or the
 * statement turned out not to be a read. The caller runs it on the main connection instead, which is
 * always correct: a read gives the same answer there.
 */
export class ReaderUnavailable extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "ReaderUnavailable";
  }
}

interface Job {
  readonly request: ReadRequest;
  resolve(rows: unknown[]): void;
  reject(err: Error): void;
}

interface Reader {
  readonly worker: Worker;
  ready: boolean;
  job: Job | null;
}

/**
 * How to start a reader thread. Under tsx (npm start, npm run server, the tests, the bench) this file
 * is TypeScript and so is worker.ts; loader hooks registered in the main thread do not reach worker
 * threads on Node 20 (nor does `--import tsx` in a worker's execArgv), so the thread registers tsx
 * itself before importing worker.ts. A build compiled to JavaScript runs the emitted worker.js as it is.
 */
function workerSource(): { source: string | URL; eval: boolean } {
  const here = import.meta.url;
  if (!/\.[cm]?ts$/.test(new URL(here).pathname)) return { source: new URL("./worker.js", here), eval: false };
  const tsx = import.meta.resolve("tsx/esm/api");
  const worker = new URL("./worker.ts", here).href;
  return { source: `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(worker)}); });`, eval: true };
}

/** An error from a reader, rebuilt so that callers see what the main connection would have thrown. */
function rebuild(failure: ReadFailure): Error {
  if (failure.name === "SqliteError" && failure.code !== undefined) return new SQLite.SqliteError(failure.message, failure.code);
  const Ctor = failure.name === "TypeError" ? TypeError : failure.name === "RangeError" ? RangeError : Error;
  const err = new Ctor(failure.message);
  if (failure.code !== undefined) Object.assign(err, { code: failure.code });
  return err;
}

/** Structured cloning turns Buffer into Uint8Array; blobs read on the main connection are Buffers. */
function restoreBlobs(rows: unknown[]): unknown[] {
  for (const row of rows) {
    const record = row as Record<string, unknown>;
    for (const key in record) {
      const v = record[key];
      if (v instanceof Uint8Array && !Buffer.isBuffer(v)) record[key] = Buffer.from(v.buffer, v.byteOffset, v.byteLength);
    }
  }
  return rows;
}

/**
 * A few worker threads, each with its own read-only connection to the SQLite file, running SELECTs
 * off the event loop that serves every request. A statement goes to an idle reader, else waits for
 * the first one free; readers still starting take nothing, so the first reads after start run on the
 * main connection instead of waiting for a thread to boot.
 */
export class ReaderPool {
  readonly #readers: Reader[] = [];
  readonly #queue: Job[] = [];
  #nextId = 1;
  #closing = false;

  constructor(file: string, size: number) {
    const entry = workerSource();
    for (let i = 0; i < size; i++) this.#start(file, entry);
  }

  /** Runs one SELECT on a reader; answers its rows, or rejects with the reader's error or ReaderUnavailable. */
  read(sql: string, parameters: readonly unknown[]): Promise<unknown[]> {
    if (this.#closing) return Promise.reject(new ReaderUnavailable("the reader pool is closed"));
    const idle = this.#readers.find((r) => r.ready && r.job === null);
    if (!idle && !this.#readers.some((r) => r.ready)) return Promise.reject(new ReaderUnavailable("no reader is running"));
    return new Promise<unknown[]>((resolve, reject) => {
      const job: Job = { request: { id: this.#nextId++, sql, parameters }, resolve, reject };
      if (idle) this.#assign(idle, job);
      else this.#queue.push(job);
    });
  }

  /** Stops every reader; a read still running is answered ReaderUnavailable. */
  async close(): Promise<void> {
    this.#closing = true;
    for (const job of this.#queue.splice(0)) job.reject(new ReaderUnavailable("the reader pool is closed"));
    // A reader terminated while it boots may never report its exit, and an awaited promise keeps no
    // process alive: a script awaiting close() ended there, silently, with code 0. So wait at most 2 s,
    // on a timer that does keep the process alive.
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(this.#readers.map((r) => r.worker.terminate())),
      new Promise<void>((resolve) => (timer = setTimeout(resolve, 2_000))),
    ]);
    clearTimeout(timer);
  }

  #start(file: string, entry: { source: string | URL; eval: boolean }): void {
    const worker = new Worker(entry.source, { eval: entry.eval, workerData: { file } satisfies ReaderInit });
    const reader: Reader = { worker, ready: false, job: null };
    this.#readers.push(reader);
    // An idle reader must not keep the process alive (a script that reads and returns); a busy one must.
    worker.unref();
    worker.on("message", (message: ReaderMessage) => this.#answer(reader, message));
    worker.on("error", (err) => {
      if (!this.#closing) console.error("[db] an SQLite reader thread failed; its reads go to the main connection", err);
    });
    worker.on("exit", () => this.#lost(reader));
  }

  #assign(reader: Reader, job: Job): void {
    try {
      reader.worker.postMessage(job.request);
    } catch {
      // A parameter that cannot be cloned: the main connection answers it (with better-sqlite3's own error).
      job.reject(new ReaderUnavailable("parameters cannot be sent to a reader"));
      this.#next(reader);
      return;
    }
    reader.job = job;
    reader.worker.ref();
  }

  #next(reader: Reader): void {
    const job = this.#queue.shift();
    if (job) this.#assign(reader, job);
    else reader.worker.unref();
  }

  #answer(reader: Reader, message: ReaderMessage): void {
    if (message.kind === "ready") {
      reader.ready = true;
      this.#next(reader);
      return;
    }
    const job = reader.job;
    reader.job = null;
    if (job && job.request.id === message.id) {
      if (message.kind === "rows") job.resolve(restoreBlobs(message.rows));
      else if (message.kind === "notRead") job.reject(new ReaderUnavailable("not a read"));
      else job.reject(rebuild(message.error));
    }
    this.#next(reader);
  }

  /** A reader ended (closed, or crashed): its read goes back to the caller to run on the main connection. */
  #lost(reader: Reader): void {
    this.#readers.splice(this.#readers.indexOf(reader), 1);
    reader.job?.reject(new ReaderUnavailable("the reader thread ended"));
    reader.job = null;
    if (this.#readers.length === 0) {
      for (const job of this.#queue.splice(0)) job.reject(new ReaderUnavailable("no reader is running"));
    }
  }
}
