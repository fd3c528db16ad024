/**
 * Course activities (/sellAdmin/courseactivity, commerce.md §4.7) and their sections
 * (/sellAdmin/courseactivityclassify, §4.8): items refused with the item named (unknown course,
 * activity price above the course's, 0 or 31 items) and nothing written; 上线 needs a shown section
 * and a window not over; 复制 makes a draft with copies of the sections; the phase follows the
 * clock; 订单/成交额 come from the paid COURSE_ACTIVITY orders of its courses in its window.
 */
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { publicCourse, shiyCourse } from "../../src/catalogue/registry";
import type { Tx } from "../../server/platform/db/types";
import { checkSectionItems } from "../../server/domains/marketing/courseActivitySection/courseActivityItems";
import { SEEDS } from "../../server/domains";
import { seedDemo } from "../../server/seed";
import { insertSeed } from "../../server/seed/factory";
import { sweepNow } from "../../server/platform/sweep";
import { ADMIN_PASSWORD, createTestServer, describeEachDb, type TestServer } from "./harness";
import { makeOrder, makeVisitor } from "./requestsFixture";

const S = "MarketingServiceAdmin";
const DAY = 86_400_000;
type Row = Record<string, unknown> & { Id: number; utime: number };

describeEachDb("course activities", (kind) => {
  let t: TestServer;
  let token = "";
  let serial = 0;
  let shiy: number[] = [];
  let pub = 0;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none", jobs: "manual" });
    const db = t.server.deps.db as unknown as Tx;
    const at = t.clock.now;
    shiy = [
      await insertSeed(db, shiyCourse, { title: "宋画临摹·花鸟", artistId: "1", style: "1", level: "BEGINNER", mode: "RECORDED", price: 238_000, validDays: 365, studentLimit: 50, status: "PUBLISHED", sort: 0 }, at),
      await insertSeed(db, shiyCourse, { title: "青绿山水十二讲", artistId: "1", style: "1", level: "INTERMEDIATE", mode: "LIVE", price: 218_000, validDays: 365, studentLimit: 40, status: "PUBLISHED", sort: 0 }, at),
    ];
    // Enough courses for a full section of 30.
    for (let i = 3; i <= 30; i += 1) {
      shiy.push(await insertSeed(db, shiyCourse, { title: `临帖课第${i}期`, artistId: "1", style: "1", level: "BEGINNER", mode: "RECORDED", price: 98_000, validDays: 365, studentLimit: 50, status: "PUBLISHED", sort: 0 }, at));
    }
    pub = await insertSeed(db, publicCourse, { title: "故宫名画赏析", category: "APPRECIATION", lecturer: "周文清", priceType: "PAID", price: 4900, status: "ONLINE", sort: 0 }, at);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    token = await t.login("admin", ADMIN_PASSWORD);
  });

  const db = () => t.server.deps.db;
  const ok = (r: { body: { code: unknown; message: unknown; data?: unknown } }) => {
    expect(r.body.code, String(r.body.message)).toBe("SUCCESS");
    return r.body.data as Row;
  };
  const activity = async (over: Record<string, unknown> = {}) => ok(await t.rpc(`${S}/createCourseActivity`, {
    data: { title: `暑期少儿国画营${(serial += 1)}`, subtitle: "名师带你画荷花", banner: "course/banner/summer.jpg", startAt: t.clock.now + DAY, endAt: t.clock.now + 30 * DAY, ...over },
  }, token));
  /** n distinct academy courses (30 exist). */
  const items = (n: number) => Array.from({ length: n }, (_, i) => ({ courseType: "SHIY", courseId: shiy[i], sort: i }));
  const createSection = (activityId: number, over: Record<string, unknown> = {}) => t.rpc(`${S}/createCourseActivitySection`, {
    data: { activityId, name: "山水入门", layout: "GRID_2", items: [{ courseType: "SHIY", courseId: shiy[0], activityPriceFen: 198_000, tagText: "限时" }, { courseType: "PUBLIC", courseId: pub, sort: 2 }], ...over },
  }, token);
  const sectionCount = async () => (await db().selectFrom("course_activity_section").select("Id").execute()).length;

  it("sections refuse bad items with the item named, and write nothing", async () => {
    const a = await activity();
    const before = await sectionCount();
    const cases: [unknown, string][] = [
      [[], "板块至少要有 1 门课程"],
      [[...items(30), { courseType: "PUBLIC", courseId: pub, sort: 30 }], "一个板块最多 30 门课程（现有 31 门）"],
      [[{ courseType: "SHIY", courseId: shiy[0] }, { courseType: "SHIY", courseId: 99_999 }], "第 2 门课程：书院课程 Id 99999 不存在"],
      [[{ courseType: "PUBLIC", courseId: Number(shiy[1]) }], `第 1 门课程：公开课 Id ${String(shiy[1])} 不存在`],
      [[{ courseType: "SHIY", courseId: shiy[0], activityPriceFen: 238_001 }], "第 1 门课程：活动价 ¥2,380.01 高于《宋画临摹·花鸟》的售价 ¥2,380.00"],
      [[{ courseType: "SHIY", courseId: shiy[0] }, { courseType: "SHIY", courseId: shiy[0] }], `第 2 门课程：与前面的课程重复（书院课程 Id ${String(shiy[0])}）`],
      [[{ courseType: "VIP", courseId: 1 }], "第 1 门课程：课程类型须为 SHIY（书院课程）或 PUBLIC（公开课）"],
      [[{ courseType: "SHIY", courseId: shiy[0], tagText: "一二三四五六七八九十一" }], "第 1 门课程：角标最多 10 个字"],
    ];
    for (const [bad, message] of cases) {
      expect((await createSection(a.Id, { items: bad })).body).toMatchObject({ code: 3, message });
    }
    expect(await sectionCount()).toBe(before);
    const full = ok(await createSection(a.Id, { items: items(30) }));
    expect(full.itemCount).toBe(30);
    const s = ok(await createSection(a.Id));
    expect(s).toMatchObject({ itemCount: 2, status: "VISIBLE", activityId: a.Id });
    expect((s.items as Row[]).map((i) => i.courseTitle)).toEqual(["宋画临摹·花鸟", "故宫名画赏析"]);
    // An update that only renames keeps the items; one that puts a price above the course's is refused.
    const renamed = ok(await t.rpc(`${S}/updateCourseActivitySection`, { Id: s.Id, utime: s.utime, data: { name: "花鸟进阶" } }, token));
    expect(renamed).toMatchObject({ name: "花鸟进阶", itemCount: 2 });
    const priced = await t.rpc(`${S}/updateCourseActivitySection`, { Id: s.Id, utime: renamed.utime, data: { items: [{ courseType: "PUBLIC", courseId: pub, activityPriceFen: 5000 }] } }, token);
    expect(priced.body).toMatchObject({ code: 3, message: "第 1 门课程：活动价 ¥50.00 高于《故宫名画赏析》的售价 ¥49.00" });
    expect(await db().selectFrom("course_activity_section").select("name").where("Id", "=", s.Id).executeTakeFirstOrThrow()).toEqual({ name: "花鸟进阶" });
  });

  it("上线 needs a shown section and a window not over; 下线 and back; a draft only is deleted", async () => {
    const a = await activity();
    expect((await t.rpc(`${S}/putOnlineCourseActivity`, { Id: a.Id }, token)).body).toMatchObject({ code: 9, message: "请先添加至少一个显示中的板块再上线" });
    const s = ok(await createSection(a.Id));
    ok(await t.rpc(`${S}/hideCourseActivitySection`, { Id: s.Id }, token));
    expect((await t.rpc(`${S}/putOnlineCourseActivity`, { Id: a.Id }, token)).body.code).toBe(9);
    ok(await t.rpc(`${S}/showCourseActivitySection`, { Id: s.Id }, token));
    expect(ok(await t.rpc(`${S}/putOnlineCourseActivity`, { Id: a.Id }, token))).toMatchObject([{ status: "ONLINE", phase: "NOT_STARTED" }]);
    expect((await t.rpc(`${S}/deleteCourseActivity`, { Id: a.Id }, token)).body).toMatchObject({ code: 9, message: "只有草稿活动可以删除，上线过的活动请下线" });
    expect(ok(await t.rpc(`${S}/takeOfflineCourseActivity`, { Id: a.Id }, token))).toMatchObject([{ status: "OFFLINE" }]);
    const past = await activity({ startAt: t.clock.now - 10 * DAY, endAt: t.clock.now - DAY });
    expect(past.phase).toBe("ENDED");
    ok(await createSection(past.Id));
    expect((await t.rpc(`${S}/putOnlineCourseActivity`, { Id: past.Id }, token)).body).toMatchObject({ code: 9, message: "活动时间已过，不能上线" });
    expect((await t.rpc(`${S}/createCourseActivity`, { data: { title: "倒置时间", banner: "course/b.jpg", startAt: t.clock.now, endAt: t.clock.now - 1 } }, token)).body).toMatchObject({ code: 3, message: "活动结束须晚于开始" });
  });

  it("复制 makes a draft with its own title and a copy of each section; the original is unchanged", async () => {
    const a = await activity({ title: "开学季书法专场" });
    await createSection(a.Id, { name: "楷书入门" });
    await createSection(a.Id, { name: "行书进阶", layout: "LIST" });
    ok(await t.rpc(`${S}/putOnlineCourseActivity`, { Id: a.Id }, token));
    const fresh = (await db().selectFrom("course_activity").select("utime").where("Id", "=", a.Id).executeTakeFirstOrThrow()).utime;
    ok(await t.rpc(`${S}/copyCourseActivity`, { Id: a.Id, utime: Number(fresh) }, token));
    const cur = (await db().selectFrom("course_activity").select("utime").where("Id", "=", a.Id).executeTakeFirstOrThrow()).utime;
    ok(await t.rpc(`${S}/copyCourseActivity`, { Id: a.Id, utime: Number(cur) }, token));
    const copies = await db().selectFrom("course_activity").selectAll().where("title", "like", "开学季书法专场%").orderBy("Id").execute();
    expect(copies.map((c) => [c.title, c.status])).toEqual([["开学季书法专场", "ONLINE"], ["开学季书法专场（复制）", "DRAFT"], ["开学季书法专场（复制2）", "DRAFT"]]);
    for (const c of copies) {
      const names = (await db().selectFrom("course_activity_section").select("name").where("activityId", "=", Number(c.Id)).orderBy("Id").execute()).map((r) => r.name);
      expect(names).toEqual(["楷书入门", "行书进阶"]);
    }
  });

  it("the phase follows the clock at its boundaries; 订单/成交额 count the paid COURSE_ACTIVITY orders of its courses in its window", async () => {
    const startAt = t.clock.now + DAY;
    const endAt = startAt + 5 * DAY;
    const a = await activity({ startAt, endAt });
    ok(await createSection(a.Id));
    const phase = async () => (await db().selectFrom("course_activity").selectAll().where("Id", "=", a.Id).executeTakeFirstOrThrow());
    t.clock.now = startAt - 1;
    await sweepNow(t.server.deps);
    expect((await phase()).phase).toBe("NOT_STARTED");
    t.clock.now = startAt;
    await sweepNow(t.server.deps);
    expect((await phase()).phase).toBe("ONGOING");
    const v = await makeVisitor(t);
    const order = (over: Record<string, unknown>) => makeOrder(t, v, { orderType: "COURSE", orderNo: `CRS20261123100000${String((serial += 1)).padStart(6, "0")}`, courseType: "SHIY", courseId: shiy[0], courseName: "宋画临摹·花鸟", payAmount: 198_000, totalAmount: 238_000, promotionType: "COURSE_ACTIVITY", paidAt: startAt + 1000, ...over });
    await order({});
    await order({ payAmount: 4900, totalAmount: 4900, courseType: "PUBLIC", courseId: pub, courseName: "故宫名画赏析" });
    await order({ promotionType: "NONE" });
    await order({ courseId: shiy[1], courseName: "青绿山水十二讲" });
    await order({ paidAt: endAt + 1 });
    await sweepNow(t.server.deps);
    expect(await phase()).toMatchObject({ phase: "ONGOING", orderCount: 2, gmv: 202_900 });
    t.clock.now = endAt;
    await sweepNow(t.server.deps);
    expect((await phase()).phase).toBe("ONGOING");
    t.clock.now = endAt + 1;
    await Promise.all([sweepNow(t.server.deps), sweepNow(t.server.deps)]);
    expect((await phase()).phase).toBe("ENDED");
    const changes = await db().selectFrom("data_change").select(["summary", "userName"]).where("resource", "=", "courseActivity").where("recordId", "=", a.Id).where("method", "=", "sweep").orderBy("Id").execute();
    expect(changes).toEqual([
      { userName: "系统", summary: `课程活动「${String(a.title)}」：未开始 → 进行中` },
      { userName: "系统", summary: `课程活动「${String(a.title)}」：订单 0 → 2` },
      { userName: "系统", summary: `课程活动「${String(a.title)}」：进行中 → 已结束` },
    ]);
  });
});

