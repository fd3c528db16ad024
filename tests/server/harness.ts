import { describe, inject } from "vitest";
import { startServer, type Server } from "../../server/bootstrap";
import type { StatementObserver } from "../../server/platform/db/statementObserver";
import { loadConfig } from "../../server/config";
import { throwawaySchema } from "./pgSchema";
import { copyPostgresTemplate, sqliteImageOf } from "./templates";
import { ADMIN_PASSWORD, SEED_SHAPING_KEYS, START_TIME, testEnv, type TestSeed } from "./testWorld";

export { ADMIN_PASSWORD, START_TIME };

export type DbKind = "sqlite" | "postgres";

/** SQLite always; PostgreSQL too when DATABASE_URL names a server (as CI does). */
export const DATABASES: readonly DbKind[] = process.env.DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];

/** Runs a suite once per database. */
export function describeEachDb(name: string, suite: (kind: DbKind) => void): void {
  for (const kind of DATABASES) describe(`${name} [${kind}]`, () => suite(kind));
}

export interface RpcAnswer {
  readonly status: number;
  readonly body: Record<string, unknown> & { code: unknown; message: unknown };
}

export interface TestServer {
  readonly server: Server;
  readonly kind: DbKind;
  /** The injected clock: tests move it instead of waiting. */
  readonly clock: { now: number; advance(ms: number): void };
  /** Calls `{ns}.{path}` in-process; with a token it is put in the context as the console does. */
  rpc(path: string, payload?: Record<string, unknown>, token?: string, init?: { ip?: string; headers?: Record<string, string>; rawBody?: string }): Promise<RpcAnswer>;
  login(userName: string, password: string, ip?: string): Promise<string>;
  adminToken: string;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** `none` (default): the 12 dictionaries and the admin account only; `demo`: the demo world at 5 % scale. */
  readonly seed?: TestSeed;
  /** `manual` (default): jobs run only when the test drains them (drainJobs); `background`: as a real server. */
  readonly jobs?: "background" | "manual";
  readonly env?: Record<string, string>;
  /** Hears every SQL statement the server runs (the fuzz: which tables a call may have written). */
  readonly observeStatements?: StatementObserver;
}

/** Where a server's database comes from: a copy of the run's template, or a database of its own. */
async function databaseFor(kind: DbKind, seed: TestSeed, env: Record<string, string>) {
  const templates = inject("moyuanTemplates") as ReturnType<typeof inject<"moyuanTemplates">> | undefined;
  const own = SEED_SHAPING_KEYS.some((k) => Object.hasOwn(env, k));
  if (kind === "sqlite") {
    const file = own ? undefined : templates?.sqlite[seed];
    return { start: file ? { sqliteImage: sqliteImageOf(file) } : { sqliteFile: ":memory:" }, env: {}, drop: async () => undefined };
  }
  const template = own ? undefined : templates?.postgres[seed];
  const target = template ? await copyPostgresTemplate(template) : await throwawaySchema();
  return { start: {}, env: { DATABASE_URL: target.url }, drop: target.drop };
}

/** A fresh server over a fresh database: a copy of the run's migrated, seeded template unless `env` changes what a first start writes. */
export async function createTestServer(kind: DbKind, options: TestServerOptions = {}): Promise<TestServer> {
  const clock = {
    now: START_TIME,
    advance(ms: number) {
      this.now += ms;
    },
  };
  const seed = options.seed ?? "none";
  const database = await databaseFor(kind, seed, options.env ?? {});
  const config = loadConfig({ ...testEnv(seed), ...database.env, ...options.env });
  const server = await startServer(config, { now: () => clock.now, jobs: options.jobs ?? "manual", ...database.start, ...(options.observeStatements ? { observeStatements: options.observeStatements } : {}) }).catch(async (err: unknown) => {
    await database.drop();
    throw err;
  });
  const ns = config.namespace;

  const rpc: TestServer["rpc"] = async (path, payload = {}, token, init = {}) => {
    const body = init.rawBody ?? JSON.stringify(token === undefined ? payload : { ...payload, context: { token, tourToken: token, tdid: "" } });
    const res = await server.app.request(`/api/${ns}.${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...init.headers },
      body,
    }, { incoming: { socket: { remoteAddress: init.ip ?? "127.0.0.1" } } });
    return { status: res.status, body: (await res.json()) as RpcAnswer["body"] };
  };
  const login = async (userName: string, password: string, ip?: string) => {
    const r = await rpc("sys.SysAdmin/login", { userName, password }, undefined, ip ? { ip } : {});
    if (r.body.code !== "SUCCESS") throw new Error(`login ${userName} failed: ${JSON.stringify(r.body)}`);
    return r.body.token as string;
  };
  const adminToken = await login("admin", ADMIN_PASSWORD);
  return {
    server, kind, clock, rpc, login, adminToken,
    close: async () => {
      await server.close();
      await database.drop();
    },
  };
}
