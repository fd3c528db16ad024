import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signIn } from "./helpers";
import { formatExact, formatFigure } from "../../src/views/dashboard/format";
import { presetRange } from "../../src/views/dashboard/range";

/** The figure as the server answers it for the signed-in user (the same call the page makes). */
async function figure(page: Page, metric: string, from: string, to: string, granularity?: string) {
  const token = await page.evaluate(() => localStorage.getItem("moyuan.admin.token"));
  const res = await page.request.post("/api/moyuan.DashboardServiceAdmin/query", { data: { metric, from, to, granularity, context: { token } } });
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
  // The granularity's last button, then Tab: the first card.
  await page.getByRole("button", { name: "按月统计" }).focus();
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
  // Each row is a link to the orders of its month, for keyboard users.
  await expect(rows.last().getByRole("link")).toHaveAttribute("href", new RegExp(`f\\.paidAt=${last?.bucket}`));
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
  await page.screenshot({ path: test.info().outputPath("analysis-narrow.png"), fullPage: true });
});
