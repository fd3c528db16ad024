import { afterAll, beforeAll, expect, it } from "vitest";
import { ROLE_PRESETS, uniformRights } from "../../src/catalogue";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

type User = { Id: number; utime: number; userName: string; nickName: string; role: string; state: string; acl: { rights: Record<string, string> } };

describeEachDb("console users", (kind) => {
  let t: TestServer;
  const sys = (m: string, p: Record<string, unknown>, token = t.adminToken) => t.rpc(`sys.SysAdmin/${m}`, p, token);
  const makeUser = async (userName: string, extra: Record<string, unknown> = {}) => {
    const r = await sys("createUser", { data: { userName, nickName: userName, role: "editor", state: "ACTIVE", password: "Password-123", ...extra } });
    expect(r.body.code).toBe("SUCCESS");
    return r.body.data as User;
  };
  const row = (id: number) => t.server.deps.db.selectFrom("console_user").selectAll().where("Id", "=", id).executeTakeFirstOrThrow();
  type Change = { method: string; summary: string; before: { state: string }; after: { state: string } };
  const changesOf = async (recordId: number) =>
    (await t.rpc("BaseServiceAdmin/listDataChange", { cond: { jsonq: JSON.stringify({ resource: "consoleUser", recordId, action: "action" }) }, sort: { by: "ctime", asc: true } }, t.adminToken)).body.data as Change[];
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "demo" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("listUser takes the spec's payload: filters userName, nickName, role, state; sorts ascending", async () => {
    const r = await sys("listUser", {
      page: { skip: 0, limit: 50 },
      cond: { jsonq: JSON.stringify({ role: "editor", state: "ACTIVE" }) },
      sort: { by: "userName", asc: true },
      mask: { fields: ["userName", "nickName", "role", "state"] },
    });
    const users = r.body.data as User[];
    expect(users.length).toBeGreaterThan(0);
    expect(users.every((u) => u.role === "editor" && u.state === "ACTIVE")).toBe(true);
    expect(users.map((u) => u.userName)).toEqual([...users.map((u) => u.userName)].sort());
    expect(Object.keys(users[0] as object).sort()).toEqual(["Id", "nickName", "role", "state", "userName"]);
    const byName = await sys("listUser", { cond: { jsonq: JSON.stringify({ userName: "adm" }) } });
    expect((byName.body.data as User[]).map((u) => u.userName)).toEqual(["admin"]);
    const disabled = await sys("listUser", { cond: { jsonq: JSON.stringify({ state: "DISABLED" }) } });
    expect(disabled.body.total).toBeGreaterThan(0);
  });

  it("createUser presets rights from the role and never answers the password", async () => {
    const r = await sys("createUser", { data: { userName: "finance.test", nickName: "财务测试", role: "finance", state: "ACTIVE", password: "Finance-pass-1" } });
    expect(r.body.code).toBe("SUCCESS");
    const u = r.body.data as User;
    expect(u.acl.rights).toEqual(ROLE_PRESETS.finance);
    expect(JSON.stringify(r.body)).not.toMatch(/Finance-pass-1|argon2/);
    const dup = await sys("createUser", { data: { userName: "finance.test", nickName: "x", role: "finance", state: "ACTIVE", password: "Finance-pass-1" } });
    expect(dup.body).toMatchObject({ code: "ALREADY_EXISTS", message: "用户名「finance.test」已存在" });
    const noPassword = await sys("createUser", { data: { userName: "nopass", nickName: "x", role: "finance", state: "ACTIVE" } });
    expect(noPassword.body).toMatchObject({ code: 3, message: "请输入密码" });
    const badRole = await sys("createUser", { data: { userName: "badrole", nickName: "x", role: "king", state: "ACTIVE", password: "Password-123" } });
    expect(badRole.body).toMatchObject({ code: 3, message: "角色「king」不存在" });
    const badState = await sys("createUser", { data: { userName: "badstate", nickName: "x", role: "finance", state: "SLEEPING", password: "Password-123" } });
    expect(badState.body).toMatchObject({ code: 3, message: "状态不是可选的值" });
  });

  it("updateUser: a new role presets rights unless rights are given; userName is fixed", async () => {
    const u = (await sys("createUser", { data: { userName: "role.change", nickName: "角色变更", role: "annotator", state: "ACTIVE", password: "Password-123" } })).body.data as User;
    const r = await sys("updateUser", { Id: u.Id, utime: u.utime, data: { role: "editor" } });
    const v = r.body.data as User;
    expect(v.acl.rights).toEqual(ROLE_PRESETS.editor);
    const rename = await sys("updateUser", { Id: v.Id, utime: v.utime, data: { userName: "renamed" } });
    expect(rename.body).toMatchObject({ code: 3, message: "用户名不可修改" });
    const got = (await sys("getUser", { Id: u.Id })).body.data as User;
    expect(got.userName).toBe("role.change");
  });

  it("deleteUser removes the user and their sessions; nobody deletes themselves", async () => {
    const u = (await sys("createUser", { data: { userName: "to.delete", nickName: "待删除", role: "auditor", state: "ACTIVE", password: "Password-123" } })).body.data as User;
    const token = await t.login("to.delete", "Password-123");
    expect((await sys("deleteUser", { Id: u.Id })).body.code).toBe("SUCCESS");
    expect((await t.rpc("sys.SysAdmin/getUserinfo", {}, token)).status).toBe(401);
    expect((await t.rpc("sys.SysAdmin/login", { userName: "to.delete", password: "Password-123" })).body.code).toBe("LOGIN_FAILED");
    const me = (await t.rpc("sys.SysAdmin/getUserinfo", {}, t.adminToken)).body as unknown as User;
    const self = await sys("deleteUser", { Id: me.Id });
    expect(self.body).toMatchObject({ code: "PERMISSION_DENIED", message: "不能删除自己的账号" });
  });

  it("change records of users never hold a password", async () => {
    const u = (await sys("createUser", { data: { userName: "audit.pw", nickName: "审计", role: "auditor", state: "ACTIVE", password: "Secret-pass-77" } })).body.data as User;
    await sys("updateUser", { Id: u.Id, utime: u.utime, data: { password: "Secret-pass-88" } });
    const changes = await t.rpc("BaseServiceAdmin/listDataChange", { cond: { jsonq: JSON.stringify({ resource: "consoleUser", recordId: u.Id }) } }, t.adminToken);
    expect(changes.body.total).toBe(2);
    expect(JSON.stringify(changes.body)).not.toMatch(/Secret-pass|argon2/);
  });

  it("disableUser and enableUser move a user between ACTIVE and DISABLED, end the sessions and record the transition", async () => {
    const u = await makeUser("machine.a");
    const token = await t.login("machine.a", "Password-123");
    const off = await sys("disableUser", { Id: u.Id, utime: u.utime });
    expect(off.body).toMatchObject({ code: "SUCCESS", total: 1, data: [{ Id: u.Id, state: "DISABLED" }] });
    expect((await t.rpc("sys.SysAdmin/getUserinfo", {}, token)).status).toBe(401);
    expect((await t.rpc("sys.SysAdmin/login", { userName: "machine.a", password: "Password-123" })).body.code).toBe("USER_DISABLED");

    // Disabling a disabled user is refused and changes nothing.
    const before = await row(u.Id);
    const again = await sys("disableUser", { Id: u.Id });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ code: 9, message: "后台用户「machine.a」当前状态为「已停用」，不能执行「停用」" });
    expect(await row(u.Id)).toEqual(before);

    const on = await sys("enableUser", { Ids: [u.Id] });
    expect(on.body).toMatchObject({ code: "SUCCESS", data: [{ state: "ACTIVE" }] });
    expect((await t.rpc("sys.SysAdmin/login", { userName: "machine.a", password: "Password-123" })).body.code).toBe("SUCCESS");
    expect((await sys("enableUser", { Id: u.Id })).body).toMatchObject({ code: 9, message: "后台用户「machine.a」当前状态为「已启用」，不能执行「启用」" });

    expect((await changesOf(u.Id)).map((c) => [c.method, c.summary, c.before.state, c.after.state])).toEqual([
      ["disableUser", "停用：后台用户「machine.a」", "ACTIVE", "DISABLED"],
      ["enableUser", "启用：后台用户「machine.a」", "DISABLED", "ACTIVE"],
    ]);
  });

  it("a transition over a selection is all or nothing: one user in the wrong state refuses the whole call", async () => {
    const a = await makeUser("machine.b");
    const b = await makeUser("machine.c", { state: "DISABLED" });
    const token = await t.login("machine.b", "Password-123");
    const [beforeA, beforeB] = [await row(a.Id), await row(b.Id)];
    const r = await sys("disableUser", { Ids: [a.Id, b.Id] });
    expect(r.body).toMatchObject({ code: 9, message: "后台用户「machine.c」当前状态为「已停用」，不能执行「停用」" });
    expect([await row(a.Id), await row(b.Id)]).toEqual([beforeA, beforeB]);
    expect((await t.rpc("sys.SysAdmin/getUserinfo", {}, token)).status).toBe(200);
    const both = await sys("enableUser", { Ids: [b.Id] });
    expect(both.body.code).toBe("SUCCESS");
    expect((await sys("disableUser", { Ids: [a.Id, b.Id] })).body).toMatchObject({ code: "SUCCESS", total: 2 });
  });

  it("the users' rules hold for transitions: not oneself, not a user who outranks the caller; stale reads, rights and input are checked", async () => {
    const me = (await t.rpc("sys.SysAdmin/getUserinfo", {}, t.adminToken)).body as unknown as User;
    expect((await sys("disableUser", { Id: me.Id })).body).toMatchObject({ code: "PERMISSION_DENIED", message: "不能停用自己的账号" });

    await makeUser("machine.manager", { role: "auditor", acl: { rights: { ...uniformRights("NONE"), sysadmin: "WRITE" } } });
    const manager = await t.login("machine.manager", "Password-123");
    const beforeAdmin = await row(me.Id);
    const outranked = await sys("disableUser", { Ids: [me.Id] }, manager);
    expect(outranked.body.code).toBe("PERMISSION_DENIED");
    expect(String(outranked.body.message)).toMatch(/权限高于自己/);
    expect(await row(me.Id)).toEqual(beforeAdmin);

    const u = await makeUser("machine.d");
    const renamed = (await sys("updateUser", { Id: u.Id, utime: u.utime, data: { nickName: "改过" } })).body.data as User;
    const stale = await sys("disableUser", { Id: u.Id, utime: u.utime });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe(10);
    await makeUser("machine.reader", { role: "auditor", acl: { rights: { sysadmin: "READ" } } });
    const reader = await t.login("machine.reader", "Password-123");
    const denied = await sys("disableUser", { Id: u.Id }, reader);
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe(7);
    const bad = [
      [{ Id: u.Id, data: { state: "DISABLED" } }, "未知字段 state"],
      [{}, "请提供 Id 或 Ids"],
      [{ Ids: [u.Id], utime: renamed.utime }, "utime 只能与 Id 一起提供"],
      [{ Id: u.Id, Ids: [u.Id] }, "Id 和 Ids 只能提供一个"],
      [{ Ids: [u.Id, u.Id] }, "Ids 中有重复的 Id"],
    ] as const;
    for (const [payload, message] of bad) expect((await sys("disableUser", payload)).body, message).toMatchObject({ code: 3, message });
    expect((await sys("disableUser", { Ids: [999_999] })).status).toBe(404);
    expect((await row(u.Id)).state).toBe("ACTIVE");
  });

  it("setUserState still works for the palette: setting the state a user already has stays a success", async () => {
    const u = await makeUser("machine.e");
    const same = await sys("setUserState", { Id: u.Id, utime: u.utime, data: { state: "ACTIVE" } });
    expect(same.body).toMatchObject({ code: "SUCCESS", data: [{ state: "ACTIVE" }] });
    const off = await sys("setUserState", { Ids: [u.Id], data: { state: "DISABLED" } });
    expect(off.body).toMatchObject({ code: "SUCCESS", data: [{ state: "DISABLED" }] });
    expect((await t.rpc("sys.SysAdmin/login", { userName: "machine.e", password: "Password-123" })).body.code).toBe("USER_DISABLED");
  });
});
