import { expect, test } from "./fixtures";
import { openPalette, signIn } from "./helpers";

/**
 * Customer service by keyboard: find an order by its number from the palette, refund part of it as a
 * refund already made in the merchant platform, see it under 退款记录 and its bookkeeping entry.
 */
test("Ctrl+K an order number → its slide-over → 退款 offline through the action form → 退款记录 and the bookkeeping entry", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
  const token = await page.evaluate(() => localStorage.getItem("moyuan.admin.token"));
  const call = async (method: string, data: object) => (await page.request.post(`/api/moyuan.${method}`, { data: { ...data, context: { token } } })).json();
  const found = await call("OrderServiceAdmin/listOrder", {
    cond: { jsonq: JSON.stringify({ orderType: "VIP", status: "PAID", payChannel: "WXPAY" }) }, page: { skip: 0, limit: 1 },
  });
  const order = found.data[0] as { Id: number; orderNo: string; payAmount: number };
  expect(order.payAmount).toBeGreaterThan(1_000);

  await openPalette(page);
  await page.keyboard.type(order.orderNo);
  const hit = page.locator(`[data-testid=palette] [data-record='order:${order.Id}']`);
  await expect(hit).toBeVisible();
  await expect(page.locator("[data-testid=palette] [cmdk-item][data-selected=true]")).toHaveAttribute("data-record", `order:${order.Id}`);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/order\/vip/);
  const editor = page.getByTestId("editor");
  await expect(editor).toContainText(order.orderNo);
  await expect(editor.getByRole("tab", { name: "订单明细" })).toBeVisible();

  // 退款 R from the slide-over, whose footer offers it with its key.
  await expect(editor.locator("[data-offer='transition:refund']")).toContainText("T");
  await page.keyboard.press("t");
  const form = page.getByTestId("action-form");
  await expect(form).toBeVisible();
  await expect(form.getByLabel("退款金额")).toBeFocused();
  await page.keyboard.type("10");
  await form.getByLabel("退款原因", { exact: true }).selectOption({ label: "服务问题" });
  await form.getByLabel("退款方式").selectOption({ label: "登记线下退款" });
  await form.getByLabel("渠道退款单号").fill("50300000012026112200000000077");
  await page.keyboard.press("ControlOrMeta+Enter");
  await expect(form).toBeHidden();

  await page.goto(`/order/vip?open=${order.Id}`);
  await expect(editor).toContainText(order.orderNo);
  await expect(editor).toContainText("部分退款");
  await editor.getByRole("tab", { name: "退款记录" }).focus();
  await page.keyboard.press("Enter");
  const refunds = page.getByTestId("children-refund");
  await expect(refunds).toContainText("¥10.00");
  await expect(refunds).toContainText("退款成功");
  await expect(refunds).toContainText("登记线下退款");

  const refund = (await call("OrderServiceAdmin/listRefund", { cond: { jsonq: JSON.stringify({ orderId: order.Id }) } })).data[0] as { refundNo: string };
  await page.goto("/order/bookkeeping");
  await page.locator("#filter-relatedNo").fill(refund.refundNo);
  await page.locator("#filter-relatedNo").press("Enter");
  // The screen's own grid comes first (会计期间 is listed under it).
  await expect(page.getByTestId("total").first()).toHaveText("共 1 条");
  await expect(page.getByTestId("grid-row").first()).toContainText("¥10.00");
  await expect(page.getByTestId("grid-row").first()).toContainText("退款");
});
