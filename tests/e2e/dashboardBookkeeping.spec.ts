import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { formatMoney } from "../../src/catalogue/kinds/money";
import { formatFigure } from "../../src/views/dashboard/format";
import { presetRange } from "../../src/views/dashboard/range";
import { expect, test } from "./fixtures";
import { signIn } from "./helpers";

/**
 * 记账报表 /dashboard/orderbookkeeping (commerce.md §7.3): the 收入 card is the API's figure and drills
 * into the entries it sums (the list's 当前筛选合计 says the same amount), a chart reads as a table, and
 * the page has no serious accessibility violation.
 */
type Answer = { value: number; breakdown?: { key: string; label: string; value: number }[] };

/** One figure as the server answers it for the signed-in user (the same call the page makes). */
async function figure(page: Page, metric: string, range: { from: string; to: string }): Promise<Answer> {
  const token = await page.evaluate(() => localStorage.getItem("moyuan.admin.token"));
  const res = await page.request.post("/api/moyuan.DashboardServiceAdmin/query", { data: { metric, from: range.from, to: range.to, context: { token } } });
  return (await res.json()) as Answer;
}

const card = (page: Page, metric: string) => page.locator(`[data-testid=kpi-card][data-metric=${metric}]`);

test.beforeEach(async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
});

test("收入 equals the API; Enter on it lists the income entries of the range, whose 当前筛选合计 is the same amount", async ({ page }) => {
  await page.goto("/dashboard/orderbookkeeping");
  // The page's default: the last twelve months.
  const range = presetRange("last12Months", Date.now());
  const income = await figure(page, "bkIncome", range);
  expect(income.value).toBeGreaterThan(0);
  const incomeCard = card(page, "bkIncome");
  await expect(incomeCard.getByTestId("kpi-value")).toHaveText(formatFigure(income.value, "fen"));
  await incomeCard.getByRole("link").focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/order\/bookkeeping\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get("f.direction")).toBe("INCOME");
  expect(url.searchParams.get("f.occurredOn")).toBe(`${range.from}~${range.to}`);
  await expect(page.getByTestId("summary-ALL")).toContainText(`：收入 ${formatMoney(income.value)} · 支出 ¥0.00`);
});

test("收入构成 as a table lists the income categories of the API; no serious accessibility violation", async ({ page }) => {
  await page.goto("/dashboard/orderbookkeeping");
  const range = presetRange("last12Months", Date.now());
  const byCategory = await figure(page, "bkByCategory", range);
  const incomeItems = (byCategory.breakdown ?? []).filter((i) => i.key.startsWith("INCOME:") && i.value > 0);
  expect(incomeItems.length).toBeGreaterThan(0);
  const chart = page.getByTestId("dashboard-chart").filter({ has: page.getByRole("heading", { name: "收入构成", exact: true }) });
  await chart.getByRole("button", { name: "表格" }).click();
  await expect(chart.getByTestId("chart-table").locator("tbody th")).toHaveText(incomeItems.map((i) => i.label));
  await expect(page.getByTestId("figure-loading")).toHaveCount(0);
  const result = await new AxeBuilder({ page }).include("main").analyze();
  const serious = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
  expect(serious).toEqual([]);
});
