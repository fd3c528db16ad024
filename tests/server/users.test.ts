import { afterAll, beforeAll, expect, it } from "vitest";
import { ROLE_PRESETS } from "../../src/catalogue";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

type User = { Id: number; utime: number; userName: string; nickName: string; role: string; state: string; acl: { rights: Record<string, string> } };

describeEachDb("console users", (kind) => {
  let t: TestServer;
  const sys = (m: string, p: Record<string, unknown>) => t.rpc(`sys.SysAdmin/${m}`, p, t.adminToken);
  beforeAll(async () => {
    t = await createTestServer(kind);
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
});
