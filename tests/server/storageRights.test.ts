import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPLOAD_DATA_TYPES, UPLOAD_TYPES, type UploadDataType } from "../../src/catalogue/uploads";
import { createTestServer, describeEachDb, type TestServer } from "./harness";
import { png } from "./pngFixture";

/**
 * The storage attack, replayed: grants and uploads for users without the right, a user over the
 * daily quota, grants used after sign-out, stored files that would act as pages of the console,
 * signed URLs for other people's files, and script URLs stored as images.
 */

const KB = 1024;
const DAY = "20261122/";
const PASSWORD = "Password-123";

const blobOf = (bytes: Buffer) => new Blob([new Uint8Array(bytes)]);

interface Policy { policy: string; signature: string; dir: string }
interface Sts { securityToken: string; dir: string }
interface Answer { status: number; body: Record<string, unknown> }
interface User { Id: number; token: string; userName: string }

/** What every test here needs: a server with its own store, users made through createUser, uploads. */
function storageKit(kind: Parameters<typeof createTestServer>[0], env: Record<string, string> = {}) {
  const kit = {
    t: undefined as unknown as TestServer,
    dataDir: "",
    n: 0,
  };
  beforeAll(async () => {
    kit.dataDir = await mkdtemp(path.join(tmpdir(), "moyuan-storage-rights-"));
    kit.t = await createTestServer(kind, { seed: "demo", env: { MOYUAN_DATA_DIR: kit.dataDir, ...env } });
  });
  afterAll(async () => {
    await kit.t?.close();
    await rm(kit.dataDir, { recursive: true, force: true });
  });

  const fresh = (dir: string, ext = "png") => `${dir}r${++kit.n}.${ext}`;
  async function makeUser(userName: string, rights: Record<string, string>): Promise<User> {
    const data = { userName, nickName: userName, role: "auditor", state: "ACTIVE", password: PASSWORD, acl: { rights } };
    const r = await kit.t.rpc("sys.SysAdmin/createUser", { data }, kit.t.adminToken);
    expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
    const { Id } = r.body.data as { Id: number };
    return { Id, userName, token: await kit.t.login(userName, PASSWORD) };
  }
  const policyFor = async (dataType: UploadDataType, token: string) => {
    const r = await kit.t.rpc("BaseServiceAdmin/getOSSData", { dataType }, token);
    expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
    return r.body.data as Policy;
  };
  const stsFor = async (bucketType: UploadDataType, token: string) => {
    const r = await kit.t.rpc("BaseServiceAdmin/getSTS", { bucketType }, token);
    expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
    return r.body.data as Sts;
  };
  async function post(body: FormData | ReadableStream, headers: Record<string, string> = {}): Promise<Answer> {
    const res = await kit.t.server.app.request("/upload", { method: "POST", body, headers, duplex: "half" } as RequestInit);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }
  function formOf(fields: Record<string, string>, file: Blob): FormData {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append("file", file, "a.png");
    return form;
  }
  const uploadWithPolicy = (p: Policy, key: string, bytes = png()) => post(formOf({ key, policy: p.policy, signature: p.signature }, blobOf(bytes)));
  const uploadWithSts = (s: Sts, key: string, bytes = png()) => post(formOf({ key }, blobOf(bytes)), { "x-moyuan-security-token": s.securityToken });
  const rowsOf = (key: string) => kit.t.server.deps.db.selectFrom("upload_file").selectAll().where("key", "=", key).execute();
  const rowsOfUser = (userId: number) => kit.t.server.deps.db.selectFrom("upload_file").select("key").where("userId", "=", userId).execute();
  async function expectNothingStored(key: string) {
    expect(await rowsOf(key)).toHaveLength(0);
    expect(existsSync(path.join(kit.dataDir, "uploads", key))).toBe(false);
  }
  /** Uploads one small PNG of `dataType` as `token`'s user; answers its key. */
  async function uploaded(dataType: UploadDataType, token: string): Promise<string> {
    const p = await policyFor(dataType, token);
    const key = fresh(p.dir);
    const r = await uploadWithPolicy(p, key);
    expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
    return key;
  }
  return { kit, fresh, makeUser, policyFor, stsFor, post, uploadWithPolicy, uploadWithSts, rowsOf, rowsOfUser, expectNothingStored, uploaded };
}

