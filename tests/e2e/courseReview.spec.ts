// The academy course review queue (/course/ShiyExamine) by keyboard only: open it from the palette,
// move to the pending review, approve it with its shortcut (A), see it leave 待审核 and appear under
// 已通过, and find its course 已上架 in the course list. The seeded pending review was submitted by an
// editor, so the administrator may decide it.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openPalette, signIn } from "./helpers";

const rows = (page: Page) => page.getByTestId("grid-row");
const focusedRow = (page: Page) => page.locator("[data-testid=grid-row][data-focused]");
const count = (page: Page, tab: string) => page.getByTestId(`queue-tab-${tab}`).getByTestId("queue-count");
const selectedTab = (page: Page) => page.getByRole("tab", { selected: true });
const COURSE = "工笔人物·仕女";

test("approve the pending course review with A; it leaves 待审核 and its course shows 已上架", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
  await openPalette(page);
  await page.keyboard.type("课程审核");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/course\/ShiyExamine$/);
  await expect(selectedTab(page)).toContainText("待审核");
  await expect(count(page, "pending")).toHaveText("1");
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(COURSE);

  await page.keyboard.press("ArrowDown");
  await expect(focusedRow(page)).toContainText(COURSE);
  const reviewId = await focusedRow(page).getAttribute("data-id");
  await page.keyboard.press("a");
  await expect(count(page, "pending")).toHaveText("0");
  await expect(rows(page)).toHaveCount(0);

  await page.keyboard.press("]");
  await expect(selectedTab(page)).toContainText("已通过");
  await expect(rows(page).first()).toHaveAttribute("data-id", reviewId as string);
  await expect(rows(page).first()).toContainText("已通过");

  await openPalette(page);
  await page.keyboard.type("驻留计划学院课程");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/course\/ShiyCourseList$/);
  await expect(rows(page).filter({ hasText: COURSE })).toContainText("已上架");
});
