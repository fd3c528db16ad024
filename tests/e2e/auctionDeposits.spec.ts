import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signIn } from "./helpers";

/**
 * 保证金 by keyboard (content.md §8.7): on the bidding auction's deposits, N registers a bidder's
 * deposit (竞买人 picked by name, 缴纳方式 chosen) of the auction's amount; a second one for the same
 * bidder is refused in Chinese. The settled auction's deposits show the defaulted buyer's forfeited.
 */
const rows = (page: Page) => page.locator("[data-testid=grid-row]");
const field = (page: Page, label: string) => page.getByTestId("editor").getByLabel(label, { exact: true });

async function api(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem("moyuan.admin.token"));
  return async <T>(method: string, data: object): Promise<T> => {
    const body = (await (await page.request.post(`/api/moyuan.${method}`, { data: { ...data, context: { token } } })).json()) as { code: unknown; message?: string } & T;
    expect(body.code, `${method}: ${String(body.message)}`).toBe("SUCCESS");
    return body;
  };
}

type Auction = { Id: number; name: string; code: string; depositAmount: number };

test("登记保证金 with N on the bidding auction's deposits; the settled auction shows the forfeited one", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
  const call = await api(page);
  const [bidding] = (await call<{ data: Auction[] }>("ShiyServiceAdmin/listAuction", { cond: { jsonq: JSON.stringify({ status: "bidding" }) } })).data;
  const deposits = async (auctionId: number) => (await call<{ data: { visitorId: number; state: string; amount: number; depositNo: string }[] }>("ShiyServiceAdmin/listAuctionDeposit", { cond: { jsonq: JSON.stringify({ auctionId }) }, page: { skip: 0, limit: 500 } })).data;
  const before = await deposits(bidding!.Id);
  const paidBy = new Set(before.map((d) => d.visitorId));
  const visitors = (await call<{ data: { Id: number; nickName: string }[] }>("TouristServiceAdmin/listVisitor", { cond: { jsonq: JSON.stringify({ status: "NORMAL" }) }, page: { skip: 0, limit: 200 } })).data;
  // A name no other visitor's starts with, so the picker's first option is theirs.
  const newcomer = visitors.find((v) => !paidBy.has(v.Id) && v.nickName && visitors.filter((o) => o.nickName.startsWith(v.nickName)).length === 1)!;

  await page.goto(`/shiy/shiyAuction/deposits?auctionId=${bidding!.Id}`);
  await expect(page.getByTestId("breadcrumb")).toContainText(bidding!.name);
  await expect(page.getByTestId("total")).toHaveText(`共 ${before.length} 条`);
  await page.keyboard.press("n");
  await expect(field(page, "竞买人")).toBeVisible();
  await field(page, "竞买人").focus();
  await page.keyboard.type(newcomer.nickName);
  await expect(page.getByRole("option").first()).toContainText(newcomer.nickName);
  await page.keyboard.press("Enter");
  await field(page, "缴纳方式").selectOption({ label: "银行转账" });
  await field(page, "付款凭证号").fill("ZZ20261127001");
  await page.screenshot({ path: "test-results/auction-deposit-new.png" });
  await page.keyboard.press("ControlOrMeta+s");
  await expect(page.getByTestId("editor")).toBeHidden();
  await expect.poll(async () => (await deposits(bidding!.Id)).find((d) => d.visitorId === newcomer.Id)).toMatchObject({ state: "paid", amount: bidding!.depositAmount });

  // The same bidder again: refused, naming why.
  await page.keyboard.press("n");
  await field(page, "竞买人").focus();
  await page.keyboard.type(newcomer.nickName);
  await expect(page.getByRole("option").first()).toContainText(newcomer.nickName);
  await page.keyboard.press("Enter");
  await field(page, "缴纳方式").selectOption({ label: "微信支付" });
  await page.keyboard.press("ControlOrMeta+s");
  await expect(page.getByText(/已登记拍卖会「.*」的保证金/).first()).toBeVisible();
  await page.keyboard.press("Escape");

  const [settled] = (await call<{ data: Auction[] }>("ShiyServiceAdmin/listAuction", { cond: { jsonq: JSON.stringify({ status: "settled" }) } })).data;
  await page.goto(`/shiy/shiyAuction/deposits?auctionId=${settled!.Id}&f.state=forfeited`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText("已没收");
  await page.screenshot({ path: "test-results/auction-deposits-forfeited.png" });
});
