// The review queue of visitors' uploads (/tourist/touristresource) by keyboard: it opens on 待审核,
// A approves the focused upload and the next pending one takes the focus, D asks for a reason
// before rejecting, and ] / [ move between the tabs.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openPalette, signIn } from "./helpers";

const rows = (page: Page) => page.getByTestId("grid-row");
const focusedRow = (page: Page) => page.locator("[data-testid=grid-row][data-focused]");
const count = (page: Page, tab: string) => page.getByTestId(`queue-tab-${tab}`).getByTestId("queue-count");
const selectedTab = (page: Page) => page.getByRole("tab", { selected: true });

test("open the review queue from the palette, approve with A, the next pending row has the focus, ] shows it passed", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
  await openPalette(page);
  await page.keyboard.type("游客资源");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/tourist\/touristresource$/);
  await expect(selectedTab(page)).toContainText("待审核");
  await expect(count(page, "pending")).toHaveText(/^\d+$/);
  const pending = Number(await count(page, "pending").textContent());
  expect(pending).toBeGreaterThan(2);
  await expect(page.getByTestId("total")).toHaveText(new RegExp(`^共 ${pending} 条`));

  await page.keyboard.press("ArrowDown");
  await expect(focusedRow(page)).toHaveAttribute("data-id", /^\d+$/);
  const first = await rows(page).nth(0).getAttribute("data-id");
  const second = await rows(page).nth(1).getAttribute("data-id");
  await expect(focusedRow(page)).toHaveAttribute("data-id", first as string);
  await page.keyboard.press("a");
  // The approved upload leaves the pending list; the one after it takes its place and the focus.
  await expect(count(page, "pending")).toHaveText(String(pending - 1));
  await expect(rows(page).first()).toHaveAttribute("data-id", second as string);
  await expect(focusedRow(page)).toHaveAttribute("data-id", second as string);

  await page.keyboard.press("]");
  await expect(selectedTab(page)).toContainText("已通过");
  // The newest decision is the newest upload of the passed ones.
  await expect(rows(page).first()).toHaveAttribute("data-id", first as string);
  await expect(rows(page).first()).toContainText("人审通过");
  await page.keyboard.press("[");
  await expect(selectedTab(page)).toContainText("待审核");
  await expect(rows(page).first()).toHaveAttribute("data-id", second as string);
});

test("D rejects only with a reason; the rejected upload moves to 已驳回", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
  await page.goto("/tourist/touristresource");
  await expect(selectedTab(page)).toContainText("待审核");
  await expect(rows(page).first()).toHaveAttribute("data-id", /^\d+$/);
  await page.keyboard.press("ArrowDown");
  const target = await focusedRow(page).getAttribute("data-id");
  await page.keyboard.press("d");
  const form = page.getByRole("dialog");
  await expect(form).toContainText("驳回");
  await expect.poll(() => form.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("ControlOrMeta+Enter");
  // 原因 is a select: its message says 请选择, and the focus is on it.
  await expect(form).toContainText("请选择原因");
  await expect(form.getByLabel("原因")).toBeFocused();
  await form.getByLabel("原因").selectOption("AD");
  await form.getByLabel("说明").fill("二维码引流");
  await page.keyboard.press("ControlOrMeta+Enter");
  await expect(form).toBeHidden();
  await expect(rows(page).first()).not.toHaveAttribute("data-id", target as string);
  await page.keyboard.press("]");
  await page.keyboard.press("]");
  await expect(selectedTab(page)).toContainText("已驳回");
  await expect(rows(page).first()).toHaveAttribute("data-id", target as string);
  await expect(rows(page).first()).toContainText("广告引流");
});

test("the open tab is in the address: ] writes tab=, a reload and a copied link show the same tab, 待审核 has none", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
  await page.goto("/tourist/touristresource");
  await expect(selectedTab(page)).toContainText("待审核");
  await expect(page).not.toHaveURL(/[?&]tab=/);
  await expect(rows(page).first()).toHaveAttribute("data-id", /^\d+$/);
  await page.keyboard.press("]");
  await expect(selectedTab(page)).toContainText("已通过");
  await expect(page).toHaveURL(/[?&]tab=decided0\b/);
  const passed = await rows(page).first().getAttribute("data-id");
  await page.reload();
  await expect(selectedTab(page)).toContainText("已通过");
  await expect(rows(page).first()).toHaveAttribute("data-id", passed as string);
  // Another person opening the same link.
  const other = await page.context().newPage();
  await other.goto(page.url());
  await expect(selectedTab(other)).toContainText("已通过");
  await other.close();
  await page.keyboard.press("[");
  await expect(selectedTab(page)).toContainText("待审核");
  await expect(page).not.toHaveURL(/[?&]tab=/);
});
