// `npm test`: every check of the project, with the console built once for the whole run.
//   1. build       the console, into a temp dir of this run (scripts/test-build.mjs), named to vitest and
//                  Playwright in MOYUAN_TEST_DIST (tests/build/lazyChunks.test.ts reads its chunks, the e2e
//                  servers serve it); beside it the server bundle every e2e server runs (MOYUAN_TEST_SERVER);
//   2. typecheck and lint (their output held and printed after vitest's, each under its own heading) beside
//      vitest;
//   3. playwright;
// then a table of each suite's wall time and result. A failing suite fails the run, but the others still run
// (Playwright and vitest are skipped only when the build failed). Exit 0 only when every suite run passed.
//
// Options (after `npm test --`):
//   --only SUITES       run only these suites (comma-separated: build,typecheck,lint,vitest,playwright); without
//                       build, vitest's build test and Playwright build the console themselves as when run alone
//   --skip SUITES       run all but these
//   --vitest ARG        pass a filter (file or folder) or an option (`--vitest=--bail=1`) to vitest run; repeatable
//   --playwright ARG    the same for playwright test (`--playwright tests/e2e/routes.spec.ts`); repeatable
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { buildServerForTests, TEST_SERVER_ENV } from "./test-build.mjs";

const root = path.resolve(import.meta.dirname, "..");
const SUITES = ["build", "typecheck", "lint", "vitest", "playwright"];
const USAGE = "usage: npm test -- [--only SUITES] [--skip SUITES] [--vitest ARG]... [--playwright ARG]...\n" +
  `  SUITES: comma-separated, of ${SUITES.join(", ")}`;

function parseArgs(argv) {
  const selected = new Set(SUITES);
  const filters = { vitest: [], playwright: [] };
  const suiteList = (value, flag) => {
    const names = (value ?? "").split(",").map((s) => s.trim()).filter(Boolean);
    const unknown = names.filter((n) => !SUITES.includes(n));
    if (names.length === 0 || unknown.length > 0) fail(`${flag}: unknown suite ${unknown.join(", ") || "(none given)"}`);
    return names;
  };
  let only;
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].startsWith("--") && argv[i].includes("=") ? [argv[i].slice(0, argv[i].indexOf("=")), argv[i].slice(argv[i].indexOf("=") + 1)] : [argv[i], undefined];
    const value = () => inline ?? argv[++i];
    if (flag === "--only") {
      only ??= new Set();
      for (const n of suiteList(value(), flag)) only.add(n);
    } else if (flag === "--skip") suiteList(value(), flag).forEach((n) => selected.delete(n));
    else if (flag === "--vitest" || flag === "--playwright") {
      const v = value();
      if (!v) fail(`${flag} needs a value`);
      filters[flag.slice(2)].push(v);
    } else if (flag === "-h" || flag === "--help") {
      console.info(USAGE);
      process.exit(0);
    } else fail(`unknown argument ${argv[i]}`);
  }
  if (only) for (const s of SUITES) if (!only.has(s)) selected.delete(s);
  return { selected, filters };
}

function fail(message) {
  console.error(`test: ${message}\n${USAGE}`);
  process.exit(2);
}

const { selected, filters } = parseArgs(process.argv.slice(2));
const scripts = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).scripts;
const env = { ...process.env, PATH: `${path.join(root, "node_modules", ".bin")}${path.delimiter}${process.env.PATH ?? ""}` };
/** The children running now, ended with this script on a signal. */
const running = new Set();
/** Those started at a lower priority. */
const niced = new Set();

/**
 * Runs a command line through sh, the way npm runs a package script (`exec` makes the tool itself the child, so a
 * signal reaches it). `capture`: its output is held, not shown (otherwise shown as it comes, and kept too). Resolves with its result and wall time.
 */
function run(name, commandLine, args, { capture = false, nice = 0, extraEnv = {} } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn("sh", ["-c", `exec ${commandLine} "$@"`, name, ...args], {
      cwd: root,
      env: { ...env, ...extraEnv },
      // Piped even when shown: the output is also kept, for the summary of what failed.
      stdio: capture ? ["ignore", "pipe", "pipe"] : ["inherit", "pipe", "pipe"],
    });
    running.add(child);
    if (nice && child.pid) {
      try {
        os.setPriority(child.pid, nice);
        niced.add(child);
      } catch {
        // Not allowed here: it runs at the same priority, only slower for vitest.
      }
    }
    let output = "";
    const keep = (c) => {
      output += c;
      // A long run keeps its last few megabytes: the failures are summed up at its end.
      if (output.length > 8_000_000) output = output.slice(-4_000_000);
    };
    child.stdout?.on("data", (c) => {
      keep(c);
      if (!capture) process.stdout.write(c);
    });
    child.stderr?.on("data", (c) => {
      keep(c);
      if (!capture) process.stderr.write(c);
    });
    const done = (code, signal, error) => {
      running.delete(child);
      niced.delete(child);
      const ms = performance.now() - started;
      const ok = code === 0;
      resolve({ name, ok, ms, output: error ? `${output}${error.message}\n` : output, result: ok ? "ok" : `FAILED (${signal ?? (error ? error.message : `exit ${code}`)})` });
    };
    child.on("error", (err) => done(null, null, err));
    child.on("close", (code, signal) => done(code, signal));
  });
}

const heading = (text) => `\n── ${text} ${"─".repeat(Math.max(4, 76 - text.length))}`;

