import { expect, test } from "./fixtures";
import { signIn } from "./helpers";

/** Yesterday in Beijing, `YYYY-MM-DD`. */
const yesterday = () => new Date(Date.now() + 8 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);

test("执行对账 from the keyboard: D opens its form, Ctrl+Enter starts the job, its progress ends 已完成 and the day's batch is listed", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
  await page.goto("/order/bookkeeping/reconcile");
  await expect(page.getByTestId("grid-row").first()).toHaveAttribute("data-id", /\d+/);
  await expect(page.getByTestId("view-actions").getByRole("button", { name: /执行对账/ })).toBeVisible();
  await page.keyboard.press("d");
  const form = page.getByTestId("action-form");
  await expect(form).toBeVisible();
  const day = yesterday();
  await form.getByLabel("开始日期", { exact: true }).fill(day);
  await form.getByLabel("结束日期", { exact: true }).fill(day);
  await form.getByLabel("渠道", { exact: true }).selectOption("WXPAY");
  await page.keyboard.press("ControlOrMeta+Enter");
  await expect(form).toBeHidden();
  await expect(page.getByTestId("job-status")).toHaveText("已完成", { timeout: 20_000 });
  await page.keyboard.press("/");
  await page.keyboard.type(`WXPAY-${day}`);
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("grid-row")).toHaveCount(1);
  await expect(page.getByTestId("grid-row").first()).toContainText(day);
});

test("an order's drawer lists its payment records under 支付记录", async ({ page, adminToken }) => {
  const answer = await (await page.request.post("/api/moyuan.OrderServiceAdmin/listOrder", {
    data: { cond: { jsonq: JSON.stringify({ orderType: "VIP", payChannel: "WXPAY", status: "PAID" }) }, page: { skip: 0, limit: 1 }, context: { token: adminToken } },
  })).json() as { data: { Id: number; orderNo: string }[] };
  const order = answer.data[0];
  expect(order).toBeDefined();
  await page.goto("/user/login");
  await signIn(page);
  await page.goto(`/order/vip?open=${order?.Id}`);
  const editor = page.getByTestId("editor");
  await expect(editor).toBeVisible();
  await editor.getByRole("tab", { name: "支付记录" }).click();
  const records = editor.getByTestId("children-wxPayTransaction");
  await expect(records).toContainText(String(order?.orderNo));
  await expect(editor.getByRole("region", { name: "支付宝交易" })).toContainText("还没有支付宝交易");
});
