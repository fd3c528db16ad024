import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import { compress } from "hono/compress";
import { precompressedAssets } from "./precompressed";

/**
 * What the console's pages may load: only our own scripts; styles may be inline (React sets them,
 * the toast library injects its sheet); images and media from us or https; no plug-ins; and no
 * other site may frame the console (clickjacking).
 */
export const CONSOLE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/**
 * The annotation canvas (content.md §17.3) draws its shapes with Annotorious, whose WebGL layer (a bundled
 * PixiJS) compiles its uniform upload functions with `new Function` and refuses to start without it. Only
 * that page's document is given 'unsafe-eval'; every other page keeps CONSOLE_CSP. A visit that reaches the
 * canvas inside the app (under the stricter policy) reloads it once (src/views/annotation/evalAllowed.ts).
 */
export const EVAL_PAGES: ReadonlySet<string> = new Set(["/revise/hdpslice"]);
export const ANNOTATION_CSP = CONSOLE_CSP.replace("script-src 'self'", "script-src 'self' 'unsafe-eval'");

/** Serves the built console from `distDir`, with a history fallback to index.html for client routes. */
export function serveConsole(app: Hono, distDir: string): void {
  const index = path.join(distDir, "index.html");
  if (!fs.existsSync(index)) return;
  const root = path.relative(process.cwd(), distDir) || ".";
  app.use("*", async (c, next) => {
    await next();
    if (c.req.path.startsWith("/api/") || c.req.path.startsWith("/files/") || c.req.path === "/upload") return;
    c.header("content-security-policy", EVAL_PAGES.has(c.req.path.replace(/\/+$/, "")) ? ANNOTATION_CSP : CONSOLE_CSP);
    c.header("x-frame-options", "DENY");
    c.header("x-content-type-options", "nosniff");
    c.header("referrer-policy", "same-origin");
  });
  // Hashed file names never change content: cache them for a year. Everything else is checked each time.
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.ok) c.header("cache-control", "public, max-age=31536000, immutable");
  });
  // The build's .br / .gz copies as they are; anything else compressed on the fly.
  app.use("/assets/*", precompressedAssets(path.join(distDir, "assets"), "/assets"));
  app.use("/assets/*", compress());
  app.use("/assets/*", serveStatic({ root }));
  app.get("*", compress(), serveStatic({ root, onFound: (_path, c) => { c.header("cache-control", "no-cache"); } }));
  app.get("*", compress(), (c) => {
    c.header("cache-control", "no-cache");
    return c.html(fs.readFileSync(index, "utf8"));
  });
}