describeEachDb("storage rights", (kind) => {
  const k = storageKit(kind);
  const t = () => k.kit.t;
  const db = () => k.kit.t.server.deps.db;

  describe("grants and uploads need WRITE on the type's access object", () => {
    it("a user with NONE everywhere gets no policy and no STS token for any type, in Chinese", async () => {
      const nobody = await k.makeUser("nobody.a", {});
      for (const dataType of UPLOAD_DATA_TYPES) {
        for (const [m, payload] of [["getOSSData", { dataType }], ["getSTS", { bucketType: dataType }]] as const) {
          const r = await t().rpc(`BaseServiceAdmin/${m}`, payload, nobody.token);
          expect(r.status, `${m} ${dataType}`).toBe(403);
          expect(r.body.code).toBe(7);
          expect(r.body.message).toBe(`没有权限：上传${UPLOAD_TYPES[dataType].label}文件需要「${UPLOAD_TYPES[dataType].access}」的修改权限`);
          expect(r.body).not.toHaveProperty("data");
        }
      }
      expect(await k.rowsOfUser(nobody.Id)).toEqual([]);
    });

    it("READ is not enough; WRITE on the type's object grants only that object's types", async () => {
      const reader = await k.makeUser("reader.a", { suha: "READ", sysadmin: "READ" });
      expect((await t().rpc("BaseServiceAdmin/getOSSData", { dataType: "UDT_CATEGORY" }, reader.token)).status).toBe(403);
      const writer = await k.makeUser("writer.a", { suha: "WRITE" });
      const ok = await t().rpc("BaseServiceAdmin/getOSSData", { dataType: "UDT_CATEGORY" }, writer.token);
      expect(ok.body.code).toBe("SUCCESS");
      const avatar = await t().rpc("BaseServiceAdmin/getSTS", { bucketType: "UDT_AVATAR" }, writer.token);
      expect(avatar.status).toBe(403);
      expect(avatar.body.message).toMatch(/^没有权限：/);
      const course = await t().rpc("BaseServiceAdmin/getOSSData", { dataType: "UDT_COURSE" }, writer.token);
      expect(course.status).toBe(403);
    });

    it("a grant from while the user had the right is refused once the right is gone (policy and STS)", async () => {
      const u = await k.makeUser("writer.b", { suha: "WRITE" });
      const p = await k.policyFor("UDT_CATEGORY", u.token);
      const s = await k.stsFor("UDT_CATEGORY", u.token);
      await db().updateTable("console_user").set({ acl: JSON.stringify({ rights: { suha: "READ" } }) }).where("Id", "=", u.Id).execute();
      const viaPolicy = k.fresh(p.dir);
      const a = await k.uploadWithPolicy(p, viaPolicy);
      expect(a.status).toBe(403);
      expect(a.body).toMatchObject({ code: 7, message: "没有权限：上传分类馆文件需要「suha」的修改权限" });
      await k.expectNothingStored(viaPolicy);
      const viaSts = k.fresh(s.dir);
      const b = await k.uploadWithSts(s, viaSts);
      expect(b.status).toBe(403);
      expect(b.body.code).toBe(7);
      await k.expectNothingStored(viaSts);
      expect(await k.rowsOfUser(u.Id)).toEqual([]);
    });
  });

  describe("a grant ends with the session that asked for it", () => {
    it("after logout, neither the policy nor the STS token uploads", async () => {
      const u = await k.makeUser("leaver.a", { suha: "WRITE" });
      const p = await k.policyFor("UDT_CATEGORY", u.token);
      const s = await k.stsFor("UDT_CATEGORY", u.token);
      const decoded = JSON.parse(Buffer.from(p.policy, "base64url").toString("utf8")) as Record<string, unknown>;
      expect(typeof decoded.session).toBe("string");
      expect((await t().rpc("sys.SysAdmin/logout", {}, u.token)).body.code).toBe("SUCCESS");
      const attempts: readonly [string, (key: string) => Promise<Answer>][] = [["policy", (key) => k.uploadWithPolicy(p, key)], ["sts", (key) => k.uploadWithSts(s, key)]];
      for (const [how, send] of attempts) {
        const key = k.fresh(p.dir);
        const r = await send(key);
        expect(r.status, how).toBe(403);
        expect(r.body).toEqual({ code: 7, message: "上传凭证已失效（已退出登录），请重新登录后再上传" });
        await k.expectNothingStored(key);
      }
      expect(await k.rowsOfUser(u.Id)).toEqual([]);
    });

    it("another session's logout leaves a grant alone; a disabled user's grant is refused", async () => {
      const u = await k.makeUser("twice.a", { suha: "WRITE" });
      const other = await t().login(u.userName, PASSWORD);
      const p = await k.policyFor("UDT_CATEGORY", u.token);
      expect((await t().rpc("sys.SysAdmin/logout", {}, other)).body.code).toBe("SUCCESS");
      const key = k.fresh(p.dir);
      expect((await k.uploadWithPolicy(p, key)).status).toBe(200);
      expect(await k.rowsOf(key)).toHaveLength(1);

      const s = await k.stsFor("UDT_CATEGORY", u.token);
      await db().updateTable("console_user").set({ state: "DISABLED" }).where("Id", "=", u.Id).execute();
      const late = k.fresh(s.dir);
      const r = await k.uploadWithSts(s, late);
      expect(r.status).toBe(403);
      expect(r.body).toEqual({ code: 7, message: "上传凭证已失效（已退出登录），请重新登录后再上传" });
      await k.expectNothingStored(late);
    });
  });

  describe("stored files never act as pages of the console", () => {
    it("an image is served inline in a sandbox with nosniff; JSON is a download", async () => {
      const key = await k.uploaded("UDT_CATEGORY", t().adminToken);
      const signed = await t().rpc("BaseServiceAdmin/encodeImageURL", { key }, t().adminToken);
      const res = await t().server.app.request(signed.body.url as string);
      expect(res.status).toBe(200);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toMatch(/(^|;\s*)sandbox(;|$)/);
      expect(csp).toContain("default-src 'none'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("content-disposition")).toBe("inline");

      const p = await k.policyFor("UDT_DICCONFIG", t().adminToken);
      const json = k.fresh(p.dir, "json");
      const up = await k.post((() => {
        const f = new FormData();
        f.append("key", json);
        f.append("policy", p.policy);
        f.append("signature", p.signature);
        f.append("file", new Blob(['{"a":"<script>alert(1)</script>"}']), "a.json");
        return f;
      })());
      expect(up.body.code).toBe("SUCCESS");
      const served = await t().server.app.request(up.body.url as string);
      expect(served.headers.get("content-type")).toBe("application/json");
      expect(served.headers.get("content-disposition")).toBe(`attachment; filename="${json.slice(json.lastIndexOf("/") + 1)}"`);
      expect(served.headers.get("content-security-policy")).toContain("sandbox");
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    });
  });

  describe("encodeImageURL signs only files the caller uploaded or may read", () => {
    it("refuses someone else's file like an unknown one, signs one's own, and one on a readable museum", async () => {
      const owner = await k.makeUser("owner.a", { suha: "WRITE" });
      const stranger = await k.makeUser("stranger.a", {});
      const reader = await k.makeUser("reader.b", { suha: "READ" });
      const key = await k.uploaded("UDT_CATEGORY", owner.token);
      const unknown = "category/20261122/no-such-file.png";

      const missing = await t().rpc("BaseServiceAdmin/encodeImageURL", { key: unknown }, stranger.token);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ code: 5, message: `文件不存在：${unknown}` });
      for (const token of [stranger.token, reader.token]) {
        const r = await t().rpc("BaseServiceAdmin/encodeImageURL", { key }, token);
        expect(r.status).toBe(404);
        expect(r.body).toEqual({ code: 5, message: `文件不存在：${key}` });
      }

      const own = await t().rpc("BaseServiceAdmin/encodeImageURL", { key }, owner.token);
      expect(own.body.code).toBe("SUCCESS");
      expect((await t().server.app.request(own.body.url as string)).status).toBe(200);

      const created = await t().rpc("BaseServiceAdmin/createMuseum", { data: { name: "签名测试馆", logo: key } }, owner.token);
      expect(created.body.code, JSON.stringify(created.body)).toBe("SUCCESS");
      const read = await t().rpc("BaseServiceAdmin/encodeImageURL", { key }, reader.token);
      expect(read.body.code).toBe("SUCCESS");
      expect((await t().server.app.request(read.body.url as string)).status).toBe(200);
      // Still nothing for a caller who may not read museums.
      expect((await t().rpc("BaseServiceAdmin/encodeImageURL", { key }, stranger.token)).status).toBe(404);
    });

    it("matches a stored https URL by its key, and ignores a museum logo holding another type's key", async () => {
      const reader = await k.makeUser("reader.c", { suha: "READ" });
      const viaUrl = await k.uploaded("UDT_CATEGORY", t().adminToken);
      const created = await t().rpc("BaseServiceAdmin/createMuseum", { data: { name: "地址测试馆", logo: `https://console.example.com/files/${viaUrl}?expires=1&signature=x` } }, t().adminToken);
      expect(created.body.code, JSON.stringify(created.body)).toBe("SUCCESS");
      expect((await t().rpc("BaseServiceAdmin/encodeImageURL", { url: `/files/${viaUrl}` }, reader.token)).body.code).toBe("SUCCESS");
      // A key that only ends like it is not it.
      const prefixed = await k.uploaded("UDT_CATEGORY", t().adminToken);
      await t().rpc("BaseServiceAdmin/createMuseum", { data: { name: "相似测试馆", logo: `https://cdn.example.com/x${prefixed}` } }, t().adminToken);
      expect((await t().rpc("BaseServiceAdmin/encodeImageURL", { key: prefixed }, reader.token)).status).toBe(404);

      const avatar = await k.uploaded("UDT_AVATAR", t().adminToken);
      const cross = await t().rpc("BaseServiceAdmin/createMuseum", { data: { name: "串门测试馆", logo: avatar } }, t().adminToken);
      expect(cross.body.code).toBe("SUCCESS");
      expect((await t().rpc("BaseServiceAdmin/encodeImageURL", { key: avatar }, reader.token)).status).toBe(404);
    });

    it("a soft-deleted record no longer makes its icon readable", async () => {
      const reader = await k.makeUser("reader.d", { artist: "READ" });
      const key = await k.uploaded("UDT_MULTI_LEVEL_TAG", t().adminToken);
      const created = await t().rpc("MultiLevelTagServiceAdmin/createTagType", { data: { label: "图标测试", icon: key } }, t().adminToken);
      expect(created.body.code, JSON.stringify(created.body)).toBe("SUCCESS");
      const { Id } = created.body.data as { Id: number };
      expect((await t().rpc("BaseServiceAdmin/encodeImageURL", { key }, reader.token)).body.code).toBe("SUCCESS");
      expect((await t().rpc("MultiLevelTagServiceAdmin/deleteTagType", { Id }, t().adminToken)).body.code).toBe("SUCCESS");
      expect((await t().rpc("BaseServiceAdmin/encodeImageURL", { key }, reader.token)).status).toBe(404);
    });
  });

  describe("image and file fields hold a stored key or an https URL", () => {
    it("createMuseum with javascript:alert(1) (and other non-keys) is refused and stores nothing", async () => {
      for (const logo of ["javascript:alert(1)", "JAVASCRIPT:alert(1)", "data:image/svg+xml,<svg onload=alert(1)>", "http://example.com/a.png", "/files/category/a.png", "category/../avatar/a.png", "nowhere/a.png", "https://"]) {
        const name = `脚本测试馆${logo.length}`;
        const r = await t().rpc("BaseServiceAdmin/createMuseum", { data: { name, logo } }, t().adminToken);
        expect(r.status, logo).toBe(400);
        expect(r.body).toEqual({ code: 3, message: "标志格式不正确" });
        expect(await db().selectFrom("museum").select("Id").where("name", "=", name).execute()).toHaveLength(0);
      }
      const ok = await t().rpc("BaseServiceAdmin/createMuseum", { data: { name: "合法标志馆", logo: `category/${DAY}ok.png` } }, t().adminToken);
      expect(ok.body.code).toBe("SUCCESS");
      const m = ok.body.data as { Id: number; utime: number };
      const update = await t().rpc("BaseServiceAdmin/updateMuseum", { Id: m.Id, utime: m.utime, data: { logo: "javascript:alert(1)" } }, t().adminToken);
      expect(update.body).toEqual({ code: 3, message: "标志格式不正确" });
      const row = await db().selectFrom("museum").select("logo").where("Id", "=", m.Id).executeTakeFirst();
      expect(row?.logo).toBe(`category/${DAY}ok.png`);
    });

    it("createUser with a javascript: avatar is refused", async () => {
      const data = { userName: "script.a", nickName: "x", role: "auditor", state: "ACTIVE", password: PASSWORD, avatar: "javascript:alert(document.cookie)" };
      const r = await t().rpc("sys.SysAdmin/createUser", { data }, t().adminToken);
      expect(r.status).toBe(400);
      expect(r.body.message).toContain("头像格式不正确");
      expect(await db().selectFrom("console_user").select("Id").where("userName", "=", "script.a").execute()).toHaveLength(0);
    });
  });
});

