import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { startServer } from "../server/bootstrap";
import { loadConfig } from "../server/config";
import { serveConsole } from "../server/static";
import { generateSqlite } from "./generate";

export const BENCH_PASSWORD = "Moyuan-bench-2026";

/**
 * The console on a fresh embedded database holding `rows` generated museums (bench/generate.ts: row i has
 * the i-th smallest utime, so the grid's default order, newest first, ends with Id 1), on a free loopback
 * port. `distDir`: the built console to serve (default: the config's, ./dist).
 */
export async function startGridServer(rows: number, opts: { distDir?: string } = {}): Promise<{ url: string; close(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "moyuan-bench-grid-"));
  const config = loadConfig({
    ...process.env, DATABASE_URL: "", MOYUAN_DATA_DIR: dataDir, MOYUAN_SEED: "none", MOYUAN_ADMIN_PASSWORD: BENCH_PASSWORD,
    ...(opts.distDir ? { MOYUAN_DIST_DIR: opts.distDir } : {}),
  });
  const server = await startServer(config);
  serveConsole(server.app, config.distDir);
  generateSqlite(path.join(dataDir, "moyuan.sqlite"), rows);

  const http = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: server.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  const address = http.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => {
        http.close(() => resolve());
        (http as { closeAllConnections?: () => void }).closeAllConnections?.(); // keep-alive sockets would hold close() open
      });
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// `node --import tsx bench/gridServer.ts <rows>` (tests/e2e/gridScale.spec.ts): prints `{"url": …}` on one
// line once it answers, and ends when its stdin closes (its parent stopped or died).
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const rows = Number(process.argv[2] ?? 100_000);
  startGridServer(rows, { distDir: process.env.MOYUAN_DIST_DIR }).then((s) => {
    process.stdout.write(`${JSON.stringify({ url: s.url })}\n`);
    process.stdin.on("end", () => void s.close().then(() => process.exit(0)));
    process.stdin.resume();
  }, (err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
