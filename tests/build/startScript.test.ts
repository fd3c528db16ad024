// `npm start` (scripts/start.mjs) as an operator runs it: it bundles the server into dist-server/ when that is missing
// or stale, runs the bundle, serves the console (here a small prebuilt one named by MOYUAN_DIST_DIR, so that the test
// does not build the whole console) and answers RPC calls over an embedded database, with its reader threads.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, expect, it } from "vitest";
import { precompressDir } from "../../scripts/precompress.mjs";
import { freePort } from "../freePort";

const ROOT = path.resolve(import.meta.dirname, "..", "..");
const PASSWORD = "Start-script-2026";
const script = Array.from({ length: 300 }, (_, i) => `export const v${i} = ${i};`).join("\n");

let tmp: string;
let child: ChildProcess;
let url: string;
let stdout = "";
let stderr = "";

async function rpc(method: string, payload: Record<string, unknown>): Promise<Record<string, unknown>> {
  const res = await fetch(`${url}/api/moyuan.${method}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(payload) });
  expect(res.status, method).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "moyuan-start-"));
  const dist = path.join(tmp, "dist");
  fs.mkdirSync(path.join(dist, "assets"), { recursive: true });
  fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>墨苑</title><div id=root></div>");
  fs.writeFileSync(path.join(dist, "assets", "index-start1.js"), script);
  precompressDir(path.join(dist, "assets"));
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env, PORT: String(port), HOST: "127.0.0.1", MOYUAN_DIST_DIR: dist, MOYUAN_DATA_DIR: path.join(tmp, "data"),
    MOYUAN_SEED: "none", MOYUAN_ADMIN_PASSWORD: PASSWORD, MOYUAN_SQLITE_READERS: "2", NODE_ENV: "production",
  };
  delete env.DATABASE_URL;
  delete env.MOYUAN_START_TSX;
  child = spawn(process.execPath, [path.join(ROOT, "scripts", "start.mjs")], { cwd: tmp, env, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout?.on("data", (c: Buffer) => (stdout += c.toString()));
  child.stderr?.on("data", (c: Buffer) => (stderr += c.toString()));
  const deadline = Date.now() + 50_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`start.mjs ended (${child.exitCode}):\n${stdout}\n${stderr}`);
    const ok = await fetch(`${url}/user/login`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`start.mjs did not serve within 50 s:\n${stdout}\n${stderr}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}, 60_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  }
  fs.rmSync(tmp, { recursive: true, force: true });
});

it("npm start runs the server bundle, which serves the console, precompressed assets and the API, and stops on SIGTERM", async () => {
  // The bundle exists and is not older than the server's sources it was made from.
  const bundle = path.join(ROOT, "dist-server", "main.js");
  expect(fs.existsSync(bundle)).toBe(true);
  expect(fs.existsSync(path.join(ROOT, "dist-server", "worker.js"))).toBe(true);
  expect(fs.statSync(bundle).mtimeMs).toBeGreaterThanOrEqual(fs.statSync(path.join(ROOT, "server", "main.ts")).mtimeMs);
  expect(stdout).toContain(`墨苑管理后台已启动：http://localhost:${new URL(url).port}/`);

  const page = await fetch(`${url}/user/login`);
  expect(await page.text()).toContain("<title>墨苑</title>");
  const asset = await fetch(`${url}/assets/index-start1.js`, { headers: { "accept-encoding": "br" } });
  expect(asset.headers.get("content-encoding")).toBe("br");
  // fetch decodes brotli itself; the bytes it hands over are the file's.
  expect(await asset.text()).toBe(script);
  expect(brotliDecompressSync(fs.readFileSync(path.join(tmp, "dist", "assets", "index-start1.js.br"))).toString()).toBe(script);

  const login = await rpc("sys.SysAdmin/login", { userName: "admin", password: PASSWORD });
  expect(login.code).toBe("SUCCESS");
  const context = { token: login.token, tourToken: login.token, tdid: "" };
  // Several reads at once: the reader threads (dist-server/worker.js) take them once booted.
  const lists = await Promise.all(Array.from({ length: 8 }, () => rpc("BaseServiceAdmin/listMuseum", { page: { skip: 0, limit: 20 }, count: "auto", context })));
  for (const list of lists) {
    expect(list.code).toBe("SUCCESS");
    expect(list.data).toEqual([]);
  }
  const me = await rpc("sys.SysAdmin/getUserinfo", { context });
  expect(me.code).toBe("SUCCESS");
  expect(stderr).not.toMatch(/reader thread failed|启动失败|Error/);

  child.kill("SIGTERM");
  const code = await new Promise<number | null>((r) => child.once("exit", r));
  expect(code).toBe(0);
}, 60_000);
