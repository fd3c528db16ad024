import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";

/** Serves the built console from `distDir`, with a history fallback to index.html for client routes. */
export function serveConsole(app: Hono, distDir: string): void {
  const index = path.join(distDir, "index.html");
  if (!fs.existsSync(index)) return;
  const root = path.relative(process.cwd(), distDir) || ".";
  app.use("/assets/*", serveStatic({ root }));
  app.get("*", serveStatic({ root }));
  app.get("*", (c) => c.html(fs.readFileSync(index, "utf8")));
}
