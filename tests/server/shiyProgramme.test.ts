/**
 * The artist programme's core on both databases (content.md §8.1–8.3): 录取 makes the programme artist
 * from the application in the same transaction — once, however many reviewers press it at once — and
 * the `shiyArtist` dictionary follows every change of the artists; 不通过 needs a reason; 签约完成 needs
 * the contract, 解约 a reason and takes the works offline; a work's review refuses from a state it may
 * not leave and only an approved work goes online.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RpcStatus, type RpcStatusName } from "../../src/catalogue";
import { graduationSweeper } from "../../server/domains/shiy/programmeArtist/graduation";
import { createTestServer, describeEachDb, type RpcAnswer, type TestServer } from "./harness";

type Rec = Record<string, unknown> & { Id: number; utime: number };

const PORTFOLIO = [1, 2, 3].map((k) => ({ url: `shiy/apply/t/${k}.jpg`, title: `作品${k}`, year: 2025, size: "68×45cm" }));

describeEachDb("artist programme (§8.1–8.3)", (kind) => {
  let t: TestServer;
  let serial = 0;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none" });
  });
  afterAll(async () => {
    await t.close();
  });

  const svc = (method: string, payload: Record<string, unknown>) => t.rpc(`ShiyServiceAdmin/${method}`, payload, t.adminToken);
  function ok(r: RpcAnswer): Rec {
    expect(r.body.code, String(r.body.message)).toBe("SUCCESS");
    const data = r.body.data as Rec | Rec[];
    return Array.isArray(data) ? (data[0] as Rec) : data;
  }
  const refused = (r: RpcAnswer, code: RpcStatusName, message: RegExp) => {
    expect(r.body.code, String(r.body.message)).toBe(RpcStatus[code]);
    expect(String(r.body.message)).toMatch(message);
  };
  async function shiyDict(): Promise<{ version: number; items: { value: string; label: string }[] }> {
    const r = await t.rpc("BaseServiceAdmin/getDicts", {}, t.adminToken);
    return (r.body as unknown as { dicts: Record<string, { version: number; items: { value: string; label: string }[] }> }).dicts.shiyArtist as never;
  }
  async function application(status: "submitted" | "screening" | "interview"): Promise<Rec> {
    serial += 1;
    let app = ok(await svc("createProgrammeApplication", { data: {
      applicantName: `申请人${serial}`, phone: "13900001111", email: `a${serial}@example.com`, gender: "female", birthYear: 1990, city: "杭州",
      discipline: "shufa", memberships: "省书法家协会会员", statement: "习书二十年。\n专注行草。", portfolio: PORTFOLIO, batch: "2027 第1期",
    } }));
    if (status === "submitted") return app;
    app = ok(await svc("screenProgrammeApplication", { Ids: [app.Id] }));
    if (status === "screening") return app;
    return ok(await svc("passProgrammeApplication", { Id: app.Id, data: {} }));
  }
  const artistsOf = async (applicationId: number) =>
    (await svc("listProgrammeArtist", { cond: { jsonq: JSON.stringify({ applicationId }) } })).body.data as Rec[];

  describe("applications", () => {
    it("a new application gets its code, portfolio count and submission time; 开始初审 makes the caller its reviewer", async () => {
      const app = await application("submitted");
      expect(app).toMatchObject({ status: "submitted", portfolioCount: 3, submittedAt: t.clock.now });
      expect(String(app.code)).toMatch(/^AP-\d{4}-\d{4}$/);
      const screening = ok(await svc("screenProgrammeApplication", { Ids: [app.Id] }));
      expect(screening.status).toBe("screening");
      expect(typeof screening.reviewerId).toBe("number");
    });

    it("a portfolio of fewer than three files is refused", async () => {
      const r = await svc("createProgrammeApplication", { data: {
        applicantName: "少作品", phone: "13900001111", email: "few@example.com", discipline: "guohua", statement: "自述", portfolio: PORTFOLIO.slice(0, 2), batch: "2027 第1期",
      } });
      refused(r, "INVALID_ARGUMENT", /作品集需要 3–20 件作品/);
    });

    it("录取 makes the programme artist from the application, 待签约, and the dictionary gains its code", async () => {
      const app = await application("interview");
      const before = await shiyDict();
      t.clock.advance(1000);
      const approved = ok(await svc("approveProgrammeApplication", { Id: app.Id }));
      expect(approved).toMatchObject({ status: "approved", decidedAt: t.clock.now });
      const [artist, ...more] = await artistsOf(app.Id);
      expect(more).toEqual([]);
      expect(artist).toMatchObject({
        name: app.applicantName, gender: "female", birthYear: 1990, city: "杭州", disciplines: ["shufa"], memberships: "省书法家协会会员",
        batch: "2027 第1期", phone: "13900001111", status: "signing", revenueShareRate: 70, applicationId: app.Id, bio: "<p>习书二十年。</p><p>专注行草。</p>",
      });
      expect(String(artist?.code)).toMatch(/^SHEN_QINGREN\d+$/);
      const after = await shiyDict();
      expect(after.version).toBeGreaterThan(before.version);
      expect(after.items).toContainEqual({ value: artist?.code, label: app.applicantName });
    });

    it("two 录取 of one application at once make one artist; the other is refused", async () => {
      const app = await application("interview");
      const answers = await Promise.all([1, 2, 3].map(() => svc("approveProgrammeApplication", { Id: app.Id })));
      expect(answers.filter((a) => a.body.code === "SUCCESS")).toHaveLength(1);
      for (const a of answers.filter((x) => x.body.code !== "SUCCESS")) expect([RpcStatus.FAILED_PRECONDITION, RpcStatus.ABORTED]).toContain(a.body.code);
      expect(await artistsOf(app.Id)).toHaveLength(1);
    });

    it("不通过 needs a reason; from 初审中 it decides the application, 重新审核 reopens it", async () => {
      const app = await application("screening");
      refused(await svc("rejectProgrammeApplication", { Ids: [app.Id], data: {} }), "INVALID_ARGUMENT", /不通过原因/);
      const rejected = ok(await svc("rejectProgrammeApplication", { Ids: [app.Id], data: { reason: "作品集不完整" } }));
      expect(rejected).toMatchObject({ status: "rejected", rejectReason: "作品集不完整" });
      expect(rejected.decidedAt).toBe(t.clock.now);
      const reopened = ok(await svc("reopenProgrammeApplication", { Ids: [app.Id] }));
      expect(reopened).toMatchObject({ status: "screening", rejectReason: null, decidedAt: null });
    });

    it("录取 from 已提交 is refused in Chinese and makes no artist", async () => {
      const app = await application("submitted");
      refused(await svc("approveProgrammeApplication", { Id: app.Id }), "FAILED_PRECONDITION", /当前状态为「已提交」，不能执行「录取」/);
      expect(await artistsOf(app.Id)).toEqual([]);
    });
  });

  describe("artists and works", () => {
    async function artist(extra: Record<string, unknown> = {}): Promise<Rec> {
      serial += 1;
      return ok(await svc("createProgrammeArtist", { data: { name: `林砚${serial}`, disciplines: ["guohua"], batch: "2026 第2期", revenueShareRate: 65, ...extra } }));
    }
    const contract = { contractFile: "shiy/contracts/c.pdf", contractStartDate: "2026-09-01", contractEndDate: "2028-08-31" };
    async function work(artistId: number): Promise<Rec> {
      return ok(await svc("createProgrammeWork", { data: { title: "秋山晴霭", artistId, discipline: "guohua", heightCm: 136, widthCm: 68, authorization: ["展示", "拍卖"], year: 2025 } }));
    }

    it("the code is made from the name's pinyin, a taken one gets a number; a bad one is refused", async () => {
      const a = ok(await svc("createProgrammeArtist", { data: { name: "陈墨白", disciplines: ["guohua"], batch: "2026 第2期", revenueShareRate: 70 } }));
      const b = ok(await svc("createProgrammeArtist", { data: { name: "陈墨白", disciplines: ["guohua"], batch: "2026 第2期", revenueShareRate: 70 } }));
      expect([a.code, b.code]).toEqual(["CHEN_MOBAI", "CHEN_MOBAI_2"]);
      refused(await svc("createProgrammeArtist", { data: { name: "某", code: "chen-1", disciplines: ["guohua"], batch: "x", revenueShareRate: 70 } }), "INVALID_ARGUMENT", /艺术家代码只能用大写字母/);
      refused(await svc("createProgrammeArtist", { data: { name: "某", disciplines: ["水彩"], batch: "x", revenueShareRate: 70 } }), "INVALID_ARGUMENT", /创作门类只能从/);
    });

    it("renaming an artist renames its dictionary item under a new version", async () => {
      const a = await artist();
      const before = await shiyDict();
      t.clock.advance(1000);
      ok(await svc("updateProgrammeArtist", { Id: a.Id, utime: a.utime, data: { name: "林砚秋" } }));
      const after = await shiyDict();
      expect(after.version).toBeGreaterThan(before.version);
      expect(after.items).toContainEqual({ value: a.code, label: "林砚秋" });
    });

    it("签约完成 needs the contract file and dates", async () => {
      const a = await artist();
      refused(await svc("signProgrammeArtist", { Id: a.Id }), "FAILED_PRECONDITION", /还缺少合约文件、合约开始日期、合约结束日期/);
      const withContract = ok(await svc("updateProgrammeArtist", { Id: a.Id, utime: a.utime, data: contract }));
      expect(ok(await svc("signProgrammeArtist", { Id: withContract.Id })).status).toBe("active");
    });

    it("解约 needs a reason and takes the artist's online works offline; no new work after it", async () => {
      const a = await artist(contract);
      ok(await svc("signProgrammeArtist", { Id: a.Id }));
      const w = await work(a.Id);
      ok(await svc("approveProgrammeWork", { Id: w.Id, utime: w.utime }));
      expect(ok(await svc("publishProgrammeWork", { Ids: [w.Id] })).publishState).toBe("online");
      refused(await svc("terminateProgrammeArtist", { Id: a.Id, data: {} }), "INVALID_ARGUMENT", /解约原因/);
      const ended = ok(await svc("terminateProgrammeArtist", { Id: a.Id, data: { reason: "双方协商一致" } }));
      expect(ended).toMatchObject({ status: "terminated", terminateReason: "双方协商一致", workCount: 1 });
      expect(ok(await svc("getProgrammeWork", { Id: w.Id })).publishState).toBe("offline");
      refused(await svc("createProgrammeWork", { data: { title: "新作", artistId: a.Id, discipline: "guohua", heightCm: 1, widthCm: 1, authorization: ["展示"] } }), "FAILED_PRECONDITION", /已解约，不能再添加作品/);
      // Terminated artists stay in the dictionary: their courses and ledger entries still read them.
      expect((await shiyDict()).items.map((i) => i.value)).toContain(a.code);
    });

    it("a work gets its code and 待审核; only an approved one goes online; the review refuses from the wrong state", async () => {
      const a = await artist();
      const w = await work(a.Id);
      expect(w).toMatchObject({ reviewState: "pending", saleState: "none", publishState: "draft" });
      expect(String(w.code)).toMatch(/^SW-\d{6}$/);
      expect(ok(await svc("getProgrammeArtist", { Id: a.Id })).workCount).toBe(1);
      refused(await svc("publishProgrammeWork", { Ids: [w.Id] }), "FAILED_PRECONDITION", /尚未审核通过，不能上架/);
      refused(await svc("resubmitProgrammeWork", { Id: w.Id, utime: w.utime }), "FAILED_PRECONDITION", /当前审核状态为「待审核」，不能执行「重新提交」/);
      refused(await svc("rejectProgrammeWork", { Id: w.Id, utime: w.utime, data: {} }), "INVALID_ARGUMENT", /驳回原因/);
      const rejected = ok(await svc("rejectProgrammeWork", { Id: w.Id, utime: w.utime, data: { reason: "图片偏色" } }));
      expect(rejected).toMatchObject({ reviewState: "rejected", rejectReason: "图片偏色", reviewedBy: "admin" });
      refused(await svc("approveProgrammeWork", { Id: w.Id, utime: rejected.utime }), "FAILED_PRECONDITION", /当前审核状态为「已驳回」，不能执行「审核通过」/);
      const again = ok(await svc("resubmitProgrammeWork", { Id: w.Id, utime: rejected.utime }));
      const approved = ok(await svc("approveProgrammeWork", { Id: w.Id, utime: again.utime }));
      expect(approved).toMatchObject({ reviewState: "approved", rejectReason: null });
      refused(await svc("updateProgrammeWork", { Id: w.Id, utime: approved.utime, data: { saleState: "sold" } }), "INVALID_ARGUMENT", /销售状态/);
    });

    it("an artist has one account per platform, and an account's remark never holds a password", async () => {
      const a = await artist();
      const data = { artistId: a.Id, platform: "douyin", accountName: "林砚的画室", operatedBy: "self", followers: 1200 };
      const first = ok(await svc("createArtistAccount", { data }));
      expect(first).toMatchObject({ status: "active", lastSyncedAt: t.clock.now });
      refused(await svc("createArtistAccount", { data }), "ALREADY_EXISTS", /该艺术家已有抖音账号/);
      refused(await svc("updateArtistAccount", { Id: first.Id, utime: first.utime, data: { remark: "登录密码 abc123" } }), "INVALID_ARGUMENT", /不能记录密码/);
    });

    it("the scheduler graduates an artist whose contract ended, once; an artist under contract stays", async () => {
      const ended = await artist({ ...contract, contractStartDate: "2020-03-01", contractEndDate: "2022-02-28" });
      const running = await artist({ ...contract, contractEndDate: "2099-12-31" });
      for (const a of [ended, running]) ok(await svc("signProgrammeArtist", { Id: a.Id }));
      expect(await graduationSweeper.sweep(t.server.deps, t.clock.now)).toBeGreaterThanOrEqual(1);
      expect(await graduationSweeper.sweep(t.server.deps, t.clock.now)).toBe(0);
      expect(ok(await svc("getProgrammeArtist", { Id: ended.Id })).status).toBe("graduated");
      expect(ok(await svc("getProgrammeArtist", { Id: running.Id })).status).toBe("active");
    });

    it("an artist with works is not deleted", async () => {
      const a = await artist();
      await work(a.Id);
      const fresh = ok(await svc("getProgrammeArtist", { Id: a.Id }));
      refused(await svc("deleteProgrammeArtist", { Id: a.Id, utime: fresh.utime }), "FAILED_PRECONDITION", /已有作品，不能删除/);
    });
  });
});
