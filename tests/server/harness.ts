import { describe } from "vitest";
import { startServer, type Server } from "../../server/bootstrap";
import { loadConfig } from "../../server/config";
import { throwawaySchema } from "./pgSchema";

export type DbKind = "sqlite" | "postgres";

/** SQLite always; PostgreSQL too when DATABASE_URL names a server (as CI does). */
export const DATABASES: readonly DbKind[] = process.env.DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];

/** Runs a suite once per database. */
export function describeEachDb(name: string, suite: (kind: DbKind) => void): void {
  for (const kind of DATABASES) describe(`${name} [${kind}]`, () => suite(kind));
}

export const ADMIN_PASSWORD = "Moyuan-admin-2026";
/** 2026-11-22 12:00 in China. */
export const START_TIME = Date.UTC(2026, 10, 22, 4, 0, 0);

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

/** A fresh server over a fresh database (in-memory SQLite, or a throwaway PostgreSQL schema). */
export async function createTestServer(kind: DbKind, options: { seed?: "demo" | "none"; env?: Record<string, string>; jobs?: "background" | "manual" } = {}): Promise<TestServer> {
  const clock = {
    now: START_TIME,
    advance(ms: number) {
      this.now += ms;
    },
  };
  const pgTarget = kind === "postgres" ? await throwawaySchema() : null;
  const config = loadConfig({
    MOYUAN_SEED: options.seed ?? "demo",
    // A small world keeps every test server quick; a test that needs the full one passes its own.
    MOYUAN_SEED_SCALE_PERCENT: "5",
    MOYUAN_ADMIN_PASSWORD: ADMIN_PASSWORD,
    MOYUAN_DEMO_PASSWORD: ADMIN_PASSWORD,
    MOYUAN_DATA_DIR: "/nonexistent-test-data",
    // The sweepers' timer is off: a test that needs them calls sweepNow, or turns the timer on through env.
    MOYUAN_SWEEP_SECONDS: "0",
    ...(pgTarget ? { DATABASE_URL: pgTarget.url } : {}),
    ...options.env,
  });
  const server = await startServer(config, { now: () => clock.now, ...(options.jobs ? { jobs: options.jobs } : {}), ...(kind === "sqlite" ? { sqliteFile: ":memory:" } : {}) });
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
      await pgTarget?.drop();
    },
  };
}
