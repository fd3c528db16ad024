import { afterAll, beforeAll, expect, it } from "vitest";
import { type ResourceDef } from "../../src/catalogue";
import { RESOURCES } from "../../src/catalogue/registry";
import { buildRegistry } from "../../server/services";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

type User = { Id: number; utime: number; userName: string; state: string };
type Config = { Id: number; utime: number; platform: string; enabled: boolean };
type Change = { action: string; method: string; summary: string; before: Record<string, unknown>; after: Record<string, unknown> };

// Actions that only open another screen (ActionDef.opens) have none.
it("every row action of the catalogue has its method", () => {
  const registry = buildRegistry();
  const actions = (RESOURCES as readonly ResourceDef[]).flatMap((r) => (r.actions ?? []).filter((a) => a.scope !== "view" && a.opens === undefined).map((a) => `${r.service}/${a.name}`));
  expect(actions).toEqual(expect.arrayContaining(["sys.SysAdmin/setUserState", "BaseServiceAdmin/setClientConfigEnabled"]));
  for (const key of actions) expect(registry.get(key), key).toBeDefined();
});

describeEachDb("resource actions", (kind) => {
  let t: TestServer;
  const sys = (m: string, p: Record<string, unknown>, token = t.adminToken) => t.rpc(`sys.SysAdmin/${m}`, p, token);
  const makeUser = async (userName: string, extra: Record<string, unknown> = {}) => {
    const r = await sys("createUser", { data: { userName, nickName: userName, role: "editor", state: "ACTIVE", password: "Password-123", ...extra } });
    expect(r.body.code).toBe("SUCCESS");
    return r.body.data as User;
  };
  const changesOf = async (resource: string, recordId: number) =>
    (await t.rpc("BaseServiceAdmin/listDataChange", { cond: { jsonq: JSON.stringify({ resource, recordId, action: "action" }) }, sort: { by: "ctime", asc: true } }, t.adminToken)).body.data as Change[];
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "demo" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("setUserState disables from the utime read, ends the user's sessions and records the action", async () => {
    const u = await makeUser("state.a");
    const token = await t.login("state.a", "Password-123");
    const renamed = (await sys("updateUser", { Id: u.Id, utime: u.utime, data: { nickName: "改过" } })).body.data as User;
    const stale = await sys("setUserState", { Id: u.Id, utime: u.utime, data: { state: "DISABLED" } });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe(10);
    expect((await t.rpc("sys.SysAdmin/getUserinfo", {}, token)).status).toBe(200);

    const r = await sys("setUserState", { Id: u.Id, utime: renamed.utime, data: { state: "DISABLED" } });
    expect(r.body).toMatchObject({ code: "SUCCESS", total: 1, data: [{ Id: u.Id, state: "DISABLED" }] });
    expect((r.body.data as User[])[0]?.utime).toBeGreaterThan(renamed.utime);
    expect((await t.rpc("sys.SysAdmin/getUserinfo", {}, token)).status).toBe(401);
    expect((await t.rpc("sys.SysAdmin/login", { userName: "state.a", password: "Password-123" })).body.code).toBe("USER_DISABLED");

    const [change] = await changesOf("consoleUser", u.Id);
    expect(change).toMatchObject({ method: "setUserState", before: { state: "ACTIVE" }, after: { state: "DISABLED" } });
    expect(change?.summary).toContain("设置状态");
  });

  it("setUserState takes a selection, all or nothing, and nobody changes their own state", async () => {
    const a = await makeUser("state.b", { state: "DISABLED" });
    const b = await makeUser("state.c", { state: "DISABLED" });
    const both = await sys("setUserState", { Ids: [a.Id, b.Id], data: { state: "ACTIVE" } });
    expect(both.body.total).toBe(2);
    expect((both.body.data as User[]).map((x) => x.state)).toEqual(["ACTIVE", "ACTIVE"]);
    await t.login("state.b", "Password-123");

    const me = (await t.rpc("sys.SysAdmin/getUserinfo", {}, t.adminToken)).body as unknown as User;
    const mixed = await sys("setUserState", { Ids: [a.Id, me.Id], data: { state: "DISABLED" } });
    expect(mixed.body).toMatchObject({ code: "PERMISSION_DENIED", message: "不能停用自己的账号" });
    expect(((await sys("getUser", { Id: a.Id })).body.data as User).state).toBe("ACTIVE");
    expect((await changesOf("consoleUser", a.Id)).map((c) => c.after.state)).toEqual(["ACTIVE"]);
  });

  it("setUserState refuses bad input and callers without WRITE on sysadmin", async () => {
    const u = await makeUser("state.d");
    const bad = [
      [{ Ids: [u.Id], data: { state: "SLEEPING" } }, "状态不是可选的值"],
      [{ Ids: [u.Id], data: {} }, "请选择状态"],
      [{ Ids: [u.Id], data: { state: "ACTIVE", extra: 1 } }, "未知字段 extra"],
      [{ data: { state: "ACTIVE" } }, "请提供 Id 和 utime，或 Ids"],
      [{ Id: u.Id, data: { state: "ACTIVE" } }, "缺少 utime"],
      [{ Id: u.Id, utime: u.utime, Ids: [u.Id], data: { state: "ACTIVE" } }, "Id 和 Ids 只能提供一个"],
      [{ Ids: [u.Id, u.Id], data: { state: "ACTIVE" } }, "Ids 中有重复的 Id"],
      [{ Ids: [], data: { state: "ACTIVE" } }, "参数错误：Ids: Ids 不能为空"],
      [{ Ids: Array.from({ length: 501 }, (_, i) => i + 1), data: { state: "ACTIVE" } }, "参数错误：Ids: 一次最多操作 500 条记录"],
    ] as const;
    for (const [payload, message] of bad) {
      const r = await sys("setUserState", payload);
      expect(r.body, message).toMatchObject({ code: 3, message });
      expect(r.status).toBe(400);
    }
    const missing = await sys("setUserState", { Ids: [999_999], data: { state: "ACTIVE" } });
    expect(missing.status).toBe(404);

    await makeUser("state.reader", { acl: { rights: { sysadmin: "READ" } } });
    const token = await t.login("state.reader", "Password-123");
    const denied = await sys("setUserState", { Id: u.Id, utime: u.utime, data: { state: "DISABLED" } }, token);
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe(7);
    expect(((await sys("getUser", { Id: u.Id })).body.data as User).state).toBe("ACTIVE");
  });

  it("setClientConfigEnabled switches configurations off for the public getAppConfig, and back on", async () => {
    const configs = (await t.rpc("BaseServiceAdmin/listClientConfig", { cond: { jsonq: JSON.stringify({ enabled: true }) } }, t.adminToken)).body.data as Config[];
    const [first, second] = configs as [Config, Config];
    const set = (p: Record<string, unknown>, token = t.adminToken) => t.rpc("BaseServiceAdmin/setClientConfigEnabled", p, token);
    const off = await set({ Ids: [first.Id, second.Id], data: { enabled: false } });
    expect((off.body.data as Config[]).map((c) => c.enabled)).toEqual([false, false]);
    const visible = ((await t.rpc("BaseService/getAppConfig", {})).body.data as Config[]).map((c) => c.platform);
    expect(visible).not.toContain(first.platform);
    expect(visible).not.toContain(second.platform);

    const stale = await set({ Id: first.Id, utime: first.utime, data: { enabled: true } });
    expect(stale.body.code).toBe(10);
    const fresh = (off.body.data as Config[])[0] as Config;
    expect((await set({ Id: fresh.Id, utime: fresh.utime, data: { enabled: true } })).body.code).toBe("SUCCESS");
    expect(((await t.rpc("BaseService/getAppConfig", {})).body.data as Config[]).map((c) => c.platform)).toContain(first.platform);
    expect((await set({ Ids: [first.Id], data: { enabled: "yes" } })).body.code).toBe(3);

    const changes = await changesOf("clientConfig", first.Id);
    expect(changes.map((c) => [c.method, c.after.enabled])).toEqual([["setClientConfigEnabled", false], ["setClientConfigEnabled", true]]);

    await makeUser("config.reader", { acl: { rights: { project: "READ" } } });
    const token = await t.login("config.reader", "Password-123");
    expect((await t.rpc("BaseServiceAdmin/listClientConfig", {}, token)).status).toBe(200);
    const denied = await set({ Ids: [second.Id], data: { enabled: true } }, token);
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe(7);
  });
});
