import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signIn } from "./helpers";
import { formatFigure } from "../../src/views/dashboard/format";
import { toolsRange } from "../../src/views/dashboard/algorithm/toolsRange";

/** The page's figures as the server answers them for the signed-in user (the same call the page makes). */
async function stats(page: Page, request: Record<string, unknown>) {
  const token = await page.evaluate(() => localStorage.getItem("moyuan.admin.token"));
  const res = await page.request.post("/api/moyuan.DashboardServiceAdmin/algorithmStats", { data: { ...request, context: { token } } });
  return (await res.json()) as { algorithms: { algorithm: string; calls: number; errorRate: number }[] };
}

/** One metric-layer figure over whole days, as the /tools sections ask it. */
async function figure(page: Page, metric: string, range: { from: string; to: string }) {
  const token = await page.evaluate(() => localStorage.getItem("moyuan.admin.token"));
  const res = await page.request.post("/api/moyuan.DashboardServiceAdmin/query", { data: { metric, from: range.from, to: range.to, context: { token } } });
  return (await res.json()) as { value: number; breakdown?: { key: string; label: string; value: number }[] };
}

const card = (page: Page, algorithm: string) => page.locator(`[data-testid=algorithm-card][data-algorithm=${algorithm}]`);

test.beforeEach(async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
});

test("a card equals the API; keyboard from the 以图识画 card to the recognition records of the window", async ({ page }) => {
  await page.goto("/dashboard/algorithm");
  await expect(page.getByRole("button", { name: "24 小时" })).toHaveAttribute("aria-pressed", "true");
  const answer = await stats(page, { window: "24h" });
  const recognition = answer.algorithms.find((a) => a.algorithm === "IMAGE_RECOGNITION")!;
  expect(recognition.calls).toBeGreaterThan(0);
  await expect(card(page, "IMAGE_RECOGNITION").getByTestId("algorithm-calls")).toHaveText(formatFigure(recognition.calls, "count"));
  await expect(card(page, "IMAGE_RECOGNITION").getByTestId("algorithm-error-rate")).toHaveText(formatFigure(recognition.errorRate, "ratio"));
  await expect(page.getByText("每 60 秒自动刷新")).toBeVisible();
  // From 刷新, Tab reaches the first card; Enter drills.
  await page.getByRole("button", { name: "刷新" }).focus();
  await page.keyboard.press("Tab");
  await expect(card(page, "IMAGE_RECOGNITION")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/tools\/aishitu\?/);
  expect(new URL(page.url()).searchParams.get("f.queriedAt")).toMatch(/^\d{4}-\d\d-\d\d \d\d:00~\d{4}-\d\d-\d\d \d\d:59$/);
  await expect(page.getByTestId("grid")).toBeVisible();
});

test("最近 1 小时 by keyboard: the calls chart's 表格 lists the 60 minutes (HH:mm) whose calls add up to the API's", async ({ page }) => {
  await page.goto("/dashboard/algorithm");
  await expect(page.getByRole("button", { name: "24 小时" })).toHaveAttribute("aria-pressed", "true");
  // The page's own answer for the hour (not the latency chart's, which asks for one algorithm).
  const answered = page.waitForResponse((r) => {
    if (!r.url().endsWith(".DashboardServiceAdmin/algorithmStats")) return false;
    const asked = JSON.parse(r.request().postData() ?? "{}") as { window?: string; algorithm?: string };
    return asked.window === "1h" && !asked.algorithm;
  });
  await page.getByRole("button", { name: "24 小时" }).focus();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("button", { name: "最近 1 小时" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/w=1h/);
  const answer = (await (await answered).json()) as { buckets: number[]; window: { bucketMs: number }; algorithms: { calls: number }[] };
  expect(answer.window.bucketMs).toBe(60_000);
  await expect(page.getByTestId("algorithm-window")).toContainText("最近 1 小时按分钟、其余按小时汇总");
  const chart = page.getByTestId("dashboard-chart").filter({ hasText: "调用量与错误" });
  await chart.getByRole("button", { name: "表格" }).click();
  const table = chart.getByTestId("chart-table");
  // Consecutive minutes in China time, the last the minute in progress.
  const minutes = answer.buckets.map((b) => new Date(b + 8 * 3_600_000).toISOString().slice(11, 16));
  expect(minutes).toHaveLength(60);
  await expect(table.locator("tbody th")).toHaveText(minutes);
  const cells = await table.locator("tbody tr td:first-of-type").allTextContents();
  const calls = answer.algorithms.reduce((n, a) => n + a.calls, 0);
  expect(calls).toBeGreaterThan(0);
  expect(cells.reduce((n, c) => n + Number(c.replace(/[^\d]/g, "")), 0)).toBe(calls);
});

test("版本对比: 只看此版本 filters the page to the canary; the window and auto-refresh live in the address", async ({ page }) => {
  await page.goto("/dashboard/algorithm?w=7d&alg=IMAGE_RECOGNITION");
  const table = page.getByTestId("algorithm-versions");
  await expect(table.locator("tbody tr")).toHaveCount(2);
  await table.getByRole("button", { name: /只看此版本\s*：以图识画 shitu-v3\.4\.0/ }).click();
  await expect(page).toHaveURL(/ver=shitu-v3\.4\.0/);
  const canary = await stats(page, { window: "7d", algorithm: "IMAGE_RECOGNITION", modelVersion: "shitu-v3.4.0" });
  await expect(card(page, "IMAGE_RECOGNITION").getByTestId("algorithm-calls")).toHaveText(formatFigure(canary.algorithms[0]!.calls, "count"));
  await expect(table.locator("tbody tr")).toHaveCount(1);
  // The box follows the address (a router navigation), so it is clicked and then awaited, not uncheck()ed.
  await page.getByLabel("每 60 秒自动刷新").click();
  await expect(page).toHaveURL(/auto=0/);
  await expect(page.getByLabel("每 60 秒自动刷新")).not.toBeChecked();
  await page.getByRole("button", { name: "最近 1 小时" }).click();
  await expect(page).toHaveURL(/w=1h/);
});

test("爬虫运行: the 运行次数 card equals the API; Enter on it lists those runs, filtered to the window's days", async ({ page }) => {
  await page.goto("/dashboard/algorithm?w=30d");
  const range = toolsRange("30d", Date.now());
  const runs = await figure(page, "crawlerRuns", range);
  expect(runs.value).toBeGreaterThan(0);
  const runsCard = page.getByTestId("algorithm-crawler").locator("[data-testid=kpi-card][data-metric=crawlerRuns]");
  await expect(runsCard.getByTestId("kpi-value")).toHaveText(formatFigure(runs.value, "count"));
  await expect(runsCard).toContainText("爬虫运行次数");
  await runsCard.getByRole("link").focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/tools\/crawler\/runs\?/);
  expect(new URL(page.url()).searchParams.get("f.startedAt")).toBe(`${range.from} 00:00~${range.to} 23:59`);
  await expect(page.getByTestId("total")).toHaveText(`共 ${runs.value} 条`);
});

