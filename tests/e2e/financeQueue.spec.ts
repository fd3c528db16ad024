import { expect, test } from "./fixtures";
import { openPalette, signIn } from "./helpers";

/**
 * The finance queue (issue 25): finance opens 待处理款项 from the palette, takes the first late payment
 * waiting for a refund and settles it with 登记线下退款 by keyboard; the item leaves the queue and the
 * history shows who settled it and the channel refund number.
 */
test("待处理款项: settle a late payment with 登记线下退款 from the keyboard; it leaves the queue", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
  await openPalette(page);
  await page.keyboard.type("待处理款项");
  await expect(page.locator("[data-testid=palette] [cmdk-item][data-selected=true]")).toContainText("待处理款项");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/order\/bookkeeping\/exceptions$/);

  const total = page.getByTestId("total").first();
  await expect(total).toHaveText(/共 \d+ 条/);
  const waiting = Number((await total.textContent())?.match(/\d+/)?.[0]);
  expect(waiting).toBeGreaterThan(0);
  await page.keyboard.press("ArrowDown");
  const row = page.locator("[data-testid=grid-row][data-focused]");
  // The queue lists the newest arrival first: the focused row is the newest item waiting.
  const token = await page.evaluate(() => localStorage.getItem("moyuan.admin.token"));
  const listed = await (await page.request.post("/api/moyuan.PaymentServiceAdmin/listPaymentException", {
    data: { cond: { jsonq: JSON.stringify({ status: "PENDING" }) }, sort: { by: "paidAt", asc: false }, page: { skip: 0, limit: 1 }, context: { token } },
  })).json() as { data: { tradeNo: string }[] };
  const tradeNo = listed.data[0]?.tradeNo ?? "";
  expect(tradeNo).not.toBe("");
  await expect(row).toContainText(tradeNo);

  await page.keyboard.press("l");
  const form = page.getByTestId("action-form");
  await expect(form).toContainText("请确认已在商户平台把这笔款项全额退回");
  await expect(form.getByLabel("渠道退款单号")).toBeFocused();
  // Too short: refused on the form, nothing sent.
  await page.keyboard.type("503");
  await page.keyboard.press("ControlOrMeta+Enter");
  await expect(form).toBeVisible();
  await page.keyboard.type("00000012026112800000000077");
  await page.keyboard.press("Tab");
  await page.keyboard.type("用户来电，已在商户平台退回");
  await page.keyboard.press("ControlOrMeta+Enter");
  await expect(form).toBeHidden();

  await expect(total).toHaveText(`共 ${waiting - 1} 条`);
  await expect(page.getByTestId("grid-row").filter({ hasText: tradeNo })).toHaveCount(0);

  await page.goto(`/order/bookkeeping/exceptions/history`);
  const settled = page.getByTestId("grid-row").filter({ hasText: tradeNo });
  await expect(settled).toContainText("已退款");
  await expect(settled).toContainText("线下退款");
  await expect(settled).toContainText("50300000012026112800000000077");
  await expect(settled).toContainText("admin");
});
