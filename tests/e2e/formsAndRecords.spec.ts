import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { PASSWORD, signIn } from "./helpers";

/** Serious and critical violations inside `include`, named with where they are. */
async function serious(page: Page, include: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include(include).analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
}

/** Calls the API as the signed-in admin. */
async function api(page: Page, method: string, data: object): Promise<Record<string, unknown> & { data: unknown }> {
  const token = await page.evaluate(() => localStorage.getItem("moyuan.admin.token"));
  return (await page.request.post(`/api/moyuan.${method}`, { data: { ...data, context: { token } } })).json();
}

const editorField = (page: Page, label: string) => page.getByTestId("editor").getByLabel(label, { exact: true });

test("a refusal about a field turns that field red under it as well as in the toast; text inputs stop at their limit", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
  await page.goto("/dataadmin/museum");
  await expect(page.getByTestId("grid-row").first()).toHaveAttribute("data-id", /\d+/);
  await page.keyboard.press("n");
  const name = editorField(page, "名称");
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute("maxlength", "64");
  await page.keyboard.type("故宫博物院");
  await page.keyboard.press("ControlOrMeta+s");
  await expect(page.locator("[data-sonner-toast]", { hasText: "名称「故宫博物院」已存在" })).toBeVisible();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByTestId("editor").locator("[data-slot=field-error]")).toHaveText("名称「故宫博物院」已存在");
  // Typing past the limit keeps the first 64 characters.
  await name.fill("");
  await name.pressSequentially("馆".repeat(70));
  await expect(name).toHaveValue("馆".repeat(64));
  await expect(name).not.toHaveAttribute("aria-invalid", "true");
});

test("the account page shows a wrong current password on that field", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
  await page.goto("/account");
  await page.getByLabel("当前密码", { exact: true }).fill("not-the-password");
  await page.getByLabel("新密码", { exact: true }).fill("Another-pass-2026");
  await page.getByLabel("再次输入新密码", { exact: true }).fill("Another-pass-2026");
  await page.getByLabel("再次输入新密码", { exact: true }).press("Enter");
  const current = page.getByLabel("当前密码", { exact: true });
  await expect(current).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#account-oldPassword-error")).toHaveText("原密码不正确");
  await expect(page.locator("[data-sonner-toast]", { hasText: "原密码不正确" })).toBeVisible();
  // Nothing changed: the password still signs in.
  expect((await page.request.post("/api/moyuan.sys.SysAdmin/login", { data: { userName: "admin", password: PASSWORD } }).then((r) => r.json())).code).toBe("SUCCESS");
});

test("change records read in Chinese: resource, action, field labels, state labels, rights by object; only changes unless asked", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
  const listed = await api(page, "sys.SysAdmin/listUser", { cond: { jsonq: JSON.stringify({ userName: "ops.wang" }) } });
  const user = (listed.data as { Id: number; utime: number; acl: { rights: Record<string, string> } }[])[0]!;
  const updated = await api(page, "sys.SysAdmin/updateUser", { Id: user.Id, utime: user.utime, data: { acl: { rights: { ...user.acl.rights, order: "WRITE", sysadmin: "READ" } } } });
  expect(updated.code).toBe("SUCCESS");
  expect((await api(page, "sys.SysAdmin/setUserState", { Ids: [user.Id], data: { state: "DISABLED" } })).code).toBe("SUCCESS");

  await page.goto("/dataadmin/record");
  await page.locator("#filter-resource").fill("consoleUser");
  await page.locator("#filter-recordId").fill(String(user.Id));
  await page.locator("#filter-recordId").press("Enter");
  await expect(page.getByTestId("total")).toHaveText("共 2 条");
  const rows = page.getByTestId("grid-row");
  await expect(rows.first()).toContainText("后台用户");
  await expect(rows.first()).toContainText("设置状态");
  await expect(rows.nth(1)).toContainText("修改");
  await expect(rows.first()).not.toContainText("consoleUser");

  // The newest first: 设置状态.
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  const diff = page.getByTestId("change-diff");
  await expect(diff.getByTestId("change-method")).toHaveText("设置状态");
  await expect(diff.getByTestId("change-resource")).toContainText("后台用户");
  // 状态: 启用 → 停用, in the words of the field's options.
  const state = diff.locator("tr[data-changed][data-field=state]");
  await expect(state.locator("th")).toHaveText("状态");
  await expect(state.locator("td").first()).toHaveText("启用");
  await expect(state.locator("td").last()).toHaveText("停用");
  await expect(diff.locator("tbody > tr[data-field=nickName]")).toHaveCount(0);
  await page.getByLabel("显示全部字段").check();
  await expect(diff.locator("tbody > tr[data-field=nickName]")).toContainText("昵称");
  expect(await serious(page, "[data-testid=editor]")).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("editor")).toBeHidden();

  // The rights change: only the two objects that changed, by their Chinese names and levels.
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(diff.getByTestId("change-method")).toHaveText("修改");
  const rights = diff.getByTestId("rights-diff");
  await expect(rights.locator("tbody tr")).toHaveCount(2);
  await expect(rights.locator("tr", { hasText: "订单" })).toContainText("读写");
  await expect(rights.locator("tr", { hasText: "系统管理" })).toContainText("只读");
  await expect(rights.locator("tr", { hasText: "系统管理" })).toContainText("无");
});

