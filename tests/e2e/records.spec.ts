import { expect, test } from "./fixtures";
import { signIn } from "./helpers";

test("a change shows in 数据变更记录, filterable by resource and record, with before and after side by side", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
  const token = await page.evaluate(() => localStorage.getItem("moyuan.admin.token"));
  const call = async (method: string, data: object) => (await page.request.post(`/api/moyuan.BaseServiceAdmin/${method}`, { data: { ...data, context: { token } } })).json();
  const created = await call("createMuseum", { data: { name: "变更记录测试馆", city: "杭州" } });
  await call("updateMuseum", { Id: created.data.Id, utime: created.data.utime, data: { city: "绍兴" } });

  await page.goto("/dataadmin/record");
  await page.locator("#filter-resource").fill("museum");
  await page.locator("#filter-recordId").fill(String(created.data.Id));
  await page.locator("#filter-recordId").press("Enter");
  await expect(page.getByTestId("total")).toHaveText("共 2 条");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  const diff = page.getByTestId("change-diff");
  await expect(diff).toContainText("修改");
  const city = diff.locator("tr[data-changed]", { hasText: "城市" });
  await expect(city).toContainText("杭州");
  await expect(city).toContainText("绍兴");
  // Unchanged fields show on request, unmarked.
  await expect(diff.locator("tr[data-field=name]")).toHaveCount(0);
  await page.getByLabel("显示全部字段").check();
  await expect(diff.locator("tr[data-field=name]")).toContainText("名称");
  await expect(diff.locator("tr[data-field=name]")).not.toHaveAttribute("data-changed", "true");
});

test("domains nearing expiry: a dashboard panel and a header badge for sysadmin users only", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
  await expect(page.getByTestId("domain-badge")).toHaveText("4");
  await page.getByTestId("domain-badge").click();
  await expect(page.getByTestId("domain-row")).toHaveCount(4);
  // Seeded to expire two days before the seeding moment, counted in Shanghai days: a run whose seeding and this
  // test fall either side of midnight there sees one day more.
  await expect(page.getByTestId("domain-row").first()).toContainText(/已过期 [23] 天/);
  await page.getByTestId("user-menu").click();
  await page.getByRole("menuitem", { name: "退出登录" }).click();
  await signIn(page, "ops.wang");
  await page.goto("/dashboard/analysis");
  await expect(page.getByTestId("page-dashboard-analysis")).toBeVisible();
  await expect(page.getByTestId("domain-panel")).toHaveCount(0);
  await expect(page.getByTestId("domain-badge")).toHaveCount(0);
});
