import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openPalette, PASSWORD, signIn } from "./helpers";

const total = (page: Page) => page.getByTestId("total");
const focusedRow = (page: Page) => page.locator("[data-testid=grid-row][data-focused]");

async function toCalligraphy(page: Page) {
  await page.goto("/user/login");
  await signIn(page, "admin", PASSWORD);
  await openPalette(page);
  await page.keyboard.type("书法全库");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/sufa\/sufalist$/);
  await expect(page.getByTestId("grid-row").first()).toHaveAttribute("data-id", /\d+/);
}

test("整页编辑 a calligraphy work from the keyboard: W opens the full page, Ctrl+S saves, the value is there after a reload", async ({ page }) => {
  await toCalligraphy(page);
  await page.keyboard.press("/");
  await expect(page.locator("#filter-title")).toBeFocused();
  await page.keyboard.type("祭侄文稿");
  await page.keyboard.press("Enter");
  await expect(total(page)).toHaveText("共 1 条");
  await page.keyboard.press("ArrowDown");
  await expect(focusedRow(page)).toContainText("祭侄文稿");
  await page.keyboard.press("w");
  await expect(page).toHaveURL(/\/sufa\/sufaedit\?id=\d+$/);
  const editor = page.getByTestId("work-editor");
  await expect(editor.getByRole("heading")).toContainText("祭侄文稿");

  const version = editor.getByLabel("版本", { exact: true });
  await version.focus();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("墨迹本");
  await expect(page.getByTestId("unsaved")).toBeVisible();
  await page.keyboard.press("ControlOrMeta+s");
  await expect(page.getByText("已保存", { exact: true })).toBeVisible();
  await expect(page.getByTestId("unsaved")).toBeHidden();
  await page.screenshot({ path: "test-results/sufa-work-editor.png" });

  await page.reload();
  await expect(page.getByTestId("work-editor").getByLabel("版本", { exact: true })).toHaveValue("墨迹本");
  await page.getByTestId("work-editor").getByRole("tab", { name: "单字" }).click();
  await expect(page.getByTestId("glyphs-tab")).toBeVisible();
});

test("glyph review: y confirms and n (with a reason key) rejects the focused glyph; the 待校对 list shrinks", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page, "admin", PASSWORD);
  await page.goto("/sufa/glyphscorresponding");
  await expect(page.getByTestId("grid-row").first()).toHaveAttribute("data-id", /\d+/);
  const all = await total(page).textContent();
  // 校对状态 is among the glyph list's filters behind 更多筛选; Enter on the select applies it.
  await page.getByRole("button", { name: /更多筛选/ }).click();
  await page.locator("#filter-verifyState").selectOption("unverified");
  await page.locator("#filter-verifyState").press("Enter");
  await expect(total(page)).not.toHaveText(all ?? "");
  // The filtered count, once the list has answered (not its loading text).
  await expect(total(page)).toHaveText(/共 \d+ 条/);
  const before = Number((await total(page).textContent())?.match(/\d+/)?.[0]);
  expect(before).toBeGreaterThan(1);
  await page.keyboard.press("ArrowDown");
  await expect(focusedRow(page)).toContainText("待校对");

  const panel = page.getByTestId("glyph-panel");
  await expect(panel.getByTestId("glyph-state")).toHaveText("待校对");
  await expect(panel.getByTestId("glyph-region")).toContainText("区域 x");
  await panel.focus();
  await page.screenshot({ path: "test-results/sufa-glyph-review.png" });
  await page.keyboard.press("y");
  await expect(total(page)).toHaveText(`共 ${before - 1} 条`);

  await panel.focus();
  await page.keyboard.press("n");
  await expect(panel.getByTestId("reject-reasons")).toBeVisible();
  await page.keyboard.press("1");
  await expect(total(page)).toHaveText(`共 ${before - 2} 条`);
});
