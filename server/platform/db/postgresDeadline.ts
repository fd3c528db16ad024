import {
  CompiledQuery, PostgresDialect,
  type DatabaseConnection, type Driver, type QueryCompiler, type QueryResult, type TransactionSettings,
} from "kysely";
import { RpcError } from "../wire/errors";

/** PostgreSQL's query_canceled: statement_timeout tripped. */
const QUERY_CANCELED = "57014";

function deadline(err: unknown): unknown {
  return (err as { code?: unknown } | null)?.code === QUERY_CANCELED ? new RpcError("DEADLINE_EXCEEDED", "查询超时，请缩小筛选范围后重试") : err;
}

/** A pooled connection whose statements cut off by statement_timeout fail as DEADLINE_EXCEEDED, not as an internal error. */
class DeadlineConnection implements DatabaseConnection {
  constructor(readonly inner: DatabaseConnection) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    try {
      return await this.inner.executeQuery<R>(query);
    } catch (err) {
      throw deadline(err);
    }
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    try {
      yield* this.inner.streamQuery<R>(query, chunkSize);
    } catch (err) {
      throw deadline(err);
    }
  }
}

const inner = (c: DatabaseConnection) => (c instanceof DeadlineConnection ? c.inner : c);

/**
 * Kysely's PostgresDriver with statement_timeout for the statements that run alone — the reads of
 * lists, searches and counts a user waits for. A transaction lifts it (`set local`, until its end):
 * migrations building an index on a large table, their advisory-lock wait, a job's work must not
 * fail halfway because they took long.
 */
class DeadlineDriver implements Driver {
  constructor(private readonly driver: Driver) {}
  init = () => this.driver.init();
  acquireConnection = async () => new DeadlineConnection(await this.driver.acquireConnection());
  beginTransaction = async (c: DatabaseConnection, s: TransactionSettings) => {
    await this.driver.beginTransaction(c, s);
    await c.executeQuery(CompiledQuery.raw("set local statement_timeout = 0"));
  };
  commitTransaction = (c: DatabaseConnection) => this.driver.commitTransaction(c);
  rollbackTransaction = (c: DatabaseConnection) => this.driver.rollbackTransaction(c);
  savepoint = (c: DatabaseConnection, name: string, compile: QueryCompiler["compileQuery"]) => this.driver.savepoint?.(c, name, compile) ?? Promise.resolve();
  rollbackToSavepoint = (c: DatabaseConnection, name: string, compile: QueryCompiler["compileQuery"]) => this.driver.rollbackToSavepoint?.(c, name, compile) ?? Promise.resolve();
  releaseSavepoint = (c: DatabaseConnection, name: string, compile: QueryCompiler["compileQuery"]) => this.driver.releaseSavepoint?.(c, name, compile) ?? Promise.resolve();
  // Kysely's PostgresDriver releases through a private method of its own connection object.
  releaseConnection = (c: DatabaseConnection) => this.driver.releaseConnection(inner(c));
  destroy = () => this.driver.destroy();
}

export class DeadlinePostgresDialect extends PostgresDialect {
  override createDriver(): Driver {
    return new DeadlineDriver(super.createDriver());
  }
}
