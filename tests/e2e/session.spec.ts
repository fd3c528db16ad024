import { expect, test } from "./fixtures";
import { openPalette, PASSWORD, signIn } from "./helpers";

test("keyboard-only sign-in brings the user back to the page they asked for", async ({ page }) => {
  await page.goto("/dataadmin/museum");
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fdataadmin%2Fmuseum$/);
  await signIn(page);
  await expect(page).toHaveURL(/\/dataadmin\/museum$/);
  await expect(page).toHaveTitle("博物馆管理 - 墨苑管理后台");
  await expect(page.getByTestId("sidenav")).toBeVisible();
});

test("a wrong password is refused in the form and nothing else happens", async ({ page }) => {
  await page.goto("/user/login");
  await expect(page.getByLabel("用户名")).toBeFocused();
  await page.keyboard.type("editor.li");
  await page.keyboard.press("Tab");
  await page.keyboard.type("not-the-password");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("login-error")).toHaveText("用户名或密码错误");
  await expect(page).toHaveURL(/\/user\/login$/);
});

test("the palette finds routes by Chinese title and English path words, Enter goes there, Esc gives focus back", async ({ page }) => {
  await page.goto("/welcome");
  await signIn(page);
  const trigger = page.getByTestId("palette-trigger");
  await trigger.focus();
  await openPalette(page);
  await expect(page.locator("[data-testid=palette] [cmdk-input]")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("palette")).toBeHidden();
  await expect(trigger).toBeFocused();

  await openPalette(page);
  await page.keyboard.type("museum");
  const first = page.locator("[data-testid=palette] [cmdk-item]").first();
  await expect(first).toHaveAttribute("data-path", "/dataadmin/museum");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("palette")).toBeHidden();
  await expect(page).toHaveURL(/\/dataadmin\/museum$/);

  await openPalette(page);
  await page.keyboard.type("用户管理");
  await expect(page.locator("[data-testid=palette] [cmdk-item]").first()).toHaveAttribute("data-path", "/sysadmin/users");
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("palette")).toBeHidden();
  await expect(page).toHaveURL(/\/dataadmin\/museum$/);
});

test("a restricted user sees only their routes in the palette, and a 403 on others", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page, "finance.sun", PASSWORD);
  await openPalette(page);
  const paths = await page.locator("[data-testid=palette] [cmdk-item]").evaluateAll((els) => els.map((e) => e.getAttribute("data-path")));
  expect(paths).toContain("/order/vip");
  expect(paths).not.toContain("/dataadmin/museum");
  expect(paths).not.toContain("/sysadmin/users");
  expect(paths.every((p) => !p?.endsWith("/view"))).toBe(true);
  await page.keyboard.press("Escape");
  await page.goto("/sysadmin/users");
  await expect(page.getByTestId("page-403")).toBeVisible();
});

test("logout from the user menu ends the session on the server", async ({ page }) => {
  await page.goto("/welcome");
  await signIn(page);
  const token = await page.evaluate(() => localStorage.getItem("moyuan.admin.token"));
  await page.getByTestId("user-menu").focus();
  await page.keyboard.press("Enter");
  await page.getByRole("menuitem", { name: "退出登录" }).press("Enter");
  await expect(page).toHaveURL(/\/user\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("moyuan.admin.token"))).toBe("");
  const answer = await page.request.post("/api/moyuan.sys.SysAdmin/getUserinfo", { data: { context: { token } } });
  expect(answer.status()).toBe(401);
});

test("/ goes to /welcome; an unknown path shows the analysis page to dashboard users, a 404 to others", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
  await page.goto("/");
  await expect(page).toHaveURL(/\/welcome$/);
  await page.goto("/no/such/page");
  await expect(page.getByTestId("page-dashboard-analysis")).toBeVisible();
  await page.getByTestId("user-menu").click();
  await page.getByRole("menuitem", { name: "退出登录" }).click();
  await expect(page.getByLabel("用户名")).toBeFocused();
  await signIn(page, "label.wu", PASSWORD);
  await page.goto("/no/such/page");
  await expect(page.getByTestId("page-404")).toBeVisible();
  await page.goto("/exception?errorCode=E42&errorMessage=%E5%87%BA%E9%94%99");
  await expect(page.getByTestId("error-code")).toHaveText("E42");
  await expect(page.getByTestId("error-message")).toHaveText("出错");
});
