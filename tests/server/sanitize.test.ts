// Rich text is sanitised on every write (server/resources/columns.ts → server/richtext/encode.ts): an XSS
// corpus goes through the engine's create and update (the code behind every resource's RPC create,
// update and actions) and the seed writer on both databases, and what is stored is read back from the
// table itself. The engine suites use 博物馆 (museum) with its 简介 declared richText (written before
// the catalogue had a rich-text field; they also cover the seed writer); the RPC suite at the end runs
// over every catalogue resource with an editable rich-text field (公开课 and 书院课程's 课程详情).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maxLengthOf, methodName, uniformRights, UPLOAD_TYPES, type FieldDef, type ResourceDef } from "../../src/catalogue";
import { museum, RESOURCES } from "../../src/catalogue/registry";
import { richTextImageTypes } from "../../src/catalogue/richTextImages";
import type { Tx } from "../../server/platform/db/types";
import { byCatalogue } from "../../server/platform/db/types";
import { createResource, updateResource } from "../../server/resources/methods";
import { sanitizeRichText } from "../../server/richtext/sanitize";
import type { AuthedCall } from "../../server/platform/rpc/call";
import { insertSeed } from "../../server/seed/factory";
import { makeUser } from "./accounts";
import { databasesFor } from "./contractDatabases";
import { createTestServer, describeEachDb, type TestServer } from "./harness";
import { closeSharedServers, resourceFixture } from "./resourceFixture";
import { dangersIn, HARMLESS, XSS_VECTORS } from "./richTextCorpus";

const RICH: ResourceDef = { ...museum, fields: museum.fields.map((f): FieldDef => (f.key === "description" ? { ...f, kind: "richText" } : f)) };

it("the corpus is large enough and every vector is dangerous as sent", () => {
  expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(40);
  // A vector the checker would pass unsanitised tests nothing.
  for (const v of XSS_VECTORS) expect(dangersIn(v), v).not.toEqual([]);
  for (const h of HARMLESS) expect(dangersIn(h), h).toEqual([]);
});

describe("sanitizeRichText", () => {
  it.each(XSS_VECTORS)("leaves nothing dangerous of %s, and a second pass changes nothing", (vector) => {
    const clean = sanitizeRichText(vector);
    expect(dangersIn(clean)).toEqual([]);
    expect(sanitizeRichText(clean)).toBe(clean);
  });

  it.each(HARMLESS)("keeps the editor's formatting unchanged: %s", (html) => {
    expect(sanitizeRichText(html)).toBe(html);
  });

  it("keeps the text around what it drops, forces rel, and stores our signed image URLs without their expiring query", () => {
    expect(sanitizeRichText(`<p>前<script>alert(1)</script>后</p>`)).toBe("<p>前后</p>");
    expect(sanitizeRichText(`<a href="https://a.example/" rel="opener" target="_top">x</a>`)).toBe(`<a href="https://a.example/" rel="noopener noreferrer">x</a>`);
    expect(sanitizeRichText(`<img src="/files/course/a.png?expires=1900000000&amp;signature=abc" alt="a">`)).toBe(`<img src="/files/course/a.png" alt="a" />`);
    expect(sanitizeRichText(`<b>粗</b><i>斜</i><h1>大</h1>`)).toBe("<strong>粗</strong><em>斜</em><h2>大</h2>");
  });
});

