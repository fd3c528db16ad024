/**
 * The demo data of the academy course's child screens (commerce.md §1.4–§1.10) at the tests' scale:
 * every course has classes and students, and every counter the server keeps matches the rows.
 */
import { byCatalogue } from "../../server/platform/db/types";
import { afterAll, beforeAll, expect, it } from "vitest";
import { order } from "../../src/catalogue/registry";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

describeEachDb("academy class demo data", (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "demo" });
  });
  afterAll(async () => {
    await t.close();
  });
  const all = (table: string) => byCatalogue(t.server.deps.db).selectFrom(table).selectAll().orderBy("Id").execute();

  it("every course has 2–4 classes, those on sale with students, seats within capacity, counters matching the rows", async () => {
    const [courses, classes, students] = [await all("shiy_course"), await all("course_class"), await all("course_student")];
    expect(courses.length).toBeGreaterThan(0);
    for (const c of courses) {
      const mine = classes.filter((k) => Number(k.courseId) === Number(c.Id));
      expect(mine.length, String(c.title)).toBeGreaterThanOrEqual(2);
      expect(mine.length).toBeLessThanOrEqual(4);
      const seated = students.filter((s) => Number(s.courseId) === Number(c.Id) && s.status !== "REMOVED");
      // Only a course that is or was on sale has students.
      if (c.status === "PUBLISHED" || c.status === "OFFLINE") expect(seated.length, String(c.title)).toBeGreaterThan(0);
      else expect(seated).toEqual([]);
      expect(Number(c.studentCount)).toBe(seated.length);
      expect(new Set(seated.map((s) => Number(s.visitorId))).size).toBe(seated.length);
      for (const k of mine) {
        const inClass = seated.filter((s) => Number(s.classId) === Number(k.Id)).length;
        expect(Number(k.enrolledCount)).toBe(inClass);
        expect(inClass).toBeLessThanOrEqual(Number(k.capacity));
        expect(Number(k.capacity)).toBeLessThanOrEqual(Number(c.studentLimit));
        expect(String(k.endDate) >= String(k.startDate)).toBe(true);
      }
    }
  });

  it("a PURCHASE or TEAM_BUY student with an order points at a COURSE order of that visitor and course", async () => {
    const orders = new Map((await all(order.table)).map((o) => [Number(o.Id), o]));
    const withOrder = (await all("course_student")).filter((s) => s.orderId !== null);
    expect(withOrder.length).toBeGreaterThan(0);
    for (const s of withOrder) {
      const o = orders.get(Number(s.orderId));
      expect(o).toMatchObject({ orderType: "COURSE", courseType: "SHIY", orderNo: s.orderNo });
      expect(Number(o?.visitorId)).toBe(Number(s.visitorId));
      expect(Number(o?.courseId)).toBe(Number(s.courseId));
      expect(["PURCHASE", "TEAM_BUY"]).toContain(s.source);
    }
  });

  it("homework counters, ratingAvg and the other screens' rows hold together", async () => {
    const subs = await all("homework_submission");
    for (const h of await all("homework")) {
      const mine = subs.filter((s) => Number(s.homeworkId) === Number(h.Id));
      expect(Number(h.submitCount)).toBe(mine.filter((s) => s.status !== "RETURNED").length);
      expect(Number(h.reviewedCount)).toBe(mine.filter((s) => s.status === "REVIEWED").length);
    }
    const ratings = await all("course_rating");
    expect(ratings.length).toBeGreaterThan(0);
    for (const c of await all("shiy_course")) {
      const visible = ratings.filter((r) => Number(r.courseId) === Number(c.Id) && r.status === "VISIBLE").map((r) => Number(r.score));
      const mean = visible.length === 0 ? null : Math.round((visible.reduce((a, b) => a + b, 0) / visible.length) * 10) / 10;
      expect(c.ratingAvg === null ? null : Number(c.ratingAvg)).toBe(mean);
    }
    expect((await all("course_question")).length).toBeGreaterThan(0);
    expect((await all("course_attachment")).length).toBeGreaterThanOrEqual(3);
    expect(await all("course_assistant")).toHaveLength(6);
  });
});
