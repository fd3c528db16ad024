import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { confirmDestructive, confirmReady, openPalette, PASSWORD, signIn } from "./helpers";

async function toMuseums(page: Page, userName = "admin") {
  await page.goto("/user/login");
  await signIn(page, userName, PASSWORD);
  await openPalette(page);
  await page.keyboard.type("museum");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dataadmin\/museum$/);
  await expect(page.getByTestId("grid-row").first()).toHaveAttribute("data-id", /\d+/);
}

const total = (page: Page) => page.getByTestId("total");
const field = (page: Page, label: string) => page.getByTestId("editor").getByLabel(label, { exact: true });

test("create, edit and delete a museum with the keyboard only", async ({ page }) => {
  await toMuseums(page);
  await expect(total(page)).toHaveText("共 55 条");

  await page.keyboard.press("n");
  await expect(page.getByTestId("editor")).toBeVisible();
  await expect(field(page, "名称")).toBeFocused();
  await page.keyboard.press("ControlOrMeta+s");
  await expect(page.getByText("请输入名称")).toBeVisible();
  await page.keyboard.type("测试书画馆");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Test Painting Hall");
  await page.keyboard.press("ControlOrMeta+s");
  await expect(page.getByTestId("editor")).toBeHidden();
  await expect(total(page)).toHaveText("共 56 条");

  await page.keyboard.press("/");
  await expect(page.locator("#filter-name")).toBeFocused();
  await page.keyboard.type("测试书画");
  await page.keyboard.press("Enter");
  await expect(total(page)).toHaveText("共 1 条");
  await page.keyboard.press("ArrowDown");
  await expect(page.locator("[data-testid=grid-row][data-focused]")).toContainText("测试书画馆");

  await page.keyboard.press("e");
  await expect(field(page, "名称")).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("Test Calligraphy Hall");
  await page.keyboard.press("ControlOrMeta+s");
  await expect(page.getByTestId("editor")).toBeHidden();
  await expect(page.locator("[data-testid=grid-row]").first()).toContainText("Test Calligraphy Hall");

  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("editor")).toContainText("查看博物馆");
  await expect(field(page, "英文名称")).toHaveValue("Test Calligraphy Hall");
  await expect(field(page, "英文名称")).toBeDisabled();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("editor")).toBeHidden();

  await page.keyboard.press("Delete");
  await confirmDestructive(page, "删除博物馆「测试书画馆」？");
  await expect(total(page)).toHaveText("共 0 条");
  await expect(page.getByTestId("empty")).toBeVisible();
});

test("the grid holds only the rows in view, not the whole result", async ({ page }) => {
  await toMuseums(page);
  await expect(total(page)).toHaveText(/共 5\d 条/);
  // The category column shows the CATEGORY_MUSEUM tag's label, not its code.
  await expect(page.getByTestId("grid").getByText("海外机构").first()).toBeVisible();
  await expect(page.getByTestId("grid").getByText("OVERSEAS")).toHaveCount(0);
  const inDom = await page.getByTestId("grid-row").count();
  const visible = await page.getByTestId("grid").evaluate((g) => Math.ceil(g.clientHeight / 40));
  expect(inDom).toBeLessThan(40);
  expect(inDom).toBeLessThanOrEqual(visible + 8 * 2);
  await page.keyboard.press("End");
  await expect(page.locator("[data-testid=grid-row][data-focused]")).toHaveAttribute("aria-rowindex", String(Number((await total(page).textContent())?.match(/\d+/)?.[0]) + 1));
});

test("unsaved changes are not lost to Esc without asking", async ({ page }) => {
  await toMuseums(page);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("e");
  await expect(field(page, "名称")).toBeFocused();
  await page.keyboard.type("（改）");
  await page.keyboard.press("Escape");
  await confirmReady(page, "放弃未保存的修改？");
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("confirm")).toBeHidden();
  await expect(field(page, "名称")).toHaveValue(/（改）$/);
  await expect(field(page, "名称")).toBeFocused();
  await page.keyboard.press("Escape");
  await confirmDestructive(page, "放弃未保存的修改？");
  await expect(page.getByTestId("editor")).toBeHidden();
});

