/**
 * 字形采集 (/tools/glyph, content.md §12.1) on both databases: 入库 makes a verified 单字 of the work (image,
 * region, 书体 and 书家 copied, the work's glyph count moved on, the candidate linked to it) and is refused
 * while the character, 书体, 书家, work or region is missing; a decided candidate is not edited, an
 * accepted one not deleted; 自动识字 refuses 未配置 and changes nothing; a reader may not review.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Db, Row } from "../../server/platform/db/types";
import { makeUser, type TestUser } from "./accounts";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

const S = "ToolServiceAdmin";

describeEachDb("glyph candidates", (kind) => {
  let t: TestServer;
  let db: Db;
  let reader: TestUser;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "demo" });
    db = t.server.deps.db;
    reader = await makeUser(t, "glyph.reader", "operator", { glyph: "READ" });
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: string, payload: Record<string, unknown>, token = t.adminToken) => t.rpc(`${S}/${method}`, payload, token);
  const rowOf = async (Id: unknown) => (await db.selectFrom("glyph_candidate").selectAll().where("Id", "=", Number(Id)).executeTakeFirstOrThrow()) as Row;
  const glyphCount = async () => Number((await db.selectFrom("glyph").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
  const work = async () => (await db.selectFrom("calligraphy_work").select(["Id", "artistId", "glyphCount"]).where("title", "=", "多宝塔碑").orderBy("Id").executeTakeFirstOrThrow());

  async function candidate(over: Record<string, unknown> = {}) {
    const w = await work();
    const r = await call("createGlyphCandidate", { data: {
      image: "glyph/20261120/yong.png", char: "永", source: "manual", script: "kai", workId: w.Id, artistId: w.artistId,
      region: { x: 10, y: 10, w: 120, h: 128 }, artistText: "颜真卿", workText: "多宝塔碑", ...over,
    } });
    expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
    return r.body.data as Row;
  }

  it("the seed: half cut from 《多宝塔碑》, half from YGSF, each picture a stored file; 40 % or so pending", async () => {
    const all = await db.selectFrom("glyph_candidate").selectAll().execute();
    expect(all.length).toBeGreaterThanOrEqual(20);
    expect(all.filter((r) => r.source === "segmentation").length).toBe(all.filter((r) => r.source === "ygsf").length);
    for (const r of all) {
      expect(await db.selectFrom("upload_file").select("key").where("key", "=", String(r.image)).executeTakeFirst(), String(r.image)).toBeDefined();
      if (r.state === "duplicate") expect(r.duplicateOfId).not.toBeNull();
      expect(Number(r.ctime)).toBeLessThanOrEqual(t.clock.now);
    }
    expect(all.some((r) => r.state === "pending")).toBe(true);
  });

  it("入库 makes a verified 单字 of the work from the candidate and links it; the work counts it", async () => {
    const c = await candidate();
    const before = await work();
    const r = await call("acceptGlyphCandidate", { Id: c.Id });
    expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
    const after = await rowOf(c.Id);
    expect(after).toMatchObject({ state: "accepted", reviewedBy: "admin" });
    const g = await db.selectFrom("glyph").selectAll().where("Id", "=", Number(after.glyphId)).executeTakeFirstOrThrow();
    expect(g).toMatchObject({ char: "永", codepoint: "U+6C38", script: "kai", workId: before.Id, artistId: before.artistId, verifyState: "verified", source: "manual", image: "glyph/20261120/yong.png", verifiedBy: "admin" });
    expect(JSON.parse(String(g.region))).toEqual({ x: 10, y: 10, w: 120, h: 128 });
    expect(Number((await work()).glyphCount)).toBe(Number(before.glyphCount) + 1);
    const made = await db.selectFrom("data_change").select(["method", "action"]).where("resource", "=", "glyph").where("recordId", "=", Number(g.Id)).execute();
    expect(made).toEqual([{ method: "acceptGlyphCandidate", action: "create" }]);
    // Accepted: not edited, not deleted.
    const edit = await call("updateGlyphCandidate", { Id: c.Id, utime: after.utime, data: { char: "水" } });
    expect(edit.body.code).toBe(9);
    expect(edit.body.message).toBe("字形候选「永」已审核，不能修改；请先「恢复」为待审");
    const del = await call("deleteGlyphCandidate", { Id: c.Id, utime: after.utime });
    expect(del.body.code).toBe(9);
    expect(await rowOf(c.Id)).toEqual(after);
  });

  it("入库 is refused while something is missing, naming it; no 单字 is made", async () => {
    const c = await candidate({ char: null, artistId: null });
    const glyphs = await glyphCount();
    const r = await call("acceptGlyphCandidate", { Id: c.Id });
    expect(r.body.code).toBe(9);
    expect(r.body.message).toBe(`字形候选「${String(c.Id)}」还缺少字、书家，不能入库`);
    expect(await glyphCount()).toBe(glyphs);
    expect((await rowOf(c.Id)).state).toBe("pending");
  });

  it("丢弃 with a reason, 恢复 to 待审; 标记重复 needs an existing 单字", async () => {
    const c = await candidate();
    expect((await call("discardGlyphCandidate", { Id: c.Id, data: { reason: "切分不完整" } })).body.code).toBe("SUCCESS");
    expect(await rowOf(c.Id)).toMatchObject({ state: "rejected", rejectReason: "切分不完整" });
    expect((await call("restoreGlyphCandidate", { Id: c.Id })).body.code).toBe("SUCCESS");
    expect(await rowOf(c.Id)).toMatchObject({ state: "pending", rejectReason: null, reviewedBy: null });
    const gone = await call("markDuplicateGlyphCandidate", { Id: c.Id, data: { duplicateOfId: 2_000_000_000 } });
    expect(gone.status).toBe(400);
    expect((await rowOf(c.Id)).state).toBe("pending");
    const g = await db.selectFrom("glyph").select("Id").orderBy("Id").executeTakeFirstOrThrow();
    expect((await call("markDuplicateGlyphCandidate", { Id: c.Id, data: { duplicateOfId: g.Id } })).body.code).toBe("SUCCESS");
    expect(await rowOf(c.Id)).toMatchObject({ state: "duplicate", duplicateOfId: Number(g.Id) });
  });

  it("自动识字 refuses 未配置 (no OCR service here) and changes nothing", async () => {
    const c = await candidate({ char: null });
    const before = await rowOf(c.Id);
    const r = await call("recognizeGlyphCandidate", { Ids: [c.Id] });
    expect(r.body.code).toBe(9);
    expect(r.body.message).toBe("未配置识字服务（OCR），无法自动识字；请人工填写「字」");
    expect(await rowOf(c.Id)).toEqual(before);
  });

  it("a reader (READ on glyph) lists but may not review or edit (PERMISSION_DENIED); nothing changes", async () => {
    const c = await candidate();
    const before = await rowOf(c.Id);
    expect((await call("listGlyphCandidate", { cond: { jsonq: JSON.stringify({ state: "pending" }) } }, reader.token)).body.code).toBe("SUCCESS");
    for (const [m, payload] of [
      ["acceptGlyphCandidate", { Id: c.Id }], ["discardGlyphCandidate", { Id: c.Id, data: { reason: "x" } }],
      ["updateGlyphCandidate", { Id: c.Id, utime: c.utime, data: { char: "水" } }], ["recognizeGlyphCandidate", { Ids: [c.Id] }],
    ] as const) {
      const r = await call(m, payload, reader.token);
      expect(r.body.code, m).toBe(7);
    }
    expect(await rowOf(c.Id)).toEqual(before);
  });
});
