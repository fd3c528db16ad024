/**
 * 运营报表 (commerce.md §7.2, issue 26): each column of the report over a month of the seeded world
 * equals sums over the rows the list methods answer, per bucket and in total (ratios recomputed from
 * sums), on both databases; a column whose object the caller may not read is refused.
 */
import ExcelJS from "exceljs";
import { afterAll, beforeAll, expect, it } from "vitest";
import { REPORT_METRICS } from "../../server/domains/dashboard/metrics/reportExport";
import { drainJobs } from "../../server/platform/jobs/runner";
import { REPORT_COLUMNS } from "../../src/views/dashboard/report/columns";
import { fromShanghaiInput, shanghaiDate } from "../../src/catalogue/kinds/shanghai";
import { makeUser, type TestUser } from "./accounts";
import { askFigure, listRows, type Rec } from "./dashboardHarness";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

/** October 2026 of the seeded world (its clock stands at 2026-11-22). */
const FROM = "2026-10-01";
const TO = "2026-10-31";
const START = fromShanghaiInput(FROM);
const END = fromShanghaiInput("2026-11-01");
const DAY = 86_400_000;
const PAID = ["PAID", "REFUNDING", "PARTIAL_REFUNDED", "REFUNDED"];
const inOctober = (ms: unknown) => ms !== null && Number(ms) >= START && Number(ms) < END;
/** October's Monday-weeks as the server cuts them (the first starts 2026-09-28). */
const WEEKS = ["2026-09-28", "2026-10-05", "2026-10-12", "2026-10-19", "2026-10-26"];
const weekOf = (ms: number) => WEEKS.filter((w) => fromShanghaiInput(w) <= ms).at(-1)!;

