import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signIn } from "./helpers";
import { formatExact, formatFigure } from "../../src/views/dashboard/format";
import { presetRange } from "../../src/views/dashboard/range";

/** The figure as the server answers it for the signed-in user (the same call the page makes). */
async function figure(page: Page, metric: string, from: string, to: string, granularity?: string, filters?: Record<string, string[]>) {
  const token = await page.evaluate(() => localStorage.getItem("moyuan.admin.token"));
  const res = await page.request.post("/api/moyuan.DashboardServiceAdmin/query", { data: { metric, from, to, granularity, filters, context: { token } } });
  return (await res.json()) as { value: number; unit: "fen" | "count" | "ratio"; series?: { bucket: string; value: number }[] };
}

const card = (page: Page, metric: string) => page.locator(`[data-testid=kpi-card][data-metric=${metric}]`);

test.beforeEach(async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
});

test("keyboard from a KPI card to its list: Tab to 成交额, Enter opens the orders filtered on the page's days", async ({ page }) => {
  const month = presetRange("thisMonth", Date.now());
  await page.goto(`/dashboard/analysis?from=${month.from}&to=${month.to}&g=day`);
  const gmv = await figure(page, "gmv", month.from, month.to);
  await expect(card(page, "gmv").getByTestId("kpi-value")).toHaveText(formatFigure(gmv.value, "fen"));
  // The top bar's last filter, then Tab: the first card.
  await page.getByRole("button", { name: /^订单类型：/ }).focus();
  await page.keyboard.press("Tab");
  const link = card(page, "gmv").getByRole("link");
  await expect(link).toBeFocused();
  await expect(link).toHaveAccessibleDescription(/^数据口径：/);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/order\/vip\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get("f.paidAt")).toBe(`${month.from} 00:00~${month.to} 23:59`);
  // The list shows the range in its filter bar.
  await expect(page.getByRole("combobox", { name: "支付时间（起）", exact: true })).toHaveValue(`${month.from} 00:00`);
  await expect(page.getByRole("combobox", { name: "支付时间（止）", exact: true })).toHaveValue(`${month.to} 23:59`);
  await expect(page.getByTestId("grid")).toBeVisible();
});

test("a preset changes the address and the figures; the table view shows the chart's numbers", async ({ page }) => {
  await page.goto("/dashboard/analysis");
  const last30 = presetRange("last30", Date.now());
  await expect(page.getByRole("button", { name: "近30天" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("range-text")).toContainText(`${last30.from} 至 ${last30.to}`);

  await page.getByRole("button", { name: "近12个月" }).click();
  const year = presetRange("last12Months", Date.now());
  await expect(page).toHaveURL(new RegExp(`from=${year.from}&to=${year.to}&g=month`));
  const gmv = await figure(page, "gmv", year.from, year.to, "month");
  const orders = await figure(page, "paidOrders", year.from, year.to, "month");
  await expect(card(page, "gmv").getByTestId("kpi-value")).toHaveText(formatFigure(gmv.value, "fen"));
  await expect(card(page, "paidOrders").getByTestId("kpi-value")).toHaveText(formatFigure(orders.value, "count"));

  const trend = page.getByTestId("dashboard-chart").filter({ has: page.getByRole("heading", { name: "成交趋势" }) });
  await expect(trend.getByRole("img", { name: /^成交趋势：/ })).toBeVisible();
  await trend.getByRole("button", { name: "表格" }).click();
  const rows = trend.getByRole("table").locator("tbody tr");
  await expect(rows).toHaveCount(gmv.series?.length ?? 0);
  const last = gmv.series?.at(-1);
  const lastOrders = orders.series?.at(-1);
  await expect(rows.last()).toContainText(formatExact(last?.value ?? 0, "fen"));
  await expect(rows.last()).toContainText(String(lastOrders?.value ?? 0));
  // Each row opens the orders of its month (当日订单, whose drawer links to the lists), for keyboard users.
  await expect(rows.last().getByRole("button")).toHaveText(last?.bucket.slice(0, 7) ?? "");
});

test("the analysis page has no serious accessibility violation; screenshots wide and narrow", async ({ page }) => {
  await page.goto("/dashboard/analysis");
  await expect(card(page, "gmv").getByTestId("kpi-value")).not.toHaveText("");
  await expect(page.getByTestId("figure-loading")).toHaveCount(0);
  const result = await new AxeBuilder({ page }).include("main").analyze();
  const serious = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
  expect(serious).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("analysis-wide.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card(page, "gmv")).toBeVisible();
  // A phone-wide window scrolls down, never sideways (the shell's header once made the page 437 px wide).
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath("analysis-narrow.png"), fullPage: true });
});

test("支付方式 filter from the keyboard: 成交额 becomes the API's filtered value, the address keeps it, a visitor figure says it ignores it", async ({ page }) => {
  const month = presetRange("thisMonth", Date.now());
  await page.goto(`/dashboard/analysis?from=${month.from}&to=${month.to}&g=day`);
  const all = await figure(page, "gmv", month.from, month.to);
  await expect(card(page, "gmv").getByTestId("kpi-value")).toHaveText(formatFigure(all.value, "fen"));
  const filtered = await figure(page, "gmv", month.from, month.to, undefined, { payChannel: ["ALIPAY"] });
  expect(filtered.value).toBeLessThan(all.value);

  const button = page.getByRole("button", { name: /^支付方式：全部/ });
  await button.focus();
  await page.keyboard.press("Enter");
  // The list opens on its first box; arrows move, Space ticks, Esc closes back to the button.
  await expect(page.getByRole("checkbox", { name: "微信支付" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("checkbox", { name: "支付宝" })).toBeFocused();
  await page.keyboard.press("Space");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: /^支付方式：支付宝/ })).toBeFocused();
  await expect(page).toHaveURL(/payChannel=ALIPAY/);
  await expect(card(page, "gmv").getByTestId("kpi-value")).toHaveText(formatFigure(filtered.value, "fen"));
  await expect(card(page, "newVisitors").getByTestId("figure-ignored")).toHaveText("不受支付方式筛选影响");
  await expect(card(page, "gmv").getByTestId("figure-ignored")).toHaveCount(0);
  // A month: 同比 beside 环比.
  await expect(card(page, "gmv").getByTestId("kpi-year-ago")).toContainText("同比");
});

