/**
 * Courses (commerce.md §1.1–§1.3, §1.11) on both databases: the public course's 上架 checklist and
 * delete rule, the academy course's 提交审核 checklist (each missing item → its message, nothing
 * changed), review by someone other than the submitter, two concurrent approvals → one, withdrawal by
 * the submitter only, lessonCount following lesson status, at most three free previews, sort unique
 * within a course and 上移/下移.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeUser, type TestUser } from "./accounts";
import { createTestServer, describeEachDb, type RpcAnswer, type TestServer } from "./harness";

const S = "CourseServiceAdmin";
type Rec = Record<string, unknown> & { Id: number; utime: number };
const INTRO = "<p>艺术家亲授，逐课示范。</p>";

describeEachDb("courses", (kind) => {
  let t: TestServer;
  let editor: TestUser;
  let reviewer: TestUser;
  let serial = 0;
  /** The VOD video recorded lessons play. */
  let videoId = 0;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none" });
    editor = await makeUser(t, "course.editor", "editor", { shiy: "WRITE" });
    reviewer = await makeUser(t, "course.reviewer", "editor", { shiy: "WRITE" });
    const video = await t.rpc("VodServiceAdmin/createVodVideo", { data: { title: "示范课视频", usage: "course" } }, t.adminToken);
    videoId = Number((video.body.data as Rec).Id);
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.server.deps.db;
  const ok = (r: RpcAnswer, what: string) => {
    expect(r.body.code, `${what}: ${String(r.body.message)}`).toBe("SUCCESS");
    return r.body.data as Rec;
  };
  const first = (r: RpcAnswer, what: string) => (ok(r, what) as unknown as Rec[])[0] as Rec;
  const call = (method: string, payload: Record<string, unknown>, token = t.adminToken) => t.rpc(`${S}/${method}`, payload, token);
  const get = async (entity: string, Id: number) => ok(await call(`get${entity}`, { Id }), `get${entity}`);

  const shiyCourse = async (over: Record<string, unknown> = {}, token = t.adminToken) => ok(await call("createShiyCourse", {
    data: {
      title: `小写意山水 ${(serial += 1)}`, artistId: "MA_YUAN", style: "XIEYI", level: "BEGINNER", mode: "RECORDED",
      price: 128_000, originalPrice: 160_000, vipPrice: 98_000, validDays: 365, studentLimit: 200, cover: "course/c.jpg", intro: INTRO, ...over,
    },
  }, token), "createShiyCourse");
  const publicCourse = async (over: Record<string, unknown> = {}) => ok(await call("createPublicCourse", {
    data: { title: `宋画里的中国 ${(serial += 1)}`, category: "APPRECIATION", lecturer: "苏晚亭", priceType: "FREE", cover: "course/p.jpg", intro: INTRO, ...over },
  }), "createPublicCourse");
  const lesson = (courseType: "PUBLIC" | "SHIY", courseId: number, sort: number, over: Record<string, unknown> = {}) => call("createCourseLesson", {
    data: { courseType, courseId, sort, title: `第 ${sort} 课`, videoId, ...over },
  });
  const lessonOk = async (courseType: "PUBLIC" | "SHIY", courseId: number, sort: number, over: Record<string, unknown> = {}) =>
    ok(await lesson(courseType, courseId, sort, over), "createCourseLesson");
  const reviewsOf = (courseId: number) => db().selectFrom("course_review").selectAll().where("courseId", "=", courseId).orderBy("Id").execute();

  describe("public courses", () => {
    it("上架 needs a cover, an intro and a playable lesson; the first 上架 stamps onlineAt, a later one keeps it", async () => {
      const bare = await publicCourse({ cover: null, intro: null });
      const refused = await call("putOnlinePublicCourse", { Id: bare.Id });
      expect(refused.body.code).toBe(9);
      expect(String(refused.body.message)).toContain("缺少：封面、课程详情、至少 1 节可播放的课时");
      expect((await get("PublicCourse", bare.Id)).status).toBe("DRAFT");

      const c = await publicCourse();
      await lessonOk("PUBLIC", c.Id, 1);
      const online = first(await call("putOnlinePublicCourse", { Id: c.Id }), "上架");
      expect(online).toMatchObject({ status: "ONLINE", lessonCount: 1, onlineAt: t.clock.now });
      t.clock.advance(60_000);
      first(await call("takeOfflinePublicCourse", { Id: c.Id }), "下架");
      expect(first(await call("putOnlinePublicCourse", { Id: c.Id }), "再上架").onlineAt).toBe(online.onlineAt);
    });

    it("only a draft is deleted; titles are unique among live courses; a paid course needs a price", async () => {
      const c = await publicCourse();
      await lessonOk("PUBLIC", c.Id, 1);
      first(await call("putOnlinePublicCourse", { Id: c.Id }), "上架");
      const online = await get("PublicCourse", c.Id);
      const del = await call("deletePublicCourse", { Id: c.Id, utime: online.utime });
      expect(del.body.code).toBe(9);
      expect(String(del.body.message)).toContain("不是草稿，不能删除，请下架");
      const dup = await call("createPublicCourse", { data: { title: c.title, category: "HISTORY", lecturer: "沈知微", priceType: "FREE" } });
      expect(dup.body.code).toBe("ALREADY_EXISTS");
      const paid = await call("createPublicCourse", { data: { title: "书法入门：永字八法 付费", category: "CALLIGRAPHY", lecturer: "周砚秋", priceType: "PAID" } });
      expect(paid.body.code).toBe(3);
      expect(String(paid.body.message)).toContain("付费课程必须填写价格");
      const draft = await publicCourse();
      ok(await call("deletePublicCourse", { Id: draft.Id, utime: draft.utime }), "delete draft");
      // A deleted course frees its title.
      await publicCourse({ title: draft.title });
    });

    it("复制课程 makes a draft copy with the lessons, the original unchanged", async () => {
      const c = await publicCourse({ title: "敦煌壁画的色彩" });
      await lessonOk("PUBLIC", c.Id, 1, { freePreview: true });
      await lessonOk("PUBLIC", c.Id, 2);
      const before = await get("PublicCourse", c.Id);
      ok(await call("copyPublicCourse", { Id: c.Id, utime: before.utime }), "复制课程");
      const copy = await db().selectFrom("public_course").selectAll().where("title", "=", "敦煌壁画的色彩（副本）").executeTakeFirstOrThrow();
      expect(copy).toMatchObject({ status: "DRAFT", lessonCount: 2, onlineAt: null });
      const lessons = await db().selectFrom("course_lesson").select(["sort", "title"]).where("courseType", "=", "PUBLIC").where("courseId", "=", Number(copy.Id)).orderBy("sort").execute();
      expect(lessons.map((l) => l.title)).toEqual(["第 1 课", "第 2 课"]);
      expect((await get("PublicCourse", c.Id)).lessonCount).toBe(2);
    });
  });

  describe("lessons", () => {
    it("lessonCount counts READY lessons and follows 隐藏/显示 and deletes", async () => {
      const c = await shiyCourse();
      const a = await lessonOk("SHIY", c.Id, 1);
      const b = await lessonOk("SHIY", c.Id, 2);
      expect((await get("ShiyCourse", c.Id)).lessonCount).toBe(2);
      first(await call("hideCourseLesson", { Id: a.Id }), "隐藏");
      expect((await get("ShiyCourse", c.Id)).lessonCount).toBe(1);
      first(await call("showCourseLesson", { Id: a.Id }), "显示");
      expect((await get("ShiyCourse", c.Id)).lessonCount).toBe(2);
      const bNow = await get("CourseLesson", b.Id);
      ok(await call("deleteCourseLesson", { Id: b.Id, utime: bNow.utime }), "delete lesson");
      expect((await get("ShiyCourse", c.Id)).lessonCount).toBe(1);
    });

    it("a lesson belongs to an existing course; a recorded lesson names its video; sort is unique within its course", async () => {
      const c = await shiyCourse();
      const missing = await lesson("SHIY", 999_999, 1);
      expect(missing.body.code).toBe(3);
      expect(String(missing.body.message)).toContain("书院课程不存在");
      const noVideo = await lesson("SHIY", c.Id, 1, { videoId: null });
      expect(noVideo.body.code).toBe(3);
      expect(String(noVideo.body.message)).toContain("录播课时必须填写点播视频");
      await lessonOk("SHIY", c.Id, 1);
      const taken = await lesson("SHIY", c.Id, 1);
      expect(taken.body.code).toBe(3);
      expect(String(taken.body.message)).toContain("序号 1 已被课时「第 1 课」使用");
      // The same number in another course is fine.
      const other = await shiyCourse();
      await lessonOk("SHIY", other.Id, 1);
    });

    it("at most three free previews per course, also when four are created at once", async () => {
      const c = await shiyCourse();
      const answers = await Promise.all([1, 2, 3, 4].map((n) => lesson("SHIY", c.Id, n, { freePreview: true })));
      const codes = answers.map((a) => a.body.code);
      expect(codes.filter((x) => x === "SUCCESS"), JSON.stringify(codes)).toHaveLength(3);
      const refused = answers.find((a) => a.body.code !== "SUCCESS");
      expect(refused?.body.code).toBe(9);
      expect(String(refused?.body.message)).toContain("最多 3 节免费试看");
      const count = await db().selectFrom("course_lesson").select("Id").where("courseId", "=", c.Id).where("courseType", "=", "SHIY").execute();
      expect(count).toHaveLength(3);
    });

    it("上移 and 下移 swap the numbers of neighbours; the first cannot move up", async () => {
      const c = await shiyCourse();
      const a = await lessonOk("SHIY", c.Id, 10);
      const b = await lessonOk("SHIY", c.Id, 20);
      const up = first(await call("moveUpCourseLesson", { Id: b.Id, utime: b.utime }), "上移");
      expect(up.sort).toBe(10);
      expect((await get("CourseLesson", a.Id)).sort).toBe(20);
      const top = await get("CourseLesson", b.Id);
      const refused = await call("moveUpCourseLesson", { Id: b.Id, utime: top.utime });
      expect(refused.body.code).toBe(9);
      expect(String(refused.body.message)).toContain("已是第一节");
    });
  });

  describe("academy courses and their reviews", () => {
    it("提交审核 refuses each missing item with its message and changes nothing", async () => {
      const cases: [Record<string, unknown>, boolean, string][] = [
        [{ cover: null }, true, "请上传封面"],
        [{ intro: null }, true, "请填写课程详情"],
        [{}, false, "录播课程须至少有 1 节可播放的课时"],
        [{ mode: "LIVE" }, true, "直播课程须至少开设 1 个班级"],
        [{ title: "工笔花鸟 加微信 领资料" }, true, "课程内容含有敏感词：加微信"],
      ];
      for (const [over, withLesson, message] of cases) {
        const c = await shiyCourse(over);
        if (withLesson && over.mode !== "LIVE") await lessonOk("SHIY", c.Id, 1);
        const before = await get("ShiyCourse", c.Id);
        const r = await call("submitReviewShiyCourse", { Id: c.Id, data: {} }, editor.token);
        expect(r.body.code, message).toBe(9);
        expect(String(r.body.message)).toContain(message);
        expect(await get("ShiyCourse", c.Id)).toEqual(before);
        expect(await reviewsOf(c.Id)).toEqual([]);
      }
      // Prices that do not hold together are refused when written, so a course never reaches review with them.
      const bad = await call("createShiyCourse", { data: { title: "价格不符", artistId: "MA_YUAN", style: "XIEYI", level: "BEGINNER", mode: "RECORDED", price: 100_000, vipPrice: 120_000, originalPrice: 90_000, validDays: 365, studentLimit: 10 } });
      expect(bad.body.code).toBe(3);
      expect(String(bad.body.message)).toContain("会员价 ¥1,200.00 不能高于售价 ¥1,000.00；划线价 ¥900.00 不能低于售价 ¥1,000.00");
    });

    it("a review by its submitter is refused; another reviewer publishes the course; the review keeps who and when", async () => {
      const c = await shiyCourse();
      await lessonOk("SHIY", c.Id, 1);
      const submitted = first(await call("submitReviewShiyCourse", { Id: c.Id, data: { changeSummary: "首次提交" } }, editor.token), "提交审核");
      expect(submitted.status).toBe("PENDING_REVIEW");
      const [review] = await reviewsOf(c.Id);
      expect(review).toMatchObject({ result: "PENDING", submitType: "NEW", submittedBy: "course.editor", changeSummary: "首次提交", courseTitle: c.title });
      const self = await call("approveCourseReview", { Id: Number(review?.Id) }, editor.token);
      expect(self.body.code).toBe(9);
      expect(String(self.body.message)).toContain("审核人不能是提交人");
      expect((await get("ShiyCourse", c.Id)).status).toBe("PENDING_REVIEW");
      const approved = first(await call("approveCourseReview", { Id: Number(review?.Id) }, reviewer.token), "通过");
      expect(approved).toMatchObject({ result: "APPROVED", reviewer: "course.reviewer", reviewedAt: t.clock.now });
      expect((await get("ShiyCourse", c.Id)).status).toBe("PUBLISHED");
      // Reviews are never deleted: the service has no delete method for them.
      expect((await call("deleteCourseReview", { Id: Number(review?.Id) })).body.code).toBe(12);
      // Off sale, then back through review as a relisting.
      first(await call("takeOfflineShiyCourse", { Id: c.Id }), "下架");
      first(await call("submitReviewShiyCourse", { Id: c.Id, data: {} }, editor.token), "重新提交");
      expect((await reviewsOf(c.Id)).at(-1)).toMatchObject({ result: "PENDING", submitType: "RELIST" });
    });

    it("驳回 needs a reason and rejects the course; resubmitted, it is still a new course (never approved)", async () => {
      const c = await shiyCourse();
      await lessonOk("SHIY", c.Id, 1);
      first(await call("submitReviewShiyCourse", { Id: c.Id, data: {} }, editor.token), "提交审核");
      const [review] = await reviewsOf(c.Id);
      const noReason = await call("rejectCourseReview", { Id: Number(review?.Id), data: {} }, reviewer.token);
      expect(noReason.body.code).toBe(3);
      const rejected = first(await call("rejectCourseReview", { Id: Number(review?.Id), data: { reason: "封面含二维码" } }, reviewer.token), "驳回");
      expect(rejected).toMatchObject({ result: "REJECTED", reason: "封面含二维码" });
      expect((await get("ShiyCourse", c.Id)).status).toBe("REJECTED");
      first(await call("submitReviewShiyCourse", { Id: c.Id, data: {} }, editor.token), "再次提交");
      expect((await reviewsOf(c.Id)).at(-1)).toMatchObject({ result: "PENDING", submitType: "NEW" });
    });

    it("two reviewers approving at once: one wins, the other is told it was decided; the course published once", async () => {
      const other = await makeUser(t, `course.reviewer${kind}`, "editor", { shiy: "WRITE" });
      const c = await shiyCourse();
      await lessonOk("SHIY", c.Id, 1);
      first(await call("submitReviewShiyCourse", { Id: c.Id, data: {} }, editor.token), "提交审核");
      const [review] = await reviewsOf(c.Id);
      const answers = await Promise.all([
        call("approveCourseReview", { Id: Number(review?.Id) }, reviewer.token),
        call("rejectCourseReview", { Id: Number(review?.Id), data: { reason: "示范视频无声音" } }, other.token),
        call("approveCourseReview", { Id: Number(review?.Id) }, other.token),
      ]);
      const codes = answers.map((a) => a.body.code);
      expect(codes.filter((x) => x === "SUCCESS"), JSON.stringify(codes)).toHaveLength(1);
      for (const a of answers.filter((x) => x.body.code !== "SUCCESS")) expect([9, 10]).toContain(a.body.code);
      const decided = (await reviewsOf(c.Id))[0];
      const course = await get("ShiyCourse", c.Id);
      expect(course.status).toBe(decided?.result === "APPROVED" ? "PUBLISHED" : "REJECTED");
      const changes = await db().selectFrom("data_change").select("method").where("resource", "=", "shiyCourse").where("recordId", "=", c.Id)
        .where("method", "in", ["approveCourseReview", "rejectCourseReview"]).execute();
      expect(changes).toHaveLength(1);
    });

    it("撤回审核 only by the submitter: the review becomes WITHDRAWN and the course a draft", async () => {
      const c = await shiyCourse();
      await lessonOk("SHIY", c.Id, 1);
      first(await call("submitReviewShiyCourse", { Id: c.Id, data: {} }, editor.token), "提交审核");
      const notMine = await call("withdrawReviewShiyCourse", { Id: c.Id }, reviewer.token);
      expect(notMine.body.code).toBe(9);
      expect(String(notMine.body.message)).toContain("只有提交人（course.editor）可以撤回审核");
      expect((await get("ShiyCourse", c.Id)).status).toBe("PENDING_REVIEW");
      first(await call("withdrawReviewShiyCourse", { Id: c.Id }, editor.token), "撤回审核");
      expect((await get("ShiyCourse", c.Id)).status).toBe("DRAFT");
      expect((await reviewsOf(c.Id)).map((r) => r.result)).toEqual(["WITHDRAWN"]);
      const [review] = await reviewsOf(c.Id);
      expect((await call("approveCourseReview", { Id: Number(review?.Id) }, reviewer.token)).body.code).toBe(9);
    });

    it("without WRITE on shiy nobody submits or reviews", async () => {
      const reader = await makeUser(t, "course.reader", "editor", { shiy: "READ" });
      const c = await shiyCourse();
      await lessonOk("SHIY", c.Id, 1);
      expect((await call("submitReviewShiyCourse", { Id: c.Id, data: {} }, reader.token)).body.code).toBe(7);
      expect((await get("ShiyCourse", c.Id)).status).toBe("DRAFT");
    });
  });
});
