import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { PASSWORD, signedOut, signIn } from "./helpers";

const field = (page: Page, label: string) => page.getByTestId("editor").getByLabel(label, { exact: true });

test("create a user: password twice and masked, the role presets rights, one right adjusted; the user can sign in", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
  await page.goto("/sysadmin/users");
  await expect(page.getByTestId("grid-row").first()).toHaveAttribute("data-id", /\d+/);
  await page.keyboard.press("n");
  await expect(field(page, "用户名")).toBeFocused();
  await page.keyboard.type("curator.lin");
  await field(page, "昵称").fill("林策展");
  await field(page, "角色").selectOption("editor");
  await field(page, "状态").selectOption("ACTIVE");
  await expect(page.getByLabel("权限 书画", { exact: true })).toHaveValue("WRITE");
  await expect(page.getByLabel("权限 系统管理", { exact: true })).toHaveValue("NONE");
  await page.getByLabel("权限 订单", { exact: true }).selectOption("READ");
  await expect(field(page, "密码")).toHaveAttribute("type", "password");
  await field(page, "密码").fill("Curator-2026");
  await field(page, "再次输入密码").fill("Curator-2027");
  await page.keyboard.press("ControlOrMeta+s");
  await expect(page.getByText("两次输入的密码不一致")).toBeVisible();
  await field(page, "再次输入密码").fill("Curator-2026");
  await page.keyboard.press("ControlOrMeta+s");
  await expect(page.getByTestId("editor")).toBeHidden();

  const token = await page.evaluate(() => localStorage.getItem("moyuan.admin.token"));
  const list = await (await page.request.post("/api/moyuan.sys.SysAdmin/listUser", { data: { cond: { jsonq: JSON.stringify({ userName: "curator.lin" }) }, context: { token } } })).json();
  const created = list.data[0] as { role: string; acl: { rights: Record<string, string> }; password?: unknown; passwordHash?: unknown };
  expect(created.role).toBe("editor");
  expect(created.acl.rights.order).toBe("READ");
  expect(created.acl.rights.suha).toBe("WRITE");
  expect(created.password).toBeUndefined();
  expect(created.passwordHash).toBeUndefined();

  await page.getByTestId("user-menu").click();
  await page.getByRole("menuitem", { name: "退出登录" }).click();
  await signedOut(page);
  await signIn(page, "curator.lin", "Curator-2026");
});

test("a reference is picked by searching the other record's name", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page, "admin", PASSWORD);
  await page.goto("/dataadmin/CategoryLabels");
  await expect(page.getByTestId("grid-row").first()).toHaveAttribute("data-id", /\d+/);
  await page.keyboard.press("n");
  await expect(field(page, "名称")).toBeFocused();
  await page.keyboard.type("题跋类型");
  await field(page, "上级类型").focus();
  await page.keyboard.type("书法");
  await expect(page.getByRole("option").first()).toContainText("书法书体");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(field(page, "上级类型")).toHaveValue(/书法书体（#\d+）/);
  await page.keyboard.press("ControlOrMeta+s");
  await expect(page.getByTestId("editor")).toBeHidden();
  await page.keyboard.press("/");
  await page.keyboard.type("书法书体");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("total")).toHaveText("共 1 条");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByTestId("grid-row").first()).toContainText("题跋类型");
});

test("an image is uploaded with a signed policy and its key stored; a wrong type is refused before sending", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
  await page.goto("/dataadmin/museum");
  await expect(page.getByTestId("grid-row").first()).toHaveAttribute("data-id", /\d+/);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("e");
  const chooser = page.getByTestId("editor").locator("input[type=file]");
  await chooser.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not an image") });
  await expect(page.getByText("不支持的文件类型：text/plain")).toBeVisible();
  const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
  await chooser.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
  await expect(field(page, "标志")).toHaveValue(/^category\/(\d{8}\/)?[0-9a-f-]{36}\.png$/);
  await page.keyboard.press("ControlOrMeta+s");
  await expect(page.getByTestId("editor")).toBeHidden();
});