test("当日订单: a 成交趋势 bucket opens a drawer listing its paid orders, each linking to its order", async ({ page }) => {
  const week = presetRange("last7", Date.now());
  await page.goto(`/dashboard/analysis?from=${week.from}&to=${week.to}&g=day`);
  const gmv = await figure(page, "gmv", week.from, week.to, "day");
  const orders = await figure(page, "paidOrders", week.from, week.to, "day");
  const at = (orders.series ?? []).findIndex((p) => p.value > 0 && p.value <= 100);
  expect(at, "a day of the last week with paid orders").toBeGreaterThanOrEqual(0);
  const bucket = orders.series?.[at];
  const trend = page.getByTestId("dashboard-chart").filter({ has: page.getByRole("heading", { name: "成交趋势" }) });
  await trend.getByRole("button", { name: "表格" }).click();
  const row = trend.getByRole("table").locator("tbody tr").nth(at);
  await row.getByRole("button").focus();
  await page.keyboard.press("Enter");
  const drawer = page.getByRole("dialog", { name: /^当日订单/ });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId("bucket-orders-count")).toContainText(`共 ${bucket?.value} 笔`);
  await expect(drawer.getByTestId("bucket-orders-count")).toContainText(formatExact(gmv.series?.[at]?.value ?? 0, "fen"));
  await expect(drawer.locator("tbody tr")).toHaveCount(bucket?.value ?? 0);
  await expect(drawer.locator("tbody tr").first().getByRole("link")).toHaveAttribute("href", /^\/order\/(vip|course|topup|auction)\?open=\d+$/);
  await page.keyboard.press("Escape");
  await expect(drawer).toHaveCount(0);
});

test("导出 Excel downloads the chart's table as an xlsx with the table's numbers", async ({ page }) => {
  const year = presetRange("last12Months", Date.now());
  await page.goto(`/dashboard/analysis?from=${year.from}&to=${year.to}&g=month`);
  const gmv = await figure(page, "gmv", year.from, year.to, "month");
  const trend = page.getByTestId("dashboard-chart").filter({ has: page.getByRole("heading", { name: "成交趋势" }) });
  await expect(trend.getByRole("img", { name: /^成交趋势：/ })).toBeVisible();
  const downloading = page.waitForEvent("download");
  await trend.getByRole("button", { name: "导出 Excel" }).focus();
  await page.keyboard.press("Enter");
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^成交趋势_\d{4}-\d{2}-\d{2}\.xlsx$/);
  const { default: ExcelJS } = await import("exceljs");
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.worksheets[0];
  const header = (sheet?.getRow(1).values as unknown[]).slice(1);
  expect(header).toEqual(["项目", "支付订单数", "成交额（元）"]);
  const series = gmv.series ?? [];
  expect(sheet?.rowCount).toBe(series.length + 1);
  series.forEach((p, i) => expect(sheet?.getRow(i + 2).getCell(3).value).toBe(p.value / 100));
  // PNG from the same toolbar.
  const png = page.waitForEvent("download");
  await trend.getByRole("button", { name: "导出 PNG" }).click();
  expect((await png).suggestedFilename()).toMatch(/\.png$/);
});
