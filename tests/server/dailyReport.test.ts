/**
 * 订阅日报 (commerce.md §7.2, Q13) through a real SMTP conversation: an SMTP server from the `smtp-server` package
 * receives what the console sends, `mailparser` reads it. Subscribing needs a mail channel, an address and a figure
 * the user may read; the report goes out once from 09:00 China time with yesterday's figures as the dashboard answers
 * them, once even when two sweeps run at once; every attempt is recorded; unsubscribing stops it. Both databases.
 */
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, expect, it } from "vitest";
import { mailValue } from "../../server/domains/dashboard/metrics/dailyReport/compose";
import { sweepNow } from "../../server/platform/sweep";
import { makeUser, TEST_PASSWORD, type TestUser } from "./accounts";
import { askFigure } from "./dashboardHarness";
import { createTestServer, describeEachDb, type TestServer } from "./harness";
import { START_TIME } from "./testWorld";

const MINUTE = 60_000;
/** The test world starts at 2026-11-22 12:00 China time; 08:59 the next morning is 20 h 59 min later. */
const NEXT_MORNING_0859 = START_TIME + 20 * 60 * MINUTE + 59 * MINUTE;
const SWEEP = ["dashboard.dailyReport"];

describeEachDb("订阅日报", (kind) => {
  let t: TestServer;
  let smtp: SMTPServer;
  const inbox: ParsedMail[] = [];
  // Made before the clock moves a day on (which ends every session, the admin's too).
  let failing: TestUser;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true, disabledCommands: ["STARTTLS"], logger: false,
      onData(stream, _session, done) {
        simpleParser(stream).then((mail) => { inbox.push(mail); done(); }, (err: Error) => done(err));
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const port = (smtp.server.address() as { port: number }).port;
    t = await createTestServer(kind, { seed: "demo", env: { MOYUAN_SMTP_URL: `smtp://127.0.0.1:${port}`, MOYUAN_MAIL_FROM: "墨苑 <report@moyuan.test>" } });
    failing = await makeUser(t, "report.fails", "editor", { dashboard: "READ", order: "READ" });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  const setEmail = (userId: number, email: string | null) => t.server.deps.db.updateTable("console_user").set({ email }).where("Id", "=", userId).execute();
  const mails = () => t.server.deps.db.selectFrom("report_mail").selectAll().orderBy("Id").execute();

  it("is refused without an address on the account, or without any figure of the report the user may read", async () => {
    const reader = await makeUser(t, "report.noMail", "editor", { dashboard: "READ", order: "READ" });
    await setEmail(reader.Id, null);
    const noAddress = await t.rpc("DashboardServiceAdmin/subscribeDailyReport", {}, reader.token);
    expect(noAddress.body.code).not.toBe("SUCCESS");
    expect(noAddress.body.message).toContain("没有填写邮箱");
    const blind = await makeUser(t, "report.blind", "editor", { dashboard: "READ", order: "NONE", point: "NONE", commnet: "NONE", artist: "NONE", shiy: "NONE" });
    await setEmail(blind.Id, "blind@moyuan.test");
    const refused = await t.rpc("DashboardServiceAdmin/subscribeDailyReport", {}, blind.token);
    expect(refused.body.message).toContain("没有可查看的报表指标");
    expect(await t.server.deps.db.selectFrom("report_subscription").selectAll().execute()).toEqual([]);
  });

  it("sends yesterday's figures once from 09:00, equal to the dashboard's, records it, and stops when unsubscribed", async () => {
    const user = await makeUser(t, "report.daily", "editor", { dashboard: "READ", order: "READ", point: "READ" });
    await setEmail(user.Id, "daily@moyuan.test");
    const before = await t.rpc("DashboardServiceAdmin/reportSubscription", {}, user.token);
    expect(before.body).toMatchObject({ code: "SUCCESS", mailConfigured: true, subscribed: false, email: "daily@moyuan.test", sendAt: "09:00" });
    expect((await t.rpc("DashboardServiceAdmin/subscribeDailyReport", {}, user.token)).body).toMatchObject({ code: "SUCCESS", subscribed: true, email: "daily@moyuan.test" });
    const again = await t.rpc("DashboardServiceAdmin/subscribeDailyReport", {}, user.token);
    expect(again.body.message).toContain("已订阅日报");

    // Subscribed at 12:00: nothing today, nothing at 08:59 tomorrow.
    await sweepNow(t.server.deps, SWEEP);
    t.clock.now = NEXT_MORNING_0859;
    await sweepNow(t.server.deps, SWEEP);
    expect(inbox).toHaveLength(0);

    // 09:01: two servers sweeping at the same moment send one message.
    t.clock.now = NEXT_MORNING_0859 + 2 * MINUTE;
    await Promise.all([sweepNow(t.server.deps, SWEEP), sweepNow(t.server.deps, SWEEP)]);
    expect(inbox).toHaveLength(1);
    const mail = inbox[0]!;
    expect(mail.subject).toBe("墨苑运营日报 2026-11-22");
    expect(mail.from?.text).toContain("report@moyuan.test");
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : "").toBe("daily@moyuan.test");
    const day = { from: "2026-11-22", to: "2026-11-22" };
    const token = await t.login("report.daily", TEST_PASSWORD);
    const net = await askFigure(t, { metric: "netRevenue", ...day }, token);
    const points = await askFigure(t, { metric: "reportPointsIssued", ...day }, token);
    expect(mail.text).toContain(`净收入：${mailValue(net.value, "fen")}`);
    expect(mail.text).toContain(`积分发放：${mailValue(points.value, "count")}`);
    expect(mail.html).toContain("<table");
    // Only what the user may read: no 新增反馈 (R(commnet)) or 书院新学员 (R(shiy)).
    expect(mail.text).not.toContain("新增反馈");
    expect(mail.text).not.toContain("书院新学员");
    expect((await mails()).map((m) => [Number(m.userId), m.day, m.email, m.status])).toEqual([[user.Id, "2026-11-22", "daily@moyuan.test", "SENT"]]);

    // Later the same day: nothing more.
    t.clock.now += 60 * MINUTE;
    await sweepNow(t.server.deps, SWEEP);
    expect(inbox).toHaveLength(1);

    expect((await t.rpc("DashboardServiceAdmin/unsubscribeDailyReport", {}, token)).body).toMatchObject({ code: "SUCCESS", subscribed: false });
    expect((await t.rpc("DashboardServiceAdmin/unsubscribeDailyReport", {}, token)).body.message).toBe("尚未订阅日报");
    t.clock.now += 24 * 60 * MINUTE;
    await sweepNow(t.server.deps, SWEEP);
    expect(inbox).toHaveLength(1);
  });

  it("records a failure when the user has lost the dashboard right, and sends nothing", async () => {
    const user = failing;
    await setEmail(user.Id, "fails@moyuan.test");
    const token = await t.login("report.fails", TEST_PASSWORD);
    expect((await t.rpc("DashboardServiceAdmin/subscribeDailyReport", {}, token)).body.code).toBe("SUCCESS");
    await t.server.deps.db.updateTable("console_user").set({ acl: JSON.stringify({ rights: { dashboard: "NONE", order: "READ" } }) }).where("Id", "=", user.Id).execute();
    t.clock.now += 24 * 60 * MINUTE;
    const sent = inbox.length;
    await sweepNow(t.server.deps, SWEEP);
    expect(inbox).toHaveLength(sent);
    const last = (await mails()).at(-1)!;
    expect([Number(last.userId), last.status, last.error]).toEqual([user.Id, "FAILED", "订阅的用户已没有「仪表盘」读权限，未发送"]);
  });
});

describeEachDb("订阅日报 without a mail channel", (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it("says so, and refuses to subscribe", async () => {
    expect((await t.rpc("DashboardServiceAdmin/reportSubscription", {}, t.adminToken)).body).toMatchObject({ code: "SUCCESS", mailConfigured: false, subscribed: false });
    const refused = await t.rpc("DashboardServiceAdmin/subscribeDailyReport", {}, t.adminToken);
    expect(refused.body.message).toBe("未配置邮件服务，不能订阅日报（需要管理员设置 MOYUAN_SMTP_URL）");
    expect(await t.server.deps.db.selectFrom("report_subscription").selectAll().execute()).toEqual([]);
  });
});
