import { throwawaySchema } from "../tests/server/pgSchema";
import fs from "node:fs";
import { Agent } from "node:http";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { startServer, type Server } from "../server/bootstrap";
import { loadConfig } from "../server/config";

export type DbKind = "sqlite" | "postgres";

export const ADMIN_PASSWORD = "Moyuan-bench-list-2026";

/** A real server (bootstrap, migrations, no seed) on a fresh database, listening on a free loopback port. */
export interface BenchServer {
  readonly kind: DbKind;
  readonly server: Server;
  /** `http://127.0.0.1:{port}` */
  readonly url: string;
  /** One kept-alive connection for the calls, as a browser tab would hold. */
  readonly agent: Agent;
  /** The SQLite file the server uses (sqlite only). */
  readonly sqliteFile: string | null;
  /** The URL of the throwaway schema the server uses (postgres only). */
  readonly pgUrl: string | null;
  close(): Promise<void>;
}

export async function startBenchServer(kind: DbKind, pgBaseUrl?: string): Promise<BenchServer> {
  const dataDir = kind === "sqlite" ? fs.mkdtempSync(path.join(os.tmpdir(), "moyuan-bench-list-")) : null;
  if (kind === "postgres" && !pgBaseUrl) throw new Error("PostgreSQL needs DATABASE_URL");
  const schema = kind === "postgres" ? await throwawaySchema("bench", pgBaseUrl as string) : null;
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: schema?.url ?? "",
    MOYUAN_DATA_DIR: dataDir ?? path.join(os.tmpdir(), "moyuan-bench-unused"),
    MOYUAN_SEED: "none",
    MOYUAN_ADMIN_PASSWORD: ADMIN_PASSWORD,
  });
  const server = await startServer(config);
  const http = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: server.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  const address = http.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  return {
    kind, server, agent,
    url: `http://127.0.0.1:${port}`,
    sqliteFile: dataDir ? path.join(dataDir, "moyuan.sqlite") : null,
    pgUrl: schema?.url ?? null,
    close: async () => {
      agent.destroy();
      await new Promise<void>((resolve) => {
        http.close(() => resolve());
        (http as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
      await server.close();
      await schema?.drop();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in as admin through the RPC, as the console does; answers the token. */
export async function signIn(bench: BenchServer): Promise<string> {
  const ns = bench.server.deps.config.namespace;
  const res = await fetch(`${bench.url}/api/${ns}.sys.SysAdmin/login`, {
    method: "POST", headers: { "content-type": "application/json" },
    body: JSON.stringify({ userName: "admin", password: ADMIN_PASSWORD }),
  });
  const body = (await res.json()) as { code?: unknown; token?: unknown };
  if (body.code !== "SUCCESS" || typeof body.token !== "string") throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.token;
}
