import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, expect, it } from "vitest";
import { uniformRights } from "../../src/catalogue";
import { TOUCH_AFTER_MS } from "../../server/platform/auth/sessions";
import { CONSOLE_CSP, serveConsole } from "../../server/static";
import { makeUser } from "./accounts";
import { ADMIN_PASSWORD, createTestServer, describeEachDb, type TestServer } from "./harness";

type Change = { Id: number; resource: string };

describeEachDb("smaller holes the attack found", (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "demo", env: { MOYUAN_SESSION_IDLE_MINUTES: "1" } });
  });
  afterAll(async () => {
    await t.close();
  });

  it("getDataChange answers only records listDataChange would show: NOT_FOUND otherwise", async () => {
    const museumOnly = await makeUser(t, "museum.reader", "auditor", { ...uniformRights("NONE"), suha: "READ" });
    // A change to a console user (sysadmin) and one to a museum (suha).
    const admin = (await t.rpc("sys.SysAdmin/createUser", { data: { userName: "secret.person", nickName: "密", role: "finance", state: "ACTIVE", password: "Secret-pass-1", email: "secret@moyuan.art" } }, t.adminToken)).body.data as { Id: number };
    const all = (await t.rpc("BaseServiceAdmin/listDataChange", { page: { skip: 0, limit: 1000 } }, t.adminToken)).body.data as Change[];
    const userChange = all.find((c) => c.resource === "consoleUser");
    expect(userChange).toBeDefined();
    const mine = (await t.rpc("BaseServiceAdmin/listDataChange", { page: { skip: 0, limit: 1000 } }, museumOnly.token)).body.data as Change[];
    expect(mine.every((c) => c.resource === "museum" || c.resource === "dict")).toBe(true);
    const leak = await t.rpc("BaseServiceAdmin/getDataChange", { Id: userChange?.Id }, museumOnly.token);
    expect(leak.status).toBe(404);
    expect(leak.body.code).toBe(5);
    expect(JSON.stringify(leak.body)).not.toMatch(/secret@moyuan\.art|rights/);
    expect((await t.rpc("BaseServiceAdmin/getDataChange", { Id: userChange?.Id }, t.adminToken)).body.code).toBe("SUCCESS");
    expect(admin.Id).toBeGreaterThan(0);
  });

  it("user names are unique case-insensitively: Admin cannot be created beside admin, and signs in as admin", async () => {
    const dup = await t.rpc("sys.SysAdmin/createUser", { data: { userName: "Admin", nickName: "冒充", role: "auditor", state: "ACTIVE", password: "Password-123" } }, t.adminToken);
    expect(dup.body).toMatchObject({ code: "ALREADY_EXISTS", message: "用户名「Admin」已存在" });
    const r = await t.rpc("sys.SysAdmin/login", { userName: "ADMIN", password: ADMIN_PASSWORD });
    expect(r.body).toMatchObject({ code: "SUCCESS", userName: "admin" });
  });

  it("an active session is never ended early by the idle timeout; an idle one ends soon after it", async () => {
    const token = await t.login("admin", ADMIN_PASSWORD);
    const idle = t.server.deps.config.sessionIdleMs;
    // A call every 10 s for three idle periods: always signed in.
    for (let spent = 0; spent < 3 * idle; spent += 10_000) {
      t.clock.advance(10_000);
      expect((await t.rpc("sys.SysAdmin/getUserinfo", {}, token)).status).toBe(200);
    }
    t.clock.advance(idle - 1);
    expect((await t.rpc("sys.SysAdmin/getUserinfo", {}, token)).status).toBe(200);
    t.clock.advance(idle + TOUCH_AFTER_MS);
    expect((await t.rpc("sys.SysAdmin/getUserinfo", {}, token)).status).toBe(401);
  });

  it("refused anonymous calls are counted, not logged a row each, and old records expire", async () => {
    const db = t.server.deps.db;
    const rowsBefore = (await db.selectFrom("security_log").select("Id").execute()).length;
    await Promise.all(Array.from({ length: 200 }, () => t.rpc("BaseServiceAdmin/listMuseum", {}, undefined, { ip: "198.51.100.200" })));
    expect((await db.selectFrom("security_log").select("Id").execute()).length).toBe(rowsBefore);
    const tally = await db.selectFrom("security_tally").select("count").where("ip", "=", "198.51.100.200").execute();
    expect(tally.reduce((n, r) => n + Number(r.count), 0)).toBe(200);
    expect(tally.length).toBe(1);
    // A year later, the next record purges what is older than the retention (180 days).
    t.clock.advance(365 * 86_400_000);
    await t.rpc("sys.SysAdmin/login", { userName: "admin", password: "wrong-password" });
    expect(await db.selectFrom("security_tally").select("count").where("ip", "=", "198.51.100.200").execute()).toEqual([]);
    const left = await db.selectFrom("security_log").select("ctime").execute();
    expect(left.every((r) => Number(r.ctime) >= t.clock.now - 180 * 86_400_000)).toBe(true);
  });
});

it("the console's pages carry a Content-Security-Policy and refuse to be framed", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "moyuan-dist-"));
  fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>墨苑</title>");
  const app = new Hono();
  app.post("/api/x", (c) => c.json({ code: "SUCCESS" }));
  serveConsole(app, dir);
  const page = await app.request("/sysadmin/users");
  expect(page.status).toBe(200);
  expect(page.headers.get("content-security-policy")).toBe(CONSOLE_CSP);
  expect(CONSOLE_CSP).toMatch(/frame-ancestors 'none'/);
  expect(CONSOLE_CSP).toMatch(/script-src 'self'(;|$)/);
  expect(page.headers.get("x-frame-options")).toBe("DENY");
  fs.rmSync(dir, { recursive: true, force: true });
});

it("static files: hashed assets compressed and cached for a year, pages revalidated, /favicon.ico an icon", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "moyuan-dist-"));
  fs.mkdirSync(path.join(dir, "assets"));
  fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>墨苑</title>");
  fs.writeFileSync(path.join(dir, "assets", "index-abc123.js"), `console.log(${JSON.stringify("墨".repeat(4000))});`);
  fs.copyFileSync("public/favicon.ico", path.join(dir, "favicon.ico"));
  const cwd = process.cwd();
  const app = new Hono();
  serveConsole(app, dir);
  const js = await app.request("/assets/index-abc123.js", { headers: { "accept-encoding": "gzip" } });
  expect(js.status).toBe(200);
  expect(js.headers.get("content-encoding")).toBe("gzip");
  expect(js.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect((await js.arrayBuffer()).byteLength).toBeLessThan(4000);
  const page = await app.request("/dataadmin/museum", { headers: { "accept-encoding": "gzip" } });
  expect(page.headers.get("cache-control")).toBe("no-cache");
  const icon = await app.request("/favicon.ico");
  expect(icon.status).toBe(200);
  expect(icon.headers.get("content-type")).toMatch(/icon/);
  expect(Buffer.from(await icon.arrayBuffer()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  expect(process.cwd()).toBe(cwd);
  fs.rmSync(dir, { recursive: true, force: true });
});
