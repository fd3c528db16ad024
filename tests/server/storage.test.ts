import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPLOAD_DATA_TYPES, UPLOAD_TYPES, type UploadDataType } from "../../src/catalogue/uploads";
import { createTestServer, describeEachDb, type TestServer } from "./harness";
import { png as makePng } from "./pngFixture";
import { drainJobs } from "../../server/platform/jobs/runner";

const MB = 1024 * 1024;
/** The harness clock starts on 2026-11-22 (China time). */
const DAY = "20261122/";


/** A Blob of a copy of the bytes (Blob wants an ArrayBuffer-backed view, not a pooled Buffer). */
const blobOf = (bytes: Buffer) => new Blob([new Uint8Array(bytes)]);

interface Policy { accessid: string; host: string; policy: string; signature: string; expire: number; dir: string; maxSize: number; contentTypes: string[]; dataType: string }
interface Sts { accessKeyId: string; accessKeySecret: string; securityToken: string; expiration: string; bucket: string; region: string; dir: string; endpoint: string }
interface Answer { status: number; body: Record<string, unknown> }

describeEachDb("storage", (kind) => {
  let t: TestServer;
  let dataDir: string;
  const png = makePng();
  let n = 0;
  /** A fresh file name per test, so that no test trips over another's key. */
  const fresh = (dir: string, ext = "png") => `${dir}t${++n}.${ext}`;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "moyuan-storage-"));
    // Jobs only when drained: the demo seed's tiling jobs write into the store (thumbnails through its
    // temp folder), which the refusal checks below must find empty.
    t = await createTestServer(kind, { seed: "demo", env: { MOYUAN_DATA_DIR: dataDir }, jobs: "manual" });
    await drainJobs(t.server.deps);
  });
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const policyFor = async (dataType: UploadDataType) => (await t.rpc("BaseServiceAdmin/getOSSData", { dataType }, t.adminToken)).body.data as Policy;
  const stsFor = async (bucketType: UploadDataType) => (await t.rpc("BaseServiceAdmin/getSTS", { bucketType }, t.adminToken)).body.data as Sts;

  function formOf(fields: Record<string, string>, file: Blob, name = "a.png"): FormData {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append("file", file, name);
    return form;
  }
  async function post(body: FormData | ReadableStream, headers: Record<string, string> = {}): Promise<Answer> {
    const init = { method: "POST", body, headers, duplex: "half" } as RequestInit;
    const res = await t.server.app.request("/upload", init);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }
  const uploadWithPolicy = (p: Policy, key: string, file: Blob = blobOf(png)) =>
    post(formOf({ key, policy: p.policy, signature: p.signature }, file));
  const rowsOf = (key: string) => t.server.deps.db.selectFrom("upload_file").selectAll().where("key", "=", key).execute();
  const fileOf = (key: string) => path.join(dataDir, "uploads", key);
  async function expectNothingStored(key: string) {
    expect(await rowsOf(key)).toHaveLength(0);
    expect(existsSync(fileOf(key))).toBe(false);
    const temp = path.join(dataDir, "uploads", ".tmp");
    if (existsSync(temp)) expect(await readdir(temp)).toEqual([]);
  }
  const get = (url: string) => t.server.app.request(url);

  describe("grants", () => {
    it("getOSSData answers a signed policy for every data type, with its own dir and size limit", async () => {
      for (const dataType of UPLOAD_DATA_TYPES) {
        const r = await t.rpc("BaseServiceAdmin/getOSSData", { dataType }, t.adminToken);
        expect(r.status).toBe(200);
        const p = r.body.data as Policy;
        const rule = UPLOAD_TYPES[dataType];
        expect(p.dir).toBe(`${rule.prefix}${DAY}`);
        expect(p.maxSize).toBe(rule.maxBytes);
        expect(p.contentTypes).toEqual(rule.contentTypes);
        expect(p.host).toBe("/upload");
        expect(p.expire).toBe(Math.floor((t.clock.now + 10 * 60_000) / 1000));
        const decoded = JSON.parse(Buffer.from(p.policy, "base64url").toString("utf8")) as Record<string, unknown>;
        expect(decoded.dataType).toBe(dataType);
        expect(decoded.conditions).toEqual([["starts-with", "$key", p.dir], ["content-length-range", 1, rule.maxBytes]]);
        expect(typeof decoded.userId).toBe("number");
      }
    });

    it("getSTS answers credentials for every data type, with its own dir", async () => {
      for (const bucketType of UPLOAD_DATA_TYPES) {
        const r = await t.rpc("BaseServiceAdmin/getSTS", { bucketType }, t.adminToken);
        expect(r.status).toBe(200);
        const s = r.body.data as Sts;
        expect(s.dir).toBe(`${UPLOAD_TYPES[bucketType].prefix}${DAY}`);
        expect(s).toMatchObject({ bucket: "local", region: "local", endpoint: "/upload", expiration: new Date(t.clock.now + 15 * 60_000).toISOString() });
        expect(s.securityToken.length).toBeGreaterThan(20);
        expect(s.accessKeySecret).not.toBe(t.server.deps.secret);
      }
    });

    it("refuses an unknown data type as INVALID_ARGUMENT", async () => {
      for (const [m, payload] of [["getOSSData", { dataType: "UDT_NOPE" }], ["getSTS", { bucketType: "UDT_NOPE" }], ["getOSSData", {}]] as const) {
        const r = await t.rpc(`BaseServiceAdmin/${m}`, payload, t.adminToken);
        expect(r.status).toBe(400);
        expect(r.body.code).toBe(3);
      }
      const r = await t.rpc("BaseServiceAdmin/getOSSData", { dataType: "UDT_NOPE" }, t.adminToken);
      expect(r.body.message).toContain("未知的上传类型");
    });

    it("requires a signed-in user", async () => {
      for (const [m, payload] of [["getOSSData", { dataType: "UDT_AVATAR" }], ["getSTS", { bucketType: "UDT_AVATAR" }], ["encodeImageURL", { key: "avatar/x.png" }]] as const) {
        const r = await t.rpc(`BaseServiceAdmin/${m}`, payload);
        expect(r.status).toBe(401);
        expect(r.body.code).toBe(16);
      }
    });
  });

  describe("uploads", () => {
    it("stores a real PNG and serves it back through the signed URL", async () => {
      const p = await policyFor("UDT_AVATAR");
      const key = fresh(p.dir);
      const r = await uploadWithPolicy(p, key);
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ code: "SUCCESS", message: "上传成功", key, size: png.length, contentType: "image/png" });
      const rows = await rowsOf(key);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ dataType: "UDT_AVATAR", contentType: "image/png" });
      expect(Number(rows[0]?.size)).toBe(png.length);
      expect(await readFile(fileOf(key))).toEqual(png);

      const res = await get(r.body.url as string);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("content-disposition")).toBe("inline");
      expect(res.headers.get("content-security-policy")).toMatch(/^sandbox; default-src 'none'/);
      expect(Buffer.from(await res.arrayBuffer())).toEqual(png);
    });

    it("accepts the STS security token in place of a policy", async () => {
      const s = await stsFor("UDT_GOODS");
      const key = fresh(s.dir);
      const r = await post(formOf({ key }, blobOf(png)), { "x-moyuan-security-token": s.securityToken });
      expect(r.status).toBe(200);
      expect(await rowsOf(key)).toHaveLength(1);
    });

    it("accepts JSON only where the type allows it and only when it parses", async () => {
      const p = await policyFor("UDT_DICCONFIG");
      const ok = fresh(p.dir, "json");
      const r = await uploadWithPolicy(p, ok, new Blob(['{"a":[1,2]}']));
      expect(r.body).toMatchObject({ code: "SUCCESS", contentType: "application/json" });
      const broken = fresh(p.dir, "json");
      expect((await uploadWithPolicy(p, broken, new Blob(["{not json"]))).body.code).toBe(3);
      await expectNothingStored(broken);
      const avatar = await policyFor("UDT_AVATAR");
      const json = fresh(avatar.dir, "json");
      expect((await uploadWithPolicy(avatar, json, new Blob(['{"a":1}']))).body.code).toBe(3);
      await expectNothingStored(json);
    });
  });

  describe("refused uploads write nothing", () => {
    it("a bad signature", async () => {
      const p = await policyFor("UDT_AVATAR");
      const key = fresh(p.dir);
      const r = await post(formOf({ key, policy: p.policy, signature: `${p.signature.slice(0, -2)}AA` }, blobOf(png)));
      expect(r.status).toBe(403);
      expect(r.body.code).toBe(7);
      await expectNothingStored(key);
    });

    it("a policy signed for another type's limits (tampered policy)", async () => {
      const p = await policyFor("UDT_AVATAR");
      const other = await policyFor("UDT_COURSE");
      const key = fresh(other.dir);
      const r = await post(formOf({ key, policy: other.policy, signature: p.signature }, blobOf(png)));
      expect(r.body.code).toBe(7);
      await expectNothingStored(key);
    });

    it("a bad security token", async () => {
      const s = await stsFor("UDT_AVATAR");
      const key = fresh(s.dir);
      const r = await post(formOf({ key }, blobOf(png)), { "x-moyuan-security-token": `${s.securityToken}x` });
      expect(r.status).toBe(403);
      expect(r.body.code).toBe(7);
      await expectNothingStored(key);
    });

    it("no policy at all", async () => {
      const key = fresh(`avatar/${DAY}`);
      const r = await post(formOf({ key }, blobOf(png)));
      expect(r.status).toBe(403);
      await expectNothingStored(key);
    });

    it("a key outside the policy's dir, with .., or with odd characters", async () => {
      const p = await policyFor("UDT_AVATAR");
      for (const key of [`goods/${DAY}x.png`, `${p.dir}../x.png`, `${p.dir}a..b.png`, `/${p.dir}x.png`, `${p.dir}a\\b.png`, `${p.dir}a b.png`, `${p.dir}${"a".repeat(600)}.png`, p.dir]) {
        const r = await uploadWithPolicy(p, key);
        expect(r.status, key).toBe(400);
        expect(r.body.code).toBe(3);
        // The bare dir names a folder that other uploads created: only its row is checked.
        if (key === p.dir) expect(await rowsOf(key)).toHaveLength(0);
        else await expectNothingStored(key);
      }
      expect(existsSync(path.join(dataDir, "x.png"))).toBe(false);
    });

    it("a file over the type's size limit (avatar: 2 MB + 1 byte)", async () => {
      const p = await policyFor("UDT_AVATAR");
      const key = fresh(p.dir);
      const big = Buffer.alloc(2 * MB + 1);
      png.copy(big);
      const r = await uploadWithPolicy(p, key, blobOf(big));
      expect(r.status).toBe(400);
      expect(r.body.code).toBe(3);
      expect(r.body.message).toContain("文件过大");
      await expectNothingStored(key);
    });

    it("an oversize declared content-length, before reading the body", async () => {
      const s = await stsFor("UDT_AVATAR");
      let pulled = false;
      // highWaterMark 0: the stream is pulled only when someone reads it.
      const body = new ReadableStream<Uint8Array>({ pull() { pulled = true; throw new Error("must not be read"); } }, { highWaterMark: 0 });
      const r = await post(body, {
        "x-moyuan-security-token": s.securityToken,
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(3 * MB),
      });
      expect(r.status).toBe(400);
      expect(r.body.code).toBe(3);
      expect(r.body.message).toContain("文件过大");
      expect(pulled).toBe(false);
    });

    it("an oversize body without content-length, cut off soon after the policy's limit", async () => {
      const p = await policyFor("UDT_AVATAR");
      const key = fresh(p.dir);
      const big = Buffer.alloc(8 * MB);
      png.copy(big);
      // The multipart bytes a browser would send, fed in 64 KB chunks, counting what the server reads.
      const encoded = new Response(formOf({ key, policy: p.policy, signature: p.signature }, blobOf(big)));
      const type = encoded.headers.get("content-type") ?? "";
      const bytes = new Uint8Array(await encoded.arrayBuffer());
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= bytes.length) return controller.close();
          controller.enqueue(bytes.slice(sent, sent + 64 * 1024));
          sent += 64 * 1024;
        },
      }, { highWaterMark: 0 });
      const r = await post(body, { "content-type": type });
      expect(r.status).toBe(400);
      expect(r.body.message).toContain("文件过大");
      expect(sent).toBeLessThan(3 * MB);
      await expectNothingStored(key);
    });

    it("a text file renamed .png (the real type is read from the bytes)", async () => {
      const p = await policyFor("UDT_AVATAR");
      const key = fresh(p.dir);
      const r = await post(formOf({ key, policy: p.policy, signature: p.signature }, new Blob(["just some text"], { type: "image/png" }), "fake.png"));
      expect(r.status).toBe(400);
      expect(r.body.code).toBe(3);
      expect(r.body.message).toContain("不支持的文件类型");
      await expectNothingStored(key);
    });

    it("an existing key is never overwritten", async () => {
      const p = await policyFor("UDT_AVATAR");
      const key = fresh(p.dir);
      expect((await uploadWithPolicy(p, key)).status).toBe(200);
      const other = Buffer.from(png);
      other[other.length - 5] = 0; // a different (still PNG-signed) file
      const r = await uploadWithPolicy(p, key, blobOf(other));
      expect(r.status).toBe(409);
      expect(r.body.code).toBe(6);
      expect(await rowsOf(key)).toHaveLength(1);
      expect(await readFile(fileOf(key))).toEqual(png);
    });

    it("two simultaneous uploads of one key: one wins, the other is refused", async () => {
      const p = await policyFor("UDT_AVATAR");
      const key = fresh(p.dir);
      const answers = await Promise.all([uploadWithPolicy(p, key), uploadWithPolicy(p, key)]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(await rowsOf(key)).toHaveLength(1);
      expect(await readFile(fileOf(key))).toEqual(png);
    });

    it("an expired policy", async () => {
      const p = await policyFor("UDT_AVATAR");
      const key = fresh(p.dir);
      t.clock.advance(10 * 60_000 + 1);
      const r = await uploadWithPolicy(p, key);
      expect(r.status).toBe(403);
      expect(r.body.code).toBe(7);
      expect(r.body.message).toContain("过期");
      await expectNothingStored(key);
    });
  });

  describe("file URLs", () => {
    async function stored(): Promise<{ key: string; url: string }> {
      const p = await policyFor("UDT_NOTICE");
      const key = fresh(p.dir);
      const r = await uploadWithPolicy(p, key);
      return { key, url: r.body.url as string };
    }

    it("refuse a tampered signature, a tampered key, a missing signature", async () => {
      const { key, url } = await stored();
      const [, query] = url.split("?");
      for (const bad of [
        url.replace(/signature=(.)/, (_m, c: string) => `signature=${c === "A" ? "B" : "A"}`),
        `/files/${key.replace(".png", "x.png")}?${query}`,
        url.replace(/expires=\d+/, (m) => `${m}0`),
        `/files/${key}`,
      ]) {
        const res = await get(bad);
        expect(res.status, bad).toBe(403);
        expect(((await res.json()) as { message: string }).message).toMatch(/文件链接/);
      }
    });

    it("refuse an expired URL", async () => {
      const { url } = await stored();
      expect((await get(url)).status).toBe(200);
      t.clock.advance(60 * 60_000 + 1000);
      const res = await get(url);
      expect(res.status).toBe(403);
      expect(((await res.json()) as { message: string }).message).toContain("过期");
    });

    it("encodeImageURL signs a stored key, by key or by an old URL, and refuses an unknown one", async () => {
      const { key, url } = await stored();
      for (const payload of [{ key }, { url }, { url: `/files/${key}` }, { url: key }]) {
        const r = await t.rpc("BaseServiceAdmin/encodeImageURL", payload, t.adminToken);
        expect(r.status).toBe(200);
        expect(r.body.expiresAt).toBe((Math.floor(t.clock.now / 1000) + 3600) * 1000);
        const res = await get(r.body.url as string);
        expect(res.status).toBe(200);
        expect(Buffer.from(await res.arrayBuffer())).toEqual(png);
      }
      const missing = await t.rpc("BaseServiceAdmin/encodeImageURL", { key: "notice/20261122/none.png" }, t.adminToken);
      expect(missing.status).toBe(404);
      expect(missing.body.code).toBe(5);
      const empty = await t.rpc("BaseServiceAdmin/encodeImageURL", {}, t.adminToken);
      expect(empty.body.code).toBe(3);
    });
  });
});
