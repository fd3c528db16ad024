/**
 * The demo applications' side records (content.md §8.1, §8.8): every seeded decision has its applicant
 * notice (未发送: no channel was ever configured), every application that reached the interview has its
 * admission interview record (a draft while 待面谈, the admitted one's under its artist), and the
 * portfolios' files are stored uploads the sweeper draws, so 下载作品集 of a demo application works.
 */
import JSZip from "jszip";
import { afterAll, beforeAll, expect, it } from "vitest";
import { applicationNotice, artistInterview, programmeApplication, programmeArtist } from "../../src/catalogue/registry";
import { byCatalogue } from "../../server/platform/db/types";
import { sweepNow } from "../../server/platform/sweep";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

type Row = Record<string, unknown>;

describeEachDb("demo data of the application review", (kind) => {
  let t: TestServer;
  let apps: Row[];
  const all = (table: string) => byCatalogue(t.server.deps.db).selectFrom(table).selectAll().orderBy("Id").execute() as Promise<Row[]>;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "demo" });
    apps = await all(programmeApplication.table);
  });
  afterAll(async () => {
    await t.close();
  });

  it("each decision has its notice, when it was made, 未发送 for want of a channel", async () => {
    const notices = await all(applicationNotice.table);
    const byApp = new Map(apps.map((a) => [a.Id, a]));
    const expected = apps.flatMap((a) => [
      ...(a.interviewAt !== null ? [`${String(a.Id)}:pass`] : []),
      ...(a.status === "waitlisted" ? [`${String(a.Id)}:waitlist`] : []),
      ...(a.status === "approved" ? [`${String(a.Id)}:approve`] : []),
      ...(a.status === "rejected" ? [`${String(a.Id)}:reject`] : []),
    ]);
    expect(expected).toHaveLength(16 + 3 + 8 + 7);
    expect(notices.map((n) => `${String(n.applicationId)}:${String(n.decision)}`).sort()).toEqual(expected.sort());
    for (const n of notices) {
      const app = byApp.get(n.applicationId) as Row;
      expect(n, String(app.code)).toMatchObject({ sendState: "unsent", sendNote: "未发送（未配置通知渠道）", channel: app.visitorId === null ? "sms" : "push" });
      expect(Number(n.noticeAt)).toBeGreaterThanOrEqual(Number(app.submittedAt));
      expect(Number(n.noticeAt)).toBeLessThanOrEqual(t.clock.now);
      if (n.decision === "reject") expect(String(n.content)).toContain(`原因：${String(app.rejectReason)}`);
      if (n.decision === "approve" || n.decision === "reject") expect(Number(n.noticeAt)).toBe(Number(app.decidedAt));
    }
  });

  it("every application that reached the interview has one admission interview: a draft while 待面谈, the admitted one's under its artist", async () => {
    const interviews = (await all(artistInterview.table)).filter((r) => r.applicationId !== null);
    const artists = await all(programmeArtist.table);
    const reached = apps.filter((a) => a.interviewAt !== null);
    expect(interviews.map((r) => r.applicationId).sort()).toEqual(reached.map((a) => a.Id).sort());
    for (const r of interviews) {
      const app = reached.find((a) => a.Id === r.applicationId) as Row;
      const artist = artists.find((a) => a.applicationId === app.Id);
      expect([r.artistId, Boolean(r.draft), r.topic, r.contactAt], String(app.code)).toEqual([artist?.Id ?? null, app.status === "interview", "admission", app.interviewAt]);
    }
  });

  it("portfolio files are stored uploads; once drawn, a demo application's portfolio downloads as a zip of them", async () => {
    const keys = apps.flatMap((a) => (JSON.parse(String(a.portfolio)) as { url: string }[]).map((p) => p.url));
    const rows = await t.server.deps.db.selectFrom("upload_file").select(["key", "dataType"]).where("key", "like", "shiy/apply/AP-%").execute();
    expect(rows.map((r) => r.key).sort()).toEqual([...keys].sort());
    expect(new Set(rows.map((r) => r.dataType))).toEqual(new Set(["UDT_SHIY"]));

    // One run draws the first 60 files by key: the earliest applications' portfolios are complete.
    expect((await sweepNow(t.server.deps, ["shiy.portfolioDemoFiles"])).changed["shiy.portfolioDemoFiles"]).toBe(60);
    const first = apps.slice().sort((a, b) => String(a.code).localeCompare(String(b.code)))[0] as Row;
    const answer = await t.rpc("ShiyServiceAdmin/downloadApplicationPortfolio", { Id: first.Id }, t.adminToken);
    expect(answer.body.code, String(answer.body.message)).toBe("SUCCESS");
    const url = String((answer.body.data as { url: string }[])[0]?.url);
    const zip = await JSZip.loadAsync(Buffer.from(await (await t.server.app.request(url)).arrayBuffer()));
    const portfolio = JSON.parse(String(first.portfolio)) as { title: string; url: string }[];
    expect(Object.keys(zip.files)).toEqual(portfolio.map((p, i) => `0${i + 1}-${p.title}${p.url.slice(p.url.lastIndexOf("."))}`));
    const pdf = await zip.file(Object.keys(zip.files).at(-1) ?? "")?.async("nodebuffer");
    expect(pdf?.subarray(0, 8).toString("latin1")).toBe("%PDF-1.4");
    const jpg = await zip.file(Object.keys(zip.files)[0] ?? "")?.async("nodebuffer");
    expect([...(jpg?.subarray(0, 3) ?? [])]).toEqual([0xff, 0xd8, 0xff]);
  });
});
