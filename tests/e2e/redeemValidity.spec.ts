import { expect, test } from "./fixtures";
import { signIn } from "./helpers";

/**
 * 延长有效期 of a redeem-code batch (commerce.md §5.9) by keyboard on /tourist/coupon: the focused
 * batch's key T opens the form; an earlier 兑换截止 is refused with the server's Chinese message and
 * nothing changes; a later one is taken and the row shows it.
 */
test("延长有效期 from the keyboard: an earlier date is refused in Chinese, a later one is taken", async ({ page, request, adminToken }) => {
  const api = async (method: string, payload: Record<string, unknown>) =>
    (await (await request.post(`/api/moyuan.TouristServiceAdmin/${method}`, { data: { ...payload, context: { token: adminToken } } })).json()) as Record<string, unknown>;
  const goods = (await (await request.post("/api/moyuan.OrderServiceAdmin/listVipGoods", { data: { page: { skip: 0, limit: 1 }, context: { token: adminToken } } })).json()) as { data: { Id: number }[] };
  const name = `延期键盘测试${Date.now() % 100_000}`;
  const made = await api("createRedeemCodeBatch", {
    data: { name, vipGoodsId: goods.data[0]?.Id, quantity: 2, channel: "GIFT", validFrom: Date.now(), validTo: Date.now() + 30 * 86_400_000 },
  });
  expect(made.code, String(made.message)).toBe("SUCCESS");
  const { Id, batchNo } = made.data as { Id: number; batchNo: string };
  // The codes are generated in the background: wait until the batch can be redeemed.
  await expect.poll(async () => ((await api("getRedeemCodeBatch", { Id })).data as { status: string }).status, { timeout: 20_000 }).toBe("ACTIVE");

  await page.goto("/user/login");
  await signIn(page);
  await page.goto("/tourist/coupon");
  await page.locator("#filter-batchNo").fill(batchNo);
  await page.locator("#filter-batchNo").press("Enter");
  await expect(page.getByTestId("total").first()).toHaveText("共 1 条");
  await page.keyboard.press("ArrowDown");
  const row = page.locator("[data-testid=grid-row][data-focused]");
  await expect(row).toContainText(name);

  await page.keyboard.press("t");
  const form = page.getByTestId("action-form");
  const date = form.getByRole("combobox", { name: /新的兑换截止/ });
  await expect(date).toBeFocused();
  await page.keyboard.type("2020-01-01 10:00");
  await page.keyboard.press("ControlOrMeta+Enter");
  await expect(page.getByText("新的兑换截止须晚于当前的兑换截止").first()).toBeVisible();
  expect(((await api("getRedeemCodeBatch", { Id })).data as { validTo: number }).validTo).toBe((made.data as { validTo: number }).validTo);

  await date.press("ControlOrMeta+a");
  await page.keyboard.type("2031-06-30 18:00");
  await page.keyboard.press("ControlOrMeta+Enter");
  await expect(form).toBeHidden();
  await expect(row).toContainText("2031-06-30 18:00");
  expect(((await api("getRedeemCodeBatch", { Id })).data as { validTo: number }).validTo).toBe(Date.UTC(2031, 5, 30, 10, 0));
});
