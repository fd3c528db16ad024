// `npm run build` (and `npm start` when stale): bundles the server into dist-server/ with esbuild, so a start loads
// one JavaScript file instead of transpiling some 200 TypeScript modules through tsx (about a second at every start).
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
export const SERVER_OUT = path.join(root, "dist-server");
/** What the bundle is made from: a change to any of them makes dist-server stale. */
export const SERVER_SOURCES = ["server", "src/catalogue", "package-lock.json", "tsconfig.json", "scripts/build-server.mjs"].map((p) => path.join(root, p));

/**
 * Left to Node at run time: native addons (better-sqlite3, argon2), CommonJS packages that read their own files or
 * load optional parts (pg, exceljs, pinyin-pro, sanitize-html through postcss; jszip, whose Node streams need `require("stream")`), and file-type (loaded by the first upload). The rest — Hono,
 * Kysely, zod — is pure ESM and goes into the bundle.
 */
const EXTERNAL = ["better-sqlite3", "@node-rs/argon2", "pg", "pg-native", "exceljs", "jszip", "sanitize-html", "sharp", "file-type", "pinyin-pro", "tsx", "tsx/*"];

/** The newest modification time under a file or folder (0 when it does not exist). */
export function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when dist-server/main.js is missing or older than a source of the server. */
export function serverBundleStale() {
  const main = path.join(SERVER_OUT, "main.js");
  if (!fs.existsSync(main)) return true;
  return Math.max(...SERVER_SOURCES.map(newestMtime)) > fs.statSync(main).mtimeMs;
}

/**
 * Writes OUT/main.js (the server) and OUT/worker.js (a SQLite reader thread, found beside it); OUT is dist-server/
 * unless named. The bundle finds its external packages from where it lies: OUT must be inside this checkout (the
 * tests' own bundle goes under node_modules/.cache).
 */
export async function buildServer(out = SERVER_OUT) {
  const esbuild = await import("esbuild");
  const tmp = `${out}.tmp-${process.pid}`;
  fs.rmSync(tmp, { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: { main: "server/main.ts", worker: "server/platform/db/sqliteReaders/worker.ts" },
    outdir: tmp,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    external: EXTERNAL,
    sourcemap: "linked",
    logLevel: "warning",
    // Error stacks and the reader threads' messages keep readable names.
    keepNames: true,
  });
  // Swapped in whole: a start running beside a build never loads half of one.
  fs.rmSync(out, { recursive: true, force: true });
  try {
    fs.renameSync(tmp, out);
  } catch (err) {
    // Another start built it at the same moment: theirs is as good as ours.
    fs.rmSync(tmp, { recursive: true, force: true });
    if (!fs.existsSync(path.join(out, "main.js"))) throw err;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const started = performance.now();
  await buildServer();
  console.info(`dist-server/ built in ${(performance.now() - started).toFixed(0)} ms`);
}
