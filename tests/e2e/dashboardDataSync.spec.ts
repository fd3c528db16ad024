import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signIn } from "./helpers";
import { formatExact, formatFigure } from "../../src/views/dashboard/format";
import { presetRange } from "../../src/views/dashboard/range";

type Rec = Record<string, unknown>;
const focusedRow = (page: Page) => page.locator("[data-testid=grid-row][data-focused]");

async function call<T = Rec>(page: Page, path: string, data: object): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem("moyuan.admin.token"));
  return (await page.request.post(`/api/moyuan.${path}`, { data: { ...data, context: { token } } })).json() as Promise<T>;
}
const latestRun = async (page: Page, taskId: number) => (await call<{ data: Rec[] }>(page, "DashboardServiceAdmin/listSyncRun", {
  page: { skip: 0, limit: 1 }, cond: { jsonq: JSON.stringify({ taskId }) }, sort: { by: "Id", asc: false },
})).data[0] ?? {};

test.beforeEach(async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
});

test("the wall shows the nine tasks; Enter on a card opens its runs; the runs card equals the API; no serious axe violation", async ({ page }) => {
  const range = presetRange("last30", Date.now());
  await page.goto("/dashboard/datasync");
  const cards = page.getByTestId("sync-task-card");
  await expect(cards).toHaveCount(9);
  const runs = await call<{ value: number }>(page, "DashboardServiceAdmin/query", { metric: "syncRuns", from: range.from, to: range.to });
  await expect(page.locator("[data-testid=kpi-card][data-metric=syncRuns]").getByTestId("kpi-value")).toHaveText(formatFigure(runs.value, "count"));
  await expect(page.getByTestId("figure-loading")).toHaveCount(0);
  const result = await new AxeBuilder({ page }).include("main").analyze();
  const serious = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help}`);
  expect(serious).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("datasync.png"), fullPage: true });
  await cards.first().focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard\/datasync\/runs\?f\.taskId=\d+/);
  await expect(page.getByTestId("grid")).toBeVisible();
});

/** 立即同步 (S) from the task grid on the task named `name`; answers its latest run once it ended. */
async function syncFromKeyboard(page: Page, name: string): Promise<Rec> {
  await page.goto(`/dashboard/datasync/tasks?${new URLSearchParams({ "f.name": name }).toString()}`);
  // The filtered list must be on screen before ↓ (pressed on a grid still loading, it focused nothing).
  await expect(page.getByTestId("grid-row")).toHaveCount(1);
  await expect(page.getByTestId("grid-row").first()).toContainText(name);
  await page.getByTestId("grid").focus();
  await page.keyboard.press("ArrowDown");
  await expect(focusedRow(page)).toContainText(name);
  const taskId = Number(await focusedRow(page).getAttribute("data-id"));
  const before = Number((await latestRun(page, taskId)).Id ?? 0);
  await page.keyboard.press("S");
  await expect.poll(async () => {
    const run = await latestRun(page, taskId);
    return Number(run.Id) > before && run.status !== "RUNNING" ? run.status : "waiting";
  }, { timeout: 30_000 }).not.toBe("waiting");
  return latestRun(page, taskId);
}

test("立即同步 from the keyboard: an in-server task succeeds with records processed; an outside one fails 未配置", async ({ page }) => {
  const dict = await syncFromKeyboard(page, "字典缓存刷新");
  expect(dict.status).toBe("SUCCESS");
  expect(Number(dict.processed)).toBeGreaterThan(0);
  const wx = await syncFromKeyboard(page, "微信支付账单下载");
  expect(wx.status).toBe("FAILED");
  expect(String((wx.errorSample as { reason: string }[])[0]?.reason)).toContain("未配置");
  await page.goto(`/dashboard/datasync/runs?open=${String(wx.Id)}`);
  await expect(page.getByText(/未配置微信支付账单下载接口/).first()).toBeVisible();
});

test("同步延迟: a line per real-time task whose 表格 equals the API; Enter on a value opens that task's runs of the day", async ({ page }) => {
  const week = presetRange("last7", Date.now());
  await page.goto(`/dashboard/datasync?from=${week.from}&to=${week.to}&g=day`);
  const lag = await call<{ breakdown: { key: string; label: string; series: { bucket: string; value: number }[] }[] }>(page, "DashboardServiceAdmin/query", {
    metric: "syncLag", from: week.from, to: week.to, granularity: "day",
  });
  expect(lag.breakdown.map((b) => b.label)).toEqual(["书画库→搜索索引", "订单→搜索索引"]);
  const chart = page.getByTestId("dashboard-chart").filter({ has: page.getByRole("heading", { name: "同步延迟（秒）" }) });
  await expect(chart.getByRole("img", { name: /^同步延迟（秒）：.*注意 120 秒、异常 600 秒/ })).toBeVisible();
  await chart.getByRole("button", { name: "表格" }).click();
  const table = chart.getByTestId("chart-table");
  await expect(table.locator("thead th")).toHaveText(["项目", ...lag.breakdown.map((b) => b.label)]);
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(7);
  for (const [i, point] of (lag.breakdown[0]?.series ?? []).entries()) {
    await expect(rows.nth(i).locator("td")).toHaveText(lag.breakdown.map((b) => formatExact(b.series[i]?.value ?? 0, "count")));
    expect(point.bucket).toBe(lag.breakdown[1]?.series[i]?.bucket);
  }
  // Each value links to its own task's runs: the order task's cell of the last day.
  const last = lag.breakdown[1]?.series.at(-1);
  await expect(rows.last().getByRole("link")).toHaveCount(2);
  await rows.last().getByRole("link").nth(1).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard\/datasync\/runs\?/);
  const params = new URL(page.url()).searchParams;
  expect(params.get("f.taskId")).toBe(lag.breakdown[1]?.key);
  expect(params.get("f.startedAt")).toBe(`${last?.bucket} 00:00~${last?.bucket} 23:59`);
  await expect(page.getByTestId("grid")).toBeVisible();
});
