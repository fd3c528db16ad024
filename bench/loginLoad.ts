import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { serve } from "@hono/node-server";
import { chromium, type Browser } from "playwright-core";
import { build } from "vite";
import { startServer } from "../server/bootstrap";
import { loadConfig } from "../server/config";
import { serveConsole } from "../server/static";
import { ISSUE_BEFORE } from "./issueBefore";
import { fmt, quantile } from "./stats";

const RUNS = Number(process.env.BENCH_LOGIN_RUNS ?? 20);
/** A signed-out visitor's two ways in: the login page itself, and the console's root, which sends them there. */
const PATHS = ["/user/login", "/"] as const;

// Runs before the page's own scripts: the time (from navigation start) of the first frame in which the
// login form's username input is laid out, i.e. the frame that paints it.
const PROBE = `(() => {
  const look = () => {
    const input = document.querySelector('input[name="userName"]');
    if (input && input.getClientRects().length > 0) window.__loginVisible = performance.now();
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})()`;

/** Builds the console into a temp dir (production React), as the e2e global setup does. */
async function buildConsole(): Promise<string> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "moyuan-bench-login-"));
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({ mode: "production", logLevel: "warn", build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  return outDir;
}

/** The real server (RPC and the built console) on a fresh embedded database, on a free loopback port. */
async function startConsole(distDir: string): Promise<{ url: string; close(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "moyuan-bench-login-data-"));
  const config = loadConfig({ ...process.env, DATABASE_URL: "", MOYUAN_DATA_DIR: dataDir, MOYUAN_SEED: "none", MOYUAN_DIST_DIR: distDir });
  const server = await startServer(config);
  serveConsole(server.app, config.distDir);
  const http = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: server.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  const address = http.address();
  return {
    url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`,
    close: async () => {
      await new Promise<void>((resolve) => {
        http.close(() => resolve());
        (http as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The JavaScript one fresh visit fetches until the form shows and the network is idle: gzip-compressed here each file
 * (the budget's measure, whatever the server sent), and the bytes that crossed the wire with the encoding the server chose.
 */
async function scriptBytes(browser: Browser, url: string): Promise<{ gz: number; wire: number; encodings: string; files: number }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const sizes = new Map<string, Promise<{ gz: number; wire: number; encoding: string }>>();
  page.on("response", (r) => {
    if (!/\.m?js$/.test(new URL(r.url()).pathname) || sizes.has(r.url())) return;
    sizes.set(r.url(), Promise.all([r.body(), r.request().sizes(), r.allHeaders()]).then(([b, s, h]) => ({
      gz: gzipSync(b).length, wire: s.responseBodySize, encoding: h["content-encoding"] ?? "identity",
    })));
  });
  await page.goto(url);
  await page.locator('input[name="userName"]').waitFor();
  await page.waitForLoadState("networkidle");
  const all = await Promise.all(sizes.values());
  await context.close();
  const encodings = [...new Set(all.map((a) => a.encoding))].sort().join(", ");
  return { gz: all.reduce((a, b) => a + b.gz, 0), wire: all.reduce((a, b) => a + b.wire, 0), encodings, files: sizes.size };
}

/** A copy of the build without its .br / .gz files: the server compresses each response itself, as before. */
function withoutPrecompressed(distDir: string): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "moyuan-bench-login-plain-"));
  fs.cpSync(distDir, copy, { recursive: true, filter: (src) => !/\.(br|gz)$/.test(src) });
  return copy;
}

/** Navigation start → the username input painted, in a fresh context each time (no cache, no storage). */
async function coldLoads(browser: Browser, url: string, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
    await context.addInitScript(PROBE);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "commit" });
    // A function, not a string: the console's CSP forbids eval.
    const handle = await page.waitForFunction(() => (window as { __loginVisible?: number }).__loginVisible, undefined, { timeout: 30_000 });
    times.push(Number(await handle.jsonValue()));
    await context.close();
  }
  return times;
}

/**
 * The login page as a signed-out visitor gets it: the JavaScript it loads (gzip) and the cold load to a
 * visible login form, p50/p95 over fresh browser contexts, against the built console served by the real
 * server on loopback. `distDir`: measure that build instead of building one.
 */
export async function loginLoadBenchmark(opts: { distDir?: string } = {}): Promise<string> {
  const distDir = opts.distDir ?? (await buildConsole());
  const plainDir = withoutPrecompressed(distDir);
  const site = await startConsole(distDir);
  const plain = await startConsole(plainDir);
  const executablePath = fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;
  const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"] });
  try {
    const bytes = await scriptBytes(browser, `${site.url}/`);
    const plainBytes = await scriptBytes(browser, `${plain.url}/`);
    // Warm-up: the servers' first reads of the files.
    await coldLoads(browser, `${site.url}/user/login`, 2);
    await coldLoads(browser, `${plain.url}/user/login`, 2);
    const rows: string[] = [];
    for (const p of PATHS) {
      // Alternating the two servers run by run, so both see the same moments of a shared machine.
      const now: number[] = [];
      const before: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        now.push(...(await coldLoads(browser, `${site.url}${p}`, 1)));
        before.push(...(await coldLoads(browser, `${plain.url}${p}`, 1)));
      }
      const row = (label: string, t: number[]) => `| \`${p}\` | ${label} | ${fmt(quantile(t, 0.5))} | ${fmt(quantile(t, 0.95))} | ${fmt(Math.max(...t))} |`;
      rows.push(row("precompressed brotli (now)", now), row("compressed per request (previous)", before));
    }
    const kb = (b: number) => (b / 1024).toFixed(1);
    return [
      "## Login page",
      "",
      "What a signed-out visitor's browser loads, and how soon it can sign in: the built console served by the real server on",
      `loopback, headless Chromium, a fresh browser context (no cache, no storage) for each of ${RUNS} visits per row. **now**: the`,
      "build's .br / .gz copies sent as they are (server/precompressed.ts); **previous**: the same build without them, each",
      "response compressed by the server as it goes (gzip, Hono's compress), as before.",
      "",
      `- JavaScript loaded until the form shows and the network is idle: **${kb(bytes.gz)} KB gzip** in ${bytes.files} files (budget 150 KB);`,
      `  on the wire ${kb(bytes.wire)} KB (${bytes.encodings}) against ${kb(plainBytes.wire)} KB (${plainBytes.encodings}) compressed per request.`,
      `- Before (issue 12): ${ISSUE_BEFORE.loginKb} KB gzip (the frame and Radix came with it), ~${ISSUE_BEFORE.loginMs} ms cold load to a visible form.`,
      "",
      "| opened | served | navigation start → username input painted p50 ms | p95 ms | max ms |",
      "|---|---|---|---|---|",
      ...rows,
      "",
      "- `/` sends a signed-out visitor straight on to `/user/login?redirect=%2Fwelcome` (no token: nothing to ask the server first).",
      "",
    ].join("\n");
  } finally {
    await browser.close();
    await site.close();
    await plain.close();
    fs.rmSync(plainDir, { recursive: true, force: true });
    if (!opts.distDir) fs.rmSync(distDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  loginLoadBenchmark({ distDir: process.env.MOYUAN_DIST_DIR }).then((md) => console.info(md), (err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
