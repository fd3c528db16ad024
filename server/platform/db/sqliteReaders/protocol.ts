/** The messages between the reader pool (server/platform/db/sqliteReaders/pool.ts) and each reader thread (worker.ts). */

/** What a reader thread is started with. */
export interface ReaderInit {
  /** The SQLite file the server's main connection has open in WAL mode. */
  readonly file: string;
}

/** One statement to run. */
export interface ReadRequest {
  readonly id: number;
  readonly sql: string;
  readonly parameters: readonly unknown[];
}

/** An error as thrown in the reader, rebuilt on the main thread with the same class name, code and message. */
export interface ReadFailure {
  readonly name: string;
  readonly message: string;
  readonly code: string | undefined;
}

export type ReaderMessage =
  | { readonly kind: "ready" }
  | { readonly kind: "rows"; readonly id: number; readonly rows: unknown[] }
  /** The statement would write (or answers no rows): it must run on the main connection. */
  | { readonly kind: "notRead"; readonly id: number }
  | { readonly kind: "failed"; readonly id: number; readonly error: ReadFailure };
