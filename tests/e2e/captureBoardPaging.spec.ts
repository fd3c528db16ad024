// The capture board (/shiy/drtask, content.md §17.7) from the palette and beyond 100 cards: 切换看板 in
// the palette turns the list into the board and back; a column holding more than 100 tasks shows the
// first 100 with the count `100 / n`, and reads the rest with 加载更多 or with ↓ past its last card.
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openPalette, signIn } from "./helpers";

type Rec = Record<string, unknown> & { Id: number };
async function rpc(request: APIRequestContext, token: string, method: string, data: Record<string, unknown>) {
  return (await request.post(`/api/moyuan.ShiyServiceAdmin/${method}`, { data: { ...data, context: { token } } })).json() as Promise<{ code: string; message?: string; data: Rec[] & Rec }>;
}
const cards = (page: Page, state: string) => page.locator(`[data-testid=board-column][data-state=${state}] [data-testid=board-card]`);
const column = (page: Page, state: string) => page.locator(`[data-testid=board-column][data-state=${state}]`);

async function paletteRun(page: Page, text: string) {
  await openPalette(page);
  await page.keyboard.type(text);
  await expect(page.locator("[data-testid=palette] [cmdk-item][aria-selected=true]")).toContainText(text);
  await page.keyboard.press("Enter");
}

test("切换看板 in the palette shows the board and, run again, the list", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
  await page.goto("/shiy/drtask");
  await expect(page.getByTestId("grid-row").first()).toBeVisible();
  await paletteRun(page, "切换看板");
  await expect(page).toHaveURL(/[?&]view=board/);
  await expect(page.getByTestId("board")).toBeVisible();
  await expect(cards(page, "planned")).toHaveCount(3);
  await paletteRun(page, "切换看板");
  await expect(page).not.toHaveURL(/view=board/);
  await expect(page.getByTestId("grid-row").first()).toBeVisible();
});

test("a column of 103 tasks shows 100 / 103; ↓ past the last card and 加载更多 read the rest", async ({ page, request, adminToken }) => {
  // A hundred tasks made through the server's own method take a while on a busy machine.
  test.setTimeout(120_000);
  const listed = await rpc(request, adminToken, "listCaptureTask", { page: { skip: 0, limit: 1 }, cond: { jsonq: JSON.stringify({ status: "planned" }) }, sort: { by: "Id", asc: true } });
  const model = listed.data[0] as Rec;
  const copy = (n: number) => ({
    title: `批量排期示范 ${String(n).padStart(3, "0")}`, artistId: model.artistId, workIds: model.workIds, place: model.place,
    captureMode: model.captureMode, targetPpi: model.targetPpi, colorTarget: model.colorTarget, fileSpec: model.fileSpec, colorSpace: model.colorSpace,
  });
  for (let start = 0; start < 100; start += 10) {
    const made = await Promise.all(Array.from({ length: 10 }, (_, i) => rpc(request, adminToken, "createCaptureTask", { data: copy(start + i + 1) })));
    for (const m of made) expect(m.code, m.message).toBe("SUCCESS");
  }
  await page.goto("/user/login");
  await signIn(page);
  await page.goto("/shiy/drtask?view=board");
  await expect(cards(page, "planned")).toHaveCount(100);
  await expect(column(page, "planned").getByTestId("board-count")).toHaveText("100 / 103");
  await expect(column(page, "planned").getByTestId("board-more")).toHaveText("加载更多（已显示 100 / 103）");
  await page.screenshot({ path: test.info().outputPath("board-100.png") });

  // The board has the focus on the first planned card: End goes to the 100th, ↓ reads the next page.
  await expect(page.locator("[data-testid=board-card]:focus")).toHaveCount(1);
  await page.keyboard.press("End");
  const last = (await cards(page, "planned").nth(99).getAttribute("data-id")) as string;
  await expect(page.locator("[data-testid=board-card]:focus")).toHaveAttribute("data-id", last);
  await page.keyboard.press("ArrowDown");
  await expect(cards(page, "planned")).toHaveCount(103);
  await expect(column(page, "planned").getByTestId("board-count")).toHaveText("103");
  await expect(column(page, "planned").getByTestId("board-more")).toHaveCount(0);
  await page.keyboard.press("ArrowDown");
  await expect(page.locator("[data-testid=board-card]:focus")).toHaveAttribute("data-id", (await cards(page, "planned").nth(100).getAttribute("data-id")) as string);

  // 加载更多 is a button of its own: after a reload only 100 are read again, and the button reads the rest.
  await page.reload();
  await expect(cards(page, "planned")).toHaveCount(100);
  await column(page, "planned").getByTestId("board-more").click();
  await expect(cards(page, "planned")).toHaveCount(103);
});
