/**
 * The academy course's child screens (commerce.md §1.4–§1.10): seats are taken only through the
 * locked enrolment (never above capacity, one student per visitor and course, even under
 * concurrency), the class and course counters follow every move, and each screen's own rules refuse
 * with their Chinese messages and change nothing.
 */
import { byCatalogue } from "../../server/platform/db/types";
import { afterAll, beforeAll, expect, it } from "vitest";
import { shiyCourse } from "../../src/catalogue/registry";
import type { Tx } from "../../server/platform/db/types";
import { insertSeed } from "../../server/seed/factory";
import { shanghaiDate } from "../../src/catalogue/kinds/shanghai";
import { sweepNow } from "../../server/platform/sweep";
import { createTestServer, describeEachDb, type RpcAnswer, type TestServer } from "./harness";

const SWEEPS = ["courseClass.calendar", "courseStudent.expiry"];
import { makeVisitor } from "./requestsFixture";

const S = "CourseServiceAdmin";
const DAY = 86_400_000;
type Row = Record<string, unknown> & { Id: number; utime: number };

describeEachDb("academy classes and students", (kind) => {
  let t: TestServer;
  let serial = 0;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none" });
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.server.deps.db;
  const rpc = (method: string, payload: Record<string, unknown>) => t.rpc(`${S}/${method}`, payload, t.adminToken);
  const ok = (r: RpcAnswer) => {
    expect(r.body.code, String(r.body.message)).toBe("SUCCESS");
    return r.body.data as Row;
  };
  const refused = (r: RpcAnswer, code: number, text: string) => {
    expect(r.body.code, String(r.body.message)).toBe(code);
    expect(String(r.body.message)).toContain(text);
  };
  const get = (table: string, Id: number) => byCatalogue(db()).selectFrom(table).selectAll().where("Id", "=", Id).executeTakeFirstOrThrow();
  const course = async (over: Record<string, unknown> = {}) => insertSeed(db() as unknown as Tx, shiyCourse, {
    title: `工笔花鸟：从白描到设色 ${(serial += 1)}`, artistId: "MA_YUAN", style: "GONGBI", level: "BEGINNER", mode: "MIXED", price: 168_000,
    validDays: 365, studentLimit: 30, studentCount: 0, salesCount: 0, sort: 0, status: "PUBLISHED", ...over,
  }, t.clock.now);
  const klass = async (courseId: number, over: Record<string, unknown> = {}) => ok(await rpc("createCourseClass", {
    data: { courseId, name: `2026 冬季班·第 ${(serial += 1)} 期`, startDate: "2026-12-05", endDate: "2027-02-27", capacity: 3, ...over },
  }));
  const visitorUid = async () => {
    const Id = await makeVisitor(t);
    return { Id, uid: Number((await get("visitor", Id)).uid) };
  };
  const enrol = (classId: number, uids: readonly number[]) => rpc("enrolStudents", { data: { classId, uids: uids.join("\n") } });
  const studentsOf = (classId: number) => db().selectFrom("course_student").selectAll().where("classId", "=", classId).where("status", "!=", "REMOVED").execute();
  const counters = async (classId: number, courseId: number) => ({
    enrolled: Number((await get("course_class", classId)).enrolledCount),
    status: String((await get("course_class", classId)).status),
    students: Number((await get("shiy_course", courseId)).studentCount),
  });

  it("a class: capacity within the course's limit, end not before start; a new one enrols with the course artist as teacher", async () => {
    const c = await course({ studentLimit: 20 });
    refused(await rpc("createCourseClass", { data: { courseId: c, name: "超员班", startDate: "2026-12-01", endDate: "2027-01-31", capacity: 21 } }), 3, "名额不能超过课程的每班人数上限（20 人）");
    refused(await rpc("createCourseClass", { data: { courseId: c, name: "倒序班", startDate: "2026-12-01", endDate: "2026-11-30", capacity: 5 } }), 3, "结课日期不能早于开课日期");
    expect(await db().selectFrom("course_class").select("Id").where("courseId", "=", c).execute()).toHaveLength(0);
    expect(await klass(c)).toMatchObject({ status: "ENROLLING", enrolledCount: 0, teacher: "MA_YUAN" });
  });

  it("10 concurrent enrolments on a class with 3 seats: exactly 3 get in, the class is FULL, the course counts 3", async () => {
    const c = await course();
    const cls = await klass(c);
    const people = await Promise.all(Array.from({ length: 10 }, () => visitorUid()));
    const answers = await Promise.all(people.map((p) => enrol(cls.Id, [p.uid])));
    expect(answers.filter((a) => a.body.code === "SUCCESS")).toHaveLength(3);
    for (const a of answers.filter((x) => x.body.code !== "SUCCESS")) refused(a, 9, "名额已满");
    expect(await studentsOf(cls.Id)).toHaveLength(3);
    expect(await counters(cls.Id, c)).toEqual({ enrolled: 3, status: "FULL", students: 3 });
    const s = (await studentsOf(cls.Id))[0]!;
    expect(s).toMatchObject({ source: "ADMIN", status: "LEARNING", courseId: c });
    expect(Number(s.expireAt) - Number(s.enrolledAt)).toBe(365 * DAY);
  });

  it("the calendar moves classes (开课中 from startDate, 已结课 after endDate) and expires students, once each under two sweeps at once, as 系统", async () => {
    const c = await course();
    const cls = await klass(c);
    const p = await visitorUid();
    ok(await enrol(cls.Id, [p.uid]));
    const sweep = async () => {
      const [a, b] = await Promise.all([sweepNow(t.server.deps, SWEEPS), sweepNow(t.server.deps, SWEEPS)]);
      return SWEEPS.map((name) => (a.changed[name] ?? 0) + (b.changed[name] ?? 0));
    };
    const today = shanghaiDate(t.clock.now);
    const sweepRecords = (resource: string, Id: number) => db().selectFrom("data_change").select(["userName", "summary"])
      .where("resource", "=", resource).where("recordId", "=", Id).where("method", "=", "sweep").execute();
    expect(await sweep()).toEqual([0, 0]);
    await db().updateTable("course_class").set({ startDate: today }).where("Id", "=", cls.Id).execute();
    expect(await sweep()).toEqual([1, 0]);
    expect((await get("course_class", cls.Id)).status).toBe("IN_PROGRESS");
    await db().updateTable("course_class").set({ startDate: "2026-09-01", endDate: "2026-10-31" }).where("Id", "=", cls.Id).execute();
    const student = (await studentsOf(cls.Id))[0]!;
    await db().updateTable("course_student").set({ expireAt: t.clock.now }).where("Id", "=", Number(student.Id)).execute();
    expect(await sweep()).toEqual([1, 1]);
    expect((await get("course_class", cls.Id)).status).toBe("FINISHED");
    expect((await get("course_student", Number(student.Id))).status).toBe("EXPIRED");
    expect((await sweepRecords("courseClass", cls.Id)).map((r) => [r.userName, r.summary])).toEqual([
      ["系统", expect.stringContaining("招生中 → 开课中")], ["系统", expect.stringContaining("开课中 → 已结课")],
    ]);
    expect((await sweepRecords("courseStudent", Number(student.Id))).map((r) => r.userName)).toEqual(["系统"]);
    expect(await sweep()).toEqual([0, 0]);
  });

  it("one visitor enrolled concurrently into two classes of one course: one seat only", async () => {
    const c = await course();
    const [a, b] = [await klass(c, { capacity: 10 }), await klass(c, { capacity: 10 })];
    const p = await visitorUid();
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => enrol(i % 2 === 0 ? a.Id : b.Id, [p.uid])));
    expect(answers.filter((x) => x.body.code === "SUCCESS")).toHaveLength(1);
    for (const x of answers.filter((y) => y.body.code !== "SUCCESS")) refused(x, 9, "已是本课程学员");
    const rows = await db().selectFrom("course_student").select("Id").where("courseId", "=", c).where("visitorId", "=", p.Id).execute();
    expect(rows).toHaveLength(1);
    expect((await counters(a.Id, c)).students).toBe(1);
  });

  it("添加学员 refuses malformed, unknown and repeated uids and a list larger than the seats left, writing nothing", async () => {
    const c = await course();
    const cls = await klass(c);
    const [p, q, r, s] = [await visitorUid(), await visitorUid(), await visitorUid(), await visitorUid()];
    refused(await rpc("enrolStudents", { data: { classId: cls.Id, uids: `${p.uid}, 1234` } }), 3, "用户编号须为 8 位数字：1234");
    refused(await enrol(cls.Id, [p.uid, 99_999_998]), 3, "用户编号不存在：99999998");
    refused(await enrol(cls.Id, [p.uid, p.uid]), 3, "重复");
    refused(await enrol(cls.Id, [p.uid, q.uid, r.uid, s.uid]), 9, "只剩 3 个名额，不能添加 4 名学员");
    expect(await studentsOf(cls.Id)).toHaveLength(0);
    expect(ok(await enrol(cls.Id, [p.uid, q.uid]))).toBeDefined();
    expect(await counters(cls.Id, c)).toEqual({ enrolled: 2, status: "ENROLLING", students: 2 });
  });

  it("capacity: never below the students in the class; raising it reopens a FULL class, lowering it to the count fills it", async () => {
    const c = await course();
    const cls = await klass(c, { capacity: 2 });
    ok(await enrol(cls.Id, [(await visitorUid()).uid, (await visitorUid()).uid]));
    let row = await get("course_class", cls.Id);
    expect(row.status).toBe("FULL");
    refused(await rpc("updateCourseClass", { Id: cls.Id, utime: Number(row.utime), data: { capacity: 1 } }), 9, "名额不能少于已报名人数（2 人）");
    expect(ok(await rpc("updateCourseClass", { Id: cls.Id, utime: Number(row.utime), data: { capacity: 4 } }))).toMatchObject({ status: "ENROLLING", capacity: 4 });
    row = await get("course_class", cls.Id);
    expect(ok(await rpc("updateCourseClass", { Id: cls.Id, utime: Number(row.utime), data: { capacity: 2 } }))).toMatchObject({ status: "FULL" });
  });

  it("移出: reason required, no refund; the seat and the course count are freed and the visitor may join again", async () => {
    const c = await course();
    const cls = await klass(c, { capacity: 1 });
    const p = await visitorUid();
    const [s] = (ok(await enrol(cls.Id, [p.uid])) as unknown as Row[]);
    refused(await rpc("removeCourseStudent", { Id: s!.Id, data: {} }), 3, "移出原因");
    expect(await counters(cls.Id, c)).toEqual({ enrolled: 1, status: "FULL", students: 1 });
    const [after] = ok(await rpc("removeCourseStudent", { Id: s!.Id, data: { reason: "学员申请转课" } })) as unknown as Row[];
    expect(after).toMatchObject({ status: "REMOVED", removeReason: "学员申请转课" });
    expect(await counters(cls.Id, c)).toEqual({ enrolled: 0, status: "ENROLLING", students: 0 });
    expect(await db().selectFrom("refund").select("Id").execute()).toHaveLength(0);
    ok(await enrol(cls.Id, [p.uid]));
    expect(await counters(cls.Id, c)).toEqual({ enrolled: 1, status: "FULL", students: 1 });
  });

  it("调班 moves the seat to another class of the course; a full class or another course's class is refused", async () => {
    const c = await course();
    const [a, b, full] = [await klass(c, { capacity: 3 }), await klass(c, { capacity: 3 }), await klass(c, { capacity: 1 })];
    const other = await klass(await course());
    const [s] = ok(await enrol(a.Id, [(await visitorUid()).uid])) as unknown as Row[];
    ok(await enrol(full.Id, [(await visitorUid()).uid]));
    const utime = async () => Number((await get("course_student", s!.Id)).utime);
    refused(await rpc("transferStudent", { Id: s!.Id, utime: await utime(), data: { classId: full.Id } }), 9, "名额已满");
    refused(await rpc("transferStudent", { Id: s!.Id, utime: await utime(), data: { classId: other.Id } }), 3, "只能调入本课程的班级");
    refused(await rpc("transferStudent", { Id: s!.Id, utime: await utime(), data: { classId: a.Id } }), 3, "调入班级与当前班级相同");
    expect(ok(await rpc("transferStudent", { Id: s!.Id, utime: await utime(), data: { classId: b.Id } }))).toMatchObject([{ classId: b.Id }]);
    expect((await counters(a.Id, c)).enrolled).toBe(0);
    expect(await counters(b.Id, c)).toEqual({ enrolled: 1, status: "ENROLLING", students: 2 });
  });

  it("延长有效期 brings an EXPIRED student back to LEARNING; a permanent seat has nothing to extend", async () => {
    const c = await course();
    const cls = await klass(c);
    const [s] = ok(await enrol(cls.Id, [(await visitorUid()).uid])) as unknown as Row[];
    const past = t.clock.now - 10 * DAY;
    await db().updateTable("course_student").set({ status: "EXPIRED", expireAt: past }).where("Id", "=", s!.Id).execute();
    const utime = Number((await get("course_student", s!.Id)).utime);
    const [after] = ok(await rpc("extendStudent", { Id: s!.Id, utime, data: { days: 30 } })) as unknown as Row[];
    expect(after).toMatchObject({ status: "LEARNING", expireAt: t.clock.now + 30 * DAY });
    const forever = await course({ validDays: 0 });
    const [f] = ok(await enrol((await klass(forever)).Id, [(await visitorUid()).uid])) as unknown as Row[];
    expect(f!.expireAt).toBeNull();
    refused(await rpc("extendStudent", { Id: f!.Id, utime: Number(f!.utime), data: { days: 30 } }), 9, "永久");
  });

  it("取消开班 only with nobody enrolled; 提前开课 moves the start to today; 结课 the end", async () => {
    const c = await course();
    const cls = await klass(c);
    const [s] = ok(await enrol(cls.Id, [(await visitorUid()).uid])) as unknown as Row[];
    refused(await rpc("cancelCourseClass", { Id: cls.Id }), 9, "还有 1 名学员，请先调班再取消开班");
    expect((await get("course_class", cls.Id)).status).toBe("ENROLLING");
    ok(await rpc("removeCourseStudent", { Id: s!.Id, data: { reason: "重复报名" } }));
    expect(ok(await rpc("cancelCourseClass", { Id: cls.Id }))).toMatchObject([{ status: "CANCELLED" }]);
    refused(await enrol(cls.Id, [(await visitorUid()).uid]), 9, "已结课或已取消");
    const next = await klass(c);
    expect(ok(await rpc("startEarlyCourseClass", { Id: next.Id }))).toMatchObject([{ status: "IN_PROGRESS", startDate: "2026-11-22" }]);
  });

  it("提交审核 of a LIVE course needs a class that is not cancelled", async () => {
    const c = await course({ mode: "LIVE", status: "DRAFT", cover: "course/cover-live.jpg", intro: "<p>直播小班课</p>" });
    const cls = await klass(c);
    ok(await rpc("cancelCourseClass", { Id: cls.Id }));
    refused(await rpc("submitReviewShiyCourse", { Id: c, data: {} }), 9, "直播课程须至少开设 1 个班级");
    await klass(c);
    expect(ok(await rpc("submitReviewShiyCourse", { Id: c, data: { changeSummary: "首次提交" } }))).toMatchObject([{ status: "PENDING_REVIEW" }]);
  });
});
