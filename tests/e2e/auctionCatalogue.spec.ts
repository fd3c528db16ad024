import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signIn } from "./helpers";

/**
 * Building an auction's catalogue by keyboard (content.md §8.6–8.7): 添加拍品 — two approved pool
 * items picked with X and put into the auction in preparation with I (排入场次), numbered after the
 * session's last lot in the order of the list; and a special sale's lots reordered with U (上移).
 */
const focusedRow = (page: Page) => page.locator("[data-testid=grid-row][data-focused]");
const rows = (page: Page) => page.locator("[data-testid=grid-row]");

async function api(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem("moyuan.admin.token"));
  return async <T>(method: string, data: object): Promise<T> => {
    const body = (await (await page.request.post(`/api/moyuan.${method}`, { data: { ...data, context: { token } } })).json()) as { code: unknown; message?: string } & T;
    expect(body.code, `${method}: ${String(body.message)}`).toBe("SUCCESS");
    return body;
  };
}

type Lot = { Id: number; lotNo: number; poolItemId: number; title: string; utime: number };

/** The seeded auction in preparation and its one session (篆刻专场), with its lots in 图录号 order. */
async function draftSession(call: Awaited<ReturnType<typeof api>>) {
  const [auction] = (await call<{ data: { Id: number }[] }>("ShiyServiceAdmin/listAuction", { cond: { jsonq: JSON.stringify({ status: "draft" }) } })).data;
  const [session] = (await call<{ data: { Id: number }[] }>("ShiyServiceAdmin/listAuctionSession", { cond: { jsonq: JSON.stringify({ auctionId: auction!.Id }) } })).data;
  const lots = async () => (await call<{ data: Lot[] }>("ShiyServiceAdmin/listAuctionLot", { cond: { jsonq: JSON.stringify({ sessionId: session!.Id }) }, sort: { by: "lotNo", asc: true }, page: { skip: 0, limit: 200 } })).data;
  return { auctionId: auction!.Id, sessionId: session!.Id, lots };
}

test("添加拍品: two pool items picked with X go into the session in preparation with I, numbered after its last lot", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
  const call = await api(page);
  const draft = await draftSession(call);
  const before = await draft.lots();
  const last = before[before.length - 1]!.lotNo;

  await page.goto("/shiy/shiyAuctionRoom?f.poolState=approved&sort=Id");
  await expect(rows(page).first()).toHaveAttribute("data-id", /\d+/);
  await page.keyboard.press("ArrowDown");
  const picked = [Number(await focusedRow(page).getAttribute("data-id"))];
  await page.keyboard.press("x");
  await page.keyboard.press("ArrowDown");
  picked.push(Number(await focusedRow(page).getAttribute("data-id")));
  await page.keyboard.press("x");
  await expect(page.getByTestId("target")).toHaveText("已选 2 条");

  await page.keyboard.press("i");
  const form = page.getByTestId("action-form");
  await expect(form).toContainText("排入场次");
  await expect(form.getByRole("combobox").first()).toBeFocused();
  await page.keyboard.type("篆刻专场");
  await expect(page.getByRole("option").first()).toContainText("篆刻专场");
  await page.keyboard.press("Enter");
  await page.screenshot({ path: "test-results/auction-add-lots.png" });
  await page.keyboard.press("ControlOrMeta+Enter");
  await expect(form).toBeHidden();

  await expect.poll(async () => (await draft.lots()).length, { timeout: 20_000 }).toBe(before.length + 2);
  const added = (await draft.lots()).slice(before.length);
  expect(added.map((l) => [l.lotNo, l.poolItemId])).toEqual([[last + 1, picked[0]], [last + 2, picked[1]]]);
  const item = (await call<{ data: { poolState: string; lotId: number; startingPrice: number } }>("ShiyServiceAdmin/getAuctionPoolItem", { Id: picked[0] })).data;
  expect(item).toMatchObject({ poolState: "assigned", lotId: added[0]!.Id });
  // Assigned now, the pool list filtered to 已入池 no longer shows them.
  await page.keyboard.press("r");
  await expect(page.locator(`[data-testid=grid-row][data-id='${picked[0]}']`)).toHaveCount(0);
});

