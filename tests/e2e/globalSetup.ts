// Builds the console once, before the workers start their servers, into a directory of this run's
// own: the workers serve it (MOYUAN_DIST_DIR), so that nobody else's build of dist/ (`npm start`,
// another test run in the same checkout) can change the files under a running test. A build takes
// seconds; the returned function removes it when the run ends.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..", "..");

export default function globalSetup(): () => void {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "moyuan-e2e-dist-"));
  const vite = path.join(ROOT, "node_modules", "vite", "bin", "vite.js");
  // Playwright may run with NODE_ENV=test, which would make Vite bundle React's development build.
  const r = spawnSync(process.execPath, [vite, "build", "--logLevel", "warn", "--outDir", outDir, "--emptyOutDir"], {
    cwd: ROOT, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" },
  });
  if (r.status !== 0) {
    fs.rmSync(outDir, { recursive: true, force: true });
    throw new Error(`vite build failed (exit ${r.status})`);
  }
  // Workers start after global setup and inherit its environment: each worker's server serves this build.
  process.env.MOYUAN_DIST_DIR = outDir;
  return () => fs.rmSync(outDir, { recursive: true, force: true });
}
