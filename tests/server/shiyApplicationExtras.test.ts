/**
 * What the review of residency applications does besides moving the state (content.md §8.1, §8.8), on
 * both databases: 初审通过 makes the admission interview's draft — once, however often it is pressed at
 * once — and 录取 gives it the new artist; every decision writes the applicant's notice, 未发送 while no
 * channel is configured, and nobody can write or change a notice; 批量不通过 is a job that turns down
 * what it may and lists the rest with why; 下载作品集 answers a zip of the stored files.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RpcStatus } from "../../src/catalogue";
import { drainJobs } from "../../server/platform/jobs/runner";
import { createTestServer, describeEachDb, type RpcAnswer, type TestServer } from "./harness";

type Rec = Record<string, unknown> & { Id: number; utime: number };

describeEachDb("application review extras (§8.1)", (kind) => {
  let t: TestServer;
  let serial = 0;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "moyuan-apply-"));
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "none", jobs: "manual", env: { MOYUAN_DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const svc = (method: string, payload: Record<string, unknown>) => t.rpc(`ShiyServiceAdmin/${method}`, payload, t.adminToken);
  function ok(r: RpcAnswer): Rec {
    expect(r.body.code, String(r.body.message)).toBe("SUCCESS");
    const data = r.body.data as Rec | Rec[];
    return Array.isArray(data) ? (data[0] as Rec) : data;
  }
  /** The records a filter finds, oldest first. */
  const list = async (resource: string, cond: Record<string, unknown>) =>
    ((await svc(`list${resource}`, { page: { skip: 0, limit: 100 }, cond: { jsonq: JSON.stringify(cond) } })).body.data as Rec[]).sort((a, b) => a.Id - b.Id);
  const portfolio = (n: number) => [1, 2, 3].map((k) => ({ url: `shiy/apply/t${n}/${k}.${k === 3 ? "pdf" : "jpg"}`, title: `作品${k}`, year: 2025, size: "68×45cm" }));

  async function application(status: "submitted" | "screening" | "interview" | "approved", batch = "2027 第1期"): Promise<Rec> {
    serial += 1;
    let app = ok(await svc("createProgrammeApplication", { data: {
      applicantName: `申请人${serial}`, phone: "13900001111", email: `x${serial}@example.com`, discipline: "guohua",
      statement: "写江南山水。", portfolio: portfolio(serial), batch,
    } }));
    if (status === "submitted") return app;
    app = ok(await svc("screenProgrammeApplication", { Ids: [app.Id] }));
    if (status === "screening") return app;
    app = ok(await svc("passProgrammeApplication", { Id: app.Id, data: {} }));
    if (status === "interview") return app;
    return ok(await svc("approveProgrammeApplication", { Id: app.Id }));
  }

  describe("初审通过 and the interview draft", () => {
    it("makes one draft record for the application, dated at the interview; 录取 gives it the new artist", async () => {
      const app = await application("screening");
      const at = t.clock.now + 3 * 86_400_000;
      ok(await svc("passProgrammeApplication", { Id: app.Id, data: { interviewAt: at } }));
      const [draft, ...more] = await list("ArtistInterview", { applicationId: app.Id });
      expect(more).toEqual([]);
      expect(draft).toMatchObject({ artistId: null, applicationId: app.Id, draft: true, contactAt: at, channel: "meeting", topic: "admission" });
      expect(typeof draft?.staffId).toBe("number");
      expect(String(draft?.summary)).toContain(String(app.code));

      ok(await svc("approveProgrammeApplication", { Id: app.Id }));
      const [artist] = (await list("ProgrammeArtist", { applicationId: app.Id }));
      const ofArtist = await list("ArtistInterview", { artistId: artist?.Id });
      expect(ofArtist.map((r) => [r.Id, r.applicationId, r.draft])).toEqual([[draft?.Id, app.Id, true]]);
    });

    it("pressed three times at once: one passes, one draft; the others are refused", async () => {
      const app = await application("screening");
      const answers = await Promise.all([1, 2, 3].map(() => svc("passProgrammeApplication", { Id: app.Id, data: {} })));
      expect(answers.filter((a) => a.body.code === "SUCCESS")).toHaveLength(1);
      for (const a of answers.filter((x) => x.body.code !== "SUCCESS")) expect([RpcStatus.FAILED_PRECONDITION, RpcStatus.ABORTED]).toContain(a.body.code);
      expect(await list("ArtistInterview", { applicationId: app.Id })).toHaveLength(1);
      expect(await list("ApplicationNotice", { applicationId: app.Id })).toHaveLength(1);
    });

    it("passing again after 重新审核 reuses the open draft; a record without artist or application is refused", async () => {
      const app = await application("interview");
      ok(await svc("rejectProgrammeApplication", { Ids: [app.Id], data: { reason: "名额已满" } }));
      ok(await svc("reopenProgrammeApplication", { Ids: [app.Id] }));
      ok(await svc("passProgrammeApplication", { Id: app.Id, data: {} }));
      expect(await list("ArtistInterview", { applicationId: app.Id })).toHaveLength(1);
      const r = await svc("createArtistInterview", { data: { contactAt: t.clock.now, channel: "phone", topic: "other", summary: "无对象" } });
      expect([r.body.code, r.body.message]).toEqual([RpcStatus.INVALID_ARGUMENT, "请选择艺术家"]);
    });
  });

  describe("applicant notices", () => {
    it("each decision writes one notice with its words, 未发送 for want of a channel; 开始初审 and 重新审核 write none", async () => {
      const app = await application("interview");
      ok(await svc("waitlistProgrammeApplication", { Ids: [app.Id] }));
      ok(await svc("rejectProgrammeApplication", { Ids: [app.Id], data: { reason: "同门类名额已满" } }));
      ok(await svc("reopenProgrammeApplication", { Ids: [app.Id] }));
      const notices = await list("ApplicationNotice", { applicationId: app.Id });
      expect(notices.map((n) => n.decision)).toEqual(["pass", "waitlist", "reject"]);
      for (const n of notices) expect(n).toMatchObject({ channel: "sms", recipient: `${String(app.applicantName)}（139****1111）`, sendState: "unsent", sendNote: "未发送（未配置通知渠道）" });
      expect(notices.map((n) => n.content)).toEqual([
        `【墨苑驻留计划】${String(app.applicantName)}您好，您的驻留申请（${String(app.code)}）已通过初审，面谈时间将另行通知。`,
        `【墨苑驻留计划】${String(app.applicantName)}您好，您的驻留申请（${String(app.code)}）已列入候补名单，如有名额我们将再与您联系。`,
        `【墨苑驻留计划】${String(app.applicantName)}您好，您的驻留申请（${String(app.code)}）很遗憾未能通过。原因：同门类名额已满`,
      ]);
      const admitted = await application("approved", "2027 第2期");
      expect((await list("ApplicationNotice", { applicationId: admitted.Id })).map((n) => n.decision)).toEqual(["pass", "approve"]);
    });

    it("nobody writes, edits or deletes a notice: the methods do not exist", async () => {
      const app = await application("interview");
      const [notice] = await list("ApplicationNotice", { applicationId: app.Id });
      for (const [m, payload] of [
        ["createApplicationNotice", { data: { applicationId: app.Id, decision: "approve", channel: "sms", content: "已录取", sendState: "sent", noticeAt: 1 } }],
        ["updateApplicationNotice", { Id: notice?.Id, utime: notice?.utime, data: { sendState: "sent" } }],
        ["deleteApplicationNotice", { Id: notice?.Id }],
      ] as const) expect((await svc(m, payload)).body.code, m).toBe(RpcStatus.UNIMPLEMENTED);
      expect(ok(await svc("getApplicationNotice", { Id: notice?.Id }))).toMatchObject({ sendState: "unsent", utime: notice?.utime });
    });
  });

  describe("批量不通过", () => {
    const job = async (Id: number) => (await t.rpc("JobServiceAdmin/getJob", { Id }, t.adminToken)).body.data as Rec;

    it("turns down each application it may, each with the reason and a notice, and lists the others with why", async () => {
      const [a, b, c, d, e] = [await application("screening"), await application("interview"), await application("screening"), await application("submitted"), await application("approved")];
      const start = await t.rpc("JobServiceAdmin/startBatch", {
        resource: "programmeApplication", operation: "rejectApplications", Ids: [a, b, c, d, e].map((x) => x?.Id), data: { reason: "本期名额已满" },
      }, t.adminToken);
      expect(start.body, String(start.body.message)).toMatchObject({ code: "SUCCESS", data: { label: "批量不通过：驻留申请", total: 5 } });
      await drainJobs(t.server.deps);
      expect(await job(start.body.Id as number)).toMatchObject({ status: "PARTIAL", total: 5, done: 3, failed: 2 });
      const { errors } = await job(start.body.Id as number) as unknown as { errors: { Id: number; reason: string }[] };
      expect(errors).toEqual([
        { Id: d?.Id, title: d?.applicantName, reason: `驻留申请「${String(d?.applicantName)}」当前状态为「已提交」，不能执行「不通过」` },
        { Id: e?.Id, title: e?.applicantName, reason: `驻留申请「${String(e?.applicantName)}」当前状态为「已录取」，不能执行「不通过」` },
      ]);
      for (const x of [a, b, c]) {
        expect(ok(await svc("getProgrammeApplication", { Id: x?.Id }))).toMatchObject({ status: "rejected", rejectReason: "本期名额已满" });
        expect((await list("ApplicationNotice", { applicationId: x?.Id, decision: "reject" })).map((n) => n.content)).toEqual([expect.stringContaining("原因：本期名额已满")]);
      }
      expect(ok(await svc("getProgrammeApplication", { Id: d?.Id })).status).toBe("submitted");
      expect(ok(await svc("getProgrammeApplication", { Id: e?.Id })).status).toBe("approved");
    });

    it("over every application a filter matches, and refuses a batch without a reason", async () => {
      const batch = `批量 ${kind}`;
      const rows = [await application("screening", batch), await application("interview", batch), await application("submitted", batch)];
      const noReason = await t.rpc("JobServiceAdmin/startBatch", { resource: "programmeApplication", operation: "rejectApplications", cond: { jsonq: JSON.stringify({ batch }) }, data: {} }, t.adminToken);
      expect(noReason.body.code).toBe(RpcStatus.INVALID_ARGUMENT);
      const start = await t.rpc("JobServiceAdmin/startBatch", {
        resource: "programmeApplication", operation: "rejectApplications", cond: { jsonq: JSON.stringify({ batch, status: ["screening", "interview"] }) }, data: { reason: "不符合本期方向" },
      }, t.adminToken);
      await drainJobs(t.server.deps);
      expect(await job(start.body.Id as number)).toMatchObject({ status: "DONE", total: 2, done: 2, failed: 0 });
      expect((await list("ProgrammeApplication", { batch })).map((r) => r.status).sort()).toEqual(["rejected", "rejected", "submitted"]);
      expect(rows).toHaveLength(3);
    });
  });

  describe("下载作品集", () => {
    const put = (key: string, bytes: Buffer) => {
      const file = path.join(dataDir, "uploads", key);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, bytes);
    };

    it("answers a signed zip whose entries are the portfolio's files, named after them, byte for byte", async () => {
      const app = await application("submitted");
      const files = (app.portfolio as { url: string }[]).map((p, i) => ({ key: p.url, bytes: Buffer.from(`文件 ${i + 1} ${kind}`.repeat(50 * (i + 1))) }));
      for (const f of files) put(f.key, f.bytes);
      const answer = ok(await svc("downloadApplicationPortfolio", { Id: app.Id }));
      expect(String(answer.url)).toMatch(/^\/files\/shiy\/apply\/zip\/AP-\d{4}-\d{4}-portfolio\.zip\?expires=\d+&signature=/);
      const res = await t.server.app.request(String(answer.url));
      expect([res.status, res.headers.get("content-type")]).toEqual([200, "application/zip"]);
      const zip = await JSZip.loadAsync(Buffer.from(await res.arrayBuffer()));
      expect(Object.keys(zip.files)).toEqual(["01-作品1.jpg", "02-作品2.jpg", "03-作品3.pdf"]);
      for (const [i, f] of files.entries()) expect(await zip.file(Object.keys(zip.files)[i] ?? "")?.async("nodebuffer")).toEqual(f.bytes);
    });

    it("refuses in Chinese when files are missing from the store or the portfolio has none", async () => {
      const app = await application("submitted");
      put((app.portfolio as { url: string }[])[0]?.url ?? "", Buffer.from("only one"));
      const missing = await svc("downloadApplicationPortfolio", { Id: app.Id });
      expect([missing.body.code, missing.body.message]).toEqual([RpcStatus.INVALID_ARGUMENT, `申请「${String(app.applicantName)}」的作品集有 2 个文件在存储中找不到（02-作品2.jpg、03-作品3.pdf），无法打包下载`]);
      await t.server.deps.db.updateTable("programme_application").set({ portfolio: "[]" }).where("Id", "=", app.Id).execute();
      const none = await svc("downloadApplicationPortfolio", { Id: app.Id });
      expect([none.body.code, none.body.message]).toEqual([RpcStatus.INVALID_ARGUMENT, `申请「${String(app.applicantName)}」的作品集没有文件，无法下载`]);
    });
  });
});
