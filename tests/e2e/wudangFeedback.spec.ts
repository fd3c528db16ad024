// Answering a feedback (/wudang/commnet) by keyboard: the queue opens on 待处理, H on the focused
// feedback asks for the reply, Ctrl+Enter sends it, the feedback leaves the pending list, and under
// 已处理 it shows 已解决 with the reply the visitor will read.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openPalette, signIn } from "./helpers";

const focusedRow = (page: Page) => page.locator("[data-testid=grid-row][data-focused]");
const count = (page: Page, tab: string) => page.getByTestId(`queue-tab-${tab}`).getByTestId("queue-count");
const selectedTab = (page: Page) => page.getByRole("tab", { selected: true });

test("answer a feedback: open 用户反馈 from the palette, focus a pending one, H, type the reply, Ctrl+Enter, see it 已解决", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
  await openPalette(page);
  await page.keyboard.type("用户反馈");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/wudang\/commnet$/);
  await expect(selectedTab(page)).toContainText("待处理");
  await expect(count(page, "pending")).toHaveText(/^\d+$/);
  const pending = Number(await count(page, "pending").textContent());
  expect(pending).toBeGreaterThan(1);
  // The count can arrive before the rows: ↓ focuses the first row only once there is one.
  await expect(page.getByTestId("grid-row").first()).toBeVisible();

  await page.keyboard.press("ArrowDown");
  await expect(focusedRow(page)).toHaveAttribute("data-id", /^\d+$/);
  const target = (await focusedRow(page).getAttribute("data-id")) as string;
  await page.keyboard.press("h");
  const form = page.getByRole("dialog");
  await expect(form).toContainText("回复并解决");
  await expect.poll(() => form.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  // Sending nothing is refused before it leaves the browser.
  await page.keyboard.press("ControlOrMeta+Enter");
  await expect(form).toContainText("请输入回复内容");
  const reply = "您好，问题已在 3.8.1 版本修复，请更新后再试。";
  await form.getByLabel("回复内容").fill(reply);
  await page.keyboard.press("ControlOrMeta+Enter");
  await expect(form).toBeHidden();

  await expect(count(page, "pending")).toHaveText(String(pending - 1));
  await expect(page.locator(`[data-testid=grid-row][data-id="${target}"]`)).toHaveCount(0);
  await page.keyboard.press("]");
  await expect(selectedTab(page)).toContainText("已处理");
  const answered = page.locator(`[data-testid=grid-row][data-id="${target}"]`);
  await expect(answered).toContainText("已解决");
  await expect(answered).toContainText(reply);
  await expect(answered).toContainText("admin");
});
