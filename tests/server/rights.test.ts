import { afterAll, beforeAll, expect, it } from "vitest";
import { makeUser } from "./accounts";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

describeEachDb("rights on every call", (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "demo" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("refuses calls without a token or with a dead one (UNAUTHENTICATED), and counts them", async () => {
    const none = await t.rpc("BaseServiceAdmin/listMuseum", {});
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ code: 16, message: "未登录或登录已过期，请重新登录" });
    const dead = await t.rpc("BaseServiceAdmin/listMuseum", {}, "made-up-token");
    expect(dead.status).toBe(401);
    const tally = await t.server.deps.db.selectFrom("security_tally").select(["method", "code", "count"]).execute();
    expect(tally.map((r) => ({ ...r, count: Number(r.count) }))).toContainEqual({ method: "moyuan.BaseServiceAdmin/listMuseum", code: "16", count: 2 });
  });

  it("the role presets rights; READ reads, only WRITE writes (PERMISSION_DENIED otherwise)", async () => {
    const auditor = await makeUser(t, "audit.a", "auditor");
    const info = await t.rpc("sys.SysAdmin/getUserinfo", {}, auditor.token);
    const rights = (info.body.acl as { rights: Record<string, string> }).rights;
    expect(rights.suha).toBe("READ");
    expect((await t.rpc("BaseServiceAdmin/listMuseum", {}, auditor.token)).body.code).toBe("SUCCESS");
    const create = await t.rpc("BaseServiceAdmin/createMuseum", { data: { name: "审计员的博物馆" } }, auditor.token);
    expect(create.status).toBe(403);
    expect(create.body.code).toBe(7);
    const count = await t.server.deps.db.selectFrom("museum").select("Id").where("name", "=", "审计员的博物馆").execute();
    expect(count).toHaveLength(0);
  });

  it("NONE refuses reading; rights are per object", async () => {
    const annotator = await makeUser(t, "label.a", "annotator");
    expect((await t.rpc("sys.SysAdmin/listUser", {}, annotator.token)).status).toBe(403);
    expect((await t.rpc("BaseServiceAdmin/listMuseum", {}, annotator.token)).status).toBe(200);
    expect((await t.rpc("MultiLevelTagServiceAdmin/listTagType", {}, annotator.token)).status).toBe(403);
  });

  it("per-object rights override the role's preset", async () => {
    const u = await makeUser(t, "custom.a", "editor", { suha: "READ", sysadmin: "NONE" });
    const info = await t.rpc("sys.SysAdmin/getUserinfo", {}, u.token);
    const rights = (info.body.acl as { rights: Record<string, string> }).rights;
    expect(rights.suha).toBe("READ");
    expect(rights.hdpic).toBe("NONE");
    expect((await t.rpc("BaseServiceAdmin/createMuseum", { data: { name: "不应创建" } }, u.token)).status).toBe(403);
  });

  it("a user cannot raise their own rights or role, nor grant more than they hold", async () => {
    const sys = await makeUser(t, "sys.a", "operator", { sysadmin: "WRITE", suha: "READ" });
    const self = await t.rpc("sys.SysAdmin/getUser", { Id: sys.Id }, sys.token);
    const me = self.body.data as { utime: number };
    const raise = await t.rpc("sys.SysAdmin/updateUser", { Id: sys.Id, utime: me.utime, data: { acl: { rights: { sysadmin: "WRITE", suha: "WRITE" } } } }, sys.token);
    expect(raise.body.code).toBe("PERMISSION_DENIED");
    const role = await t.rpc("sys.SysAdmin/updateUser", { Id: sys.Id, utime: me.utime, data: { role: "admin" } }, sys.token);
    expect(role.body.code).toBe("PERMISSION_DENIED");
    const grant = await t.rpc("sys.SysAdmin/createUser", {
      data: { userName: "made.by.sys", nickName: "x", role: "admin", state: "ACTIVE", password: "Password-123" },
    }, sys.token);
    expect(grant.body.code).toBe("PERMISSION_DENIED");
    expect(grant.body.message).toMatch(/不能授予高于自己的权限/);
    const after = await t.rpc("sys.SysAdmin/getUserinfo", {}, sys.token);
    expect((after.body.acl as { rights: Record<string, string> }).rights.suha).toBe("READ");
  });

  it("a change of rights applies to the user's next call", async () => {
    const u = await makeUser(t, "fin.b", "finance");
    expect((await t.rpc("MultiLevelTagServiceAdmin/listTagType", {}, u.token)).status).toBe(403);
    await t.rpc("sys.SysAdmin/updateUser", { Id: u.Id, utime: u.utime, data: { acl: { rights: { artist: "READ" } } } }, t.adminToken);
    expect((await t.rpc("MultiLevelTagServiceAdmin/listTagType", {}, u.token)).status).toBe(200);
  });

  it("public getAppConfig needs no token", async () => {
    const r = await t.rpc("BaseService/getAppConfig", {});
    expect(r.status).toBe(200);
    expect((r.body.data as unknown[]).length).toBeGreaterThan(0);
  });
});