describeEachDb("rich text on the engine's write paths", (kind) => {
  let t: TestServer;
  let call: AuthedCall;
  let n = 0;

  const stored = async (id: number) =>
    (await t.server.deps.db.selectFrom(museum.table).select("description").where("Id", "=", id).executeTakeFirstOrThrow()).description as string | null;
  const create = (description: string) => createResource(call, RICH, { name: `富文本馆${++n}`, description });

  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none" });
    const admin = await t.server.deps.db.selectFrom("console_user").select("Id").where("userName", "=", "admin").executeTakeFirstOrThrow();
    call = { ...t.server.deps, user: { Id: Number(admin.Id), userName: "admin", nickName: "admin", role: "superadmin", rights: uniformRights("WRITE"), tokenHash: "test" }, ip: "127.0.0.1", path: "test", token: undefined };
  });
  afterAll(() => t.close());

  it("create stores no dangerous thing of any vector; update does the same over a harmless value", async () => {
    for (const vector of XSS_VECTORS) {
      let made: Record<string, unknown>;
      try {
        made = await create(vector);
      } catch {
        // Only a vector that sanitises to nothing may be refused (简介 is not required, so none is).
        expect(sanitizeRichText(vector).trim(), vector).toBe("");
        continue;
      }
      const value = await stored(made.Id as number);
      expect(value, vector).toBe(sanitizeRichText(vector) || null);
      expect(dangersIn(value ?? ""), vector).toEqual([]);
      // The record the caller gets back is the stored one.
      expect(made.description ?? null).toBe(value);
    }
    const rec = await create("<p>原文</p>");
    let utime = rec.utime as number;
    for (const vector of XSS_VECTORS) {
      t.clock.advance(1000);
      const updated = await updateResource(call, RICH, rec.Id as number, utime, { description: vector });
      utime = updated.utime as number;
      expect(dangersIn((await stored(rec.Id as number)) ?? ""), vector).toEqual([]);
    }
  });

  it("harmless formatting is stored exactly as sent", async () => {
    for (const html of HARMLESS) {
      const rec = await create(html);
      expect(await stored(rec.Id as number)).toBe(html);
    }
  });

  it("the seed writer sanitises too", async () => {
    const id = await insertSeed(t.server.deps.db as unknown as Tx, RICH, { name: "种子馆", description: `<p onclick="x()">简介</p><script>alert(1)</script>` }, t.clock.now);
    expect(await stored(id)).toBe("<p>简介</p>");
  });

  it("the length limit holds for the text as stored (escaping lengthens it); nothing is stored then", async () => {
    const max = maxLengthOf(RICH.fields.find((f) => f.key === "description") as FieldDef) as number;
    const sent = `<p>${"<".repeat(max - 10)}</p>`;
    expect([...sent].length).toBeLessThanOrEqual(max);
    const before = await t.server.deps.db.selectFrom(museum.table).select(({ fn }) => fn.countAll().as("n")).executeTakeFirstOrThrow();
    await expect(create(sent)).rejects.toMatchObject({ status: 3, message: `简介最多 ${max} 个字符` });
    const after = await t.server.deps.db.selectFrom(museum.table).select(({ fn }) => fn.countAll().as("n")).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describeEachDb("RichTextServiceAdmin/getRichTextPreview refuses what it cannot show", (kind) => {
  let t: TestServer;
  const preview = (payload: Record<string, unknown>, token = t.adminToken) => t.rpc("RichTextServiceAdmin/getRichTextPreview", payload, token);

  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none" });
  });
  afterAll(() => t.close());

  it("names the bad parameter in Chinese", async () => {
    const made = await t.rpc(`${museum.service}/${methodName(museum, "create")}`, { data: { name: "预览馆", description: "简介" } }, t.adminToken);
    const Id = (made.body.data as { Id: number }).Id;
    const cases: [Record<string, unknown>, string][] = [
      [{ res: "noSuchThing", Id, field: "intro" }, "未知的资源：noSuchThing"],
      [{ res: "museum", Id, field: "intro" }, "博物馆没有字段：intro"],
      [{ res: "museum", Id, field: "description" }, "博物馆的「简介」不是富文本字段"],
      [{ res: "museum", Id: -1, field: "description" }, "记录 Id 必须是正整数"],
      [{ res: "museum", field: "description" }, "请指定记录（id）"],
    ];
    for (const [payload, message] of cases) {
      const r = await preview(payload);
      expect(r.status, message).toBe(400);
      expect(String(r.body.message)).toContain(message);
    }
  });

  it("needs READ on shiy, the route's object", async () => {
    const u = await makeUser(t, "preview.noshiy", "auditor", { suha: "READ" });
    const r = await preview({ res: "museum", Id: 1, field: "description" }, u.token);
    expect(r.status).toBe(403);
  });
});