test("a special sale's lots in catalogue order: U moves the focused lot up, swapping 图录号 with the one before it", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
  const call = await api(page);
  const draft = await draftSession(call);
  const lots = (await draft.lots()).slice(0, 3);
  expect(lots.length).toBeGreaterThanOrEqual(2);
  const sale = (await call<{ data: { Id: number } }>("ShiyServiceAdmin/createAuctionSpecialSale", { data: { auctionId: draft.auctionId, title: "篆刻小品专场", sessionId: draft.sessionId, curator: "顾南枝", sort: 1 } })).data;
  for (const lot of lots) await call("ShiyServiceAdmin/updateAuctionLot", { Id: lot.Id, utime: lot.utime, data: { specialSaleId: sale.Id } });

  await page.goto(`/shiy/ShiyAuctionSuhaList/lots?specialSaleId=${sale.Id}`);
  await expect(page.getByTestId("breadcrumb")).toContainText("篆刻小品专场");
  await expect(rows(page)).toHaveCount(lots.length);
  await expect(rows(page).nth(1)).toHaveAttribute("data-id", String(lots[1]!.Id));
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(focusedRow(page)).toHaveAttribute("data-id", String(lots[1]!.Id));
  await page.keyboard.press("u");
  await expect(rows(page).first()).toHaveAttribute("data-id", String(lots[1]!.Id));
  await expect(rows(page).first()).toContainText(String(lots[0]!.lotNo));
  await expect(rows(page).nth(1)).toHaveAttribute("data-id", String(lots[0]!.Id));
  await page.screenshot({ path: "test-results/auction-lot-order.png" });
  const now = (await call<{ data: { lotNo: number } }>("ShiyServiceAdmin/getAuctionLot", { Id: lots[1]!.Id })).data;
  expect(now.lotNo).toBe(lots[0]!.lotNo);
});

test("打印成交确认书: a sold lot's confirmation reads its auction, 图录号, prices and buyer, and prints without the buttons", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
  const call = await api(page);
  const [settled] = (await call<{ data: { Id: number; name: string; code: string }[] }>("ShiyServiceAdmin/listAuction", { cond: { jsonq: JSON.stringify({ status: "settled" }) } })).data;
  const [lot] = (await call<{ data: (Lot & { hammerPrice: number; totalPrice: number })[] }>("ShiyServiceAdmin/listAuctionLot", { cond: { jsonq: JSON.stringify({ auctionId: settled!.Id, status: "sold" }) }, sort: { by: "lotNo", asc: true } })).data;
  await page.goto(`/shiy/auctionConfirmation?lotId=${lot!.Id}`);
  const sheet = page.getByTestId("auction-confirmation");
  await expect(sheet.getByRole("heading", { level: 1 })).toHaveText("拍卖成交确认书");
  await expect(sheet).toContainText(`${settled!.name}（${settled!.code}）`);
  await expect(sheet).toContainText(String(lot!.lotNo));
  await expect(sheet).toContainText(`¥${(lot!.totalPrice / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`);
  await expect(sheet.getByRole("button", { name: /打印/ })).toBeFocused();
  await page.screenshot({ path: "test-results/auction-confirmation.png" });
  await page.emulateMedia({ media: "print" });
  await expect(sheet.getByRole("button", { name: /打印/ })).toBeHidden();
  // An unsold lot has none, and says so.
  const [unsold] = (await call<{ data: Lot[] }>("ShiyServiceAdmin/listAuctionLot", { cond: { jsonq: JSON.stringify({ auctionId: settled!.Id, status: "unsold" }) } })).data;
  await page.emulateMedia({ media: "screen" });
  await page.goto(`/shiy/auctionConfirmation?lotId=${unsold!.Id}`);
  await expect(page.getByRole("alert")).toContainText("未成交，没有成交确认书");
});
