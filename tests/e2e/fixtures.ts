// Every spec imports `test` and `expect` from here, not from @playwright/test: each worker runs a
// server of its own (the built console on a fresh embedded database with demo data) on a free
// port, and every test's `baseURL` points at it, so that page.goto("/…") and page.request reach it.
// A worker starts a fresh server for each spec file it takes on: what a file sees never depends on
// which other files the scheduler happened to give the same worker before it (a museum created by
// one file would change another's count). Tests of one file share their server, as they always did.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { test as base, expect } from "@playwright/test";
import { PASSWORD } from "./helpers";
import { freePort } from "../freePort";

export { expect };

export interface E2EServer {
  /** http://127.0.0.1:{port}, the worker's own server. */
  readonly url: string;
}

interface Running {
  readonly file: string;
  readonly server: E2EServer;
  readonly stop: () => Promise<void>;
  adminToken?: Promise<string>;
}

const ROOT = path.resolve(import.meta.dirname, "..", "..");

/** Resolves once the server answers the login page; rejects when the process ends first or `timeoutMs` passes. */
async function answering(url: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const exited = new Promise<never>((_, reject) => {
    child.once("exit", (code) => reject(new Error(`serve.mjs ended (code ${code}) before answering:\n${output()}`)));
  });
  const deadline = Date.now() + timeoutMs;
  const poll = async (): Promise<void> => {
    for (;;) {
      const ok = await fetch(`${url}/user/login`).then((r) => r.ok, () => false);
      if (ok) return;
      if (Date.now() > deadline) throw new Error(`serve.mjs did not answer ${url} within ${timeoutMs} ms:\n${output()}`);
      // Polling a port that is not open yet: each attempt fails at once, so space them out a little.
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  await Promise.race([poll(), exited]);
}

interface Started {
  readonly server: E2EServer;
  readonly stop: () => Promise<void>;
}

async function startServer(): Promise<Started> {
  let lastError: unknown;
  // A port found free may be taken before the server binds it: try another one.
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, [path.join(ROOT, "tests", "e2e", "serve.mjs")], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", E2E_EXIT_WITH_PARENT: "1" },
      // The server ends when its stdin closes: at stop(), or when this worker dies without stopping it.
      stdio: ["pipe", "pipe", "pipe"],
    });
    let log = "";
    const keep = (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-4000);
    };
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    const ended = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    try {
      await answering(url, child, () => log, 90_000);
    } catch (err) {
      lastError = err;
      child.stdin?.end();
      await ended;
      continue;
    }
    return {
      server: { url },
      stop: async () => {
        child.stdin?.end();
        await ended;
      },
    };
  }
  throw lastError;
}

/** Signs in through the API (a real password check costs time): for tests not about signing in. */
async function adminTokenOf(server: E2EServer): Promise<string> {
  const answer = await fetch(`${server.url}/api/moyuan.sys.SysAdmin/login`, {
    method: "POST", headers: { "content-type": "application/json" },
    body: JSON.stringify({ userName: "admin", password: PASSWORD }),
  });
  const body = (await answer.json()) as { code: unknown; token?: string };
  if (body.code !== "SUCCESS" || !body.token) throw new Error(`admin sign-in failed: ${JSON.stringify(body)}`);
  return body.token;
}

/**
 * The worker's server, started afresh when a test of another spec file comes. The next file's server is started
 * while this file's tests run (a spare): a start is a few seconds of loading and copying, mostly hidden behind the
 * browser's waits, instead of a pause at the head of every file.
 */
class WorkerServer {
  private running: Running | null = null;
  private spare: Promise<Started> | null = null;

  async forFile(file: string): Promise<Running> {
    if (this.running?.file === file) return this.running;
    await this.stopRunning();
    const next = this.spare ?? startServer();
    this.spare = null;
    const { server, stop } = await next;
    this.running = { file, server, stop };
    // Kept from failing unobserved: a spare that did not start fails the file that takes it, above.
    this.spare = startServer();
    this.spare.catch(() => {});
    return this.running;
  }

  private async stopRunning(): Promise<void> {
    const running = this.running;
    this.running = null;
    await running?.stop();
  }

  async stop(): Promise<void> {
    await this.stopRunning();
    const spare = this.spare;
    this.spare = null;
    await spare?.then((s) => s.stop(), () => {});
  }
}

export const test = base.extend<{ server: E2EServer; adminToken: string }, { workerServer: WorkerServer }>({
  // Playwright reads a fixture's dependencies from its first parameter: this one has none.
  // eslint-disable-next-line no-empty-pattern
  workerServer: [async ({}, use) => {
    const servers = new WorkerServer();
    await use(servers);
    await servers.stop();
  }, { scope: "worker" }],

  // Every test, whether it uses baseURL or not, runs against its file's server; starting one has a
  // time limit of its own rather than a share of the test's.
  server: [async ({ workerServer }, use, testInfo) => {
    await use((await workerServer.forFile(testInfo.file)).server);
  }, { auto: true, timeout: 120_000 }],

  // An admin session on the file's server, signed in once per server: for tests not about signing in.
  adminToken: async ({ workerServer }, use, testInfo) => {
    const running = await workerServer.forFile(testInfo.file);
    running.adminToken ??= adminTokenOf(running.server);
    await use(await running.adminToken);
  },

  baseURL: async ({ server }, use) => use(server.url),
});