const WITH_RICH_TEXT = (RESOURCES as readonly ResourceDef[])
  .map((r) => ({ r, field: r.fields.find((f) => f.kind === "richText" && f.editable !== false && !f.createOnly) }))
  .filter((x): x is { r: ResourceDef; field: FieldDef } => x.field !== undefined && x.r.ops.includes("create") && x.r.ops.includes("update") && !x.r.readOnly);

describeEachDb("rich text through the RPC of every resource with a rich-text field", (kind) => {
  afterAll(() => closeSharedServers());
  it.skipIf(WITH_RICH_TEXT.length > 0)("no catalogue resource has an editable rich-text field yet (shiyCourse.intro comes with the academy branch)", () => {
    expect(WITH_RICH_TEXT).toEqual([]);
  });
  // Shared servers start on first use: a database none of these resources runs on (contractDatabases.ts) starts none.
  for (const { r, field } of WITH_RICH_TEXT.filter((x) => databasesFor(x.r).includes(kind))) {
    it(`${r.name}.${field.key}: created and updated through its RPC, stored without anything dangerous; previewed for a reader of both objects only`, async () => {
      const f = await resourceFixture(kind, r);
      const rec = await f.create(1);
      let utime = rec.utime;
      for (const vector of [...XSS_VECTORS, ...HARMLESS]) {
        f.t.clock.advance(1000);
        const answer = await f.op("update", { Id: rec.Id, utime, data: { [field.key]: vector } });
        if (answer.body.code !== "SUCCESS") {
          expect(sanitizeRichText(vector).trim(), vector).toBe("");
          continue;
        }
        utime = (answer.body.data as { utime: number }).utime;
        const row = await byCatalogue(f.t.server.deps.db).selectFrom(r.table).select(field.key).where("Id", "=", rec.Id).executeTakeFirstOrThrow();
        const value = (row as Record<string, unknown>)[field.key] as string | null;
        expect(dangersIn(value ?? ""), vector).toEqual([]);
        if (HARMLESS.includes(vector)) expect(value).toBe(vector);
      }
      f.t.clock.advance(1000);
      // An image of a type the field may show (a course text: course/), else a course image, which it may not.
      const [shows] = richTextImageTypes(field, r.access);
      const key = `${shows ? UPLOAD_TYPES[shows].prefix : "course/"}preview-1.png`;
      const last = await f.op("update", { Id: rec.Id, utime, data: { [field.key]: `<p><strong>粗</strong><img src="/files/${key}" alt="图" onerror="alert(1)" /></p>` } });
      expect(last.body.code).toBe("SUCCESS");
      const payload = { res: r.name, Id: rec.Id, field: field.key };
      const ok = await f.t.rpc("RichTextServiceAdmin/getRichTextPreview", payload, f.t.adminToken);
      expect(ok.body.code).toBe("SUCCESS");
      const shown = (ok.body.data as { html: string }).html;
      // Stored as /files/<key>; shown through a signed, expiring URL — never signed for a type the field may not show.
      const signed = new RegExp(`^<p><strong>粗</strong><img src="/files/${key.replace(".", "\\.")}\\?expires=\\d+&amp;signature=[\\w-]+" alt="图" /></p>$`);
      if (shows) expect(shown).toMatch(signed);
      else expect(shown).toBe(`<p><strong>粗</strong><img src="/files/${key}" alt="图" /></p>`);
      const nobody = await makeUser(f.t, `preview.none.${r.name}`.slice(0, 30), "auditor", {});
      expect((await f.t.rpc("RichTextServiceAdmin/getRichTextPreview", payload, nobody.token)).status).toBe(403);
      // READ on shiy alone does not show another object's record.
      const shiyReader = await makeUser(f.t, `preview.shiy.${r.name}`.slice(0, 30), "auditor", { shiy: "READ" });
      expect((await f.t.rpc("RichTextServiceAdmin/getRichTextPreview", payload, shiyReader.token)).status).toBe(r.access === "shiy" ? 200 : 403);
    });
  }
});
