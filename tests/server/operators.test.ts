import { afterAll, beforeAll, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { startServer } from "../../server/bootstrap";
import { resetPassword } from "../../server/platform/auth/resetPassword";
import { ADMIN_PASSWORD, createTestServer, describeEachDb, type TestServer } from "./harness";

describeEachDb("what an operator needs", (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "demo" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("a lost admin password is reset from the server: the new one signs in, the old one and its sessions do not, a lock is lifted", async () => {
    for (let i = 0; i < 5; i++) {
      t.clock.advance(10_000);
      await t.rpc("sys.SysAdmin/login", { userName: "admin", password: "forgotten-it" });
    }
    const password = await resetPassword(t.server.deps.db, "ADMIN", t.clock.now);
    expect(password).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect((await t.rpc("sys.SysAdmin/getUserinfo", {}, t.adminToken)).status).toBe(401);
    expect((await t.rpc("sys.SysAdmin/login", { userName: "admin", password: ADMIN_PASSWORD })).body.code).toBe("LOGIN_FAILED");
    expect((await t.rpc("sys.SysAdmin/login", { userName: "admin", password: password as string })).body.code).toBe("SUCCESS");
    expect(await resetPassword(t.server.deps.db, "nobody", t.clock.now)).toBeNull();
  });

  it("the demo has one super-administrator only", async () => {
    const users = await t.server.deps.db.selectFrom("console_user").select(["userName", "acl", "state"]).execute();
    const full = users.filter((u) => Object.values((JSON.parse(String(u.acl)) as { rights: Record<string, string> }).rights).every((l) => l === "WRITE"));
    expect(full.map((u) => u.userName)).toEqual(["admin"]);
  });
});

it("without MOYUAN_DEMO_PASSWORD each demo account gets its own password, made once and handed back to print", async () => {
  const config = loadConfig({ MOYUAN_SEED: "demo", MOYUAN_SEED_SCALE_PERCENT: "5", MOYUAN_ADMIN_PASSWORD: ADMIN_PASSWORD, MOYUAN_DATA_DIR: "/nonexistent-test-data" });
  const server = await startServer(config, { sqliteFile: ":memory:", jobs: "manual" });
  try {
    const issued = server.createdDemoPasswords;
    expect(issued.size).toBeGreaterThan(5);
    expect(new Set(issued.values()).size).toBe(issued.size);
    expect([...issued.values()]).not.toContain(ADMIN_PASSWORD);
    expect(issued.has("former.qian")).toBe(false); // a disabled account gets none
  } finally {
    await server.close();
  }
}, 90_000); // seeds a whole demo world (5 % scale) in memory: ~12 s alone, over 30 s on a busy machine

