import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { confirmDestructive, confirmReady, PASSWORD, signIn } from "./helpers";

// Issue 22: a record just created is focused and in view wherever the sort or the filters would put it,
// and Back does not drop an edit's unsaved changes without asking.

const rows = (page: Page) => page.getByTestId("grid-row");
const focusedRow = (page: Page) => page.locator("[data-testid=grid-row][data-focused]");
const total = (page: Page) => page.getByTestId("total");
const field = (page: Page, label: string) => page.getByTestId("editor").getByLabel(label, { exact: true });

async function museums(page: Page, search: string) {
  await page.goto("/user/login");
  await signIn(page, "admin", PASSWORD);
  await page.goto(`/dataadmin/museum${search}`);
  await expect(rows(page).first()).toHaveAttribute("data-id", /\d+/);
}

async function create(page: Page, name: string, nameEn: string) {
  await page.keyboard.press("n");
  await expect(field(page, "名称")).toBeFocused();
  await page.keyboard.type(name);
  await page.keyboard.press("Tab");
  await page.keyboard.type(nameEn);
  const saved = page.waitForResponse((r) => r.url().endsWith("/createMuseum"));
  await page.keyboard.press("ControlOrMeta+s");
  const body = (await (await saved).json()) as { data: { Id: number } };
  await expect(page.getByTestId("editor")).toBeHidden();
  return String(body.data.Id);
}

test("a museum created on a list sorted by name descending is focused at the end, scrolled into view, with the grid holding the keys", async ({ page }) => {
  await museums(page, "?sort=-name");
  await expect(total(page)).toHaveText("共 55 条");
  // The first rows are in view; a name of digits sorts after every Chinese name, past the first page.
  const id = await create(page, "0000 测试新馆", "Zero Hall");
  await expect(total(page)).toHaveText("共 56 条");
  await expect(focusedRow(page)).toHaveAttribute("data-id", id);
  await expect(focusedRow(page)).toHaveAttribute("aria-rowindex", "57");
  await expect(focusedRow(page)).toBeInViewport();
  await expect(focusedRow(page).getByTestId("fresh-mark")).toHaveCount(0);
  // The keys act on it: the grid has the DOM focus and the row is its active descendant.
  await expect(page.getByTestId("grid")).toBeFocused();
  const rowId = await focusedRow(page).getAttribute("id");
  await expect(page.getByTestId("grid")).toHaveAttribute("aria-activedescendant", rowId ?? "");
  await page.keyboard.press("Enter");
  await expect(field(page, "名称")).toHaveValue("0000 测试新馆");
});

test("a museum created outside the filters is pinned as the first row marked 新建, focused, until the filters change", async ({ page }) => {
  await museums(page, "?f.name=博物");
  const before = await total(page).textContent();
  const id = await create(page, "测试书画廊", "Test Gallery");
  await expect(focusedRow(page)).toHaveAttribute("data-id", id);
  await expect(focusedRow(page)).toHaveAttribute("aria-rowindex", "2");
  await expect(focusedRow(page).getByTestId("fresh-mark")).toHaveText("新建");
  // The count is still the filter's: the pinned record is shown, not counted.
  await expect(total(page)).toHaveText(before ?? "");
  await expect(focusedRow(page)).toBeInViewport();
  await expect(page.getByTestId("grid")).toBeFocused();
  // ↓ goes on to the list's own first row.
  await page.keyboard.press("ArrowDown");
  await expect(focusedRow(page)).toHaveAttribute("aria-rowindex", "3");
  await expect(focusedRow(page)).not.toHaveAttribute("data-id", id);
  // Other filters: the pinned row is gone.
  await page.keyboard.press("/");
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("博物馆");
  await page.keyboard.press("Enter");
  await expect(total(page)).not.toHaveText(before ?? "");
  await expect(page.getByTestId("fresh-mark")).toHaveCount(0);
  await expect(page.locator(`[data-testid=grid-row][data-id="${id}"]`)).toHaveCount(0);
});

test("Back with unsaved changes asks: 取消 keeps the editor and its address, 放弃修改 closes it", async ({ page }) => {
  await museums(page, "");
  await page.keyboard.press("ArrowDown");
  const id = await focusedRow(page).getAttribute("data-id");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`[?&]open=${id}(&|$)`));
  await page.keyboard.press("e");
  await expect(field(page, "名称")).toBeFocused();
  await page.keyboard.type("（改）");

  await page.goBack();
  await confirmReady(page, "放弃未保存的修改？");
  await page.getByTestId("confirm").getByRole("button", { name: "取消" }).click();
  await expect(page.getByTestId("confirm")).toBeHidden();
  await expect(field(page, "名称")).toHaveValue(/（改）$/);
  await expect(page).toHaveURL(new RegExp(`[?&]open=${id}(&|$)`));

  await page.goBack();
  await confirmDestructive(page, "放弃未保存的修改？");
  await expect(page.getByTestId("editor")).toBeHidden();
  await expect(page).toHaveURL(/\/dataadmin\/museum$/);
  await expect(page.getByTestId("grid")).toBeFocused();
  // Nothing was saved.
  await page.keyboard.press("Enter");
  await expect(field(page, "名称")).not.toHaveValue(/（改）$/);
});