describeEachDb("dashboard report", (kind) => {
  let t: TestServer;
  let ordersOnly: TestUser;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "demo" });
    ordersOnly = await makeUser(t, "report.orders", "editor", { dashboard: "READ", order: "READ", point: "NONE", shiy: "NONE", commnet: "NONE", artist: "NONE" });
  });
  afterAll(async () => {
    await t.close();
  });

  const figure = (metric: string, extra: Rec = {}, token = t.adminToken) => askFigure(t, { metric, from: FROM, to: TO, ...extra }, token);
  const listAll = (path: string, cond: Rec = {}) => listRows(t, path, cond);
  const total = (rows: Rec[], pick: (r: Rec) => number) => rows.reduce((n, r) => n + pick(r), 0);
  /** The figure by week equals the same sum over each week's rows, and its value the month's. */
  const expectWeekly = async (metric: string, rows: Rec[], time: string, pick: (r: Rec) => number) => {
    const answer = await figure(metric, { granularity: "week" });
    expect(answer.value, metric).toBe(total(rows, pick));
    expect(answer.series!.map((p) => p.bucket)).toEqual(WEEKS);
    for (const p of answer.series!) expect(p.value, `${metric} ${p.bucket}`).toBe(total(rows.filter((r) => weekOf(Number(r[time])) === p.bucket), pick));
    return answer;
  };

  it("积分发放 and 积分消耗 are sums over the month's points log by type", async () => {
    const log = (await listAll("PointServiceAdmin/listPointsLog")).filter((r) => inOctober(r.ctime));
    const issued = log.filter((r) => Number(r.change) > 0 && !["EXCHANGE_REFUND", "EXPIRE", "REFUND_CLAWBACK"].includes(String(r.bizType)));
    expect(issued.length).toBeGreaterThan(0);
    await expectWeekly("reportPointsIssued", issued, "ctime", (r) => Number(r.change));
    const exchanged = log.filter((r) => ["EXCHANGE", "EXCHANGE_REFUND"].includes(String(r.bizType)));
    expect(exchanged.length).toBeGreaterThan(0);
    const spent = await expectWeekly("reportPointsSpent", exchanged, "ctime", (r) => -Number(r.change));
    expect(spent.value).toBeGreaterThan(0);
  });

  it("新增反馈 counts the month's feedback by submittedAt; 书院新学员 the month's enrolments", async () => {
    const feedback = (await listAll("OperationServiceAdmin/listFeedback")).filter((r) => inOctober(r.submittedAt));
    expect(feedback.length).toBeGreaterThan(0);
    await expectWeekly("reportNewFeedback", feedback, "submittedAt", () => 1);
    const students = (await listAll("CourseServiceAdmin/listCourseStudent")).filter((r) => inOctober(r.enrolledAt));
    expect(students.length).toBeGreaterThan(0);
    await expectWeekly("reportNewStudents", students, "enrolledAt", () => 1);
  });

  it("推送点击率 and 作业提交率 are ratios of sums, recomputed per bucket and for the total", async () => {
    const pushes = (await listAll("OperationServiceAdmin/listPushMessage")).filter((r) => inOctober(r.sentAt));
    expect(pushes.length).toBeGreaterThan(0);
    const clicks = total(pushes, (r) => Number(r.clickCount ?? 0));
    const received = total(pushes, (r) => Number(r.receivedCount ?? 0));
    const rate = await figure("reportPushClickRate", { granularity: "week" });
    expect(rate.unit).toBe("ratio");
    expect(rate.value).toBeCloseTo(received > 0 ? clicks / received : 0, 12);
    expect(rate.value).toBeGreaterThan(0);

    const homework = (await listAll("CourseServiceAdmin/listHomework")).filter((r) => inOctober(r.deadline));
    expect(homework.length).toBeGreaterThan(0);
    const submissions = await listAll("CourseServiceAdmin/listHomeworkSubmission");
    const seats = (await listAll("CourseServiceAdmin/listCourseStudent")).filter((s) => s.status !== "REMOVED");
    const submitters = (h: Rec) => new Set(submissions.filter((s) => s.homeworkId === h.Id).map((s) => s.visitorId)).size;
    const classSeats = (h: Rec) => seats.filter((s) => s.classId === h.classId).length;
    const answer = await figure("reportHomeworkRate", { granularity: "week" });
    const d = total(homework, classSeats);
    expect(d).toBeGreaterThan(0);
    expect(answer.value).toBeCloseTo(total(homework, submitters) / d, 12);
    for (const p of answer.series!) {
      const week = homework.filter((h) => weekOf(Number(h.deadline)) === p.bucket);
      const wd = total(week, classSeats);
      expect(p.value, p.bucket).toBeCloseTo(wd > 0 ? total(week, submitters) / wd : 0, 12);
    }
  });

  it("会员收入, 课程收入 and 充值收入 are the month's paid orders of each type; 续费会员 the distinct renewing visitors", async () => {
    const paid = (await listAll("OrderServiceAdmin/listOrder", { paidAt: [START, END - 1], status: PAID })).filter((o) => Number(o.payAmount) > 0);
    for (const [metric, type] of [["reportVipRevenue", "VIP"], ["reportCourseRevenue", "COURSE"], ["reportTopupRevenue", "TOPUP"]] as const) {
      const rows = paid.filter((o) => o.orderType === type);
      expect(rows.length, type).toBeGreaterThan(0);
      const a = await expectWeekly(metric, rows, "paidAt", (o) => Number(o.payAmount));
      expect(a.unit).toBe("fen");
    }
    const renewing = paid.filter((o) => o.orderType === "VIP" && (o.isRenewal === true || o.isRenewal === 1));
    expect((await figure("renewedVip")).value).toBe(new Set(renewing.map((o) => o.visitorId)).size);
  });

  it("新增会员 counts visitors whose first fulfilled VIP interval starts in the period, by month", async () => {
    const vip = await listAll("OrderServiceAdmin/listOrder", { orderType: "VIP", fulfilStatus: "DONE" });
    const first = new Map<unknown, number>();
    for (const o of vip) if (o.vipStartAt !== null && o.vipStartAt !== undefined) first.set(o.visitorId, Math.min(first.get(o.visitorId) ?? Infinity, Number(o.vipStartAt)));
    const from = fromShanghaiInput("2026-01-01");
    const end = fromShanghaiInput("2026-11-23");
    const starts = [...first.values()].filter((at) => at >= from && at < end);
    expect(starts.length).toBeGreaterThan(0);
    const answer = await figure("newVip", { from: "2026-01-01", to: "2026-11-22", granularity: "month" });
    expect(answer.value).toBe(starts.length);
    for (const p of answer.series!) expect(p.value, p.bucket).toBe(starts.filter((at) => shanghaiDate(at).slice(0, 7) === p.bucket.slice(0, 7)).length);
  });

  it("MAU is the distinct visitors active in the 30 days up to each bucket's last day", async () => {
    const active = await listAll("TouristServiceAdmin/listVisitorDailyActive");
    const mauOn = (day: number) => {
      const lo = shanghaiDate(day - 29 * DAY);
      const hi = shanghaiDate(day);
      return new Set(active.filter((a) => String(a.date) >= lo && String(a.date) <= hi).map((a) => a.visitorId)).size;
    };
    const answer = await figure("reportMau", { granularity: "week" });
    expect(answer.value).toBe(mauOn(END - DAY));
    expect(answer.value).toBeGreaterThan(0);
    expect(answer.series!.map((p) => p.value)).toEqual(["2026-10-04", "2026-10-11", "2026-10-18", "2026-10-25", "2026-10-31"].map((d) => mauOn(fromShanghaiInput(d))));
  });

  it("a column whose data the caller may not read is refused and left out of the catalogue; order columns stay", async () => {
    for (const metric of ["reportPointsIssued", "reportNewFeedback", "reportPushClickRate", "reportNewStudents", "reportHomeworkRate"]) {
      const r = await t.rpc("DashboardServiceAdmin/query", { metric, from: FROM, to: TO }, ordersOnly.token);
      expect(r.body.code, metric).toBe(7);
      expect(r.body).not.toHaveProperty("value");
    }
    const listed = ((await t.rpc("DashboardServiceAdmin/metrics", {}, ordersOnly.token)).body.metrics as Rec[]).map((m) => m.metric);
    expect(listed).toEqual(expect.arrayContaining(["reportMau", "newVip", "reportVipRevenue"]));
    expect(listed).not.toContain("reportPointsSpent");
    expect((await figure("reportVipRevenue", {}, ordersOnly.token)).value).toBeGreaterThan(0);
  });

  it("导出报表: a job writes an xlsx with 日报, 周报 and 月报 whose numbers are the figures' (money in 元); the columns are the page's", async () => {
    expect(REPORT_METRICS).toEqual(REPORT_COLUMNS);
    const start = await t.rpc("DashboardServiceAdmin/exportReport", { from: FROM, to: TO }, t.adminToken);
    expect(start.body.code, JSON.stringify(start.body)).toBe("SUCCESS");
    await drainJobs(t.server.deps);
    const job = (await t.rpc("JobServiceAdmin/getJob", { Id: start.body.Id }, t.adminToken)).body as unknown as { data: { status: string; done: number; total: number }; resultUrl: string };
    expect(job.data).toMatchObject({ status: "DONE", done: 3, total: 3 });
    const file = await t.server.app.request(job.resultUrl, {}, { incoming: { socket: { remoteAddress: "127.0.0.1" } } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await file.arrayBuffer());
    expect(book.worksheets.map((w) => w.name)).toEqual(["日报", "周报", "月报"]);
    const rowsOf = (name: string) => {
      const out: unknown[][] = [];
      book.getWorksheet(name)!.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
      return out;
    };
    const days = rowsOf("日报");
    expect(days[0]).toEqual(["日期", ...REPORT_COLUMNS.map((c) => c.label)]);
    expect(days).toHaveLength(1 + 31 + 1);
    expect(days[1]![0]).toBe("2026-10-01");
    expect(days.at(-1)![0]).toBe("合计");
    const col = (label: string) => days[0]!.indexOf(label);
    const vipRevenue = await figure("reportVipRevenue", { granularity: "day" });
    expect(days.at(-1)![col("会员收入")]).toBe(vipRevenue.value / 100);
    expect(days.slice(1, -1).map((r) => r[col("会员收入")])).toEqual(vipRevenue.series!.map((p) => p.value / 100));
    const feedback = await figure("reportNewFeedback", { granularity: "week" });
    const weeks = rowsOf("周报");
    expect(weeks.slice(1).map((r) => r[0])).toEqual([...WEEKS, "合计"]);
    expect(weeks.slice(1, -1).map((r) => r[weeks[0]!.indexOf("新增反馈")])).toEqual(feedback.series!.map((p) => p.value));
    const months = rowsOf("月报");
    expect(months.slice(1).map((r) => r[0])).toEqual(["2026-10", "合计"]);
    const rate = await figure("reportPushClickRate");
    expect(months[1]![months[0]!.indexOf("推送点击率")]).toBeCloseTo(rate.value, 12);
    expect(typeof months[1]![months[0]!.indexOf("净收入")]).toBe("number");
  });

  it("导出报表 leaves out the columns the user may not read; without R(dashboard) it is refused and queues nothing", async () => {
    const start = await t.rpc("DashboardServiceAdmin/exportReport", { from: FROM, to: TO }, ordersOnly.token);
    expect(start.body.code).toBe("SUCCESS");
    await drainJobs(t.server.deps);
    const job = (await t.rpc("JobServiceAdmin/getJob", { Id: start.body.Id }, ordersOnly.token)).body as unknown as { data: { status: string }; resultUrl: string };
    expect(job.data.status).toBe("DONE");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await (await t.server.app.request(job.resultUrl, {}, { incoming: { socket: { remoteAddress: "127.0.0.1" } } })).arrayBuffer());
    const header = (book.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
    expect(header).toContain("会员收入");
    expect(header).not.toContain("积分发放");
    expect(header).not.toContain("作业提交率");
    const noDashboard = await makeUser(t, "report.nodash", "editor", { dashboard: "NONE", order: "READ" });
    const jobsOf = async (userId: number) => (await t.server.deps.db.selectFrom("job").select("Id").where("userId", "=", userId).execute()).length;
    const refused = await t.rpc("DashboardServiceAdmin/exportReport", { from: FROM, to: TO }, noDashboard.token);
    expect(refused.body.code).toBe(7);
    expect(await jobsOf(noDashboard.Id)).toBe(0);
    const bad = await t.rpc("DashboardServiceAdmin/exportReport", { from: "2026-10-31", to: "2026-10-01" }, t.adminToken);
    expect(bad.body.code).toBe(3);
    expect(String(bad.body.message)).toContain("开始日期不能晚于结束日期");
  });
});
