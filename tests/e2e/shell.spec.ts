import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openPalette, signIn } from "./helpers";

const items = (page: Page) => page.locator("[data-testid=palette] [cmdk-item]");
const nav = (page: Page) => page.getByTestId("sidenav");

async function start(page: Page) {
  await page.goto("/user/login");
  await signIn(page);
}

test("the palette lists each screen once, showing its g sequence", async ({ page }) => {
  await start(page);
  await openPalette(page);
  // The palette opens with a screenful and lists the rest a frame later: wait for the whole menu.
  await expect.poll(() => items(page).count()).toBeGreaterThan(50);
  const paths = await items(page).evaluateAll((els) => els.map((e) => e.getAttribute("data-path")).filter((p) => p !== null));
  expect(paths.length).toBeGreaterThan(50);
  expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  await expect(page.getByTestId("palette")).not.toContainText("前往博物馆管理");

  await page.keyboard.type("博物馆管理");
  const museum = page.locator("[data-testid=palette] [cmdk-item][data-path='/dataadmin/museum']");
  await expect(museum).toHaveCount(1);
  await expect(museum).toContainText("博物馆管理");
  await expect(museum).toContainText("G M");
  // A section's jump is still found, as its first screen.
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("前往系统管理");
  await expect(items(page).first()).toContainText("G U");
});

test("a nested palette page has a readable header above the input", async ({ page }) => {
  await start(page);
  await page.goto("/sysadmin/users");
  await expect(page.getByTestId("grid-row").first()).toHaveAttribute("data-id", /\d+/);
  await page.keyboard.press("ArrowDown");
  await openPalette(page);
  await page.keyboard.type("设置状态");
  await page.keyboard.press("Enter");
  const header = page.getByTestId("palette-page");
  await expect(header).toContainText("设置状态");
  await expect(header).toContainText("Backspace 返回");
  const box = await header.boundingBox();
  const input = await page.locator("[data-testid=palette] [cmdk-input]").boundingBox();
  const title = await header.getByText(/设置状态/).first().boundingBox();
  expect(box && input && title).toBeTruthy();
  if (!box || !input || !title) return;
  // Its own band, with room around a line of text, wholly above the input.
  expect(box.height).toBeGreaterThanOrEqual(32);
  expect(box.y + box.height).toBeLessThanOrEqual(input.y + 0.5);
  expect(title.y).toBeGreaterThanOrEqual(box.y + 4);
  expect(title.y + title.height).toBeLessThanOrEqual(box.y + box.height - 4);
  await page.getByTestId("palette").screenshot({ path: test.info().outputPath("nested-page.png") });
});

test("record search finds a museum by pinyin and its initials", async ({ page }) => {
  await start(page);
  await openPalette(page);
  const records = page.locator("[data-testid=palette] [data-record^='museum:']");
  await page.keyboard.type("gugong");
  await expect(records.filter({ hasText: /^故宫博物院/ })).toHaveCount(1);
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("ggbwy");
  await expect(records.filter({ hasText: /^故宫博物院/ })).toHaveCount(1);
});

test("the side menu follows the palette, g sequences and record search", async ({ page }) => {
  await start(page);
  const current = nav(page).locator("a[aria-current=page]");

  await openPalette(page);
  await page.keyboard.type("yhgl");
  await expect(items(page).first()).toHaveAttribute("data-path", "/sysadmin/users");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/sysadmin\/users$/);
  await expect(current).toHaveText("用户管理");
  await expect(current).toBeInViewport();
  await expect(nav(page).getByRole("button", { name: "系统管理" })).toHaveAttribute("aria-expanded", "true");

  await expect(page.getByTestId("grid-row").first()).toHaveAttribute("data-id", /\d+/);
  await page.keyboard.press("g");
  await page.keyboard.press("m");
  await expect(page).toHaveURL(/\/dataadmin\/museum$/);
  await expect(current).toHaveText("博物馆管理");
  await expect(current).toBeInViewport();
  await expect(nav(page).getByRole("button", { name: "基础数据" })).toHaveAttribute("aria-expanded", "true");

  // Close the section by hand, go elsewhere, then come back by record search: it opens again.
  await nav(page).getByRole("button", { name: "基础数据" }).click();
  await expect(nav(page).getByRole("link", { name: "博物馆管理" })).toBeHidden();
  await page.goto("/sysadmin/users");
  await expect(current).toHaveText("用户管理");
  await openPalette(page);
  await page.keyboard.type("gugong");
  const record = page.locator("[data-testid=palette] [data-record^='museum:']").filter({ hasText: /^故宫博物院/ });
  await expect(record).toHaveCount(1);
  await record.click();
  await expect(page).toHaveURL(/\/dataadmin\/museum/);
  await expect(current).toHaveText("博物馆管理");
  await expect(current).toBeInViewport();
});

test("the collapsed menu offers each section's screens in a flyout, by hover and by keyboard", async ({ page }) => {
  await start(page);
  await page.goto("/sysadmin/users");
  await expect(page.getByTestId("grid-row").first()).toHaveAttribute("data-id", /\d+/);
  await page.keyboard.press("ControlOrMeta+b");
  await expect(nav(page)).toHaveCSS("width", "80px");
  // No link of a closed flyout can be tabbed to.
  await expect(nav(page).locator("a:visible")).toHaveCount(0);

  const data = nav(page).getByRole("button", { name: "基础数据" });
  await data.hover();
  const flyout = nav(page).getByRole("list", { name: "基础数据" });
  await expect(flyout).toBeVisible();
  await expect(flyout.getByRole("link", { name: "博物馆管理" })).toBeVisible();
  await page.mouse.move(900, 500);
  await expect(flyout).toBeHidden();

  await data.focus();
  await page.keyboard.press("Enter");
  await expect(flyout).toBeVisible();
  await expect(data).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  await expect(flyout).toBeHidden();
  await expect(data).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.press("ArrowDown");
  const first = flyout.getByRole("link").first();
  await expect(first).toBeFocused();
  const target = await first.getAttribute("href");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(flyout).toBeHidden();
});