function formatTime(ms) {
  if (ms < 59_950) return `${(ms / 1000).toFixed(1)} s`;
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, "0")} s`;
}

const dist = fs.mkdtempSync(path.join(os.tmpdir(), "moyuan-test-dist-"));
/** Removes the run's server bundle, once built. */
let removeServer = () => {};
const cleanup = () => {
  fs.rmSync(dist, { recursive: true, force: true });
  removeServer();
};
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    for (const child of running) child.kill(signal);
    cleanup();
    process.exit(128 + os.constants.signals[signal]);
  });
}

const started = performance.now();
/** Each suite's outcome by name: { ok, ms, result }, or a reason it did not run. */
const results = new Map();
const skip = (name, result) => results.set(name, { ok: true, ms: undefined, result });

// 1. The console, once.
let buildFailed = false;
const testEnv = {};
if (selected.has("build")) {
  console.info(heading("build: the console for vitest and Playwright (scripts/test-build.mjs)"));
  // The server bundle (esbuild, seconds) is made here while the console builds in its child process.
  const started = performance.now();
  const [r, bundle] = await Promise.all([
    run("build", `"${process.execPath}"`, [path.join(root, "scripts", "test-build.mjs"), dist]),
    buildServerForTests().catch((err) => err),
  ]);
  if (bundle instanceof Error) {
    results.set("build", { name: "build", ok: false, ms: performance.now() - started, output: "", result: `FAILED (server bundle: ${bundle.message})` });
    buildFailed = true;
  } else {
    removeServer = bundle.remove;
    testEnv[TEST_SERVER_ENV] = bundle.dir;
    results.set("build", r);
    if (r.ok) testEnv.MOYUAN_TEST_DIST = dist;
    else buildFailed = true;
  }
}

// 2. Type check and lint beside vitest; theirs is held so that vitest's log reads on its own.
// Niced while vitest runs, whose server tests have timeouts: on two cores they would otherwise take a third of it.
const withVitest = selected.has("vitest") && !buildFailed;
const beside = ["typecheck", "lint"].filter((s) => selected.has(s)).map((s) => run(s, scripts[s], [], { capture: true, nice: withVitest ? 10 : 0 }));
let vitest;
if (selected.has("vitest")) {
  if (buildFailed) skip("vitest", "skipped: build failed");
  else {
    console.info(heading(`vitest run${filters.vitest.length ? ` ${filters.vitest.join(" ")}` : ""}${beside.length ? " (type check and lint beside it, their output after)" : ""}`));
    vitest = run("vitest", "vitest run", filters.vitest, { extraEnv: testEnv }).then((r) => {
      // Vitest is done: what still runs beside it may have the machine (raising a priority back may be refused).
      for (const child of niced) {
        try {
          if (child.pid) os.setPriority(child.pid, 0);
        } catch {
          // It finishes niced.
        }
      }
      return r;
    });
  }
}
for (const r of await Promise.all([...beside, ...(vitest ? [vitest] : [])])) {
  results.set(r.name, r);
  if (r.name === "vitest") continue;
  console.info(heading(`${r.name}: ${scripts[r.name]} — ${r.result}, ${formatTime(r.ms)}`));
  process.stdout.write(r.output.trim() === "" ? "(no output)\n" : r.output.endsWith("\n") ? r.output : `${r.output}\n`);
}

// 3. The browser tests, on the same build.
if (selected.has("playwright")) {
  if (buildFailed) skip("playwright", "skipped: build failed");
  else {
    console.info(heading(`playwright test${filters.playwright.length ? ` ${filters.playwright.join(" ")}` : ""}`));
    results.set("playwright", await run("playwright", "playwright test", filters.playwright, { extraEnv: testEnv }));
  }
}
cleanup();

// What failed, repeated at the end: a CI log is often read from its tail only.
const failures = [...results.values()].filter((r) => !r.ok && r.output);
if (failures.length) {
  console.info(heading("npm test: what failed"));
  for (const r of failures) console.info(`${r.name}:\n${failureLines(r.output).join("\n") || "(no failing test named; see the suite's output above)"}`);
}

// The table.
const rows = SUITES.map((name) => {
  const r = results.get(name);
  return [name, r?.ms === undefined ? "–" : formatTime(r.ms), r ? r.result : "not selected"];
});
const failed = [...results.values()].filter((r) => !r.ok).length;
rows.push(["total", formatTime(performance.now() - started), failed ? `FAILED (${failed} of ${results.size} suites)` : "ok"]);
const width = [0, 1].map((i) => Math.max(...rows.map((r) => r[i].length)));
console.info(heading("npm test: suites"));
for (const [name, time, result] of rows) console.info(`${name.padEnd(width[0])}  ${time.padStart(width[1])}  ${result}`);
process.exitCode = failed ? 1 : 0;

/** The lines of a suite's output that name failing tests, unhandled errors and totals (ANSI colours removed). */
function failureLines(output) {
  // eslint-disable-next-line no-control-regex
  const lines = output.replace(/\x1b\[[0-9;]*m/g, "").split("\n");
  const wanted = /^\s*(FAIL\b|×|✘|\d+\) |Unhandled|Error: |AssertionError|Test Files|Tests |\d+ (failed|flaky|passed))/;
  return [...new Set(lines.filter((l) => wanted.test(l)).map((l) => l.trimEnd()))].slice(0, 60);
}
