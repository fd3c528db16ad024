import { byCatalogue } from "./types";
import { Migrator, sql, type Kysely, type MigrationProvider } from "kysely";
import { MIGRATIONS } from "./migrations";
import type { Dialect, Schema, VersionedMigration } from "./types";

/**
 * The versioned migrations as Kysely's Migrator wants them, from the static list in
 * server/platform/db/migrations/index.ts (no folder is read at run time). Each gets the dialect; on SQLite,
 * where Kysely runs migrations outside a transaction, each runs in its own, so a failed one leaves
 * nothing half done (PostgreSQL runs them all in one).
 */
export function migrationProvider(dialect: Dialect, migrations: Readonly<Record<string, VersionedMigration>> = MIGRATIONS): MigrationProvider {
  return {
    getMigrations: async () => Object.fromEntries(Object.entries(migrations).map(([name, m]) => [name, {
      up: (db: Kysely<Schema>) => (dialect === "sqlite" ? db.transaction().execute((tx) => m.up(tx, dialect)) : m.up(db, dialect)),
    }])),
  };
}

async function tableExists(db: Kysely<Schema>, dialect: Dialect, table: string): Promise<boolean> {
  const r = dialect === "postgres"
    ? await sql<{ found: boolean }>`select to_regclass(${table}) is not null as found`.execute(db)
    : await sql<{ found: number }>`select count(*) as found from sqlite_master where type = 'table' and name = ${table}`.execute(db);
  return Boolean(r.rows[0]?.found);
}

/**
 * Bridge from the history table of earlier versions: `schema_migration` records 0001–0003 (and the
 * catalogue's tables were made at each start). Their names and times are copied into Kysely's
 * `kysely_migration`, which is created here with Kysely's own columns, so that the Migrator
 * does not run them again. `schema_migration` is left as it was. Under the lock earlier versions
 * took, so that two new processes (or an old and a new one) do not bridge at once.
 */
async function adoptEarlierHistory(db: Kysely<Schema>, dialect: Dialect): Promise<void> {
  await db.transaction().execute(async (tx) => {
    if (dialect === "postgres") await sql`select pg_advisory_xact_lock(724311)`.execute(tx);
    if (!(await tableExists(tx, dialect, "schema_migration"))) return;
    await tx.schema.createTable("kysely_migration").ifNotExists()
      .addColumn("name", "varchar(255)", (c) => c.notNull().primaryKey())
      .addColumn("timestamp", "varchar(255)", (c) => c.notNull())
      .execute();
    const earlier = await byCatalogue(tx).selectFrom("schema_migration").select(["id", "appliedAt"]).execute();
    for (const row of earlier) {
      await byCatalogue(tx).insertInto("kysely_migration")
        .values({ name: String(row.id), timestamp: new Date(Number(row.appliedAt)).toISOString() })
        .onConflict((oc) => oc.column("name").doNothing())
        .execute();
    }
  });
}

/**
 * Kysely's Migrator over these migrations. On PostgreSQL its history tables are pinned to the
 * current schema: unpinned, it looks for them in every schema of the database, finds another
 * schema's and never makes its own (several schemas in one database: tests, tenants).
 */
export async function createMigrator(
  db: Kysely<Schema>, dialect: Dialect,
  migrations: Readonly<Record<string, VersionedMigration>> = MIGRATIONS,
  tables: { migrationTableName?: string; migrationLockTableName?: string } = {},
): Promise<Migrator> {
  const schema = dialect === "postgres" ? (await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : null;
  // Migrations are named by the time they were written: one from a branch that merged later may sort before
  // one a database already ran, and must still run (each is written against the catalogue, not after another).
  return new Migrator({
    db, provider: migrationProvider(dialect, migrations), allowUnorderedMigrations: true, ...tables, ...(schema ? { migrationTableSchema: schema } : {}),
  });
}

/**
 * Applies the pending versioned migrations with Kysely's Migrator (on PostgreSQL under its
 * advisory lock, so several processes may start at once: the first migrates, the rest wait and
 * find nothing to do). Answers the names of the migrations applied. The catalogue's tables are
 * made by migrations too (`npm run db:diff` writes them): a start runs no DDL when nothing is pending.
 */
export async function migrate(db: Kysely<Schema>, dialect: Dialect, migrations: Readonly<Record<string, VersionedMigration>> = MIGRATIONS): Promise<string[]> {
  await adoptEarlierHistory(db, dialect);
  const { error, results = [] } = await (await createMigrator(db, dialect, migrations)).migrateToLatest();
  if (error !== undefined) {
    const failed = results.find((r) => r.status === "Error")?.migrationName;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(failed ? `migration ${failed} failed: ${reason}` : `migrations failed: ${reason}`, { cause: error });
  }
  return results.filter((r) => r.status === "Success").map((r) => r.migrationName);
}