test("爬虫运行: the TOP targets table's first row lists that target's runs of the window", async ({ page }) => {
  await page.goto("/dashboard/algorithm?w=30d");
  const range = toolsRange("30d", Date.now());
  const pages = await figure(page, "crawlerPages", range);
  const top = pages.breakdown?.[0];
  expect(top?.value).toBeGreaterThan(0);
  const chart = page.getByTestId("algorithm-crawler").getByTestId("dashboard-chart").filter({ hasText: "抓取页数 TOP" });
  await chart.getByRole("button", { name: "表格" }).click();
  await chart.getByTestId("chart-table").locator("tbody th").first().getByRole("link", { name: top!.label }).click();
  await expect(page).toHaveURL(/\/tools\/crawler\/runs\?/);
  expect(new URL(page.url()).searchParams.get("f.targetId")).toBe(top!.key);
  const token = await page.evaluate(() => localStorage.getItem("moyuan.admin.token"));
  const span = [Date.parse(`${range.from}T00:00:00+08:00`), Date.parse(`${range.to}T23:59:59.999+08:00`)];
  const listed = await (await page.request.post("/api/moyuan.CrawlerServiceAdmin/listCrawlerRun", {
    data: { cond: { jsonq: JSON.stringify({ targetId: Number(top!.key), startedAt: span }) }, page: { skip: 0, limit: 500 }, context: { token } },
  })).json() as { data: unknown[] };
  expect(listed.data.length).toBeGreaterThan(0);
  await expect(page.getByTestId("total")).toHaveText(`共 ${listed.data.length} 条`);
});

test("以图识画记录: the wrong-rate card equals the API; its chart's 表格 view lists the model versions", async ({ page }) => {
  await page.goto("/dashboard/algorithm?w=30d");
  const range = toolsRange("30d", Date.now());
  const wrong = await figure(page, "recognitionWrongRate", range);
  const section = page.getByTestId("algorithm-recognition");
  await expect(section.locator("[data-testid=kpi-card][data-metric=recognitionWrongRate]").getByTestId("kpi-value")).toHaveText(formatFigure(wrong.value, "ratio"));
  const versions = (wrong.breakdown ?? []).map((b) => b.key);
  expect(versions.length).toBeGreaterThanOrEqual(2);
  const chart = section.getByTestId("dashboard-chart").filter({ hasText: "命中率与误识反馈率" });
  await chart.getByRole("button", { name: "表格" }).click();
  const rows = chart.getByTestId("chart-table").locator("tbody th");
  await expect(rows).toHaveText(versions);
  // A version's row drills into its wrong records.
  await rows.first().getByRole("link").click();
  await expect(page).toHaveURL(/\/tools\/aishitu\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get("f.feedback")).toBe("wrong");
  expect(url.searchParams.get("f.modelVersion")).toBe(versions[0]);
});

test("the algorithm page has no serious accessibility violation; screenshot", async ({ page }) => {
  await page.goto("/dashboard/algorithm?w=30d");
  await expect(card(page, "AI_CHAT")).toBeVisible();
  // The /tools sections too (axe reads their cards and charts).
  await expect(page.getByTestId("algorithm-crawler").getByTestId("kpi-value").first()).toBeVisible();
  await expect(page.getByTestId("algorithm-recognition").getByTestId("kpi-value").first()).toBeVisible();
  await expect(page.getByTestId("figure-loading")).toHaveCount(0);
  const result = await new AxeBuilder({ page }).include("main").analyze();
  const serious = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
  expect(serious).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("algorithm-wide.png"), fullPage: true });
});
