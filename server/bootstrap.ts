import { randomBytes } from "node:crypto";
import { ROLE_PRESETS } from "../src/catalogue";
import { hashPassword } from "./platform/auth/passwords";
import { createApp } from "./app";
import type { Config } from "./config";
import { openDatabase } from "./platform/db/connect";
import type { StatementObserver } from "./platform/db/statementObserver";
import { migrate } from "./platform/db/migrate";
import { startJobRunner } from "./platform/jobs/runner";
import type { ServerDeps } from "./platform/rpc/call";
import { loadSecret } from "./secret";
import { backfillSearchIndex } from "./search/searchIndex";
import { SEEDS } from "./domains";
import { seedDemo, seedReference } from "./seed";
import { startSweeping } from "./platform/sweep";
import { SlowQueryRecorder } from "./platform/slowQuery";

export interface Server {
  readonly deps: ServerDeps;
  readonly app: ReturnType<typeof createApp>["app"];
  /** The admin password when this start created the account, so that it can be printed once. */
  readonly createdAdminPassword: string | null;
  /** Demo accounts this start created with passwords of their own: user name → password, printed once. */
  readonly createdDemoPasswords: ReadonlyMap<string, string>;
  close(): Promise<void>;
}

/** Creates the `admin` account on first start; answers the password it was given. */
async function ensureAdmin(deps: ServerDeps, password: string | undefined): Promise<string | null> {
  const existing = await deps.db.selectFrom("console_user").select("Id").where("userName", "=", "admin").executeTakeFirst();
  if (existing) return null;
  const initial = password ?? randomBytes(12).toString("base64url");
  const now = deps.now();
  const passwordHash = await hashPassword(initial);
  await deps.db.transaction().execute(async (tx) => {
    const row = await tx.insertInto("console_user").values({
      ctime: now, utime: now, userName: "admin", nickName: "超级管理员", role: "admin", state: "ACTIVE",
      acl: JSON.stringify({ rights: ROLE_PRESETS.admin }),
    }).returning("Id").executeTakeFirstOrThrow();
    await tx.insertInto("user_credential").values({ userId: Number(row.Id), passwordHash, changedAt: now }).execute();
  });
  return initial;
}

export interface StartOptions {
  /** The clock (tests inject one). */
  readonly now?: () => number;
  readonly sqliteFile?: string;
  /** A SQLite database image to open in memory instead (tests: a copy of the run's migrated, seeded template). */
  readonly sqliteImage?: Buffer;
  /** SQLite reader threads for a file (default MOYUAN_SQLITE_READERS): 0 keeps every query on the main connection. */
  readonly sqliteReaders?: number;
  /**
   * `background` (default): this process runs jobs (server/jobs) on its own, from start until close.
   * `manual`: nothing runs jobs until the caller drains them (`drainJobs(server.deps)`), as tests do.
   */
  readonly jobs?: "background" | "manual";
  /** Hears every SQL statement the server runs, before it runs (the fuzz: which tables a call may have written). */
  readonly observeStatements?: StatementObserver;
}

/** Opens the database, migrates, seeds on first start, builds the application and starts the job runner. */
export async function startServer(config: Config, options: StartOptions = {}): Promise<Server> {
  // Slow calls and statements (commerce.md §7.7): heard from the start, recorded once the server serves.
  const slowQueries = new SlowQueryRecorder(config.slowQuery);
  const database = openDatabase({
    databaseUrl: config.databaseUrl, dataDir: config.dataDir,
    sqliteFile: options.sqliteFile, sqliteImage: options.sqliteImage, sqliteReaders: options.sqliteReaders, observeStatements: options.observeStatements,
    log: slowQueries.onStatement,
  });
  try {
    await migrate(database.db, database.dialect);
    const deps: ServerDeps = {
      db: database.db, dialect: database.dialect, config,
      now: options.now ?? Date.now,
      secret: await loadSecret(database.db),
    };
    await seedReference(deps);
    const createdAdminPassword = await ensureAdmin(deps, config.adminPassword);
    const createdDemoPasswords = config.seed === "demo" ? await seedDemo(deps, Object.values(SEEDS), config.demoPassword ?? null, config.seedScalePercent / 100) : new Map<string, string>();
    // Each searchable resource is indexed once, after the first seed that filled it (markers in setting).
    await backfillSearchIndex(deps.db);
    // A seed just filled the tables: their statistics are stale (a no-op when nothing changed).
    database.refreshStatistics?.();
    const { app, registry } = createApp(deps);
    slowQueries.attach(deps.db, deps.now);
    const runner = options.jobs === "manual" ? null : startJobRunner(deps, registry);
    const sweeping = startSweeping(deps);
    return {
      deps, app, createdAdminPassword, createdDemoPasswords,
      close: async () => {
        // The job being run is handed back (another process, or the next start, resumes it) before the database closes.
        await runner?.stop();
        await sweeping?.stop();
        await slowQueries.stop();
        await database.close();
      },
    };
  } catch (err) {
    await database.close();
    throw err;
  }
}
