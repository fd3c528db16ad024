import { afterAll, beforeAll, expect, it } from "vitest";
import { uniformRights } from "../../src/catalogue";
import { makeUser, type TestUser } from "./accounts";
import { ADMIN_PASSWORD, createTestServer, describeEachDb, type TestServer } from "./harness";

type User = { Id: number; utime: number; state: string; role: string; acl: { rights: Record<string, string> } };

/** A user whose only right is WRITE on sysadmin: the account manager of the attack. */
const USER_ADMIN_ONLY = { ...uniformRights("NONE"), sysadmin: "WRITE" };

describeEachDb("no account takeover through user administration", (kind) => {
  let t: TestServer;
  let manager: TestUser;
  let adminId: number;
  const db = () => t.server.deps.db;
  const adminRow = () => db().selectFrom("console_user").selectAll().where("Id", "=", adminId).executeTakeFirstOrThrow();
  const credential = () => db().selectFrom("user_credential").select("passwordHash").where("userId", "=", adminId).executeTakeFirstOrThrow();
  const get = async (id: number, token = t.adminToken) => (await t.rpc("sys.SysAdmin/getUser", { Id: id }, token)).body.data as User;
  const denied = (r: { status: number; body: Record<string, unknown> }) => {
    expect(r.status).toBe(200);
    expect(r.body.code).toBe("PERMISSION_DENIED");
    expect(String(r.body.message)).toMatch(/高于自己|最后一位管理员/);
  };

  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "demo" });
    manager = await makeUser(t, "users.manager", "auditor", USER_ADMIN_ONLY);
    adminId = (await db().selectFrom("console_user").select("Id").where("userName", "=", "admin").executeTakeFirstOrThrow()).Id as number;
  });
  afterAll(async () => {
    await t.close();
  });

  it("a sysadmin-only user cannot set an admin's password, disable, strip or delete them; nothing changes", async () => {
    const beforeRow = await adminRow();
    const beforeHash = (await credential()).passwordHash;
    const admin = await get(adminId);
    const call = (m: string, p: Record<string, unknown>) => t.rpc(`sys.SysAdmin/${m}`, p, manager.token);
    denied(await call("updateUser", { Id: adminId, utime: admin.utime, data: { password: "Taken-over-123" } }));
    denied(await call("setUserState", { Id: adminId, utime: admin.utime, data: { state: "DISABLED" } }));
    denied(await call("setUserState", { Ids: [adminId], data: { state: "DISABLED" } }));
    denied(await call("updateUser", { Id: adminId, utime: admin.utime, data: { acl: { rights: {} } } }));
    denied(await call("updateUser", { Id: adminId, utime: admin.utime, data: { role: "annotator" } }));
    denied(await call("deleteUser", { Id: adminId, utime: admin.utime }));
    expect(await adminRow()).toEqual(beforeRow);
    expect((await credential()).passwordHash).toBe(beforeHash);
    expect((await t.rpc("sys.SysAdmin/login", { userName: "admin", password: "Taken-over-123" })).body.code).toBe("LOGIN_FAILED");
    expect((await t.rpc("sys.SysAdmin/getUserinfo", {}, t.adminToken)).status).toBe(200);
  });

  it("the same manager still manages users who hold nothing it lacks, and may edit an admin's nickname", async () => {
    const peer = await makeUser(t, "plain.peer", "auditor", { ...uniformRights("NONE"), sysadmin: "READ" });
    const peerNow = await get(peer.Id);
    const r = await t.rpc("sys.SysAdmin/updateUser", { Id: peer.Id, utime: peerNow.utime, data: { password: "Peer-new-pass-1", state: "DISABLED" } }, manager.token);
    expect(r.body.code).toBe("SUCCESS");
    const admin = await get(adminId);
    const nick = await t.rpc("sys.SysAdmin/updateUser", { Id: adminId, utime: admin.utime, data: { nickName: "总管理员" } }, manager.token);
    expect(nick.body.code).toBe("SUCCESS");
  });

  it("the last active administrator can never be disabled, stripped or deleted, even by another admin-level call", async () => {
    // A second admin exists: one of the two may go, the last may not.
    const second = await makeUser(t, "admin.two", "admin");
    const demoAdmins = await db().selectFrom("console_user").select(["Id", "userName", "acl", "state"]).where("state", "=", "ACTIVE").execute();
    // Disable every other full administrator the demo seed may hold, so that admin and admin.two are the only two.
    for (const u of demoAdmins) {
      if (u.Id === adminId || u.Id === second.Id) continue;
      const rights = Object.values((JSON.parse(String(u.acl)) as { rights: Record<string, string> }).rights);
      if (rights.every((r) => r === "WRITE")) {
        const cur = await get(u.Id as number);
        expect((await t.rpc("sys.SysAdmin/setUserState", { Id: cur.Id, utime: cur.utime, data: { state: "DISABLED" } }, t.adminToken)).body.code).toBe("SUCCESS");
      }
    }
    const two = await get(second.Id);
    expect((await t.rpc("sys.SysAdmin/setUserState", { Id: two.Id, utime: two.utime, data: { state: "DISABLED" } }, t.adminToken)).body.code).toBe("SUCCESS");
    // admin is now the last one: the second admin (re-enabled) may not strip it either once it is alone again.
    const admin = await get(adminId);
    const self = await t.rpc("sys.SysAdmin/updateUser", { Id: adminId, utime: admin.utime, data: { acl: { rights: { ...uniformRights("WRITE"), order: "READ" } } } }, t.adminToken);
    denied(self);
    expect((await get(adminId)).acl.rights.order).toBe("WRITE");
  });

  it("the role dictionary needs sysadmin WRITE: an editor cannot rewrite it", async () => {
    const editor = await makeUser(t, "editor.dict", "editor", { ...uniformRights("NONE"), suha: "WRITE" });
    const role = await db().selectFrom("dict").selectAll().where("name", "=", "role").executeTakeFirstOrThrow();
    const r = await t.rpc("BaseServiceAdmin/updateDicts", { Id: role.Id, utime: Number(role.utime), data: { items: [{ value: "admin", label: "访客" }] } }, editor.token);
    expect(r.body.code).toBe("PERMISSION_DENIED");
    expect(String(r.body.message)).toMatch(/字典「role」/);
    expect(await db().selectFrom("dict").selectAll().where("name", "=", "role").executeTakeFirstOrThrow()).toEqual(role);
  });
  it("two administrators disabling each other at once leave one active", async () => {
    const a = await makeUser(t, "race.a", "admin");
    const b = await makeUser(t, "race.b", "admin");
    // Only race.a and race.b are full administrators from here on.
    const admin = await get(adminId);
    const drop = await t.rpc("sys.SysAdmin/setUserState", { Id: adminId, utime: admin.utime, data: { state: "DISABLED" } }, a.token);
    expect(drop.body.code).toBe("SUCCESS");
    const [ua, ub] = [await get(a.Id, a.token), await get(b.Id, a.token)];
    const [ra, rb] = await Promise.all([
      t.rpc("sys.SysAdmin/setUserState", { Id: ub.Id, utime: ub.utime, data: { state: "DISABLED" } }, a.token),
      t.rpc("sys.SysAdmin/setUserState", { Id: ua.Id, utime: ua.utime, data: { state: "DISABLED" } }, b.token),
    ]);
    const codes = [ra.body.code, rb.body.code].sort();
    // One wins; the other is refused as the last administrator, or finds its own session ended by the winner.
    expect(codes.filter((c) => c === "SUCCESS")).toHaveLength(1);
    const active = await db().selectFrom("console_user").select(["userName"]).where("state", "=", "ACTIVE").where("userName", "in", ["race.a", "race.b"]).execute();
    expect(active).toHaveLength(1);
    // The winner can still bring admin back.
    const winner = active[0]?.userName === "race.a" ? a : b;
    const cur = await get(adminId, winner.token);
    expect((await t.rpc("sys.SysAdmin/setUserState", { Id: adminId, utime: cur.utime, data: { state: "ACTIVE" } }, winner.token)).body.code).toBe("SUCCESS");
    expect((await t.rpc("sys.SysAdmin/login", { userName: "admin", password: ADMIN_PASSWORD })).body.code).toBe("SUCCESS");
  });

});
