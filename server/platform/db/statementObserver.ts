import type {
  CompiledQuery, DatabaseConnection, DatabaseIntrospector, Dialect, DialectAdapter, Driver, Kysely, QueryCompiler,
  QueryResult, TransactionSettings,
} from "kysely";

/** Hears the SQL text of every statement the database is sent, before it runs (tests: which tables a call may have written). */
export type StatementObserver = (sql: string) => void;

/**
 * A connection that tells the observer each statement. Every statement Kysely runs — built, raw
 * `sql`, inside a transaction or not, on the SQLite readers or the main connection — goes through a
 * connection's executeQuery or streamQuery, so this is the one place that sees them all.
 */
class ObservedConnection implements DatabaseConnection {
  constructor(readonly inner: DatabaseConnection, private readonly observe: StatementObserver) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    this.observe(query.sql);
    return this.inner.executeQuery<R>(query);
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    this.observe(query.sql);
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

/** The wrapped driver's own connection: its begin, commit and release may depend on the object being theirs. */
const inner = (c: DatabaseConnection) => (c instanceof ObservedConnection ? c.inner : c);

/** As Kysely itself fails when a driver has no savepoints: the wrapper must not turn that into a silent no-op. */
const unsupported = (method: string) => Promise.reject(new Error(`The \`${method}\` method is not supported by this driver`));

class ObservedDriver implements Driver {
  constructor(private readonly driver: Driver, private readonly observe: StatementObserver) {}
  init = () => this.driver.init();
  acquireConnection = async () => new ObservedConnection(await this.driver.acquireConnection(), this.observe);
  // begin / commit / rollback / savepoints write no table: they go to the wrapped driver unobserved.
  beginTransaction = (c: DatabaseConnection, s: TransactionSettings) => this.driver.beginTransaction(inner(c), s);
  commitTransaction = (c: DatabaseConnection) => this.driver.commitTransaction(inner(c));
  rollbackTransaction = (c: DatabaseConnection) => this.driver.rollbackTransaction(inner(c));
  savepoint = (c: DatabaseConnection, name: string, compile: QueryCompiler["compileQuery"]) =>
    this.driver.savepoint ? this.driver.savepoint(inner(c), name, compile) : unsupported("savepoint");
  rollbackToSavepoint = (c: DatabaseConnection, name: string, compile: QueryCompiler["compileQuery"]) =>
    this.driver.rollbackToSavepoint ? this.driver.rollbackToSavepoint(inner(c), name, compile) : unsupported("rollbackToSavepoint");
  releaseSavepoint = (c: DatabaseConnection, name: string, compile: QueryCompiler["compileQuery"]) =>
    this.driver.releaseSavepoint ? this.driver.releaseSavepoint(inner(c), name, compile) : unsupported("releaseSavepoint");
  releaseConnection = (c: DatabaseConnection) => this.driver.releaseConnection(inner(c));
  destroy = () => this.driver.destroy();
}

class ObservedDialect implements Dialect {
  constructor(private readonly dialect: Dialect, private readonly observe: StatementObserver) {}
  createDriver = (): Driver => new ObservedDriver(this.dialect.createDriver(), this.observe);
  createQueryCompiler = (): QueryCompiler => this.dialect.createQueryCompiler();
  createAdapter = (): DialectAdapter => this.dialect.createAdapter();
  createIntrospector = (db: Kysely<unknown>): DatabaseIntrospector => this.dialect.createIntrospector(db);
}

/** `dialect` with every statement told to `observe` first; `dialect` itself when there is no observer (no cost). */
export function observeStatements(dialect: Dialect, observe: StatementObserver | undefined): Dialect {
  return observe ? new ObservedDialect(dialect, observe) : dialect;
}
