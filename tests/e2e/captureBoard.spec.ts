// The capture tasks' kanban (/shiy/drtask, content.md §8.4, §17.7): Shift+K turns the list into a board
// by state (the address keeps it); a card moves with Shift+→ and by drag, through the machine's
// transition; a move the machine does not allow is refused by the server (its message shown as every
// refusal is) and the card stays in its column.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signIn } from "./helpers";

const column = (page: Page, state: string) => page.locator(`[data-testid=board-column][data-state=${state}]`);
const cards = (page: Page, state: string) => column(page, state).getByTestId("board-card");
const card = (page: Page, id: string) => page.locator(`[data-testid=board-card][data-id="${id}"]`);
/** A mouse drag of a card onto a column, as the browser delivers it (dragstart, dragover, drop with one DataTransfer). */
async function drag(page: Page, id: string, state: string) {
  const data = await page.evaluateHandle(() => new DataTransfer());
  await card(page, id).dispatchEvent("dragstart", { dataTransfer: data });
  await column(page, state).dispatchEvent("dragover", { dataTransfer: data });
  await column(page, state).dispatchEvent("drop", { dataTransfer: data });
  await card(page, id).dispatchEvent("dragend", { dataTransfer: data });
}
const refusal = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

async function openBoard(page: Page) {
  await page.goto("/user/login");
  await signIn(page);
  await page.goto("/shiy/drtask");
  await expect(page.getByTestId("grid-row").first()).toBeVisible();
  await page.keyboard.press("Shift+K");
  await expect(page).toHaveURL(/[?&]view=board/);
  await expect(page.getByTestId("board")).toBeVisible();
  await expect(cards(page, "planned")).toHaveCount(3);
}

test("Shift+K shows the board by state; Shift+→ moves a scheduled card to 采集中; Shift+← from 采集中 is refused by the server and the card stays", async ({ page }) => {
  await openBoard(page);
  for (const [state, n] of [["scheduled", 3], ["capturing", 2], ["processing", 2], ["qc", 2], ["rework", 1], ["done", 6], ["cancelled", 1]] as const) {
    await expect(cards(page, state)).toHaveCount(n);
    await expect(column(page, state).getByTestId("board-count")).toHaveText(String(n));
  }
  // The board has the focus on the first planned card; → goes to the scheduled column.
  await expect(page.locator("[data-testid=board-card]:focus")).toHaveAttribute("data-id", (await cards(page, "planned").first().getAttribute("data-id")) as string);
  await page.keyboard.press("ArrowRight");
  const moved = (await page.locator("[data-testid=board-card]:focus").getAttribute("data-id")) as string;
  await expect(cards(page, "scheduled").first()).toHaveAttribute("data-id", moved);
  await page.keyboard.press("Shift+ArrowRight");
  await expect(column(page, "capturing").locator(`[data-id="${moved}"]`)).toBeVisible();
  await expect(cards(page, "scheduled")).toHaveCount(2);
  await expect(cards(page, "capturing")).toHaveCount(3);

  // 采集中 → 已排期: only 排期 leads there, from 待排期; the server refuses and nothing moves.
  await expect(card(page, moved)).toBeFocused();
  await page.keyboard.press("Shift+ArrowLeft");
  await expect(refusal(page, "当前状态为「采集中」，不能执行「排期」")).toHaveCount(1);
  await expect(column(page, "capturing").locator(`[data-id="${moved}"]`)).toBeVisible();
  await expect(cards(page, "scheduled")).toHaveCount(2);

  // The address keeps the board: a reload shows it again.
  await page.reload();
  await expect(page.getByTestId("board")).toBeVisible();
  await expect(page.locator("[data-testid=board-card]:focus")).toHaveCount(1);
  await page.keyboard.press("Shift+K");
  await expect(page).not.toHaveURL(/view=board/);
  await expect(page.getByTestId("grid-row").first()).toBeVisible();
});

test("drag: a processing card dropped on 质检中 is submitted; a planned card dropped on 质检中 is refused and stays", async ({ page }) => {
  await openBoard(page);
  await page.screenshot({ path: test.info().outputPath("board.png") });
  const processing = (await cards(page, "processing").first().getAttribute("data-id")) as string;
  await drag(page, processing, "qc");
  await expect(column(page, "qc").locator(`[data-id="${processing}"]`)).toBeVisible();
  await expect(cards(page, "qc")).toHaveCount(3);

  const planned = (await cards(page, "planned").first().getAttribute("data-id")) as string;
  await drag(page, planned, "qc");
  await expect(refusal(page, "当前状态为「待排期」，不能执行「提交质检」")).toHaveCount(1);
  await expect(column(page, "planned").locator(`[data-id="${planned}"]`)).toBeVisible();
  await expect(cards(page, "qc")).toHaveCount(3);
});
