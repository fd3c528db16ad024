/**
 * Issue 22, a reader sees only what they may read: an HD image keeps a copy of its subject's title,
 * and a caller who reads the HD library but not the subject's (here a relic: right wenwu) gets that
 * title as null from list, get, export and what writes and row actions answer, and cannot find the image
 * by filtering on it; an admin can.
 */
import ExcelJS from "exceljs";
import { afterAll, beforeAll, expect, it } from "vitest";
import { uniformRights, type ResourceDef } from "../../src/catalogue";
import { resourceByName } from "../../src/catalogue/registry";
import type { Row, Tx } from "../../server/platform/db/types";
import { drainJobs } from "../../server/platform/jobs/runner";
import { insertSeed } from "../../server/seed/factory";
import { makeUser, type TestUser } from "./accounts";
import { createTestServer, describeEachDb, type TestServer } from "./harness";
import { sampleRecord } from "./sampleRecord";

const DICT_SAMPLES: Record<string, string> = { age: "NORTHERN_SONG", material: "SILK" };
const relic = resourceByName("relic") as ResourceDef;

describeEachDb("an HD image's subject title, by the caller's rights", (kind) => {
  let t: TestServer;
  let reader: TestUser;
  let n = 500;
  let image: Row;
  let title: string;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none", jobs: "manual" });
    reader = await makeUser(t, `hd.reader.${kind}`, "auditor", { ...uniformRights("NONE"), hdpic: "READ" });
    const relicId = await insertSample(relic);
    title = String((await t.rpc("WenwuServiceAdmin/getRelic", { Id: relicId }, t.adminToken)).body.data?.[relic.titleField as never] ?? "");
    const made = await t.rpc("HdpServiceAdmin/createHdImage", { data: { title: "文物高清图 · 正面", subjectType: "wenwu", subjectId: relicId, version: "原始扫描", masterFile: "shiy/masters/wenwu-front.tif", accessLevel: "vip", license: "publicDomain" } }, t.adminToken);
    expect(made.body.code, JSON.stringify(made.body)).toBe("SUCCESS");
    image = made.body.data as Row;
  });
  afterAll(async () => {
    await t.close();
  });

  /** A record written as a seed would, with the records its required references need. */
  async function insertSample(resource: ResourceDef): Promise<number> {
    const given: Record<string, unknown> = {};
    for (const f of resource.fields) {
      if (f.kind === "ref" && f.ref && f.required) given[f.key] = await insertSample(resourceByName(f.ref) as ResourceDef);
      if (f.kind === "dict" && f.required && f.dict) given[f.key] = DICT_SAMPLES[f.dict] ?? "MISC";
    }
    n += 1;
    const counted = resource.fields.some((f) => f.key === "hdCount") ? { hdCount: 0 } : {};
    return insertSeed(t.server.deps.db as unknown as Tx, resource, { ...sampleRecord(resource, n, given), ...counted }, t.clock.now);
  }

  const list = (token: string, jsonq: Record<string, unknown> = {}, fields?: string[]) =>
    t.rpc("HdpServiceAdmin/listHdImage", { cond: { jsonq: JSON.stringify(jsonq) }, page: { skip: 0, limit: 20 }, ...(fields ? { mask: { fields } } : {}) }, token);

  it("the admin sees the relic's title in list and get, and finds the image by it", async () => {
    expect(title).not.toBe("");
    expect(image.subjectTitle).toBe(title);
    const listed = await list(t.adminToken);
    expect((listed.body.data as Row[]).map((r) => [r.Id, r.subjectTitle])).toEqual([[image.Id, title]]);
    const got = await t.rpc("HdpServiceAdmin/getHdImage", { Id: image.Id }, t.adminToken);
    expect((got.body.data as Row).subjectTitle).toBe(title);
    const found = await list(t.adminToken, { subjectTitle: title });
    expect((found.body.data as Row[]).map((r) => r.Id)).toEqual([image.Id]);
  });

  it("a reader without the relic right gets the title as null from list (any mask) and get, and no row by filtering on it", async () => {
    const refused = await t.rpc("WenwuServiceAdmin/getRelic", { Id: image.subjectId }, reader.token);
    expect(refused.body.code).toBe(7);
    const listed = await list(reader.token);
    expect((listed.body.data as Row[]).map((r) => [r.Id, r.subjectType, r.subjectTitle])).toEqual([[image.Id, "wenwu", null]]);
    // A mask without subjectType: the title still hidden, and no column the mask did not ask for.
    const masked = await list(reader.token, {}, ["title", "subjectTitle"]);
    expect(masked.body.data).toEqual([{ Id: image.Id, title: image.title, subjectTitle: null }]);
    const got = await t.rpc("HdpServiceAdmin/getHdImage", { Id: image.Id }, reader.token);
    expect(got.body.data).toMatchObject({ Id: image.Id, subjectId: image.subjectId, subjectTitle: null });
    for (const filter of [title, title.slice(0, 2), { startsWith: title.slice(0, 1) }]) {
      const found = await list(reader.token, { subjectTitle: filter });
      expect([found.body.code, found.body.data, found.body.total], JSON.stringify(filter)).toEqual(["SUCCESS", [], 0]);
    }
    // Other filters still find the row (its title hidden).
    const byType = await list(reader.token, { subjectType: "wenwu" });
    expect((byType.body.data as Row[]).map((r) => [r.Id, r.subjectTitle])).toEqual([[image.Id, null]]);
  });

  it("a writer of the HD library without the relic right (the annotator's rights) gets the title as null in what update and a row action answer", async () => {
    const writer = await makeUser(t, `hd.writer.${kind}`, "annotator");
    const current = (await t.rpc("HdpServiceAdmin/getHdImage", { Id: image.Id }, writer.token)).body.data as Row;
    const updated = await t.rpc("HdpServiceAdmin/updateHdImage", { Id: image.Id, utime: current.utime, data: { attribution: "故宫博物院藏" } }, writer.token);
    expect(updated.body.code, JSON.stringify(updated.body)).toBe("SUCCESS");
    expect(updated.body.data).toMatchObject({ attribution: "故宫博物院藏", subjectType: "wenwu", subjectTitle: null });
    const acted = await t.rpc("HdpServiceAdmin/setHdImageVersion", { Id: image.Id, utime: (updated.body.data as Row).utime, data: { version: "调色版" } }, writer.token);
    expect(acted.body.code, JSON.stringify(acted.body)).toBe("SUCCESS");
    expect((acted.body.data as Row[]).map((r) => [r.version, r.subjectTitle])).toEqual([["调色版", null]]);
    // Stored as it was: the admin still reads the title.
    expect(((await t.rpc("HdpServiceAdmin/getHdImage", { Id: image.Id }, t.adminToken)).body.data as Row).subjectTitle).toBe(title);
  });

  it("the reader's export writes the title as an empty cell; the admin's writes it", async () => {
    const exported = async (token: string) => {
      const start = await t.rpc("JobServiceAdmin/startExport", { resource: "hdImage", mask: { fields: ["title", "subjectTitle"] } }, token);
      expect(start.body.code, JSON.stringify(start.body)).toBe("SUCCESS");
      await drainJobs(t.server.deps);
      const job = (await t.rpc("JobServiceAdmin/getJob", { Id: start.body.Id }, token)).body as unknown as { data: { status: string }; resultUrl: string };
      expect(job.data.status).toBe("DONE");
      const file = await t.server.app.request(job.resultUrl, {}, { incoming: { socket: { remoteAddress: "127.0.0.1" } } });
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(Buffer.from(await file.arrayBuffer()) as unknown as ArrayBuffer);
      const sheet = book.worksheets[0]!;
      return [1, 2].map((r) => [1, 2].map((c) => sheet.getRow(r).getCell(c).value ?? null));
    };
    expect(await exported(t.adminToken)).toEqual([["标题", "所属条目"], [image.title, title]]);
    expect(await exported(reader.token)).toEqual([["标题", "所属条目"], [image.title, null]]);
  });
});
