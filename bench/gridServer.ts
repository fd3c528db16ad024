import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import SQLite from "better-sqlite3";
import { startServer } from "../server/bootstrap";
import { loadConfig } from "../server/config";
import { serveConsole } from "../server/static";

export const BENCH_PASSWORD = "Moyuan-bench-2026";

/** The console on a fresh embedded database holding `rows` museums, on a free loopback port. */
export async function startGridServer(rows: number): Promise<{ url: string; close(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "moyuan-bench-grid-"));
  const config = loadConfig({ ...process.env, DATABASE_URL: "", MOYUAN_DATA_DIR: dataDir, MOYUAN_SEED: "none", MOYUAN_ADMIN_PASSWORD: BENCH_PASSWORD });
  const server = await startServer(config);
  serveConsole(server.app, config.distDir);

  const db = new SQLite(path.join(dataDir, "moyuan.sqlite"));
  const insert = db.prepare("INSERT INTO museum (ctime, utime, name, nameEn, category, province, city) VALUES (?, ?, ?, ?, ?, ?, ?)");
  const provinces = ["北京", "上海", "江苏", "浙江", "陕西", "四川", "湖南", "广东"];
  const t0 = Date.now() - rows * 1000;
  db.transaction(() => {
    for (let i = 0; i < rows; i++) {
      const n = String(i).padStart(6, "0");
      insert.run(t0 + i * 1000, t0 + i * 1000, `博物馆 ${n}`, `Museum ${n}`, "HISTORY", provinces[i % provinces.length], "城市");
    }
  })();
  db.close();

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
