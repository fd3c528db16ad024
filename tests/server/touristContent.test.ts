/**
 * The visitors' content on the console (commerce.md §5.2–§5.6, §5.11), on both databases: the review
 * of uploads (a rejection needs a reason, decisions follow the machine), hiding and restoring drawings,
 * albums and comparison images, and one default address per visitor however many calls race for it.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import type { ResourceDef } from "../../src/catalogue";
import { address, compareImage, lineDrawing, resourceAlbum, visitor, visitorResource } from "../../src/catalogue/registry";
import type { Tx } from "../../server/platform/db/types";
import { byCatalogue } from "../../server/platform/db/types";
import { insertSeed } from "../../server/seed/factory";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

type Rec = Record<string, unknown> & { Id: number; utime: number };
const S = "TouristServiceAdmin";
const INVALID_ARGUMENT = 3;
const FAILED_PRECONDITION = 9;
const UNIMPLEMENTED = 12;

describeEachDb("tourist content", (kind) => {
  let t: TestServer;
  let uid = 10_000_001;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none" });
  });
  afterAll(async () => {
    await t.close();
  });

  const insert = (r: ResourceDef, data: Record<string, unknown>) => insertSeed(t.server.deps.db as unknown as Tx, r, data, t.clock.now);
  const newVisitor = () => insert(visitor, { uid: uid++, nickName: "临池学书", status: "NORMAL", registerAt: t.clock.now - 86_400_000 });
  const call = (method: string, payload: Record<string, unknown>) => t.rpc(`${S}/${method}`, payload, t.adminToken);
  const row = async (r: ResourceDef, Id: number) => (await byCatalogue(t.server.deps.db).selectFrom(r.table).selectAll().where("Id", "=", Id).executeTakeFirstOrThrow()) as Rec;
  async function upload(auditStatus: string): Promise<number> {
    return insert(visitorResource, { visitorId: await newVisitor(), title: "临《多宝塔碑》第三日", type: "IMAGE", auditStatus, visibility: "PRIVATE", createdAt: t.clock.now });
  }

  it("approving a pending upload passes it and records who and when", async () => {
    const Id = await upload("PENDING");
    const answer = await call("approveVisitorResource", { Id });
    expect(answer.body.code).toBe("SUCCESS");
    expect(await row(visitorResource, Id)).toMatchObject({ auditStatus: "PASSED", auditor: "admin", auditedAt: t.clock.now, auditReason: null });
  });

  it("rejecting needs a reason (and a note for 其他); without one nothing changes", async () => {
    const Id = await upload("PENDING");
    const before = await row(visitorResource, Id);
    for (const data of [{}, { reason: "OTHER" }, { reason: "OTHER", reasonText: "  " }, { reason: "UNHEARD_OF" }]) {
      const answer = await call("rejectVisitorResource", { Id, data });
      expect(answer.body.code, JSON.stringify(data)).toBe(INVALID_ARGUMENT);
      expect(String(answer.body.message)).toMatch(/原因|说明/);
    }
    expect(await row(visitorResource, Id)).toEqual(before);
    const answer = await call("rejectVisitorResource", { Id, data: { reason: "AD", reasonText: "二维码引流" } });
    expect(answer.body.code).toBe("SUCCESS");
    expect(await row(visitorResource, Id)).toMatchObject({ auditStatus: "REJECTED", auditReason: "AD", auditNote: "二维码引流", visibility: "PRIVATE", auditor: "admin" });
  });

  it("decisions follow the review: a decided upload is not decided again; a machine pass is taken down, a block or rejection restored", async () => {
    const passed = await upload("PASSED");
    const again = await call("rejectVisitorResource", { Id: passed, data: { reason: "AD" } });
    expect(again.body.code).toBe(FAILED_PRECONDITION);
    expect(String(again.body.message)).toContain("人审通过");
    const auto = await upload("AUTO_PASSED");
    await t.server.deps.db.updateTable(visitorResource.table).set({ visibility: "PUBLIC" }).where("Id", "=", auto).execute();
    expect((await call("takeDownVisitorResource", { Id: auto, data: { reason: "INFRINGE" } })).body.code).toBe("SUCCESS");
    expect(await row(visitorResource, auto)).toMatchObject({ auditStatus: "REJECTED", visibility: "PRIVATE", auditReason: "INFRINGE" });
    expect((await call("reinstateVisitorResource", { Id: auto })).body.code).toBe("SUCCESS");
    expect(await row(visitorResource, auto)).toMatchObject({ auditStatus: "PASSED", auditReason: null });
    const blocked = await upload("AUTO_BLOCKED");
    expect((await call("approveVisitorResource", { Id: blocked })).body.code).toBe(FAILED_PRECONDITION);
    expect((await call("reinstateVisitorResource", { Id: blocked })).body.code).toBe("SUCCESS");
  });

  it("nobody creates, edits or deletes what visitors made", async () => {
    for (const r of [lineDrawing, compareImage, visitorResource]) {
      for (const op of ["create", "update", "delete"]) {
        const answer = await call(`${op}${r.entity}`, { Id: 1, utime: 0, data: { title: "改写" } });
        expect(answer.body.code, `${op}${r.entity}`).toBe(UNIMPLEMENTED);
      }
    }
  });

  it("a line drawing, an album and a comparison image are hidden with a reason and restored", async () => {
    const visitorId = await newVisitor();
    const cases = [
      { r: lineDrawing, shown: "DONE", Id: await insert(lineDrawing, { visitorId, sourceTitle: "《墨竹图》", status: "DONE", createdAt: t.clock.now }) },
      { r: resourceAlbum, shown: "NORMAL", Id: await insert(resourceAlbum, { visitorId, title: "宋人小品五十帧", status: "NORMAL", createdAt: t.clock.now }) },
      { r: compareImage, shown: "NORMAL", Id: await insert(compareImage, { visitorId, title: "《兰亭序》神龙本 vs 定武本", status: "NORMAL", createdAt: t.clock.now }) },
    ];
    for (const { r, shown, Id } of cases) {
      expect((await call(`hide${r.entity}`, { Id, data: {} })).body.code, r.name).toBe(INVALID_ARGUMENT);
      expect((await row(r, Id)).status).toBe(shown);
      expect((await call(`hide${r.entity}`, { Id, data: { reason: "INFRINGE", reasonText: "未授权转载" } })).body.code).toBe("SUCCESS");
      expect(await row(r, Id)).toMatchObject({ status: "HIDDEN", hiddenReason: "INFRINGE", hiddenNote: "未授权转载" });
      expect((await call(`hide${r.entity}`, { Id, data: { reason: "AD" } })).body.code).toBe(FAILED_PRECONDITION);
      expect((await call(`restore${r.entity}`, { Id })).body.code).toBe("SUCCESS");
      expect(await row(r, Id)).toMatchObject({ status: shown, hiddenReason: null, hiddenNote: null });
    }
    const failed = await insert(lineDrawing, { visitorId, sourceTitle: "《寒食帖》", status: "FAILED", createdAt: t.clock.now });
    expect((await call("hideLineDrawing", { Id: failed, data: { reason: "AD" } })).body.code).toBe(FAILED_PRECONDITION);
  });

  it("an album is featured and unfeatured by its action", async () => {
    const Id = await insert(resourceAlbum, { visitorId: await newVisitor(), title: "元四家山水", status: "NORMAL", featured: false, createdAt: t.clock.now });
    const { utime } = await row(resourceAlbum, Id);
    expect((await call("setAlbumFeatured", { Id, utime, data: { featured: true } })).body.code).toBe("SUCCESS");
    expect(Number((await row(resourceAlbum, Id)).featured)).toBe(1);
  });

  const newAddress = (visitorId: number, detail: string, regionCode = "110105") =>
    call("createAddress", { data: { visitorId, receiverName: "王雨桐", mobile: "13912345678", regionCode, detail } });
  const defaults = async (visitorId: number) =>
    (await t.server.deps.db.selectFrom(address.table).select("Id").where("visitorId", "=", visitorId).where("isDefault", "=", 1).execute()).map((r) => Number(r.Id));

  it("the first address is the default, with its region's names; a region outside the table is refused", async () => {
    const visitorId = await newVisitor();
    const first = await newAddress(visitorId, "阜通东大街6号院3号楼1202");
    expect(first.body.code).toBe("SUCCESS");
    expect((first.body.data as Rec)).toMatchObject({ isDefault: true, province: "北京市", city: "北京市", district: "朝阳区" });
    const second = await newAddress(visitorId, "漕溪北路88号1603室", "310104");
    expect((second.body.data as Rec)).toMatchObject({ isDefault: false, province: "上海市", district: "徐汇区" });
    const bad = await newAddress(visitorId, "某路1号", "999999");
    expect(bad.body.code).toBe(INVALID_ARGUMENT);
    expect(String(bad.body.message)).toContain("999999");
    expect(await defaults(visitorId)).toEqual([(first.body.data as Rec).Id]);
  });

  it("setting the default from several addresses at once leaves exactly one default", async () => {
    const visitorId = await newVisitor();
    const made: Rec[] = [];
    for (let i = 0; i < 6; i++) made.push((await newAddress(visitorId, `文三路${478 + i}号7幢502`, "330106")).body.data as Rec);
    const answers = await Promise.all(made.map((a) => call("setDefaultAddress", { Id: a.Id, utime: a.utime })));
    const won = answers.filter((a) => a.body.code === "SUCCESS");
    expect(won.length).toBeGreaterThanOrEqual(1);
    // A call that lost its turn finds its row changed by the winner: ABORTED, nothing written.
    for (const a of answers) expect([ "SUCCESS", 10, INVALID_ARGUMENT ]).toContain(a.body.code);
    expect(await defaults(visitorId)).toHaveLength(1);
  });

  it("parallel first addresses of one visitor: exactly one becomes the default", async () => {
    const visitorId = await newVisitor();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => newAddress(visitorId, `人民南路四段${19 + i}号2单元801`, "510107")));
    expect(answers.every((a) => a.body.code === "SUCCESS")).toBe(true);
    expect(await defaults(visitorId)).toHaveLength(1);
  });

  it("deleting the default hands it to another address; a visitor keeps at most 20", async () => {
    const visitorId = await newVisitor();
    const made: Rec[] = [];
    for (let i = 0; i < 20; i++) made.push((await newAddress(visitorId, `天河北路${233 + i}号2109`, "440106")).body.data as Rec);
    const over = await newAddress(visitorId, "天河北路999号", "440106");
    expect(over.body.code).toBe(INVALID_ARGUMENT);
    expect(String(over.body.message)).toContain("20");
    const first = made[0] as Rec;
    expect((await call("deleteAddress", { Id: first.Id, utime: first.utime })).body.code).toBe("SUCCESS");
    const now = await defaults(visitorId);
    expect(now).toHaveLength(1);
    expect(now[0]).not.toBe(first.Id);
    const again = await call("setDefaultAddress", { Id: now[0], utime: (await row(address, now[0] as number)).utime });
    expect(again.body.code).toBe(INVALID_ARGUMENT);
  });
});
