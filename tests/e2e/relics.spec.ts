import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openPalette, signIn } from "./helpers";

/** Presses Tab until the focused element matches (at most `max` times): the filter bar from the keyboard. */
async function tabTo(page: Page, selector: string, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await page.locator(selector).evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(page.locator(selector)).toBeFocused();
}

/** Moves a focused native select down its options with ArrowDown until it shows `label`. */
async function chooseByArrows(page: Page, selector: string, label: string): Promise<void> {
  const select = page.locator(selector);
  for (let i = 0; i < 40; i++) {
    if (await select.evaluate((el, l) => (el as HTMLSelectElement).selectedOptions[0]?.textContent === l, label)) return;
    await page.keyboard.press("ArrowDown");
  }
  throw new Error(`${selector}: no option ${label}`);
}

async function toRelics(page: Page): Promise<void> {
  await page.goto("/user/login");
  await signIn(page);
  await openPalette(page);
  await page.keyboard.type("文物列表");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/wenwu$/);
  await expect(page.getByTestId("grid-row").first()).toHaveAttribute("data-id", /\d+/);
}

const total = async (page: Page) => Number((await page.getByTestId("total").textContent())?.match(/\d+/)?.[0]);
const field = (page: Page, label: string) => page.getByTestId("editor").getByLabel(label, { exact: true });

test("文物列表: filter by grade and period from the keyboard, then open a relic's registration", async ({ page }) => {
  await toRelics(page);
  const all = await total(page);
  expect(all).toBeGreaterThan(5);
  await page.screenshot({ path: "test-results/relics-list.png" });

  await page.keyboard.press("/");
  await expect(page.locator("#filter-name")).toBeFocused();
  // The period comes before the grade in the filter bar, as in the registration form.
  await tabTo(page, "#filter-age");
  await chooseByArrows(page, "#filter-age", "商");
  await tabTo(page, "#filter-level");
  await chooseByArrows(page, "#filter-level", "一级");
  await tabTo(page, "[data-testid=filters] button[type=submit]");
  await page.keyboard.press("Enter");
  await expect.poll(() => total(page)).toBeLessThan(all);
  const rows = page.getByTestId("grid-row");
  await expect(rows.filter({ hasText: "后母戊鼎" })).toHaveCount(1);
  const shown = await rows.count();
  expect(shown).toBeGreaterThan(0);
  for (let i = 0; i < shown; i++) {
    await expect(rows.nth(i)).toContainText("一级");
    await expect(rows.nth(i)).toContainText("商");
  }
  await page.screenshot({ path: "test-results/relics-filtered.png" });

  // Back to the grid, onto 后母戊鼎, and its editor with the registration fields.
  await page.keyboard.press("Escape");
  const row = rows.filter({ hasText: "后母戊鼎" });
  const index = Number(await row.getAttribute("aria-rowindex")) - 2;
  for (let i = 0; i <= index; i++) await page.keyboard.press("ArrowDown");
  await expect(page.locator("[data-testid=grid-row][data-focused]")).toContainText("后母戊鼎");
  await page.keyboard.press("e");
  await expect(page.getByTestId("editor")).toBeVisible();
  await expect(field(page, "文物名称")).toHaveValue("后母戊鼎");
  await expect(field(page, "原名")).toHaveValue("司母戊鼎");
  await expect(field(page, "总登记号")).toHaveValue(/^总\d{6}$/);
  await expect(field(page, "普查登记号")).toHaveValue(/^\d{21}$/);
  await expect(field(page, "尺寸")).toHaveValue("通高133厘米，口长112厘米，口宽79.2厘米");
  await expect(field(page, "质量（千克）")).toHaveValue("832.84");
  await expect(field(page, "出土信息")).toHaveValue("1939年河南安阳武官村出土");
  await expect(page.getByTestId("editor")).toContainText("文物级别");
  await expect(page.getByTestId("editor")).toContainText("完残程度");
  await page.screenshot({ path: "test-results/relics-editor.png", fullPage: true });
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("editor")).toBeHidden();

  // 高清查看 (V) opens the relic viewer's route for the focused relic.
  const id = await page.locator("[data-testid=grid-row][data-focused]").getAttribute("data-id");
  await page.keyboard.press("v");
  await expect(page).toHaveURL(new RegExp(`/wenwu/view\\?type=wenwu&id=${id}$`));
});

test("西方作品 and 西方艺术家 list the seeded works with their artists; the artist dictionary names them", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
  await openPalette(page);
  await page.keyboard.type("西方作品");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/west\/westart$/);
  // 蒙娜丽莎 is the first work made, the last row of the default sort: go to the end of the list.
  await page.getByTestId("grid-row").first().click();
  await page.keyboard.press("End");
  const mona = page.getByTestId("grid-row").filter({ hasText: "蒙娜丽莎" });
  await expect(mona).toContainText("列奥纳多·达·芬奇");
  await expect(mona).toContainText("卢浮宫");
  await page.screenshot({ path: "test-results/westart-list.png" });
  await openPalette(page);
  await page.keyboard.type("西方艺术家");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/west\/westartist$/);
  await expect(page.getByTestId("grid-row").filter({ hasText: "Leonardo da Vinci" })).toHaveCount(1);
});
