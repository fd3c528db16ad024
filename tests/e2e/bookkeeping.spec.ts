import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openPalette, PASSWORD, signIn } from "./helpers";

/** The bookkeeping list itself (the page also lists the accounting months under it). */
const entries = (page: Page) => page.locator("section[aria-label='账单管理']");
const banner = (page: Page) => page.getByTestId("summary-banner");

/** Tabs from the first filter to the one with this id, as a keyboard user would. */
async function tabTo(page: Page, id: string): Promise<void> {
  for (let i = 0; i < 40; i++) {
    if (await page.evaluate((want) => document.activeElement?.id === want, id)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`never reached #${id}`);
}

test("open the bookkeeping from the palette, filter, read the totals, and reverse (红冲) an entry — keyboard only", async ({ page, request, adminToken }) => {
  const counterparty = "键盘测试供应商";
  const created = await request.post("/api/moyuan.OrderServiceAdmin/createBookkeepingEntry", {
    data: { data: { direction: "EXPENSE", category: "OFFICE", amount: 123_456, occurredOn: new Date().toISOString().slice(0, 10), account: "CASH", counterparty, remark: "打印机墨盒" }, context: { token: adminToken } },
  });
  expect((await created.json()).code).toBe("SUCCESS");

  await page.goto("/user/login");
  await signIn(page, "admin", PASSWORD);
  await openPalette(page);
  await page.keyboard.type("账单管理");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/order\/bookkeeping$/);
  await expect(entries(page).getByTestId("grid-row").first()).toHaveAttribute("data-id", /\d+/);
  await expect(banner(page)).toContainText("当前筛选合计");

  await page.keyboard.press("/");
  await tabTo(page, "filter-counterparty");
  await page.keyboard.type(counterparty);
  await page.keyboard.press("Enter");
  await expect(entries(page).getByTestId("total")).toHaveText("共 1 条");
  await expect(page.getByTestId("summary-ALL")).toContainText("（1 笔）：收入 ¥0.00 · 支出 ¥1,234.56 · 净额 -¥1,234.56");
  await expect(page.getByTestId("summary-CASH")).toContainText("备用金");

  await page.keyboard.press("ArrowDown");
  await expect(entries(page).locator("[data-testid=grid-row][data-focused]")).toContainText(counterparty);
  await page.keyboard.press("h");
  const form = page.getByTestId("action-form");
  await expect(form).toContainText("红冲会新增一条方向相反");
  await expect(form.getByLabel("红冲原因")).toBeFocused();
  await page.keyboard.type("发票开错，重开后另行入账");
  await page.keyboard.press("ControlOrMeta+Enter");
  await expect(form).toBeHidden();

  await expect(entries(page).getByTestId("total")).toHaveText("共 2 条");
  await expect(page.getByTestId("summary-ALL")).toContainText("（2 笔）：收入 ¥1,234.56 · 支出 ¥1,234.56 · 净额 ¥0.00");
  await expect(entries(page).getByTestId("grid-row").filter({ hasText: "红冲" })).toHaveCount(1);

  // The same entry cannot be reversed twice: the server says why.
  await page.keyboard.press("ArrowDown");
  await expect(entries(page).locator("[data-testid=grid-row][data-focused]")).toBeVisible();
  await page.keyboard.press("h");
  await page.keyboard.type("再冲一次");
  await page.keyboard.press("ControlOrMeta+Enter");
  await expect(page.getByText(/不能重复红冲|是红冲账目/).first()).toBeVisible();
});

test("the accounting months are listed under the entries: 月结 of the running month is refused with the reason", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page, "admin", PASSWORD);
  await openPalette(page);
  await page.keyboard.type("账单管理");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/order\/bookkeeping$/);
  const months = page.locator("section[aria-label='会计期间']");
  await expect(months.getByTestId("grid-row").first()).toHaveAttribute("data-id", /\d+/);
  await expect(months.getByTestId("grid-row").filter({ hasText: "已结账" }).first()).toBeVisible();

  // Tab on from the entries until the months' grid has the focus.
  for (let i = 0; i < 80 && !(await months.locator("[role=grid]").evaluate((g) => g === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await page.keyboard.press("Home");
  const thisMonth = new Intl.DateTimeFormat("sv-SE", { timeZone: "Asia/Shanghai" }).format(new Date()).slice(0, 7);
  await expect(months.locator("[data-testid=grid-row][data-focused]")).toContainText(thisMonth);
  await page.keyboard.press("m");
  await expect(page.getByRole("alertdialog")).toContainText("月结后该月账目全部锁定");
  await page.keyboard.press("Enter");
  await expect(page.getByText(`${thisMonth} 尚未结束，月结须在下月进行`).first()).toBeVisible();
});
