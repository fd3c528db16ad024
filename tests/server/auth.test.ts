import { afterEach, beforeEach, expect, it } from "vitest";
import { ACCESS_OBJECTS } from "../../src/catalogue";
import { hashToken, TOUCH_AFTER_MS } from "../../server/platform/auth/sessions";
import { THROTTLE } from "../../server/platform/auth/throttle";
import { ADMIN_PASSWORD, createTestServer, describeEachDb, type TestServer } from "./harness";

describeEachDb("sign-in and sessions", (kind) => {
  let t: TestServer;
  beforeEach(async () => {
    t = await createTestServer(kind, { seed: "demo" });
  });
  afterEach(async () => {
    await t.close();
  });

  it("answers a fresh 256-bit token, stored only as its hash", async () => {
    const r = await t.rpc("sys.SysAdmin/login", { userName: "admin", password: ADMIN_PASSWORD });
    expect(r.status).toBe(200);
    expect(r.body.code).toBe("SUCCESS");
    const token = r.body.token as string;
    expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(16);
    expect(token).not.toBe(t.adminToken);
    const rows = await t.server.deps.db.selectFrom("session").select("tokenHash").execute();
    const hashes = rows.map((x) => x.tokenHash);
    expect(hashes).toContain(hashToken(token));
    expect(hashes).not.toContain(token);
  });

  it("stores passwords as argon2id, never in the user record", async () => {
    const row = await t.server.deps.db.selectFrom("user_credential").select("passwordHash").executeTakeFirstOrThrow();
    expect(String(row.passwordHash)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const list = await t.rpc("sys.SysAdmin/listUser", { page: { skip: 0, limit: 100 } }, t.adminToken);
    expect(JSON.stringify(list.body)).not.toMatch(/argon2|passwordHash/);
  });

  it("refuses a wrong password with one message for unknown users and wrong passwords", async () => {
    const wrong = await t.rpc("sys.SysAdmin/login", { userName: "admin", password: "not-the-password" });
    const unknown = await t.rpc("sys.SysAdmin/login", { userName: "nobody", password: "not-the-password" });
    expect(wrong.body).toMatchObject({ code: "LOGIN_FAILED", message: "用户名或密码错误" });
    expect(unknown.body).toMatchObject({ code: "LOGIN_FAILED", message: "用户名或密码错误" });
    const log = await t.server.deps.db.selectFrom("security_log").select(["kind", "userName"]).where("kind", "=", "login_failure").execute();
    expect(log.map((l) => l.userName).sort()).toEqual(["admin", "nobody"]);
  });

  it("getUserinfo answers the user with all 26 access objects", async () => {
    const r = await t.rpc("sys.SysAdmin/getUserinfo", {}, t.adminToken);
    expect(r.body).toMatchObject({ code: "SUCCESS", userName: "admin", role: "admin" });
    const rights = (r.body.acl as { rights: Record<string, string> }).rights;
    expect(Object.keys(rights).sort()).toEqual([...ACCESS_OBJECTS].sort());
    expect(new Set(Object.values(rights))).toEqual(new Set(["WRITE"]));
  });

  it("logout ends the session on the server", async () => {
    expect((await t.rpc("sys.SysAdmin/logout", {}, t.adminToken)).body.code).toBe("SUCCESS");
    const after = await t.rpc("sys.SysAdmin/getUserinfo", {}, t.adminToken);
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(16);
  });

  it("ends a session after the idle timeout and after its absolute lifetime", async () => {
    const { sessionIdleMs, sessionMaxMs } = t.server.deps.config;
    t.clock.advance(sessionIdleMs - 1000);
    expect((await t.rpc("sys.SysAdmin/getUserinfo", {}, t.adminToken)).status).toBe(200);
    t.clock.advance(sessionIdleMs - 1000);
    expect((await t.rpc("sys.SysAdmin/getUserinfo", {}, t.adminToken)).status).toBe(200);
    t.clock.advance(sessionIdleMs + TOUCH_AFTER_MS);
    expect((await t.rpc("sys.SysAdmin/getUserinfo", {}, t.adminToken)).status).toBe(401);

    const token = await t.login("admin", ADMIN_PASSWORD);
    // Stay active, but outlive the absolute lifetime.
    const step = Math.floor(sessionIdleMs / 2);
    for (let spent = 0; spent < sessionMaxMs; spent += step) {
      t.clock.advance(step);
      await t.rpc("sys.SysAdmin/getUserinfo", {}, token);
    }
    expect((await t.rpc("sys.SysAdmin/getUserinfo", {}, token)).status).toBe(401);
  });

  it("slows, then locks an account after 5 failures, even against the right password, and unlocks later", async () => {
    for (let i = 0; i < THROTTLE.slowAfter; i++) {
      expect((await t.rpc("sys.SysAdmin/login", { userName: "admin", password: "wrong-password" })).body.code).toBe("LOGIN_FAILED");
    }
    const slowed = await t.rpc("sys.SysAdmin/login", { userName: "admin", password: ADMIN_PASSWORD });
    expect(slowed.body.code).toBe("LOGIN_THROTTLED");
    expect(slowed.body.message).toMatch(/秒后再试/);
    for (let i = THROTTLE.slowAfter; i < THROTTLE.lockAfter; i++) {
      t.clock.advance(10_000);
      expect((await t.rpc("sys.SysAdmin/login", { userName: "admin", password: "wrong-password" })).body.code).toBe("LOGIN_FAILED");
    }
    t.clock.advance(10_000);
    const locked = await t.rpc("sys.SysAdmin/login", { userName: "admin", password: ADMIN_PASSWORD });
    expect(locked.body.code).toBe("LOGIN_LOCKED");
    expect(locked.body.message).toMatch(/锁定/);
    // Another account is not affected.
    t.clock.advance(THROTTLE.lockMs);
    expect((await t.rpc("sys.SysAdmin/login", { userName: "admin", password: ADMIN_PASSWORD })).body.code).toBe("SUCCESS");
    // Refusals before any password check are counted, not logged a row each.
    const refused = await t.server.deps.db.selectFrom("security_tally").select("code").execute();
    expect(refused.map((r) => r.code)).toEqual(expect.arrayContaining(["LOGIN_THROTTLED", "LOGIN_LOCKED"]));
  });

  it("an address that fails too often is slowed down, without locking the accounts for others", async () => {
    for (let i = 0; i < THROTTLE.addressLimit; i++) {
      await t.rpc("sys.SysAdmin/login", { userName: `guess${i}`, password: "wrong-password" }, undefined, { ip: "10.9.9.9" });
    }
    const slowed = await t.rpc("sys.SysAdmin/login", { userName: "admin", password: ADMIN_PASSWORD }, undefined, { ip: "10.9.9.9" });
    expect(slowed.body.code).toBe("LOGIN_THROTTLED");
    const elsewhere = await t.rpc("sys.SysAdmin/login", { userName: "admin", password: ADMIN_PASSWORD }, undefined, { ip: "10.1.1.1" });
    expect(elsewhere.body.code).toBe("SUCCESS");
  });

  it("updatePassword needs the old password and ends every other session", async () => {
    const other = await t.login("admin", ADMIN_PASSWORD);
    const wrong = await t.rpc("sys.SysAdmin/updatePassword", { oldPassword: "nope-nope", newPassword: "A-new-password-1" }, t.adminToken);
    expect(wrong.body).toMatchObject({ code: "WRONG_PASSWORD", message: "原密码不正确" });
    const short = await t.rpc("sys.SysAdmin/updatePassword", { oldPassword: ADMIN_PASSWORD, newPassword: "short" }, t.adminToken);
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ code: 3, message: "密码至少 8 个字符" });
    const long = "长".repeat(100);
    const ok = await t.rpc("sys.SysAdmin/updatePassword", { oldPassword: ADMIN_PASSWORD, newPassword: long }, t.adminToken);
    expect(ok.body.code).toBe("SUCCESS");
    expect((await t.rpc("sys.SysAdmin/getUserinfo", {}, other)).status).toBe(401);
    expect((await t.rpc("sys.SysAdmin/getUserinfo", {}, t.adminToken)).status).toBe(401);
    expect((await t.rpc("sys.SysAdmin/getUserinfo", {}, ok.body.token as string)).status).toBe(200);
    // No truncation: a prefix of the new password is not the password.
    expect((await t.rpc("sys.SysAdmin/login", { userName: "admin", password: "长".repeat(72) })).body.code).toBe("LOGIN_FAILED");
    expect((await t.rpc("sys.SysAdmin/login", { userName: "admin", password: long })).body.code).toBe("SUCCESS");
  });

  it("disabling a user ends their sessions and refuses their sign-in", async () => {
    const created = await t.rpc("sys.SysAdmin/createUser", {
      data: { userName: "ops.test", nickName: "运营测试", role: "operator", state: "ACTIVE", password: "Operator-pass-1" },
    }, t.adminToken);
    expect(created.body.code).toBe("SUCCESS");
    const user = created.body.data as { Id: number; utime: number };
    const token = await t.login("ops.test", "Operator-pass-1");
    const disabled = await t.rpc("sys.SysAdmin/updateUser", { Id: user.Id, utime: user.utime, data: { state: "DISABLED" } }, t.adminToken);
    expect(disabled.body.code).toBe("SUCCESS");
    expect((await t.rpc("sys.SysAdmin/getUserinfo", {}, token)).status).toBe(401);
    expect((await t.rpc("sys.SysAdmin/login", { userName: "ops.test", password: "Operator-pass-1" })).body.code).toBe("USER_DISABLED");
  });

  it("an admin's password reset through updateUser ends the user's sessions", async () => {
    const created = await t.rpc("sys.SysAdmin/createUser", {
      data: { userName: "editor.test", nickName: "编辑测试", role: "editor", state: "ACTIVE", password: "Editor-pass-1" },
    }, t.adminToken);
    const user = created.body.data as { Id: number; utime: number };
    const token = await t.login("editor.test", "Editor-pass-1");
    const reset = await t.rpc("sys.SysAdmin/updateUser", { Id: user.Id, utime: user.utime, data: { password: "Editor-pass-2" } }, t.adminToken);
    expect(reset.body.code).toBe("SUCCESS");
    expect((await t.rpc("sys.SysAdmin/getUserinfo", {}, token)).status).toBe(401);
    expect((await t.rpc("sys.SysAdmin/login", { userName: "editor.test", password: "Editor-pass-2" })).body.code).toBe("SUCCESS");
  });
});