test("the museum list sends the spec's payload: utime descending unless ascend, name and nameEn filters, the columns as mask", async ({ page }) => {
  const first = page.waitForRequest((r) => r.url().endsWith("/api/moyuan.BaseServiceAdmin/listMuseum"));
  await toMuseums(page);
  const body = (await first).postDataJSON() as Record<string, unknown>;
  const token = await page.evaluate(() => localStorage.getItem("moyuan.admin.token"));
  expect(body).toEqual({
    page: { skip: 0, limit: 50 },
    cond: { jsonq: "{}" },
    sort: { by: "utime", asc: false },
    mask: { fields: ["name", "nameEn", "category", "province", "city"] },
    context: { token, tourToken: token, tdid: "" },
  });

  const filtered = page.waitForRequest((r) => r.url().endsWith("/listMuseum") && (r.postDataJSON() as { cond: { jsonq: string } }).cond.jsonq !== "{}");
  await page.locator("#filter-name").fill("博物");
  await page.locator("#filter-nameEn").fill("Museum");
  await page.locator("#filter-nameEn").press("Enter");
  expect(JSON.parse(((await filtered).postDataJSON() as { cond: { jsonq: string } }).cond.jsonq)).toEqual({ name: "博物", nameEn: "Museum" });

  const byName = page.waitForRequest((r) => r.url().endsWith("/listMuseum") && (r.postDataJSON() as { sort: { by: string } }).sort.by === "name");
  await page.locator("[data-sort-key=name]").click();
  expect((await byName).postDataJSON().sort).toEqual({ by: "name", asc: false });
  const ascend = page.waitForRequest((r) => r.url().endsWith("/listMuseum") && (r.postDataJSON() as { sort: { asc: boolean } }).sort.asc);
  await page.locator("[data-sort-key=name]").click();
  expect((await ascend).postDataJSON().sort).toEqual({ by: "name", asc: true });
});

test("the user list sorts by the first sorter key, always ascending, and filters userName, nickName, role, state", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
  const first = page.waitForRequest((r) => r.url().endsWith("/api/moyuan.sys.SysAdmin/listUser"));
  await page.goto("/sysadmin/users");
  const body = (await first).postDataJSON() as { page: unknown; sort: unknown; mask: { fields: string[] } };
  expect(body.page).toEqual({ skip: 0, limit: 50 });
  expect(body.sort).toEqual({ by: "userName", asc: true });
  expect(body.mask.fields).toEqual(["userName", "nickName", "role", "state", "email", "phone", "lastLoginAt"]);
  await expect(page.getByTestId("grid-row").first()).toHaveAttribute("data-id", /\d+/);

  const sorted = page.waitForRequest((r) => r.url().endsWith("/listUser") && (r.postDataJSON() as { sort: { by: string } }).sort.by === "nickName");
  await page.locator("[data-sort-key=nickName]").click();
  expect((await sorted).postDataJSON().sort).toEqual({ by: "nickName", asc: true });

  const filtered = page.waitForRequest((r) => r.url().endsWith("/listUser") && (r.postDataJSON() as { cond: { jsonq: string } }).cond.jsonq !== "{}");
  await page.locator("#filter-role").selectOption("editor");
  await page.locator("#filter-state").selectOption("ACTIVE");
  await page.locator("#filter-userName").fill("editor");
  await page.locator("#filter-userName").press("Enter");
  expect(JSON.parse(((await filtered).postDataJSON() as { cond: { jsonq: string } }).cond.jsonq)).toEqual({ userName: "editor", role: "editor", state: "ACTIVE" });
  await expect(page.getByTestId("total")).toHaveText("共 2 条");
});

test("a conflict is told to the user, who can reload the record; nothing is overwritten", async ({ page }) => {
  await toMuseums(page);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("e");
  await expect(field(page, "名称")).toBeFocused();
  const id = Number(await page.locator("[data-testid=grid-row][data-focused]").getAttribute("data-id"));
  const token = await page.evaluate(() => localStorage.getItem("moyuan.admin.token"));
  const current = await (await page.request.post("/api/moyuan.BaseServiceAdmin/getMuseum", { data: { Id: id, context: { token } } })).json();
  const other = await page.request.post("/api/moyuan.BaseServiceAdmin/updateMuseum", { data: { Id: id, utime: current.data.utime, data: { city: "另一位同事改的" }, context: { token } } });
  expect((await other.json()).code).toBe("SUCCESS");

  await field(page, "城市").fill("我改的");
  await page.keyboard.press("ControlOrMeta+s");
  await expect(page.getByTestId("conflict")).toContainText("已被其他人修改");
  await expect(page.getByText(/RPC ERROR/)).toHaveCount(0);
  await page.getByRole("button", { name: "重新加载" }).click();
  await expect(field(page, "城市")).toHaveValue("另一位同事改的");
  const after = await (await page.request.post("/api/moyuan.BaseServiceAdmin/getMuseum", { data: { Id: id, context: { token } } })).json();
  expect(after.data.city).toBe("另一位同事改的");
});

test("a READ-only user sees records read-only and no way to create, edit or delete", async ({ page }) => {
  await toMuseums(page, "audit.zhou");
  await expect(page.getByRole("button", { name: /新建/ })).toHaveCount(0);
  await page.keyboard.press("n");
  await expect(page.getByTestId("editor")).toBeHidden();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("e");
  await page.keyboard.press("Delete");
  await expect(page.getByTestId("confirm")).toBeHidden();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("editor")).toContainText("查看博物馆");
  await expect(field(page, "名称")).toBeDisabled();
  await expect(page.getByRole("button", { name: /保存/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^编辑/ })).toHaveCount(0);
});
