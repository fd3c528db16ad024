import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { confirmReady, openPalette, signIn } from "./helpers";

/**
 * Settling an auction by keyboard: open 拍卖管理 from the palette, move to the seeded auction that has
 * ended, 结算 it with S and confirm; it reads 已结算, and one of its AUCTION orders is found from the
 * palette by its number and opens on 拍卖订单 (/order/auction).
 */
const focusedRow = (page: Page) => page.locator("[data-testid=grid-row][data-focused]");

test("结算 an ended auction with S, then open one of its AUCTION orders from the palette", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
  const token = await page.evaluate(() => localStorage.getItem("moyuan.admin.token"));
  const call = async (method: string, data: object) => (await page.request.post(`/api/moyuan.${method}`, { data: { ...data, context: { token } } })).json();
  const ended = (await call("ShiyServiceAdmin/listAuction", { cond: { jsonq: JSON.stringify({ status: "ended" }) } })).data as { Id: number; name: string }[];
  expect(ended).toHaveLength(1);

  await openPalette(page);
  await page.keyboard.type("拍卖管理");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/shiy\/shiyAuction$/);
  await expect(page.locator(`[data-testid=grid-row][data-id='${ended[0]!.Id}']`)).toBeVisible();
  await page.screenshot({ path: "test-results/auctions-list.png" });
  await page.keyboard.press("ArrowDown");
  await expect(focusedRow(page)).toHaveCount(1);
  for (let i = 0; i < 8 && (await focusedRow(page).getAttribute("data-id")) !== String(ended[0]!.Id); i++) await page.keyboard.press("ArrowDown");
  await expect(focusedRow(page)).toContainText(ended[0]!.name);
  await expect(focusedRow(page)).toContainText("已结束");

  await page.keyboard.press("s");
  await confirmReady(page, "只能结算一次");
  await page.keyboard.press("Enter");
  await expect(focusedRow(page)).toContainText("已结算");

  const lots = (await call("ShiyServiceAdmin/listAuctionLot", { cond: { jsonq: JSON.stringify({ auctionId: ended[0]!.Id, status: "sold" }) } })).data as { orderId: number }[];
  expect(lots.length).toBeGreaterThan(0);
  const order = (await call("OrderServiceAdmin/getOrder", { Id: lots[0]!.orderId })).data as { Id: number; orderNo: string; orderType: string };
  expect(order.orderType).toBe("AUCTION");

  await openPalette(page);
  await page.keyboard.type(order.orderNo);
  await expect(page.locator(`[data-testid=palette] [data-record='order:${order.Id}']`)).toBeVisible();
  await expect(page.locator("[data-testid=palette] [cmdk-item][data-selected=true]")).toHaveAttribute("data-record", `order:${order.Id}`);
  await page.keyboard.press("Enter");
  // It opens on 拍卖订单, the order screen of its type, not on the first one listing orders.
  await expect(page).toHaveURL(new RegExp(`/order/auction\\?open=${order.Id}$`));
  const editor = page.getByTestId("editor");
  await expect(editor).toContainText(order.orderNo);
  await expect(editor).toContainText("拍卖");
  await page.screenshot({ path: "test-results/auction-order.png" });
});
