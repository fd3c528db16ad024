/**
 * What students hand in and say about an academy course (commerce.md §1.6–§1.10): homework counters
 * follow 点评/退回, Q&A hides and restores to where it was, a rating's content is never edited and
 * the course's ratingAvg is the mean of the VISIBLE ones (also under concurrent moves), attachments
 * take their type and size from the stored upload, assistants look after classes of their own course.
 */
import { byCatalogue } from "../../server/platform/db/types";
import { afterAll, beforeAll, expect, it } from "vitest";
import { courseClass, courseQuestion, courseRating, homeworkSubmission, shiyCourse } from "../../src/catalogue/registry";
import type { Tx } from "../../server/platform/db/types";
import { insertSeed } from "../../server/seed/factory";
import { createTestServer, describeEachDb, type RpcAnswer, type TestServer } from "./harness";
import { makeVisitor } from "./requestsFixture";

const S = "CourseServiceAdmin";
const DAY = 86_400_000;
type Row = Record<string, unknown> & { Id: number; utime: number };

describeEachDb("academy homework, Q&A, ratings, attachments, assistants", (kind) => {
  let t: TestServer;
  let serial = 0;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none" });
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.server.deps.db;
  const seed = (r: Parameters<typeof insertSeed>[1], data: Record<string, unknown>) => insertSeed(db() as unknown as Tx, r, data, t.clock.now);
  const rpc = (method: string, payload: Record<string, unknown>) => t.rpc(`${S}/${method}`, payload, t.adminToken);
  const ok = (r: RpcAnswer) => {
    expect(r.body.code, String(r.body.message)).toBe("SUCCESS");
    return r.body.data as Row & Row[];
  };
  const refused = (r: RpcAnswer, code: number, text: string) => {
    expect(r.body.code, String(r.body.message)).toBe(code);
    expect(String(r.body.message)).toContain(text);
  };
  const get = (table: string, Id: number) => byCatalogue(db()).selectFrom(table).selectAll().where("Id", "=", Id).executeTakeFirstOrThrow();
  const course = () => seed(shiyCourse, {
    title: `写意花鸟四君子 ${(serial += 1)}`, artistId: "MA_YUAN", style: "GONGBI", level: "BEGINNER", mode: "RECORDED", price: 118_000,
    validDays: 365, studentLimit: 30, studentCount: 0, salesCount: 0, sort: 0, status: "PUBLISHED",
  });
  const klass = (courseId: number) => seed(courseClass, { courseId, name: `2026 秋季班·第 ${(serial += 1)} 期`, startDate: "2026-09-05", endDate: "2026-12-26", capacity: 20, enrolledCount: 0, status: "IN_PROGRESS" });

  async function homeworkWithSubmissions(n: number) {
    const c = await course();
    const cls = await klass(c);
    const hw = ok(await rpc("createHomework", { data: { courseId: c, classId: cls, title: "白描临摹：一枝一叶", requirement: "<p>临摹叶片</p>", deadline: t.clock.now + 7 * DAY } }));
    expect(hw).toMatchObject({ status: "OPEN", submitCount: 0, reviewedCount: 0 });
    const subs: number[] = [];
    for (let i = 0; i < n; i += 1) {
      subs.push(await seed(homeworkSubmission, { homeworkId: hw.Id, visitorId: await makeVisitor(t), visitorName: `学员${i}`, images: ["course/hw/1.jpg"], submittedAt: t.clock.now, late: false, status: "SUBMITTED", excellent: false }));
    }
    await db().updateTable("homework").set({ submitCount: n }).where("Id", "=", hw.Id).execute();
    return { c, cls, hw, subs };
  }
  const counts = async (Id: number) => {
    const h = await get("homework", Id);
    return { submit: Number(h.submitCount), reviewed: Number(h.reviewedCount) };
  };

  it("a homework's class must be of its course", async () => {
    const [c, other] = [await course(), await course()];
    refused(await rpc("createHomework", { data: { courseId: c, classId: await klass(other), title: "构图小稿", requirement: "<p>三远法</p>", deadline: t.clock.now + DAY } }), 3, "班级须为本课程的班级");
  });

  it("点评 (0–100 + comment), 退回重交 (reason), 修改点评, 优秀作业: the homework's counters follow each move", async () => {
    const { hw, subs } = await homeworkWithSubmissions(3);
    const [a, b, c] = subs as [number, number, number];
    refused(await rpc("reviewHomeworkSubmission", { Id: a, data: { score: 101, comment: "好" } }), 3, "评分");
    refused(await rpc("reviewHomeworkSubmission", { Id: a, data: { score: 90 } }), 3, "点评");
    expect(await counts(hw.Id)).toEqual({ submit: 3, reviewed: 0 });
    expect(ok(await rpc("reviewHomeworkSubmission", { Id: a, data: { score: 92, comment: "线条稳健" } }))[0]).toMatchObject({ status: "REVIEWED", score: 92, reviewer: "admin" });
    expect(await counts(hw.Id)).toEqual({ submit: 3, reviewed: 1 });
    refused(await rpc("returnHomeworkSubmission", { Id: b, data: {} }), 3, "退回原因");
    expect(ok(await rpc("returnHomeworkSubmission", { Id: b, data: { reason: "照片模糊" } }))[0]).toMatchObject({ status: "RETURNED", returnReason: "照片模糊" });
    expect(await counts(hw.Id)).toEqual({ submit: 2, reviewed: 1 });
    const utimeOf = async (Id: number) => Number((await get("homework_submission", Id)).utime);
    refused(await rpc("editReview", { Id: c, utime: await utimeOf(c), data: { score: 80, comment: "不错" } }), 9, "尚未点评");
    refused(await rpc("markExcellent", { Ids: [c], data: { excellent: true } }), 9, "点评后才能设为优秀作业");
    expect(ok(await rpc("editReview", { Id: a, utime: await utimeOf(a), data: { score: 95, comment: "设色更好了" } }))[0]).toMatchObject({ score: 95, comment: "设色更好了", status: "REVIEWED" });
    expect(ok(await rpc("markExcellent", { Ids: [a], data: { excellent: true } }))[0]).toMatchObject({ excellent: true });
    expect(await counts(hw.Id)).toEqual({ submit: 2, reviewed: 1 });
  });

  it("concurrent 点评 of different submissions: reviewedCount counts every one", async () => {
    const { hw, subs } = await homeworkWithSubmissions(6);
    const answers = await Promise.all(subs.map((Id) => rpc("reviewHomeworkSubmission", { Id, data: { score: 88, comment: "好" } })));
    expect(answers.every((x) => x.body.code === "SUCCESS")).toBe(true);
    expect(await counts(hw.Id)).toEqual({ submit: 6, reviewed: 6 });
  });

  it("Q&A: 回答, 修改回答, 隐藏 (reason) and 恢复 back to the state it was hidden from", async () => {
    const c = await course();
    const ask = () => makeVisitor(t).then((v) => seed(courseQuestion, { courseId: c, visitorId: v, content: "分染时颜色总是不匀？", askedAt: t.clock.now, featured: false, status: "PENDING" }));
    const [q1, q2] = [await ask(), await ask()];
    const utime = async (Id: number) => Number((await get("course_question", Id)).utime);
    refused(await rpc("editAnswer", { Id: q1, utime: await utime(q1), data: { answer: "等干透再染" } }), 9, "只有已回答的问题可以修改回答");
    expect(ok(await rpc("answerCourseQuestion", { Id: q1, data: { answer: "每遍等前一遍干透" } }))[0]).toMatchObject({ status: "ANSWERED", answeredBy: "admin" });
    expect(ok(await rpc("editAnswer", { Id: q1, utime: await utime(q1), data: { answer: "每遍等干透，水分以不滴为准" } }))[0]).toMatchObject({ answer: "每遍等干透，水分以不滴为准" });
    refused(await rpc("hideCourseQuestion", { Ids: [q1, q2], data: {} }), 3, "隐藏原因");
    ok(await rpc("hideCourseQuestion", { Ids: [q1, q2], data: { reason: "广告" } }));
    expect((await get("course_question", q1)).status).toBe("HIDDEN");
    ok(await rpc("restoreCourseQuestion", { Ids: [q1, q2] }));
    expect([(await get("course_question", q1)).status, (await get("course_question", q2)).status]).toEqual(["ANSWERED", "PENDING"]);
    refused(await rpc("updateCourseQuestion", { Id: q2, utime: await utime(q2), data: { featured: true } }), 9, "只有已回答的问题可以设为精选");
  });

  it("ratings: content never edited; 隐藏/显示 (reason) keep ratingAvg the mean of VISIBLE scores, also when moved concurrently; 回复", async () => {
    const c = await course();
    const ids: number[] = [];
    for (const score of [5, 5, 4, 2, 1]) ids.push(await seed(courseRating, { courseId: c, visitorId: await makeVisitor(t), score, content: "讲解清晰", ratedAt: t.clock.now, status: "VISIBLE" }));
    expect(await t.rpc(`${S}/updateCourseRating`, { Id: ids[0], utime: 1, data: { content: "改" } }, t.adminToken)).toMatchObject({ body: { code: 12 } });
    const avg = async () => (await get("shiy_course", c)).ratingAvg;
    refused(await rpc("hideCourseRating", { Id: ids[4], data: {} }), 3, "原因");
    ok(await rpc("hideCourseRating", { Id: ids[4], data: { reason: "与课程无关" } }));
    expect(Number(await avg())).toBe(4);
    const answers = await Promise.all([ids[3], ids[2]].map((Id) => rpc("hideCourseRating", { Id, data: { reason: "刷评" } })));
    expect(answers.every((x) => x.body.code === "SUCCESS")).toBe(true);
    expect(Number(await avg())).toBe(5);
    ok(await rpc("showCourseRating", { Id: ids[4], data: { reason: "误隐藏" } }));
    expect(Number(await avg())).toBe(3.7);
    const r = await get("course_rating", ids[0]!);
    expect(ok(await rpc("replyRating", { Id: ids[0], utime: Number(r.utime), data: { reply: "感谢认可" } }))[0]).toMatchObject({ reply: "感谢认可", content: "讲解清晰", score: 5 });
  });

  it("attachments: the file must be a stored UDT_COURSE upload; type and size come from it", async () => {
    const c = await course();
    const data = { courseId: c, title: "临摹范本", visibleTo: "ENROLLED" };
    refused(await rpc("createCourseAttachment", { data: { ...data, file: "course/2026/11/22/none.pdf" } }), 3, "附件文件未上传或已失效");
    await db().insertInto("upload_file").values({ key: "course/2026/11/22/fanben.pdf", dataType: "UDT_COURSE", contentType: "application/pdf", size: 1_234_567, userId: 1, ctime: t.clock.now }).execute();
    await db().insertInto("upload_file").values({ key: "notice/2026/11/22/a.png", dataType: "UDT_NOTICE", contentType: "image/png", size: 10, userId: 1, ctime: t.clock.now }).execute();
    refused(await rpc("createCourseAttachment", { data: { ...data, file: "notice/2026/11/22/a.png" } }), 3, "UDT_COURSE");
    refused(await rpc("createCourseAttachment", { data: { ...data, file: "course/2026/11/22/fanben.pdf", classId: await klass(await course()) } }), 3, "限定班级须为本课程的班级");
    refused(await rpc("createCourseAttachment", { data: { ...data, file: "course/2026/11/22/fanben.pdf", fileType: "OTHER", size: 1 } }), 3, "类型不可修改");
    expect(ok(await rpc("createCourseAttachment", { data: { ...data, file: "course/2026/11/22/fanben.pdf" } }))).toMatchObject({ fileType: "PDF", size: 1_234_567, downloadCount: 0 });
  });

  it("assistants: classes of their own course only; the list shows the mobile masked", async () => {
    const c = await course();
    const [k1, k2, foreign] = [await klass(c), await klass(c), await klass(await course())];
    const data = { courseId: c, name: "许若溪", mobile: "13612345601", status: "ACTIVE" };
    refused(await rpc("createCourseAssistant", { data: { ...data, classIds: [k1, foreign] } }), 3, "负责班级须为本课程的班级");
    refused(await rpc("createCourseAssistant", { data: { ...data, mobile: "12345" } }), 3, "手机号");
    expect(ok(await rpc("createCourseAssistant", { data: { ...data, classIds: [k1, k2, k1] } }))).toMatchObject({ classIds: [k1, k2], mobileMasked: "136****5601" });
  });
});
