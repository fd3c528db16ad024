import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signIn } from "./helpers";
import { formatExact } from "../../src/views/dashboard/format";
import { presetRange } from "../../src/views/dashboard/range";

/** The figure as the server answers it for the signed-in user (the same call the page makes). */
async function figure(page: Page, metric: string, from: string, to: string, granularity?: string) {
  const token = await page.evaluate(() => localStorage.getItem("moyuan.admin.token"));
  const res = await page.request.post("/api/moyuan.DashboardServiceAdmin/query", { data: { metric, from, to, granularity, context: { token } } });
  return (await res.json()) as { value: number; unit: "fen" | "count" | "ratio"; series?: { bucket: string; value: number }[] };
}

/** The column index of a header in the report's grid (the first column is the bucket). */
async function columnOf(page: Page, label: string): Promise<number> {
  await expect(page.getByRole("columnheader", { name: label, exact: true })).toBeVisible();
  const headers = await page.getByRole("grid", { name: "运营报表" }).locator("thead th").allTextContents();
  const i = headers.findIndex((h) => h.startsWith(label));
  expect(i, `column ${label} in ${headers.join(",")}`).toBeGreaterThan(0);
  return i - 1;
}

const cell = (page: Page, row: number, col: number) => page.locator(`[data-cell="${row}-${col}"]`);

test.beforeEach(async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
});

test("a cell and the 合计 row equal the API; arrow keys move, Enter opens the list filtered on the cell's bucket", async ({ page }) => {
  const range = presetRange("last30", Date.now());
  await page.goto(`/dashboard/report?from=${range.from}&to=${range.to}&g=week`);
  const revenue = await figure(page, "reportVipRevenue", range.from, range.to, "week");
  const col = await columnOf(page, "会员收入");
  const first = revenue.series![0]!;
  await expect(cell(page, 0, col)).toHaveText(formatExact(first.value, "fen"));
  await expect(page.getByTestId("report-total").locator("td").nth(col)).toHaveText(formatExact(revenue.value, "fen"));

  // The grid's one tab stop is its first cell; arrows walk to 会员收入 of the second week.
  await cell(page, 0, 0).focus();
  for (let i = 0; i < col; i += 1) await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowDown");
  await expect(cell(page, 1, col)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/order\/vip\?/);
  const week = revenue.series![1]!.bucket;
  const url = new URL(page.url());
  expect(url.searchParams.get("f.paidAt")).toMatch(new RegExp(`^${week} 00:00~\\d{4}-\\d{2}-\\d{2} 23:59$`));
  await expect(page.getByTestId("grid")).toBeVisible();
});

test("指标趋势 keeps the picked columns in the address, at most four", async ({ page }) => {
  await page.goto("/dashboard/report");
  const trend = page.getByRole("region", { name: "指标趋势" });
  await expect(trend.getByRole("img", { name: /^指标趋势图：/ })).toBeVisible();
  // The address is written in a router transition: the box shows the new state once it is there.
  await trend.getByRole("checkbox", { name: "会员收入" }).click();
  await expect(trend.getByRole("checkbox", { name: "会员收入" })).toBeChecked();
  await trend.getByRole("checkbox", { name: "净收入" }).click();
  await expect(trend.getByRole("checkbox", { name: "净收入" })).toBeChecked();
  await expect(page).toHaveURL(/trend=newVisitors%2Cdau%2CreportVipRevenue%2CnetRevenue/);
  await expect(trend.getByRole("checkbox", { name: "退款额" })).toBeDisabled();
  await trend.getByRole("checkbox", { name: "DAU" }).click();
  await expect(trend.getByRole("checkbox", { name: "DAU" })).not.toBeChecked();
  await expect(trend.getByRole("checkbox", { name: "退款额" })).toBeEnabled();
});

test("导出报表 runs as a job and links an xlsx", async ({ page }) => {
  await page.goto("/dashboard/report");
  await expect(page.getByRole("grid", { name: "运营报表" })).toBeVisible();
  await page.getByRole("button", { name: "导出报表" }).click();
  const job = page.getByTestId("job-panel");
  await expect(job).toContainText("导出运营报表");
  await expect(job.getByTestId("job-status")).toHaveText("已完成");
  await expect(job).toContainText("已完成 3 / 共 3");
  const file = await page.request.get(await job.getByRole("link", { name: "下载结果" }).getAttribute("href") as string);
  expect(file.ok()).toBe(true);
  expect((await file.body()).subarray(0, 2).toString()).toBe("PK");
});

test("the report page has no serious accessibility violation; screenshot", async ({ page }) => {
  // A full-page screenshot of the long grid takes a while on a busy machine.
  test.slow();
  await page.goto("/dashboard/report");
  await expect(page.getByTestId("report-total")).toBeVisible();
  await expect(page.getByTestId("figure-loading")).toHaveCount(0);
  await expect(page.getByRole("grid", { name: "运营报表" }).getByText("…")).toHaveCount(0);
  const result = await new AxeBuilder({ page }).include("main").analyze();
  const serious = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
  expect(serious).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("report-wide.png"), fullPage: true });
});

test("订阅日报 is hidden when the server cannot send mail; where it says it can, the server's refusal is shown", async ({ page }) => {
  const answered = page.waitForResponse((r) => r.url().endsWith(".DashboardServiceAdmin/reportSubscription"));
  await page.goto("/dashboard/report");
  expect(await (await answered).json()).toMatchObject({ code: "SUCCESS", mailConfigured: false });
  await expect(page.getByRole("button", { name: "导出报表" })).toBeVisible();
  await expect(page.getByTestId("report-subscribe")).toHaveCount(0);

  // A console told (wrongly) that mail works: pressing the button reaches the real server, which refuses and changes nothing.
  await page.route((url) => url.pathname.endsWith(".DashboardServiceAdmin/reportSubscription"), (route) =>
    route.fulfill({ json: { code: "SUCCESS", mailConfigured: true, subscribed: false, email: "admin@moyuan.test", sendAt: "09:00" } }));
  await page.reload();
  const button = page.getByTestId("report-subscribe");
  await expect(button).toHaveText("订阅日报");
  await expect(button).toHaveAttribute("title", "每天 09:00 把前一天的报表发到 admin@moyuan.test");
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: "未配置邮件服务，不能订阅日报" })).toBeVisible();
  await expect(button).toHaveText("订阅日报");
});
