/**
 * The deep-zoom viewer's first tiles on screen after opening its route (issue 15, Speed), against the HD
 * library's list opened the same way in the same run. The built console (production) is served by the real
 * server on a fresh embedded database seeded with the demo world at a small scale; the job runner tiles the
 * seeded images after start, and the runs begin once HD-000001's pyramid is ready and the queue is idle.
 * Headless Chromium, signed in once as admin through the login form; each visit is a new browser context
 * (empty HTTP cache) carrying that session. Part of `npm run bench` (BENCH_VIEWER=0 skips it);
 * `npx tsx bench/viewerFirstTile.ts` runs it alone and prints the section. BENCH_VIEWER_RUNS (20) and
 * BENCH_VIEWER_SCALE (MOYUAN_SEED_SCALE_PERCENT of the demo seed, 5) change it; MOYUAN_DIST_DIR measures
 * that build instead of building one.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { chromium, type Browser, type BrowserContextOptions } from "playwright-core";
import { build } from "vite";
import { hdImage, job } from "../src/catalogue/registry";
import { startServer, type Server } from "../server/bootstrap";
import { loadConfig } from "../server/config";
import { serveConsole } from "../server/static";
import { fmt, quantile } from "./stats";

const RUNS = Number(process.env.BENCH_VIEWER_RUNS ?? 20);
const WARMUP = 2;
const SCALE = String(process.env.BENCH_VIEWER_SCALE ?? 5);
const PASSWORD = "Moyuan-bench-viewer-2026";
const CODE = "HD-000001";
const TILED_TIMEOUT_MS = 180_000;
const VIEWPORT = { width: 1366, height: 800 };

// Runs before the page's own scripts: the time (from navigation start) of the first frame in which the
// list's first loaded row is laid out, and of the first frame after OpenSeadragon reported every tile in
// view drawn (DeepZoomCanvas's `data-fully-loaded`, the signal tests/e2e/deepzoom.spec.ts waits for), and of
// the first frame after its first redraw with a tile (`data-first-tile`).
const PROBE = `(() => {
  const look = () => {
    const row = document.querySelector('[data-testid="grid-row"][data-id]');
    if (window.__rowVisible === undefined && row && row.getClientRects().length > 0) window.__rowVisible = performance.now();
    const canvas = document.querySelector('[data-testid="deepzoom-canvas"][data-fully-loaded="true"]');
    if (window.__tilesDrawn === undefined && canvas) window.__tilesDrawn = performance.now();
    const first = document.querySelector('[data-testid="deepzoom-canvas"][data-first-tile="true"]');
    if (window.__firstTile === undefined && first) window.__firstTile = performance.now();
    if (window.__rowVisible === undefined || window.__tilesDrawn === undefined) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})()`;

/** Builds the console into a temp dir (production React), as the e2e global setup does. */
async function buildConsole(): Promise<string> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "moyuan-bench-viewer-"));
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({ mode: "production", logLevel: "warn", build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  return outDir;
}

/** The real server (RPC, tiles, the built console) on a fresh embedded database with the demo seed, on a free loopback port. */
async function startConsole(distDir: string): Promise<{ url: string; server: Server; startedAt: number; close(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "moyuan-bench-viewer-data-"));
  const config = loadConfig({
    ...process.env, DATABASE_URL: "", MOYUAN_DATA_DIR: dataDir, MOYUAN_SEED: "demo", MOYUAN_SEED_SCALE_PERCENT: SCALE,
    MOYUAN_ADMIN_PASSWORD: PASSWORD, MOYUAN_DIST_DIR: distDir,
  });
  const server = await startServer(config);
  const startedAt = Date.now();
  serveConsole(server.app, config.distDir);
  const http = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: server.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  const address = http.address();
  return {
    url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`,
    server,
    startedAt,
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
 * Waits for the job runner to tile HD-000001 (answers its Id), then for the job queue to drain so that no
 * tiling competes with the runs; fails with what it saw after TILED_TIMEOUT_MS.
 */
async function waitTiled(server: Server): Promise<number> {
  const db = server.deps.db;
  const deadline = Date.now() + TILED_TIMEOUT_MS;
  let seen = "not seeded";
  for (;;) {
    const row = await db.selectFrom(hdImage.table).select(["Id", "tileStatus", "tileError"]).where("code", "=", CODE).executeTakeFirst();
    if (row) seen = `tileStatus ${String(row.tileStatus)}${row.tileError ? ` (${String(row.tileError)})` : ""}`;
    if (row?.tileStatus === "failed") throw new Error(`${CODE} failed to tile: ${String(row.tileError)}`);
    if (row?.tileStatus === "ready") {
      for (;;) {
        const busy = await db.selectFrom(job.table).select("Id").where("status", "in", ["QUEUED", "RUNNING"]).limit(1).executeTakeFirst();
        if (!busy) return Number(row.Id);
        if (Date.now() > deadline) throw new Error(`${CODE} is tiled but the job queue did not drain within ${TILED_TIMEOUT_MS / 1000} s`);
        await new Promise((r) => setTimeout(r, 250));
      }
    }
    if (Date.now() > deadline) throw new Error(`${CODE} was not tiled within ${TILED_TIMEOUT_MS / 1000} s (last seen: ${seen})`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Signs in as admin through the login form, as tests/e2e/helpers.ts does; answers the session to start each context with. */
async function signIn(browser: Browser, url: string): Promise<BrowserContextOptions["storageState"]> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  await page.goto(`${url}/`);
  await page.getByLabel("用户名").waitFor();
  await page.getByLabel("用户名").fill("admin");
  await page.keyboard.press("Tab");
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press("Enter");
  await page.getByTestId("user-name").filter({ hasText: "admin" }).waitFor({ timeout: 30_000 });
  const state = await context.storageState();
  await context.close();
  return state;
}

interface Visit {
  /** Navigation start → the signal, ms. */
  readonly ms: number;
  /** Navigation start → the first tile's response received (Resource Timing), ms; viewer only. */
  readonly firstTileMs?: number;
  readonly tiles?: number;
  /** Navigation start → the first frame after the first redraw with a tile (`data-first-tile`), ms; viewer only. */
  readonly firstDrawnMs?: number;
}

/** One visit in a new context (empty cache, the signed-in session): navigation start → the signal's frame. */
async function visit(browser: Browser, state: BrowserContextOptions["storageState"], url: string, kind: "list" | "viewer"): Promise<Visit> {
  const context = await browser.newContext({ viewport: VIEWPORT, storageState: state });
  try {
    await context.addInitScript(PROBE);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "commit" });
    // Functions, not strings: the console's CSP forbids eval.
    const handle = kind === "list"
      ? await page.waitForFunction(() => (window as { __rowVisible?: number }).__rowVisible, undefined, { timeout: 30_000 })
      : await page.waitForFunction(() => (window as { __tilesDrawn?: number }).__tilesDrawn, undefined, { timeout: 30_000 }).catch(async (err: unknown) => {
        const text = (await page.locator("body").innerText().catch(() => "")).slice(0, 300);
        throw new Error(`the viewer at ${url} drew no tiles within 30 s (page: ${JSON.stringify(text)}): ${err instanceof Error ? err.message : String(err)}`);
      });
    const ms = Number(await handle.jsonValue());
    if (kind === "list") return { ms };
    const tiles = await page.evaluate(() => performance.getEntriesByType("resource")
      .filter((e) => /\/tiles\/.*\/default\.\w+$/.test(new URL(e.name).pathname))
      .map((e) => (e as PerformanceResourceTiming).responseEnd));
    const firstDrawnMs = Number(await page.evaluate(() => (window as { __firstTile?: number }).__firstTile ?? Number.NaN));
    return { ms, firstTileMs: tiles.length > 0 ? Math.min(...tiles) : Number.NaN, tiles: tiles.length, firstDrawnMs };
  } finally {
    await context.close();
  }
}

/**
 * The viewer's first tiles on screen after opening /hd/hdp/view?id=<HD-000001>, against the list /hd/hdp's
 * first row, p50/p95 over fresh browser contexts, alternated run by run; the ratio of the two is the figure.
 */
export async function viewerFirstTileBenchmark(opts: { distDir?: string } = {}): Promise<string> {
  const distDir = opts.distDir ?? (await buildConsole());
  const site = await startConsole(distDir);
  let browser: Browser | undefined;
  try {
    console.info(`[bench] viewer: waiting for ${CODE} to be tiled (demo seed at ${SCALE} %)`);
    const id = await waitTiled(site.server);
    const tiledMs = Date.now() - site.startedAt;
    const executablePath = fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;
    browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"] });
    const state = await signIn(browser, site.url);
    const listUrl = `${site.url}/hd/hdp`;
    const viewUrl = `${site.url}/hd/hdp/view?id=${id}`;
    for (let i = 0; i < WARMUP; i++) {
      await visit(browser, state, listUrl, "list");
      await visit(browser, state, viewUrl, "viewer");
    }
    const list: Visit[] = [];
    const viewer: Visit[] = [];
    for (let i = 0; i < RUNS; i++) {
      // Alternating the two routes run by run, so both see the same moments of a shared machine.
      list.push(await visit(browser, state, listUrl, "list"));
      viewer.push(await visit(browser, state, viewUrl, "viewer"));
    }
    const l = list.map((v) => v.ms), t = viewer.map((v) => v.ms), f = viewer.map((v) => v.firstTileMs ?? Number.NaN);
    const d = viewer.map((v) => v.firstDrawnMs ?? Number.NaN);
    const ratioOf = (v: number[], q: number) => (quantile(v, q) / quantile(l, q)).toFixed(2);
    const ratio = (q: number) => ratioOf(t, q);
    const tiles = viewer.map((v) => v.tiles ?? 0);
    const tileCount = Math.min(...tiles) === Math.max(...tiles) ? String(tiles[0]) : `${Math.min(...tiles)}–${Math.max(...tiles)}`;
    const row = (label: string, v: number[], r: string) => `| ${label} | ${fmt(quantile(v, 0.5))} | ${fmt(quantile(v, 0.95))} | ${fmt(Math.max(...v))} | ${r} |`;
    return [
      "## Deep-zoom viewer: first tiles on screen",
      "",
      "How soon the viewer shows an image after its route is opened, against the HD library's list opened the same way:",
      "the built console served by the real server on loopback, a fresh embedded database with the demo seed at",
      `${SCALE} % (MOYUAN_SEED_SCALE_PERCENT; its masters within 0.5 MP below 20 %), the image ${CODE} (Id ${id}) tiled by the`,
      `job runner after start (ready, and the job queue idle, ${(tiledMs / 1000).toFixed(1)} s after the server started). Headless Chromium, ${VIEWPORT.width} × ${VIEWPORT.height}, signed in`,
      `once as admin through the login form; each of ${RUNS} visits per row (after ${WARMUP} warm-up visits each, the two rows alternated)`,
      "is a new browser context (empty HTTP cache) carrying that session.",
      "",
      "- **list (baseline)**: `/hd/hdp`, navigation start → the first frame in which the grid's first loaded row is laid out.",
      "- **viewer, first tile on screen (target)**: `/hd/hdp/view?id=…`, navigation start → the first frame after OpenSeadragon's",
      "  first redraw following a tile's arrival (DeepZoomCanvas's `data-first-tile=\"true\"`).",
      "- **viewer, tiles in view drawn**: the first frame after `fully-loaded-change` reported every tile in view drawn",
      `  (\`data-fully-loaded="true"\`, what tests/e2e/deepzoom.spec.ts waits for; ${tileCount} tiles fetched per visit, the navigator's included).`,
      "- **first tile received**: on the same viewer visits, navigation start → the first tile's response end (Resource Timing), a",
      "  lower bound: the first tile cannot be drawn before it arrives.",
      "",
      "| opened | p50 ms | p95 ms | max ms | ratio to the list (p50 / p95) |",
      "|---|---:|---:|---:|---:|",
      row("`/hd/hdp` list, first row painted (baseline)", l, "1.00 / 1.00"),
      row("`/hd/hdp/view` viewer, first tile on screen (target)", d, `**${ratioOf(d, 0.5)} / ${ratioOf(d, 0.95)}**`),
      row("`/hd/hdp/view` viewer, tiles in view drawn", t, `${ratio(0.5)} / ${ratio(0.95)}`),
      row("`/hd/hdp/view` viewer, first tile received", f, `${(quantile(f, 0.5) / quantile(l, 0.5)).toFixed(2)} / ${(quantile(f, 0.95) / quantile(l, 0.95)).toFixed(2)}`),
      "",
    ].join("\n");
  } finally {
    await browser?.close();
    await site.close();
    if (!opts.distDir) fs.rmSync(distDir, { recursive: true, force: true });
  }
}

if (import.meta.filename === process.argv[1]) {
  viewerFirstTileBenchmark({ distDir: process.env.MOYUAN_DIST_DIR }).then((md) => console.info(md), (err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
