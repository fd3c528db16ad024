// The console build the tests share: production mode as `npm run build` makes it (vite.config.ts, with the
// precompressed copies), plus Vite's manifest (.vite/manifest.json) and a record of each chunk's modules and
// static imports (.vite/chunks.json) for tests/build/lazyChunks.test.ts. `npm test` (scripts/test.mjs) makes it
// once per run and names it to vitest and Playwright in MOYUAN_TEST_DIST; tests/e2e/globalSetup.ts and
// lazyChunks.test.ts make their own through this script when run alone.
// Usage: node scripts/test-build.mjs OUT_DIR
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
const self = path.join(import.meta.dirname, "test-build.mjs");

/** The variable naming a shared build: set by scripts/test.mjs for vitest and Playwright. */
export const TEST_DIST_ENV = "MOYUAN_TEST_DIST";
/** The variable naming the run's server bundle, which every end-to-end server starts from (tests/e2e/serve.mjs). */
export const TEST_SERVER_ENV = "MOYUAN_TEST_SERVER";

/**
 * Bundles the server for one test run into a fresh folder and answers it. A spec file's server then loads one file
 * instead of transpiling the TypeScript sources through tsx: measured on this machine, a server answered in about
 * half the time, 75 times a run. The folder is under node_modules/.cache because the bundle finds its external
 * packages (better-sqlite3, pg …) from where it lies; the caller removes it.
 */
export async function buildServerForTests() {
  const cache = path.join(root, "node_modules", ".cache");
  fs.mkdirSync(cache, { recursive: true });
  const dir = fs.mkdtempSync(path.join(cache, "moyuan-test-server-"));
  const { buildServer } = await import("./build-server.mjs");
  try {
    await buildServer(path.join(dir, "server"));
  } catch (err) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return { dir: path.join(dir, "server"), remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
/** Where, under the build, the chunk record is written. */
export const CHUNKS_FILE = path.join(".vite", "chunks.json");
/** Where, under the build, Vite writes its manifest. */
export const MANIFEST_FILE = path.join(".vite", "manifest.json");

/** Vite plugin: writes `.vite/chunks.json`, each chunk's file → { imports: static imports, modules: ids relative to the root }. */
export function chunkRecordPlugin() {
  let outDir = "dist";
  let projectRoot = root;
  return {
    name: "moyuan-chunk-record",
    apply: "build",
    configResolved(config) {
      projectRoot = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      const chunks = {};
      for (const out of Object.values(bundle)) {
        if (out.type !== "chunk") continue;
        chunks[out.fileName] = { imports: out.imports, modules: out.moduleIds.map((id) => path.relative(projectRoot, id).split(path.sep).join("/")) };
      }
      fs.mkdirSync(path.join(outDir, ".vite"), { recursive: true });
      fs.writeFileSync(path.join(outDir, CHUNKS_FILE), JSON.stringify(chunks));
    },
  };
}

/**
 * Builds the console into `outDir` in a child process (Vitest and Playwright may run with NODE_ENV=test, which
 * would make Vite bundle React's development build). Resolves when it is written; rejects with the build's output.
 */
export function buildForTests(outDir, { stdio = "pipe" } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [self, outDir], { cwd: root, stdio: ["ignore", stdio, stdio], env: { ...process.env, NODE_ENV: "production" } });
    let output = "";
    child.stdout?.on("data", (c) => (output += c));
    child.stderr?.on("data", (c) => (output += c));
    child.on("error", reject);
    child.on("close", (code, signal) => {
      if (code === 0) resolve(output);
      else reject(new Error(`console build failed (${signal ?? `exit ${code}`})\n${output}`));
    });
  });
}

/** Reads a build made by this script: Vite's manifest and the chunk record. */
export function readTestBuild(dir) {
  const read = (file) => {
    const full = path.join(dir, file);
    if (!fs.existsSync(full)) throw new Error(`${full} is missing: ${dir} is not a build made by scripts/test-build.mjs`);
    return JSON.parse(fs.readFileSync(full, "utf8"));
  };
  return { manifest: read(MANIFEST_FILE), chunks: read(CHUNKS_FILE) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const outDir = process.argv[2];
  if (!outDir) {
    console.error("usage: node scripts/test-build.mjs OUT_DIR");
    process.exit(2);
  }
  process.env.NODE_ENV = "production";
  const started = performance.now();
  const { build } = await import("vite");
  await build({
    root,
    mode: "production",
    logLevel: "warn",
    plugins: [chunkRecordPlugin()],
    build: { outDir: path.resolve(outDir), manifest: true, emptyOutDir: true },
  });
  const chunks = Object.keys(readTestBuild(outDir).chunks).length;
  console.info(`test-build: console built into ${outDir} (${chunks} chunks) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