test("the rights editor names objects in Chinese, grouped, with the screens each opens", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
  await page.goto("/sysadmin/users");
  await expect(page.getByTestId("grid-row").first()).toHaveAttribute("data-id", /\d+/);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("e");
  const rights = page.getByTestId("rights-input");
  await expect(rights.getByRole("group", { name: "内容" })).toBeVisible();
  for (const g of ["交易", "运营", "工具与系统"]) await expect(rights.getByRole("group", { name: g })).toBeVisible();
  const suha = rights.locator("[data-object=suha]");
  await expect(suha).toContainText("书画");
  await expect(suha).toContainText(/等 \d+ 个页面/);
  await expect(rights.getByText("sysadmin", { exact: true })).toHaveCount(0);
  const order = page.getByLabel("权限 订单", { exact: true });
  await order.focus();
  await page.keyboard.press("ArrowDown");
  await expect(order).not.toHaveValue("NONE");
  expect(await serious(page, "[data-testid=editor]")).toEqual([]);
});

test("/dataadmin/config: each dictionary's version as a time, this browser's cache against it, refresh, and its config edited", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
  await page.goto("/dataadmin/config");
  await expect(page.getByRole("heading", { level: 1, name: "字典配置" })).toBeVisible();
  const media = page.locator("[data-testid=dict-config-row][data-name=media]");
  await expect(media.getByTestId("server-version")).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  await expect(media.getByTestId("cache-state")).toHaveText("已是最新");

  // Someone changes the dictionary: this browser's copy is now behind.
  const dicts = await api(page, "BaseServiceAdmin/listDicts", { cond: { jsonq: JSON.stringify({ name: "media" }) }, page: { skip: 0, limit: 1 } });
  const row = (dicts.data as { Id: number; utime: number }[])[0]!;
  expect((await api(page, "BaseServiceAdmin/updateDicts", { Id: row.Id, utime: row.utime, data: { label: "媒体类型（新）" } })).code).toBe("SUCCESS");
  await page.getByRole("button", { name: "重新检查版本" }).click();
  await expect(media.getByTestId("cache-state")).toHaveText("有更新");
  await media.getByRole("button", { name: /^刷新缓存/ }).click();
  await expect(media.getByTestId("cache-state")).toHaveText("已是最新");
  await expect(media.getByTestId("cached-version")).toHaveText(await media.getByTestId("server-version").innerText());

  await media.getByRole("button", { name: /^编辑配置/ }).click();
  const form = page.getByTestId("dict-config-form");
  const config = form.getByLabel("配置", { exact: true });
  await config.fill("{\"sort\": ");
  await config.press("ControlOrMeta+s");
  await expect(form.locator("[data-slot=field-error]")).toHaveText("配置不是有效的 JSON");
  expect(await serious(page, "[data-testid=dict-config]")).toEqual([]);
  await config.fill("{\"sort\": \"label\"}");
  await config.press("ControlOrMeta+s");
  await expect(page.locator("[data-sonner-toast]", { hasText: "已保存" })).toBeVisible();
  await expect(media.getByTestId("cache-state")).toHaveText("有更新");
  const saved = await api(page, "BaseServiceAdmin/getDict", { Id: row.Id });
  expect((saved.data as { config: unknown }).config).toEqual({ sort: "label" });
});
