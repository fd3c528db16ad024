import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { UploadDataType } from "../../src/catalogue/uploads";
import { makeUser, type TestUser } from "./accounts";
import { createTestServer, describeEachDb, type TestServer } from "./harness";
import { png } from "./pngFixture";

/**
 * Images in rich text are stored files (`/files/<key>`): a reader of the record may have them signed
 * (encodeImageURL, the preview), but only files of the types the field may show — a course's text
 * naming an invoice's key makes that invoice readable to nobody.
 */
describeEachDb("images of rich text", (kind) => {
  let t: TestServer;
  let dataDir: string;
  let writer: TestUser;
  let reader: TestUser;
  let courseKey: string;
  let invoiceKey: string;
  let courseId: number;

  async function upload(dataType: UploadDataType, token: string, name: string): Promise<string> {
    const grant = await t.rpc("BaseServiceAdmin/getOSSData", { dataType }, token);
    expect(grant.body.code, JSON.stringify(grant.body)).toBe("SUCCESS");
    const p = grant.body.data as { policy: string; signature: string; dir: string };
    const key = `${p.dir}${name}.png`;
    const form = new FormData();
    form.append("key", key);
    form.append("policy", p.policy);
    form.append("signature", p.signature);
    form.append("file", new Blob([new Uint8Array(png())]), "a.png");
    const res = await t.server.app.request("/upload", { method: "POST", body: form });
    expect(res.status).toBe(200);
    return key;
  }
  const sign = (key: string, token: string) => t.rpc("BaseServiceAdmin/encodeImageURL", { key }, token);

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "moyuan-richtext-images-"));
    t = await createTestServer(kind, { seed: "none", env: { MOYUAN_DATA_DIR: dataDir } });
    writer = await makeUser(t, "course.writer", "auditor", { shiy: "WRITE" });
    reader = await makeUser(t, "course.reader", "auditor", { shiy: "READ" });
    const clerk = await makeUser(t, "invoice.clerk", "auditor", { order: "WRITE" });
    courseKey = await upload("UDT_COURSE", writer.token, "brush");
    invoiceKey = await upload("UDT_INVOICE", clerk.token, "invoice");
    const intro = `<p>范字</p><p><img src="/files/${courseKey}" alt="范字" /><img src="/files/${invoiceKey}" alt="发票" /></p>`;
    const made = await t.rpc("CourseServiceAdmin/createShiyCourse", {
      data: { title: "图片课", artistId: "MA_YUAN", style: "GONGBI", level: "BEGINNER", mode: "RECORDED", price: 100, validDays: 365, studentLimit: 30, intro },
    }, writer.token);
    expect(made.body.code, JSON.stringify(made.body)).toBe("SUCCESS");
    courseId = (made.body.data as { Id: number }).Id;
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("a reader of the course may sign its course image, and the signed URL serves it", async () => {
    expect((await sign(courseKey, reader.token)).body.code).toBe("SUCCESS");
    const url = (await sign(courseKey, reader.token)).body.url as string;
    const res = await t.server.app.request(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
  });

  it("an invoice named in a course's text stays unreadable, to the course's writer too", async () => {
    for (const who of [reader, writer]) {
      const r = await sign(invoiceKey, who.token);
      expect(r.status).toBe(404);
      expect(r.body.message).toBe(`文件不存在：${invoiceKey}`);
    }
  });

  it("the preview signs the course image and leaves the invoice unsigned", async () => {
    const r = await t.rpc("RichTextServiceAdmin/getRichTextPreview", { res: "shiyCourse", Id: courseId, field: "intro" }, reader.token);
    expect(r.body.code).toBe("SUCCESS");
    const html = (r.body.data as { html: string }).html;
    expect(html).toMatch(new RegExp(`src="/files/${courseKey}\\?expires=\\d+&amp;signature=[\\w-]+"`));
    expect(html).toContain(`src="/files/${invoiceKey}"`);
  });

  it("a user without READ on shiy signs nothing, nor does the reader once the course is deleted", async () => {
    const nobody = await makeUser(t, "nobody.images", "auditor", { suha: "READ" });
    expect((await sign(courseKey, nobody.token)).status).toBe(404);
    const got = await t.rpc("CourseServiceAdmin/getShiyCourse", { Id: courseId }, writer.token);
    const utime = (got.body.data as { utime: number }).utime;
    const del = await t.rpc("CourseServiceAdmin/deleteShiyCourse", { Id: courseId, utime }, writer.token);
    expect(del.body.code, JSON.stringify(del.body)).toBe("SUCCESS");
    expect((await sign(courseKey, reader.token)).status).toBe(404);
  });
});
