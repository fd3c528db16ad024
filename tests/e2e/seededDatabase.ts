// Seeds the demo world once per run (tests/e2e/seedTemplate.mjs, in a child process) and names the file to the
// workers' servers through the environment they inherit; answers how to remove it.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { TEMPLATE_DB_ENV } from "./serveEnv.mjs";

export async function seededDatabase(): Promise<() => void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "moyuan-e2e-db-"));
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  const script = path.join(import.meta.dirname, "seedTemplate.mjs");
  let output = "";
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, [script, dir], { stdio: ["ignore", "pipe", "pipe"] });
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.once("error", reject);
    child.once("exit", resolve);
  });
  const file = path.join(dir, "moyuan.sqlite");
  if (code !== 0 || !fs.existsSync(file)) {
    remove();
    throw new Error(`seeding the end-to-end database failed (exit ${code}):\n${output}`);
  }
  process.env[TEMPLATE_DB_ENV] = file;
  return remove;
}