describeEachDb("course activities seed", (kind) => {
  // Seeds a whole demo world in the test (20–30 s when the machine is busy): more than the default 30 s timeout.
  it("over seeded courses: the 4 activities of §4.7, each with 2–5 sections of 4–10 courses whose items pass the section rules", async () => {
    const t = await createTestServer(kind, { seed: "none", jobs: "manual" });
    try {
      const db = t.server.deps.db;
      for (let i = 1; i <= 12; i += 1) {
        await insertSeed(db as unknown as Tx, i % 3 === 0 ? publicCourse : shiyCourse, i % 3 === 0
          ? { title: `公开课样例${i}`, category: "CALLIGRAPHY", lecturer: "周文清", priceType: "PAID", price: 2990 + i * 100, status: "ONLINE", sort: 0 }
          : { title: `书院课样例${i}`, artistId: "1", style: "1", level: "BEGINNER", mode: "RECORDED", price: 98_000 + i * 1000, validDays: 365, studentLimit: 50, status: "PUBLISHED", sort: 0 }, t.clock.now);
      }
      await seedDemo(t.server.deps, Object.values(SEEDS), ADMIN_PASSWORD, 0.05);
      const acts = await db.selectFrom("course_activity").selectAll().orderBy("Id").execute();
      expect(acts.map((a) => [a.title, a.status, a.phase])).toEqual([
        ["2025 暑期少儿国画营", "OFFLINE", "ENDED"], ["开学季书法专场", "OFFLINE", "ENDED"], ["双 11 书院课 5 折起", "ONLINE", "ONGOING"], ["新春临帖计划", "ONLINE", "NOT_STARTED"],
      ]);
      for (const a of acts) {
        const sections = await db.selectFrom("course_activity_section").selectAll().where("activityId", "=", Number(a.Id)).execute();
        expect(sections.length).toBeGreaterThanOrEqual(2);
        expect(sections.length).toBeLessThanOrEqual(5);
        for (const s of sections) {
          const items = (typeof s.items === "string" ? JSON.parse(s.items) : s.items) as unknown[];
          expect(items.length).toBeGreaterThanOrEqual(4);
          expect(items.length).toBeLessThanOrEqual(10);
          expect(Number(s.itemCount)).toBe(items.length);
          await db.transaction().execute((tx) => checkSectionItems(tx, items));
        }
      }
    } finally {
      await t.close();
    }
  }, 90_000);
});
