import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { confirmReady, openPalette, signIn } from "./helpers";

/**
 * 复制 a flash sale by keyboard (commerce.md §4.0): open 秒杀 (/sellAdmin/SpikesList) from the palette,
 * move to a seeded sold-out sale, press C and confirm; the copy「…（副本）」opens at once, 未发布 with 已售 0.
 */
const focusedRow = (page: Page) => page.locator("[data-testid=grid-row][data-focused]");

test("复制 a sold-out flash sale with C: the 未发布 copy opens", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
  const token = await page.evaluate(() => localStorage.getItem("moyuan.admin.token"));
  const call = async (method: string, data: object) => (await page.request.post(`/api/moyuan.${method}`, { data: { ...data, context: { token } } })).json();
  const soldOut = (await call("MarketingServiceAdmin/listFlashSale", { cond: { jsonq: JSON.stringify({ status: "SOLD_OUT" }) } })).data as { Id: number; name: string }[];
  expect(soldOut.length).toBeGreaterThan(0);
  const sale = soldOut[0]!;

  await page.goto("/sellAdmin/SpikesList");
  await expect(page.locator(`[data-testid=grid-row][data-id='${sale.Id}']`)).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await expect(focusedRow(page)).toHaveCount(1);
  for (let i = 0; i < 30 && (await focusedRow(page).getAttribute("data-id")) !== String(sale.Id); i++) await page.keyboard.press("ArrowDown");
  await expect(focusedRow(page)).toContainText(sale.name);
  await expect(focusedRow(page)).toContainText("已抢光");

  await page.keyboard.press("c");
  await confirmReady(page, "复制为一个未发布的新秒杀");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/sellAdmin\/SpikesList\?open=\d+$/);
  const copyId = Number(new URL(page.url()).searchParams.get("open"));
  expect(copyId).not.toBe(sale.Id);
  const editor = page.getByTestId("editor");
  await expect(editor.locator("input").first()).toHaveValue(`${sale.name}（副本）`);
  const copy = (await call("MarketingServiceAdmin/getFlashSale", { Id: copyId })).data as Record<string, unknown>;
  expect(copy).toMatchObject({ name: `${sale.name}（副本）`, status: "DRAFT", soldCount: 0, lockedCount: 0 });
  await page.screenshot({ path: "test-results/marketing-copy.png" });
});

test("the palette reaches 秒杀", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
  await openPalette(page);
  await page.keyboard.type("秒杀");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/sellAdmin\/SpikesList$/);
});
