import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signedInAs } from "./helpers";
import { formatExact, formatFigure } from "../../src/views/dashboard/format";
import { addDays, presetRange } from "../../src/views/dashboard/range";

interface Answer {
  value: number;
  unit: "fen" | "count" | "ratio";
  series?: { bucket: string; value: number }[];
  breakdown?: { key: string; label: string; value: number; series?: { bucket: string; value: number }[] }[];
}

/** The figure as the server answers it for the signed-in user (the same call the page makes). */
async function figure(page: Page, metric: string, from: string, to: string, granularity?: string): Promise<Answer> {
  const token = await page.evaluate(() => localStorage.getItem("moyuan.admin.token"));
  const res = await page.request.post("/api/moyuan.DashboardServiceAdmin/query", { data: { metric, from, to, granularity, context: { token } } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as Answer;
}

/** The last day of the month that starts on `first` (YYYY-MM-01). */
function monthEnd(first: string): string {
  const [y, m] = first.split("-").map(Number) as [number, number];
  return addDays(m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`, -1);
}

const card = (page: Page, metric: string) => page.locator(`[data-testid=kpi-card][data-metric=${metric}]`);
const chart = (page: Page, title: string) => page.getByTestId("dashboard-chart").filter({ has: page.getByRole("heading", { name: title }) });

test.beforeEach(async ({ page, adminToken }) => {
  await signedInAs(page, adminToken);
});

test("the six cards equal the API for 近30天; Tab from the granularity to 有效会员数, Enter opens the VIP orders of the page's days", async ({ page }) => {
  const range = presetRange("last30", Date.now());
  await page.goto(`/dashboard/vipaction?from=${range.from}&to=${range.to}&g=day`);
  for (const metric of ["activeVip", "newVip", "renewedVip", "churnedVip", "vipConversion", "autoRenewShare"]) {
    const answer = await figure(page, metric, range.from, range.to, "day");
    await expect(card(page, metric).getByTestId("kpi-value"), metric).toHaveText(formatFigure(answer.value, answer.unit));
  }
  // The bar's last control is 按月统计: the next Tab is the first card, whose description is its 数据口径.
  await page.getByRole("button", { name: "按月统计" }).focus();
  await page.keyboard.press("Tab");
  const link = card(page, "activeVip").getByRole("link");
  await expect(link).toBeFocused();
  await expect(link).toHaveAccessibleDescription(/^数据口径：/);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/order\/vip\?/);
  expect(new URL(page.url()).searchParams.get("f.paidAt")).toBe(`${range.from} 00:00~${range.to} 23:59`);
  await expect(page.getByRole("combobox", { name: "支付时间（起）", exact: true })).toHaveValue(`${range.from} 00:00`);
  await expect(page.getByTestId("grid")).toBeVisible();
});

test("流失会员 leads to the visitors whose membership ended in the range", async ({ page }) => {
  const range = presetRange("last30", Date.now());
  await page.goto(`/dashboard/vipaction?from=${range.from}&to=${range.to}&g=day`);
  const churned = await figure(page, "churnedVip", range.from, range.to);
  await expect(card(page, "churnedVip").getByTestId("kpi-value")).toHaveText(formatFigure(churned.value, "count"));
  await card(page, "churnedVip").getByRole("link").focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/tourist\/tourist\?/);
  expect(new URL(page.url()).searchParams.get("f.vipExpireAt")).toBe(`${range.from} 00:00~${range.to} 23:59`);
  await expect(page.getByTestId("grid")).toBeVisible();
});

test("the retention heat map's 表格 shows the cohorts as the API answers them; a cohort's link opens its month's VIP orders", async ({ page }) => {
  const year = presetRange("last12Months", Date.now());
  await page.goto(`/dashboard/vipaction?from=${year.from}&to=${year.to}&g=month`);
  const cohort = await figure(page, "vipCohort", year.from, year.to);
  const rows = cohort.breakdown ?? [];
  expect(rows.length).toBe(12);
  const heat = chart(page, "会员留存（按首次开通月）");
  await expect(heat.getByRole("img", { name: /^会员留存（按首次开通月）：热力图，12 项/ })).toBeVisible();
  await heat.getByRole("button", { name: "表格" }).click();
  const table = heat.getByRole("table");
  await expect(table.locator("thead th")).toHaveCount(13);
  await expect(table.locator("thead th").nth(1)).toHaveText("第 0 月");
  const body = table.locator("tbody tr");
  await expect(body).toHaveCount(12);
  // The oldest cohort with members: its size in the row's name, each month's share in its cell.
  const at = rows.findIndex((r) => r.value > 0);
  expect(at, "a cohort with members in the seeded year").toBeGreaterThanOrEqual(0);
  const row = rows[at]!;
  const shown = body.nth(at);
  await expect(shown.getByRole("rowheader")).toHaveText(`${row.label}（${row.value} 人）`);
  const cells = shown.locator("td");
  for (let k = 0; k < 12; k += 1) {
    const point = row.series?.find((p) => p.bucket === String(k));
    await expect(cells.nth(k)).toHaveText(point ? formatExact(point.value, "ratio") : "—");
  }
  // The keyboard's drill: the row's link, the VIP orders paid in that month.
  await shown.getByRole("link").focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/order\/vip\?/);
  expect(new URL(page.url()).searchParams.get("f.paidAt")).toBe(`${row.key} 00:00~${monthEnd(row.key)} 23:59`);
  await expect(page.getByTestId("grid")).toBeVisible();
});

test("a 会员增减 bar from the keyboard: its 表格 row opens the new members' VIP orders of that day", async ({ page }) => {
  const week = presetRange("last7", Date.now());
  await page.goto(`/dashboard/vipaction?from=${week.from}&to=${week.to}&g=day`);
  const added = await figure(page, "newVip", week.from, week.to, "day");
  const change = chart(page, "会员增减");
  await change.getByRole("button", { name: "表格" }).click();
  const rows = change.getByRole("table").locator("tbody tr");
  await expect(rows).toHaveCount(added.series?.length ?? 0);
  const first = added.series![0]!;
  await expect(rows.first().locator("td").first()).toHaveText(formatExact(first.value, "count"));
  await rows.first().getByRole("link").focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/order\/vip\?/);
  expect(new URL(page.url()).searchParams.get("f.paidAt")).toBe(`${first.bucket} 00:00~${first.bucket} 23:59`);
  await expect(page.getByTestId("grid")).toBeVisible();
});

test("会员分析 has no serious accessibility violation; screenshots wide and narrow", async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/dashboard/vipaction");
  await expect(card(page, "activeVip").getByTestId("kpi-value")).not.toHaveText("");
  await expect(page.getByTestId("figure-loading")).toHaveCount(0);
  await expect(chart(page, "会员留存（按首次开通月）").getByRole("img", { name: /^会员留存（按首次开通月）：热力图/ })).toBeVisible();
  const result = await new AxeBuilder({ page }).include("main").analyze();
  const serious = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
  expect(serious).toEqual([]);
  const shots = process.env.E2E_SHOTS ?? test.info().outputPath();
  await page.screenshot({ path: `${shots}/vip-wide.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card(page, "activeVip")).toBeVisible();
  await page.screenshot({ path: `${shots}/vip-narrow.png`, fullPage: true });
});
