/**
 * Online exhibitions and category halls (content.md §13) on both databases: the demo exhibitions and
 * halls hold together; an exhibition's machine checks what it needs (cover, preface, an enabled work,
 * dates) and the scheduler opens and ends it; works are picked only from live library records, once per
 * exhibition, by a caller who may read that library; halls stay two levels deep, never under
 * themselves, and their order is rewritten in one call, refused whole when it names the wrong halls.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../server/platform/db/types";
import { sweepNow } from "../../server/platform/sweep";
import { ADMIN_PASSWORD, createTestServer, describeEachDb, type TestServer } from "./harness";
import { makeUser } from "./accounts";

const DAY = 86_400_000;

describeEachDb("online exhibitions and category halls", (kind) => {
  let t: TestServer;
  let db: Db;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "demo" });
    db = t.server.deps.db;
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: string, payload: Record<string, unknown>, token = t.adminToken) => t.rpc(`ProjectServiceAdmin/${method}`, payload, token);
  const data = (r: { body: Record<string, unknown> }) => r.body.data as Record<string, unknown> & { Id: number; utime: number };
  const exhibitionRow = (Id: number) => db.selectFrom("exhibition").selectAll().where("Id", "=", Id).executeTakeFirstOrThrow();
  const aPainting = async (skip = 0) => Number((await db.selectFrom("painting_work").select("Id").where("deleted", "=", 0).orderBy("Id").offset(skip).limit(1).executeTakeFirstOrThrow()).Id);

  async function newExhibition(over: Record<string, unknown> = {}) {
    const r = await call("createExhibition", { data: {
      title: `测试展览 ${Math.round(Math.random() * 1e6)}`, exhibitionType: "theme", layoutTemplate: "gallery", accessLevel: "free",
      startAt: t.clock.now + 5 * DAY, endAt: t.clock.now + 50 * DAY, ...over,
    } });
    expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
    return data(r);
  }
  const addWork = (projectId: number, itemId: number, itemType = "suha", token?: string) =>
    call("createExhibitionWork", { data: { projectId, itemType, itemId } }, token);
  const move = async (name: string, Id: number) => {
    const row = await exhibitionRow(Id);
    return call(`${name}Exhibition`, { Id, utime: Number(row.utime) });
  };

  describe("demo data", () => {
    it("has the eight exhibitions of §13.1 in their states, each 展品数 the count of its enabled works, every work a live library record", async () => {
      const rows = await db.selectFrom("exhibition").selectAll().orderBy("Id").execute();
      expect(rows).toHaveLength(8);
      const states = rows.map((r) => String(r.status)).sort();
      expect(states).toEqual(["draft", "ended", "online", "online", "online", "online", "scheduled", "scheduled"]);
      for (const r of rows) {
        expect(Number(r.startAt) < Number(r.endAt)).toBe(true);
        expect(Number(r.ctime)).toBeLessThanOrEqual(t.clock.now);
        const works = await db.selectFrom("exhibition_work").selectAll().where("projectId", "=", Number(r.Id)).execute();
        expect(works.length, String(r.title)).toBeGreaterThan(0);
        expect(Number(r.workCount)).toBe(works.filter((w) => Number(w.enabled) === 1).length);
      }
      const byType: Record<string, string> = { suha: "painting_work", sufa: "calligraphy_work", wenwu: "relic", westart: "western_work", shiyWork: "programme_work" };
      const works = await db.selectFrom("exhibition_work").select(["itemType", "itemId"]).execute();
      for (const w of works) {
        const table = byType[String(w.itemType)] as "painting_work";
        const found = await db.selectFrom(table).select("Id").where("Id", "=", Number(w.itemId)).where("deleted", "=", 0).executeTakeFirst();
        expect(found, `${String(w.itemType)} ${String(w.itemId)}`).toBeDefined();
      }
      const three = rows.find((r) => r.title === "台北故宫北宋山水三巨碑");
      const named = await db.selectFrom("exhibition_work").select("displayTitle").where("projectId", "=", Number(three?.Id)).execute();
      expect(named.map((n) => String(n.displayTitle))).toEqual(expect.arrayContaining(["溪山行旅图"]));
    });

    it("has fourteen halls, at most two levels, children under top-level halls", async () => {
      const halls = await db.selectFrom("category_hall").selectAll().execute();
      expect(halls).toHaveLength(14);
      const top = new Set(halls.filter((h) => h.parentId === null).map((h) => Number(h.Id)));
      for (const h of halls.filter((x) => x.parentId !== null)) expect(top.has(Number(h.parentId))).toBe(true);
      expect(halls.find((h) => h.code === "songhua")?.parentId).toBe(halls.find((h) => h.code === "shanshui")?.Id);
      expect(Number(halls.find((h) => h.code === "shanshui")?.itemCount)).toBeGreaterThan(0);
    });
  });

  describe("exhibition transitions", () => {
    it("发布 needs a cover, a preface and an enabled work; then 下线, 重新上线 and 撤回; the scheduler opens and ends it", async () => {
      const e = await newExhibition();
      const refused = await move("publish", e.Id);
      expect(refused.body.code).toBe(9);
      expect(String(refused.body.message)).toContain("封面");
      expect((await exhibitionRow(e.Id)).status).toBe("draft");

      const cur = await exhibitionRow(e.Id);
      expect((await call("updateExhibition", { Id: e.Id, utime: Number(cur.utime), data: { cover: "project/demo/cover-01.png", intro: "<p>前言</p>" } })).body.code).toBe("SUCCESS");
      const noWorks = await move("publish", e.Id);
      expect(noWorks.body.code).toBe(9);
      expect(String(noWorks.body.message)).toContain("展品");

      expect((await addWork(e.Id, await aPainting())).body.code).toBe("SUCCESS");
      expect(Number((await exhibitionRow(e.Id)).workCount)).toBe(1);
      // Starts in five days: 立即开展 is refused, 发布 schedules it.
      expect((await move("openNow", e.Id)).body.code).toBe(9);
      expect((await move("publish", e.Id)).body.code).toBe("SUCCESS");
      expect((await exhibitionRow(e.Id)).status).toBe("scheduled");
      expect((await move("withdraw", e.Id)).body.code).toBe("SUCCESS");
      expect((await exhibitionRow(e.Id)).status).toBe("draft");
      expect((await move("publish", e.Id)).body.code).toBe("SUCCESS");
      // Deleting while it may be shown is refused.
      const row = await exhibitionRow(e.Id);
      expect((await call("deleteExhibition", { Id: e.Id, utime: Number(row.utime) })).body.code).toBe(9);

      t.clock.advance(6 * DAY);
      t.adminToken = await t.login("admin", ADMIN_PASSWORD);
      await sweepNow(t.server.deps, ["exhibition.scheduler"]);
      expect((await exhibitionRow(e.Id)).status).toBe("online");
      expect((await move("takeOffline", e.Id)).body.code).toBe("SUCCESS");
      expect((await move("relaunch", e.Id)).body.code).toBe("SUCCESS");
      // Back where its dates put it: on view.
      expect((await exhibitionRow(e.Id)).status).toBe("online");
      t.clock.advance(50 * DAY);
      t.adminToken = await t.login("admin", ADMIN_PASSWORD);
      await sweepNow(t.server.deps, ["exhibition.scheduler"]);
      expect((await exhibitionRow(e.Id)).status).toBe("ended");
      expect((await move("publish", e.Id)).body.code).toBe(9);
      // Sessions end with the time moved on: the next tests sign in again.
      t.adminToken = await t.login("admin", ADMIN_PASSWORD);
    });

    it("refuses an end before the start, and deletes an exhibition off the app together with its works", async () => {
      const bad = await call("createExhibition", { data: { title: "倒序展期", exhibitionType: "theme", layoutTemplate: "grid", accessLevel: "free", startAt: t.clock.now + 10 * DAY, endAt: t.clock.now + DAY } });
      expect(bad.body.code).toBe(3);
      const e = await newExhibition();
      expect((await addWork(e.Id, await aPainting(1))).body.code).toBe("SUCCESS");
      const row = await exhibitionRow(e.Id);
      expect((await call("deleteExhibition", { Id: e.Id, utime: Number(row.utime) })).body.code).toBe("SUCCESS");
      expect(await db.selectFrom("exhibition_work").select("Id").where("projectId", "=", e.Id).execute()).toHaveLength(0);
    });

    it("复制展览 makes a draft with the same works", async () => {
      const e = await newExhibition();
      await addWork(e.Id, await aPainting(2));
      await addWork(e.Id, await aPainting(3));
      const row = await exhibitionRow(e.Id);
      expect((await call("copyExhibition", { Id: e.Id, utime: Number(row.utime) })).body.code).toBe("SUCCESS");
      const copy = await db.selectFrom("exhibition").selectAll().where("title", "=", `${String(row.title)}（副本）`).executeTakeFirstOrThrow();
      expect(copy.status).toBe("draft");
      expect(Number(copy.workCount)).toBe(2);
    });
  });

  describe("works picked from the libraries", () => {
    it("takes a live record's title and label, once per exhibition; refuses an Id that is no record, and a deleted one", async () => {
      const e = await newExhibition();
      const Id = await aPainting(4);
      const work = await db.selectFrom("painting_work").select(["title"]).where("Id", "=", Id).executeTakeFirstOrThrow();
      const ok = await addWork(e.Id, Id);
      expect(ok.body.code).toBe("SUCCESS");
      expect(data(ok)).toMatchObject({ projectId: e.Id, itemType: "suha", itemId: Id, displayTitle: work.title, enabled: true });
      const again = await addWork(e.Id, Id);
      expect(again.body.code).toBe(3);
      expect(String(again.body.message)).toContain("已在这个展览中");
      const missing = await addWork(e.Id, 9_999_999);
      expect(missing.body.code).toBe(3);
      expect(String(missing.body.message)).toContain("不存在");
      await db.updateTable("painting_work").set({ deleted: 1 }).where("Id", "=", await aPainting(5)).execute();
      const gone = await db.selectFrom("painting_work").select("Id").where("deleted", "=", 1).orderBy("Id", "desc").limit(1).executeTakeFirstOrThrow();
      expect((await addWork(e.Id, Number(gone.Id))).body.code).toBe(3);
      expect(await db.selectFrom("exhibition_work").select("Id").where("projectId", "=", e.Id).execute()).toHaveLength(1);
    });

    it("refuses a work of a library the caller may not read (PERMISSION_DENIED, nothing added), and a reader any change", async () => {
      const e = await newExhibition();
      const curator = await makeUser(t, `exh.curator.${kind}`, "editor", { project: "WRITE" });
      const r = await addWork(e.Id, await aPainting(6), "suha", curator.token);
      expect(r.status).toBe(403);
      expect(r.body.code).toBe(7);
      const reader = await makeUser(t, `exh.reader.${kind}`, "editor", { project: "READ", suha: "READ" });
      const r2 = await addWork(e.Id, await aPainting(6), "suha", reader.token);
      expect(r2.body.code).toBe(7);
      const row = await exhibitionRow(e.Id);
      expect((await call("publishExhibition", { Id: e.Id, utime: Number(row.utime) }, reader.token)).body.code).toBe(7);
      expect(await db.selectFrom("exhibition_work").select("Id").where("projectId", "=", e.Id).execute()).toHaveLength(0);
      expect((await exhibitionRow(e.Id)).status).toBe("draft");
    });
  });

  describe("category halls", () => {
    const newHall = async (name: string, over: Record<string, unknown> = {}) => {
      const r = await call("createCategoryHall", { data: {
        name, code: `t_${name.length}_${Math.round(Math.random() * 1e9)}`, icon: "category/demo/icon-01.png", banner: "category/demo/banner-01.png",
        ruleType: "manual", items: [], platforms: ["ios"], ...over,
      } });
      return r;
    };
    const hall = (Id: number) => db.selectFrom("category_hall").selectAll().where("Id", "=", Id).executeTakeFirstOrThrow();

    it("stays two levels deep and never under itself", async () => {
      const a = data(await newHall("甲馆"));
      const b = data(await newHall("乙馆", { parentId: a.Id }));
      const c = await newHall("丙馆", { parentId: b.Id });
      expect(c.body.code).toBe(3);
      expect(String(c.body.message)).toContain("最多两级");
      // a under b would make a cycle (b is under a): refused, and a stays where it was.
      const cur = await hall(a.Id);
      const cycle = await call("updateCategoryHall", { Id: a.Id, utime: Number(cur.utime), data: { parentId: b.Id } });
      expect(cycle.body.code).toBe(3);
      const self = await call("updateCategoryHall", { Id: a.Id, utime: Number(cur.utime), data: { parentId: a.Id } });
      expect(self.body.code).toBe(3);
      expect((await hall(a.Id)).parentId).toBeNull();
      expect((await newHall("丁馆", { platforms: ["tv"] })).body.code).toBe(3);
    });

    it("counts a manual hall's items and a query hall's matches on save", async () => {
      const painting = await aPainting();
      const manual = data(await newHall("手动馆", { items: [{ type: "suha", id: painting }, { type: "wenwu", id: 1 }] }));
      expect(manual.itemCount).toBe(2);
      const query = await newHall("条件馆", { ruleType: "query", items: null, query: { resource: "suha", filters: { category: ["LANDSCAPE"] } } });
      expect(query.body.code, JSON.stringify(query.body)).toBe("SUCCESS");
      const expected = await db.selectFrom("painting_work").select((eb) => eb.fn.countAll().as("n")).where("deleted", "=", 0).where("category", "=", "LANDSCAPE").executeTakeFirstOrThrow();
      expect(data(query).itemCount).toBe(Number(expected.n));
      expect((await newHall("坏条件", { ruleType: "query", query: { resource: "suha", filters: { nope: ["x"] } } })).body.code).toBe(3);
    });

    it("sortCategoryHall rewrites one level's order in one call, and refuses a list that is not exactly that level", async () => {
      const parent = data(await newHall("排序上级"));
      const kids = [data(await newHall("子一", { parentId: parent.Id })), data(await newHall("子二", { parentId: parent.Id })), data(await newHall("子三", { parentId: parent.Id }))];
      const order = async () => (await db.selectFrom("category_hall").select("Id").where("parentId", "=", parent.Id).orderBy("sort").execute()).map((r) => Number(r.Id));
      expect(await order()).toEqual(kids.map((k) => k.Id));
      const want = [kids[1], kids[0], kids[2]].map((k) => k?.Id as number);
      const r = await call("sortCategoryHall", { parentId: parent.Id, Ids: want });
      expect(r.body.code, JSON.stringify(r.body)).toBe("SUCCESS");
      expect(await order()).toEqual(want);
      const partial = await call("sortCategoryHall", { parentId: parent.Id, Ids: want.slice(0, 2) });
      expect(partial.body.code).toBe(3);
      const foreign = await call("sortCategoryHall", { parentId: parent.Id, Ids: [...want.slice(0, 2), parent.Id] });
      expect(foreign.body.code).toBe(3);
      expect(await order()).toEqual(want);
      const reader = await makeUser(t, `hall.reader.${kind}`, "editor", { project: "READ" });
      const denied = await call("sortCategoryHall", { parentId: parent.Id, Ids: [...want].reverse() }, reader.token);
      expect(denied.body.code).toBe(7);
      expect(await order()).toEqual(want);
      // A hall with halls under it is not deleted.
      const p = await hall(parent.Id);
      expect((await call("deleteCategoryHall", { Id: parent.Id, utime: Number(p.utime) })).body.code).toBe(3);
    });
  });
});
