// The console the workers serve (MOYUAN_DIST_DIR), in a directory of this run's own, so that nobody else's build
// of dist/ (`npm start`, another test run in the same checkout) can change the files under a running test.
// Under `npm test` it is the build scripts/test.mjs made once for the whole run (MOYUAN_TEST_DIST), which that
// script removes; run alone, this makes one before the workers start their servers (seconds) and the returned
// function removes it when the run ends. Beside it, the demo database every server copies (seededDatabase.ts).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildForTests, buildServerForTests, TEST_DIST_ENV, TEST_SERVER_ENV } from "../../scripts/test-build.mjs";
import { seededDatabase } from "./seededDatabase";

/** The console the workers serve: the run's shared build, or one made here. Answers how to remove what it made. */
async function consoleBuild(): Promise<() => void> {
  const shared = process.env[TEST_DIST_ENV];
  if (shared) {
    if (!fs.existsSync(path.join(shared, "index.html"))) throw new Error(`${TEST_DIST_ENV}=${shared} holds no built console`);
    // Workers start after global setup and inherit its environment: each worker's server serves this build.
    process.env.MOYUAN_DIST_DIR = shared;
    return () => {};
  }
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "moyuan-e2e-dist-"));
  try {
    await buildForTests(outDir, { stdio: "inherit" });
  } catch (err) {
    fs.rmSync(outDir, { recursive: true, force: true });
    throw err;
  }
  process.env.MOYUAN_DIST_DIR = outDir;
  return () => fs.rmSync(outDir, { recursive: true, force: true });
}

/** The server bundle the workers' servers run: the run's shared one, or one made here. Answers how to remove what it made. */
async function serverBundle(): Promise<() => void> {
  if (process.env[TEST_SERVER_ENV]) return () => {};
  const { dir, remove } = await buildServerForTests();
  process.env[TEST_SERVER_ENV] = dir;
  return remove;
}

export default async function globalSetup(): Promise<() => void> {
  // The builds and the seeding are separate processes (esbuild's service included): they run at once.
  const [removeBuild, removeServer, removeDatabase] = await Promise.all([consoleBuild(), serverBundle(), seededDatabase()]);
  return () => {
    removeBuild();
    removeServer();
    removeDatabase();
  };
}
