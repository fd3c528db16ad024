import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openPalette, signedOut, signIn } from "./helpers";

const items = (page: Page) => page.locator("[data-testid=palette] [cmdk-item]");
const firstPath = (page: Page) => items(page).first().getAttribute("data-path");

async function start(page: Page, userName = "admin") {
  await page.goto("/user/login");
  await signIn(page, userName);
}

test("pinyin finds 博物馆管理: full (bowuguan) and initials (bwg), and the item shows its g sequence", async ({ page }) => {
  await start(page);
  await openPalette(page);
  await page.keyboard.type("bwg");
  await expect.poll(() => firstPath(page)).toBe("/dataadmin/museum");
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("bowuguan");
  await expect.poll(() => firstPath(page)).toBe("/dataadmin/museum");
  await expect(items(page).first()).toContainText("G M");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dataadmin\/museum$/);
});

test("create and edit a museum through row commands, delete through a nested confirmation, all from the palette", async ({ page }) => {
  await start(page);
  await page.goto("/dataadmin/museum");
  await expect(page.getByTestId("grid-row").first()).toHaveAttribute("data-id", /\d+/);
  await openPalette(page);
  await page.keyboard.type("xinjian");
  await expect(items(page).first()).toContainText("新建博物馆");
  await expect(items(page).first()).toContainText("N");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("editor").getByLabel("名称", { exact: true })).toBeFocused();
  await page.keyboard.type("命令面板美术馆");
  await page.keyboard.press("ControlOrMeta+s");
  await expect(page.getByTestId("editor")).toBeHidden();

  await page.keyboard.press("/");
  await page.keyboard.type("命令面板");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("total")).toHaveText("共 1 条");
  await page.keyboard.press("ArrowDown");
  await openPalette(page);
  const headings = await page.locator("[data-testid=palette] [cmdk-group-heading]").allTextContents();
  expect(headings.slice(0, 2)).toEqual(["当前行", "当前页面"]);
  await page.keyboard.type("bianji");
  await expect(items(page).first()).toContainText("编辑「命令面板美术馆」");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("editor")).toContainText("编辑博物馆");
  await expect(page.getByTestId("editor").getByLabel("名称", { exact: true })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.type("Palette Gallery");
  await page.keyboard.press("ControlOrMeta+s");
  await expect(page.getByTestId("editor")).toBeHidden();
  await expect(page.getByTestId("grid-row").first()).toContainText("Palette Gallery");

  await page.keyboard.press("ArrowDown");
  await openPalette(page);
  await page.keyboard.type("shanchu");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("palette-page")).toContainText("删除「命令面板美术馆」");
  await page.keyboard.press("Backspace");
  await expect(page.getByTestId("palette-page")).toHaveCount(0);
  await expect(page.locator("[data-testid=palette] input")).toHaveValue("shanchu");
  await page.keyboard.press("Enter");
  await page.keyboard.type("queren");
  await expect(items(page).first()).toContainText("确认删除");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("total")).toHaveText("共 0 条");
});

test("set a user's state from a nested palette page", async ({ page }) => {
  await start(page);
  await page.goto("/sysadmin/users");
  await page.locator("#filter-userName").fill("ops.chen");
  await page.locator("#filter-userName").press("Enter");
  await expect(page.getByTestId("total")).toHaveText("共 1 条");
  await page.keyboard.press("ArrowDown");
  await openPalette(page);
  await page.keyboard.type("设置状态");
  await page.keyboard.press("Enter");
  await page.keyboard.type("ty");
  await expect(items(page).first()).toContainText("停用");
  await page.keyboard.press("Enter");
  await expect(page.locator("[data-testid=palette] [cmdk-group-heading]").first()).toContainText("停用后该用户将立即退出登录");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("grid-row").first()).toContainText("停用");

  // The change record names the action.
  await page.goto("/dataadmin/record");
  await page.locator("#filter-method").fill("setUserState");
  await page.locator("#filter-method").press("Enter");
  await expect(page.getByTestId("total")).toHaveText("共 1 条");
});

test("recently used commands show first when the query is empty", async ({ page }) => {
  await start(page);
  await openPalette(page);
  await page.keyboard.type("yhgl");
  await expect.poll(() => firstPath(page)).toBe("/sysadmin/users");
  await page.keyboard.press("Enter");
  await openPalette(page);
  const recent = page.locator("[data-testid=palette] [cmdk-group]", { hasText: "最近使用" });
  await expect(recent.locator("[cmdk-item]").first()).toHaveAttribute("data-path", "/sysadmin/users");
});

test("record search: two characters find records, Enter opens one in its screen's slide-over", async ({ page }) => {
  await start(page);
  await openPalette(page);
  await page.keyboard.type("故宫博物");
  const records = page.locator("[data-testid=palette] [data-record^='museum:']");
  await expect(records).toHaveCount(2); // 台北故宫博物院 and 故宫博物院, newest first
  await expect(records.last()).toHaveText(/^故宫博物院/);
  // Other libraries' records name 故宫博物院 too (a relic's holder, an image's source): walk down to the museum.
  await expect(records.first()).toBeVisible();
  for (let i = 0; i < 40 && (await records.last().getAttribute("data-selected")) !== "true"; i++) await page.keyboard.press("ArrowDown");
  await expect(records.last()).toHaveAttribute("data-selected", "true");
  await page.keyboard.press("Enter");
  // The address names the open record (?open=Id), so a copied link reopens it.
  await expect(page).toHaveURL(/\/dataadmin\/museum\?open=\d+$/);
  await expect(page.getByTestId("editor")).toContainText("故宫博物院");
});

test("g sequences jump to sections, ? shows every shortcut here, and sign-out works from the palette", async ({ page }) => {
  await start(page);
  await page.keyboard.press("g");
  await page.keyboard.press("m");
  await expect(page).toHaveURL(/\/dataadmin\//);
  await page.keyboard.press("g");
  await page.keyboard.press("u");
  await expect(page).toHaveURL(/\/sysadmin\/users$/);
  await expect(page.getByTestId("grid-row").first()).toHaveAttribute("data-id", /\d+/);
  await page.keyboard.press("?");
  const sheet = page.getByTestId("shortcuts");
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText("打开命令面板");
  await expect(sheet).toContainText("新建后台用户");
  await expect(sheet).toContainText("前往系统管理");
  await expect(sheet).toContainText("下一行");
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();

  await page.locator("#filter-userName").focus();
  await page.keyboard.type("g");
  await page.keyboard.type("d");
  await expect(page).toHaveURL(/\/sysadmin\/users$/);
  await expect(page.locator("#filter-userName")).toHaveValue("gd");

  await openPalette(page);
  await page.keyboard.type("tuichu");
  await page.keyboard.press("Enter");
  await signedOut(page);
});

test("single-key shortcuts can be turned off from the palette", async ({ page }) => {
  await start(page);
  await openPalette(page);
  await page.keyboard.type("关闭单键");
  await page.keyboard.press("Enter");
  await page.keyboard.press("?");
  await expect(page.getByTestId("shortcuts")).toHaveCount(0);
  await page.keyboard.press("g");
  await page.keyboard.press("u");
  await expect(page).not.toHaveURL(/\/sysadmin\/users$/);
  await openPalette(page);
  await page.keyboard.type("开启单键");
  await page.keyboard.press("Enter");
  await page.keyboard.press("?");
  await expect(page.getByTestId("shortcuts")).toBeVisible();
});
