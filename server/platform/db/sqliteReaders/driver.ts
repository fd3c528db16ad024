import {
  RawNode, SelectQueryNode, SqliteAdapter, SqliteDriver, SqliteIntrospector, SqliteQueryCompiler,
  type CompiledQuery, type DatabaseConnection, type DatabaseIntrospector, type Dialect, type DialectAdapter,
  type Driver, type Kysely, type QueryCompiler, type QueryResult, type SqliteDatabase, type TransactionSettings,
} from "kysely";
import { ReaderPool, ReaderUnavailable } from "./pool";

/** A raw `sql` statement that is plainly a query, and reads nothing particular to the main connection. */
const RAW_READ = /^\s*(?:select|with)\b/i;
const CONNECTION_STATE = /\b(?:last_insert_rowid|changes|total_changes)\s*\(/i;

/** Whether a statement may run on a reader: built SELECTs, and raw ones that start as a query (the reader checks that they write nothing). */
function isRead(query: CompiledQuery): boolean {
  if (SelectQueryNode.is(query.query)) return true;
  return RawNode.is(query.query) && RAW_READ.test(query.sql) && !CONNECTION_STATE.test(query.sql);
}

/**
 * One acquisition of the database, as Kysely sees a connection. It takes the main connection (and
 * its lock) only when it needs it: at a transaction's begin or at its first statement that is not a
 * read. From then on every statement on it runs there, so a transaction reads its own writes. Until
 * then its reads go to the pool and wait for no one.
 */
class RoutedConnection implements DatabaseConnection {
  readonly #main: SqliteDriver;
  readonly #pool: ReaderPool;
  #held: Promise<DatabaseConnection> | null = null;

  constructor(main: SqliteDriver, pool: ReaderPool) {
    this.#main = main;
    this.#pool = pool;
  }

  /** The main connection, locked for this acquisition until it is released. */
  main(): Promise<DatabaseConnection> {
    this.#held ??= this.#main.acquireConnection();
    return this.#held;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.#held === null && isRead(query)) {
      try {
        return { rows: (await this.#pool.read(query.sql, query.parameters)) as R[] };
      } catch (err) {
        if (!(err instanceof ReaderUnavailable)) throw err;
      }
    }
    return (await this.main()).executeQuery<R>(query);
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    // Streams read row by row as the caller pulls: they stay on the main connection, as before.
    yield* (await this.main()).streamQuery<R>(query, chunkSize);
  }

  async release(): Promise<void> {
    const held = this.#held;
    if (held === null) return;
    this.#held = null;
    await held;
    await this.#main.releaseConnection();
  }
}

function routed(connection: DatabaseConnection): RoutedConnection {
  if (!(connection instanceof RoutedConnection)) throw new Error("not a connection of the SQLite reader pool");
  return connection;
}

/** Kysely's SqliteDriver for the main connection, with reads outside transactions sent to the pool. */
class ReaderPoolDriver implements Driver {
  readonly #main: SqliteDriver;
  readonly #pool: ReaderPool;

  constructor(database: SqliteDatabase, pool: ReaderPool) {
    this.#main = new SqliteDriver({ database });
    this.#pool = pool;
  }

  init(): Promise<void> {
    return this.#main.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RoutedConnection(this.#main, this.#pool);
  }

  // SQLite has no isolation levels or read-only transactions to set: `begin`, as SqliteDriver does.
  async beginTransaction(connection: DatabaseConnection, _settings: TransactionSettings): Promise<void> {
    await this.#main.beginTransaction(await routed(connection).main());
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await this.#main.commitTransaction(await routed(connection).main());
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await this.#main.rollbackTransaction(await routed(connection).main());
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler["compileQuery"]): Promise<void> {
    await this.#main.savepoint(await routed(connection).main(), name, compile);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler["compileQuery"]): Promise<void> {
    await this.#main.rollbackToSavepoint(await routed(connection).main(), name, compile);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler["compileQuery"]): Promise<void> {
    await this.#main.releaseSavepoint(await routed(connection).main(), name, compile);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    await routed(connection).release();
  }

  async destroy(): Promise<void> {
    await this.#pool.close();
    await this.#main.destroy();
  }
}

/**
 * SQLite through better-sqlite3 as Kysely's SqliteDialect does it, except that SELECTs run outside a
 * transaction go to `readers` worker threads, each with its own read-only connection to `file` (an
 * absolute path):
 * better-sqlite3 is synchronous, and one slow read on the main thread would stall every request.
 * Writes and everything inside a transaction stay on `database`, the one main connection.
 */
export class ReaderPoolSqliteDialect implements Dialect {
  readonly #config: { readonly database: SqliteDatabase; readonly file: string; readonly readers: number };

  /** `database`: the main connection, as Kysely's SqliteDialect takes it (better-sqlite3's Database, or a wrapper). */
  constructor(config: { database: SqliteDatabase; file: string; readers: number }) {
    this.#config = { ...config };
  }

  createDriver(): Driver {
    const { database, file, readers } = this.#config;
    return new ReaderPoolDriver(database, new ReaderPool(file, readers));
  }

  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new SqliteAdapter();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}
