import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { shanghaiDate } from "../../src/catalogue/kinds/shanghai";
import { formatFigure } from "../../src/views/dashboard/format";
import { addDays } from "../../src/views/dashboard/range";
import { expect, test } from "./fixtures";
import { apiCall, signedInAs } from "./helpers";

/** The figure as the server answers it (the same call the page makes for 近 30 天 with these filters). */
async function figure(request: APIRequestContext, token: string, metric: string, slowQuery: Record<string, unknown>) {
  const today = shanghaiDate(Date.now());
  const body = await apiCall(request, token, "DashboardServiceAdmin/query", { metric, from: addDays(today, -29), to: today, filters: { slowQuery } });
  return body as unknown as { value: number };
}

const card = (page: Page, metric: string) => page.locator(`[data-testid=kpi-card][data-metric=${metric}]`);
const chart = (page: Page, title: string) => page.getByTestId("dashboard-chart").filter({ has: page.getByRole("heading", { name: title }) });

test.beforeEach(async ({ page, adminToken }) => {
  await signedInAs(page, adminToken);
});

test("慢查询数 equals the server's count; Tab to the card and Enter opens the samples with the page's filters", async ({ page, request, adminToken }) => {
  await page.goto("/dashboard/slowquery?r=30d&op=select");
  const count = await figure(request, adminToken, "slowQueryCount", { op: "select" });
  expect(count.value).toBeGreaterThan(0);
  await expect(card(page, "slowQueryCount").getByTestId("kpi-value")).toHaveText(formatFigure(count.value, "count"));
  await expect(page.getByRole("button", { name: "近 30 天" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByLabel("操作")).toHaveValue("select");
  // 清除 is the filter bar's last control: the next Tab is the first card.
  await page.getByRole("button", { name: "清除" }).focus();
  await page.keyboard.press("Tab");
  const link = page.getByTestId("slowquery-kpi-link").filter({ has: card(page, "slowQueryCount") });
  await expect(link).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard\/slowquery\/samples\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get("f.op")).toBe("select");
  expect(url.searchParams.get("f.ts")).toMatch(/^\d{4}-\d{2}-\d{2} 00:00~\d{4}-\d{2}-\d{2} 23:59$/);
  await expect(page.getByTestId("total")).toHaveText(`共 ${count.value} 条`);
});

test("a TOP table's row leads to its samples; a scatter point's row opens that sample's detail", async ({ page }) => {
  await page.goto("/dashboard/slowquery?r=30d");
  const top = chart(page, "耗时 TOP 表 / 服务（毫秒）");
  await top.getByRole("button", { name: "表格" }).click();
  const first = top.getByRole("table").locator("tbody tr").first().getByRole("link");
  const ns = (await first.textContent()) ?? "";
  await first.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard\/slowquery\/samples\?/);
  expect(new URL(page.url()).searchParams.get("f.ns")).toBe(ns);
  // A text filter matches a part of the name, case aside: a slow call of OrderServiceAdmin, recorded while the suite
  // runs, is among the samples of 「orders」 (and, being the newest, may come first).
  await expect(page.getByTestId("grid-row").first()).toContainText(new RegExp(ns.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "i"));

  await page.goBack();
  const scatter = chart(page, "耗时 vs 扫描量");
  await expect(scatter.getByRole("img", { name: /^耗时 vs 扫描量：散点图/ })).toBeVisible();
  await scatter.getByRole("button", { name: "表格" }).click();
  const point = scatter.getByRole("table").locator("tbody tr").first();
  const id = /^#(\d+)/.exec((await point.getByRole("link").textContent()) ?? "")?.[1];
  expect(id).toBeDefined();
  await point.getByRole("link").focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/dashboard/slowquery/samples\\?open=${id}$`));
  await expect(page.getByTestId("editor")).toContainText("执行计划");
});

test("the shapes ranking lists the shapes by total time, each opening its shape; no serious accessibility violation", async ({ page, request, adminToken }) => {
  await page.goto("/dashboard/slowquery");
  await expect(page.getByRole("button", { name: "最近 24 小时" })).toHaveAttribute("aria-pressed", "true");
  const shapes = (await apiCall(request, adminToken, "DashboardServiceAdmin/listSlowQueryShape", {
    page: { skip: 0, limit: 10 }, cond: { jsonq: "{}" }, sort: { by: "totalMs", asc: false },
  })).data as { Id: number; totalMs: number }[];
  const rows = page.getByTestId("slowquery-shape-row");
  await expect(rows).toHaveCount(shapes.length);
  await expect(rows.first()).toContainText(shapes[0]!.totalMs.toLocaleString("zh-CN"));
  await expect(rows.first().getByRole("link").first()).toHaveAttribute("href", `/dashboard/slowquery/shapes?open=${shapes[0]!.Id}`);
  await expect(page.getByTestId("figure-loading")).toHaveCount(0);
  const result = await new AxeBuilder({ page }).include("main").analyze();
  const serious = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
  expect(serious).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("slowquery-wide.png"), fullPage: true });
  await page.goto("/dashboard/slowquery?r=30d");
  await expect(page.getByTestId("figure-loading")).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath("slowquery-30d.png"), fullPage: true });
});
