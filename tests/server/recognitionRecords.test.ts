/**
 * 识图记录 (/tools/aishitu, content.md §12.7) on both databases: the seeded records point at real works and
 * their stored query pictures, none dated after now; the record is a ledger (no create, update or delete
 * method at all); 标记误识 names the correct item by an existing record of the type's library and is
 * refused for an item that does not exist or is the top match itself; 取消误识 and 加入评测集; a reader
 * (READ on shitu) and a stranger (NONE) are refused and nothing changes.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { MATCH_RESOURCES } from "../../src/catalogue/resources/tools/recognitionEnums";
import { resourceByName } from "../../src/catalogue/registry";
import { byCatalogue, type Db, type Row } from "../../server/platform/db/types";
import { makeUser, type TestUser } from "./accounts";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

const S = "ToolServiceAdmin";

describeEachDb("recognition records", (kind) => {
  let t: TestServer;
  let db: Db;
  let reader: TestUser;
  let stranger: TestUser;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "demo" });
    db = t.server.deps.db;
    reader = await makeUser(t, "shitu.reader", "operator", { shitu: "READ" });
    stranger = await makeUser(t, "shitu.none", "operator", { shitu: "NONE", glyph: "WRITE" });
  });
  afterAll(async () => {
    await t.close();
  });

  const rows = () => db.selectFrom("recognition_record").selectAll().orderBy("Id").execute();
  const rowOf = async (Id: unknown) => (await db.selectFrom("recognition_record").selectAll().where("Id", "=", Number(Id)).executeTakeFirstOrThrow()) as Row;
  const call = (method: string, payload: Record<string, unknown>, token = t.adminToken) => t.rpc(`${S}/${method}`, payload, token);
  const firstId = async (table: string) => Number((await byCatalogue(db).selectFrom(table).select("Id").orderBy("Id").executeTakeFirstOrThrow()).Id);

  it("the seeded records point at seeded works and stored pictures, and none is dated after now", async () => {
    const all = await rows();
    expect(all.length).toBeGreaterThanOrEqual(30);
    for (const r of all) {
      expect(Number(r.queriedAt)).toBeLessThanOrEqual(t.clock.now);
      const target = MATCH_RESOURCES[r.topMatchType as keyof typeof MATCH_RESOURCES];
      if (target === null) expect(r.topMatchId).toBeNull();
      else expect(await byCatalogue(db).selectFrom(resourceByName(target)?.table ?? "").select("Id").where("Id", "=", Number(r.topMatchId)).executeTakeFirst(), `${String(r.code)} top match`).toBeDefined();
      expect(await db.selectFrom("upload_file").select("key").where("key", "=", String(r.queryImage)).executeTakeFirst()).toBeDefined();
    }
    const high = all.filter((r) => Number(r.topScore) >= 0.8).length / all.length;
    expect(high).toBeGreaterThan(0.5);
  });

  it("has no create, update or delete method (UNIMPLEMENTED, even for the admin), and nothing changes", async () => {
    const before = await rows();
    const [first] = before;
    for (const m of ["createRecognitionRecord", "updateRecognitionRecord", "deleteRecognitionRecord"]) {
      const r = await call(m, { Id: first?.Id, utime: first?.utime, data: { topScore: 1, feedback: "correct" } });
      expect(r.status, m).toBe(404);
      expect(r.body.code, m).toBe(12);
    }
    expect(await rows()).toEqual(before);
  });

  it("标记误识 with the correct item: flagged, the item and who marked it recorded, with a change record", async () => {
    const rec = (await rows()).find((r) => r.badCase === 0 || r.badCase === false) as Row;
    const relicId = await firstId("relic");
    const r = await call("markRecognitionBadCase", { Id: rec.Id, utime: rec.utime, data: { correctType: "wenwu", correctId: relicId, note: "是青铜鼎，不是书画" } });
    expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
    expect((r.body.data as Row[])[0]).toMatchObject({ Id: rec.Id, badCase: true, correctType: "wenwu", correctId: relicId, badCaseNote: "是青铜鼎，不是书画", markedBy: "admin" });
    const got = (await call("getRecognitionRecord", { Id: rec.Id })).body.data as Row;
    expect(got).toMatchObject({ badCase: true, correctType: "wenwu", correctId: relicId, topScore: rec.topScore, queriedAt: rec.queriedAt });
    const changes = await db.selectFrom("data_change").select(["method"]).where("resource", "=", "recognitionRecord").where("recordId", "=", Number(rec.Id)).execute();
    expect(changes.map((c) => c.method)).toContain("markRecognitionBadCase");

    const cleared = await call("clearRecognitionBadCase", { Ids: [rec.Id] });
    expect(cleared.body.code, JSON.stringify(cleared.body)).toBe("SUCCESS");
    expect(await rowOf(rec.Id)).toMatchObject({ correctType: null, correctId: null, badCaseNote: null });
    expect(Boolean((await rowOf(rec.Id)).badCase)).toBe(false);
  });

  it("refuses a correct item that does not exist, or that is the top match itself; nothing changes", async () => {
    const rec = (await rows()).find((r) => r.topMatchType !== "none" && !r.badCase) as Row;
    const missing = await call("markRecognitionBadCase", { Id: rec.Id, utime: rec.utime, data: { correctType: "suha", correctId: 2_000_000_000 } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("正确结果不存在：没有 Id 为 2000000000 的书画作品");
    const same = await call("markRecognitionBadCase", { Id: rec.Id, utime: rec.utime, data: { correctType: rec.topMatchType, correctId: rec.topMatchId } });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe("正确结果与命中条目相同，不是误识");
    const noType = await call("markRecognitionBadCase", { Id: rec.Id, utime: rec.utime, data: { correctId: 1 } });
    expect(noType.status).toBe(400);
    expect(await rowOf(rec.Id)).toEqual(rec);
  });

  it("加入评测集 once: a record already in the set is refused with its number (FAILED_PRECONDITION)", async () => {
    const rec = (await rows()).find((r) => !r.inEvalSet) as Row;
    expect((await call("addRecognitionToEvalSet", { Ids: [rec.Id] })).body.code).toBe("SUCCESS");
    const now = await rowOf(rec.Id);
    expect(Boolean(now.inEvalSet)).toBe(true);
    expect(Number(now.evalAddedAt)).toBe(t.clock.now);
    const again = await call("addRecognitionToEvalSet", { Ids: [rec.Id] });
    expect(again.body.code).toBe(9);
    expect(again.body.message).toBe(`识图记录「${String(rec.code)}」已在评测集中`);
  });

  it("a reader lists but may not mark (PERMISSION_DENIED); a user without shitu may not even list; nothing changes", async () => {
    const before = await rows();
    const rec = before[0] as Row;
    expect((await call("listRecognitionRecord", { cond: { jsonq: JSON.stringify({ feedback: "wrong" }) } }, reader.token)).body.code).toBe("SUCCESS");
    for (const [m, data] of [["markRecognitionBadCase", { correctType: "wenwu", correctId: await firstId("relic") }], ["addRecognitionToEvalSet", {}], ["clearRecognitionBadCase", {}]] as const) {
      const payload = m === "markRecognitionBadCase" ? { Id: rec.Id, utime: rec.utime, data } : { Ids: [rec.Id] };
      const denied = await call(m, payload, reader.token);
      expect(denied.status, m).toBe(403);
      expect(denied.body.code, m).toBe(7);
    }
    const list = await call("listRecognitionRecord", {}, stranger.token);
    expect(list.body.code).toBe(7);
    expect(await rows()).toEqual(before);
  });
});
