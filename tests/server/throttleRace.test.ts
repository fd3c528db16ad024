import { afterEach, beforeEach, expect, it } from "vitest";
import { THROTTLE } from "../../server/platform/auth/throttle";
import { ADMIN_PASSWORD, createTestServer, describeEachDb, type TestServer } from "./harness";

describeEachDb("the sign-in throttle holds under parallel guessing", (kind) => {
  let t: TestServer;
  beforeEach(async () => {
    t = await createTestServer(kind, { seed: "none", env: { MOYUAN_TRUSTED_PROXIES: "10.0.0.0/8" } });
  });
  afterEach(async () => {
    await t.close();
  });

  const login = (userName: string, password: string, ip: string, headers?: Record<string, string>) =>
    t.rpc("sys.SysAdmin/login", { userName, password }, undefined, { ip, ...(headers ? { headers } : {}) });
  const checkedGuesses = async () =>
    (await t.server.deps.db.selectFrom("security_log").select("Id").where("kind", "=", "login_failure").execute()).length;

  it("60 parallel sign-ins for one account (the right one at 30): at most 5 checked, and the right password does not get in", async () => {
    const burst = Array.from({ length: 60 }, (_, i) => login("admin", i === 30 ? ADMIN_PASSWORD : `wrong-${i}`, "192.0.2.1"));
    const answers = await Promise.all(burst);
    const codes = answers.map((a) => a.body.code);
    const checked = codes.filter((c) => c === "LOGIN_FAILED" || c === "SUCCESS").length;
    expect(checked).toBeLessThanOrEqual(THROTTLE.lockAfter);
    expect(await checkedGuesses()).toBe(codes.filter((c) => c === "LOGIN_FAILED").length);
    expect(codes.filter((c) => c !== "LOGIN_FAILED" && c !== "SUCCESS").every((c) => c === "LOGIN_THROTTLED" || c === "LOGIN_LOCKED")).toBe(true);
    // The right password arrived after the burst had used the account's attempts.
    expect(answers[30]?.body.code).not.toBe("SUCCESS");
  });

  it("200 parallel guesses across 50 names from one address are checked against the address limit", async () => {
    const burst = Array.from({ length: 200 }, (_, i) => login(`name${i % 50}`, "wrong-password", "192.0.2.2"));
    const codes = (await Promise.all(burst)).map((a) => a.body.code);
    expect(codes.filter((c) => c === "LOGIN_FAILED").length).toBeLessThanOrEqual(THROTTLE.addressLimit);
    expect(await checkedGuesses()).toBeLessThanOrEqual(THROTTLE.addressLimit);
  });

  it("one address over its limit slows guessing but never refuses correct credentials for long", async () => {
    for (let i = 0; i < THROTTLE.addressLimit; i++) await login(`guess${i}`, "wrong-password", "192.0.2.3");
    const slowed = await login("admin", ADMIN_PASSWORD, "192.0.2.3");
    expect(slowed.body.code).toBe("LOGIN_THROTTLED");
    expect(String(slowed.body.message)).toMatch(/秒后再试/);
    t.clock.advance(THROTTLE.addressSpacingMs);
    expect((await login("admin", ADMIN_PASSWORD, "192.0.2.3")).body.code).toBe("SUCCESS");
    // Guesses from that address go on only one every few seconds.
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => login(`more${i}`, "wrong-password", "192.0.2.3")));
    expect(burst.filter((a) => a.body.code === "LOGIN_FAILED").length).toBeLessThanOrEqual(1);
    // Another address is not affected at all.
    expect((await login("admin", ADMIN_PASSWORD, "192.0.2.4")).body.code).toBe("SUCCESS");
  });

  it("behind a trusted proxy the client is read from X-Forwarded-For; an untrusted socket's header is ignored", async () => {
    // Through the balancer (10.0.0.5), guesses from one client do not slow another client.
    for (let i = 0; i < THROTTLE.addressLimit; i++) {
      await login(`guess${i}`, "wrong-password", "10.0.0.5", { "x-forwarded-for": "198.51.100.7, 10.0.0.9" });
    }
    expect((await login("admin", ADMIN_PASSWORD, "10.0.0.5", { "x-forwarded-for": "198.51.100.8" })).body.code).toBe("SUCCESS");
    expect((await login("admin", ADMIN_PASSWORD, "10.0.0.5", { "x-forwarded-for": "198.51.100.7" })).body.code).toBe("LOGIN_THROTTLED");
    // A client outside the trusted range cannot pick its address by sending the header itself.
    for (let i = 0; i < THROTTLE.addressLimit; i++) {
      await login(`spoof${i}`, "wrong-password", "203.0.113.9", { "x-forwarded-for": `198.18.0.${i}` });
    }
    expect((await login("admin", ADMIN_PASSWORD, "203.0.113.9", { "x-forwarded-for": "198.18.1.1" })).body.code).toBe("LOGIN_THROTTLED");
    const ips = await t.server.deps.db.selectFrom("session").select("ip").execute();
    expect(ips.map((r) => r.ip)).toContain("198.51.100.8");
  });
});