describeEachDb("storage quota", (kind) => {
  // 1 MB a day, so that a few padded PNGs reach it.
  const k = storageKit(kind, { MOYUAN_UPLOAD_QUOTA_MB: "1" });
  const t = () => k.kit.t;
  const QUOTA = { code: 8, message: "今日上传总量已达上限（1 MB），请明天再试或联系管理员" };

  it("refuses the upload that would pass the user's 24-hour total (429), stores nothing, and counts per user", async () => {
    const u = await k.makeUser("busy.a", { suha: "WRITE" });
    const p = await k.policyFor("UDT_CATEGORY", u.token);
    const first = k.fresh(p.dir);
    expect((await k.uploadWithPolicy(p, first, png(600 * KB))).status).toBe(200);
    const second = k.fresh(p.dir);
    const r = await k.uploadWithPolicy(p, second, png(600 * KB));
    expect(r.status).toBe(429);
    expect(r.body).toEqual(QUOTA);
    await k.expectNothingStored(second);
    // What is left still fits.
    const small = k.fresh(p.dir);
    expect((await k.uploadWithPolicy(p, small, png(300 * KB))).status).toBe(200);

    // The STS path, refused on the declared length before the body is read.
    const s = await k.stsFor("UDT_CATEGORY", u.token);
    let pulled = false;
    const body = new ReadableStream<Uint8Array>({ pull() { pulled = true; throw new Error("must not be read"); } }, { highWaterMark: 0 });
    const early = await k.post(body, { "x-moyuan-security-token": s.securityToken, "content-type": "multipart/form-data; boundary=x", "content-length": String(400 * KB) });
    expect(early.status).toBe(429);
    expect(early.body).toEqual(QUOTA);
    expect(pulled).toBe(false);

    // Another user has their own quota.
    const other = await k.makeUser("busy.b", { suha: "WRITE" });
    const op = await k.policyFor("UDT_CATEGORY", other.token);
    expect((await k.uploadWithPolicy(op, k.fresh(op.dir), png(600 * KB))).status).toBe(200);

    const stored = await k.rowsOfUser(u.Id);
    expect(stored.map((x) => x.key).sort()).toEqual([first, small].sort());
  });

  it("eight uploads at once cannot slip past the quota together", async () => {
    const u = await k.makeUser("racer.a", { suha: "WRITE" });
    const p = await k.policyFor("UDT_CATEGORY", u.token);
    const keys = Array.from({ length: 8 }, () => k.fresh(p.dir));
    const answers = await Promise.all(keys.map((key) => k.uploadWithPolicy(p, key, png(300 * KB))));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
    expect(await k.rowsOfUser(u.Id)).toHaveLength(3);
  });

  it("the quota rolls: a day later the user may upload again", async () => {
    const u = await k.makeUser("daily.a", { suha: "WRITE" });
    const p = await k.policyFor("UDT_CATEGORY", u.token);
    expect((await k.uploadWithPolicy(p, k.fresh(p.dir), png(900 * KB))).status).toBe(200);
    expect((await k.uploadWithPolicy(p, k.fresh(p.dir), png(200 * KB))).status).toBe(429);
    t().clock.advance(24 * 3_600_000 + 1000);
    // The old session has ended by now: sign in again for a new grant.
    const token = await t().login(u.userName, PASSWORD);
    const again = await k.policyFor("UDT_CATEGORY", token);
    expect((await k.uploadWithPolicy(again, k.fresh(again.dir), png(200 * KB))).status).toBe(200);
  });
});
