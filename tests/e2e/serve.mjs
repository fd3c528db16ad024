// The server the end-to-end tests drive: the built console on a fresh embedded database with demo data.
// Each Playwright worker starts one (tests/e2e/fixtures.ts) on the build globalSetup made
// (MOYUAN_DIST_DIR); run by hand (`PORT=8190 node tests/e2e/serve.mjs`), it builds dist/ when stale.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { E2E_ENV, TEMPLATE_DB_ENV } from "./serveEnv.mjs";

process.env.MOYUAN_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "moyuan-e2e-"));
Object.assign(process.env, E2E_ENV);
delete process.env.DATABASE_URL; // the server suite covers PostgreSQL; the browser tests need one fixed store
// The run's seeded data folder, when globalSetup made one (its database beside the demo images' tiles and
// uploads): a copy is a first start's data without the seeding and tiling.
const template = process.env[TEMPLATE_DB_ENV];
if (template) fs.cpSync(path.dirname(template), process.env.MOYUAN_DATA_DIR, { recursive: true });
process.on("exit", () => fs.rmSync(process.env.MOYUAN_DATA_DIR, { recursive: true, force: true }));
if (process.env.E2E_EXIT_WITH_PARENT === "1") {
  // Started by a Playwright worker: end with it, however it ends (its end of our stdin closes).
  process.stdin.on("end", () => process.exit(0));
  process.stdin.resume();
}
if (process.env.MOYUAN_DIST_DIR) {
  // A build made for this run: serve it as it is (several workers start at once; none may build), with the run's
  // server bundle when globalSetup or `npm test` made one (MOYUAN_TEST_SERVER), else the sources through tsx.
  process.chdir(path.resolve(import.meta.dirname, "..", ".."));
  const bundle = process.env.MOYUAN_TEST_SERVER;
  if (bundle) await import(pathToFileURL(path.join(bundle, "main.js")).href);
  else {
    const { register } = await import("tsx/esm/api");
    register();
    await import("../../server/main.ts");
  }
} else {
  await import("../../scripts/start.mjs");
}
