import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openPalette, PASSWORD, signIn } from "./helpers";

/** Tabs from the first filter to the one with this id, as a keyboard user would. */
async function tabTo(page: Page, id: string): Promise<void> {
  for (let i = 0; i < 40; i++) {
    if (await page.evaluate((want) => document.activeElement?.id === want, id)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`never reached #${id}`);
}

/** Opens 会员工单审批 from the palette and narrows it to one work order by its number. */
async function openWorkOrder(page: Page, workNo: string): Promise<void> {
  await openPalette(page);
  await page.keyboard.type("会员工单审批");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/tourist\/vipwork$/);
  await expect(page.getByTestId("grid-row").first()).toHaveAttribute("data-id", /\d+/);
  await page.keyboard.press("/");
  await tabTo(page, "filter-workNo");
  await page.keyboard.type(workNo);
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("total")).toHaveText("共 1 条");
  await page.keyboard.press("ArrowDown");
  await expect(page.locator("[data-testid=grid-row][data-focused]")).toContainText(workNo);
}

test("a VIP work order submitted by one person is refused to them and approved by a second — keyboard only", async ({ page, browser, request, adminToken, server }) => {
  const api = async (method: string, payload: Record<string, unknown>, token = adminToken) =>
    (await (await request.post(`/api/moyuan.TouristServiceAdmin/${method}`, { data: { ...payload, context: { token } } })).json()) as Record<string, unknown>;
  const visitors = await api("listVisitor", { page: { skip: 0, limit: 1 }, sort: { by: "registerAt", asc: true } });
  const visitor = (visitors.data as { Id: number }[])[0];
  expect(visitor, "the demo data has visitors").toBeDefined();
  const made = await api("createVipWorkOrder", {
    data: { visitorId: visitor?.Id, type: "COMPENSATION", days: 7, description: "高清下载故障 2 天，键盘测试补偿", source: "CUSTOMER_SERVICE" },
  });
  expect(made.code, String(made.message)).toBe("SUCCESS");
  const workNo = String((made.data as { workNo: string }).workNo);

  // The submitter (admin) finds it pending and may not approve it: the server says why.
  await page.goto("/user/login");
  await signIn(page, "admin", PASSWORD);
  await openWorkOrder(page, workNo);
  await expect(page.locator("[data-testid=grid-row][data-focused]")).toContainText("待审批");
  await page.keyboard.press("a");
  await expect(page.getByTestId("confirm")).toContainText("通过后立即执行工单");
  await page.keyboard.press("Enter");
  await expect(page.getByText("不能审批自己提交的工单，请由另一位同事审批").first()).toBeVisible();
  await expect(page.locator("[data-testid=grid-row][data-focused]")).toContainText("待审批");

  // A second person (finance.sun, WRITE on order) approves it: executed at once.
  const second = await browser.newContext({ baseURL: server.url });
  const other = await second.newPage();
  await other.goto("/user/login");
  await signIn(other, "finance.sun", PASSWORD);
  await openWorkOrder(other, workNo);
  await other.keyboard.press("a");
  await expect(other.getByTestId("confirm")).toContainText("通过后立即执行工单");
  await other.keyboard.press("Enter");
  await expect(other.getByTestId("confirm")).toBeHidden();
  // Decided, it leaves the 待审核 tab; ] shows it under 已处理.
  await expect(other.getByTestId("total")).toHaveText("共 0 条");
  await other.keyboard.press("]");
  await expect(other.getByTestId("total")).toHaveText("共 1 条");
  await other.keyboard.press("ArrowDown");
  const row = other.locator("[data-testid=grid-row][data-focused]");
  await expect(row).toContainText("已执行");
  await expect(row).toContainText("finance.sun");
  await expect(row).toContainText("已延长 7 天");
  await second.close();

  const after = await api("getVipWorkOrder", { Id: (made.data as { Id: number }).Id });
  expect(after.data).toMatchObject({ status: "EXECUTED", approver: "finance.sun", submittedBy: "admin" });
});
