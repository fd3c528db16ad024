import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { confirmReady, openPalette, signIn } from "./helpers";

/**
 * Issue 22, messages, forms and keys: an error lands on its field with the focus kept in the form
 * (editor and action form), a destructive confirmation starts on its safe button, the palette's exact
 * record hit opens with Enter, `g d` wins over a selection's actions, the menu marks unbuilt screens.
 */

const focusedLabel = (page: Page) => page.evaluate(() => {
  const el = document.activeElement;
  return el && el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent ?? el.tagName : el?.tagName ?? null;
});

async function start(page: Page, path: string): Promise<void> {
  await page.goto("/user/login");
  await signIn(page);
  // After sign-in the focus is in the page, never on <body>.
  await expect.poll(() => page.evaluate(() => document.activeElement !== document.body && document.activeElement !== null)).toBe(true);
  await page.goto(path);
}

test("a refused save shows the server's sentence at its field and puts the focus there, inside the editor", async ({ page }) => {
  await start(page, "/dataadmin/museum");
  await expect(page.getByTestId("grid-row").first()).toHaveAttribute("data-id", /\d+/);
  await page.keyboard.press("n");
  const editor = page.getByTestId("editor");
  await expect(editor.getByLabel("名称", { exact: true })).toBeFocused();
  await page.keyboard.type("故宫博物院");
  await page.keyboard.press("Tab");
  await expect(editor.getByLabel("名称", { exact: true })).not.toBeFocused();
  await page.keyboard.press("ControlOrMeta+s");

  const name = editor.getByLabel("名称", { exact: true });
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  const error = editor.locator("[data-slot=field-error]");
  await expect(error).toContainText("故宫博物院");
  await expect(name).toHaveAttribute("aria-describedby", (await error.getAttribute("id")) ?? "");
  // The toast leads with the same sentence; its status is beside it in small print.
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "故宫博物院" });
  await expect(toast.locator("[data-title]")).not.toContainText("RPC ERROR");
  await expect(editor).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("refused-save.png") });
});

test("an action form: the refundable amount shows before typing; an error puts the focus on its field, a select's says 请选择", async ({ page }) => {
  await start(page, "/user/login");
  const token = await page.evaluate(() => localStorage.getItem("moyuan.admin.token"));
  const found = await (await page.request.post("/api/moyuan.OrderServiceAdmin/listOrder", {
    data: { cond: { jsonq: JSON.stringify({ orderType: "VIP", status: "PAID" }) }, page: { skip: 0, limit: 50 }, context: { token } },
  })).json();
  type Paid = { Id: number; orderNo: string; payAmount: number; refundedAmount: number | null; refundingAmount: number | null };
  const left = (o: Paid) => o.payAmount - (o.refundedAmount ?? 0) - (o.refundingAmount ?? 0);
  // Other specs refund orders in the same database: take one with money left to refund.
  const order = (found.data as Paid[]).find((o) => left(o) > 0);
  if (!order) throw new Error("no paid VIP order with money left to refund");
  const refundable = left(order);
  const yuan = `¥${(refundable / 100).toLocaleString("zh-CN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

  await page.goto(`/order/vip?open=${order.Id}`);
  const editor = page.getByTestId("editor");
  await expect(editor).toContainText(order.orderNo);
  await page.keyboard.press("t");
  const form = page.getByTestId("action-form");
  const amount = form.getByLabel("退款金额");
  await expect(amount).toBeFocused();
  await expect(form).toContainText(`可退金额 ${yuan}`);
  await page.screenshot({ path: test.info().outputPath("refund-form.png") });

  await page.keyboard.type(String(refundable / 100 + 1));
  await page.keyboard.press("Tab");
  await page.keyboard.press("ControlOrMeta+Enter");
  await expect(amount).toBeFocused();
  await expect(form).toContainText(`退款金额不能超过可退金额 ${yuan}`);

  await amount.fill("0.01");
  await page.keyboard.press("ControlOrMeta+Enter");
  const reason = form.getByLabel("退款原因", { exact: true });
  await expect(reason).toBeFocused();
  await expect(form).toContainText("请选择退款原因");
  expect(await focusedLabel(page)).toContain("退款原因");
  await expect(form).toBeVisible();
});

test("a destructive confirmation starts on its safe button: Enter there deletes nothing", async ({ page }) => {
  await start(page, "/dataadmin/museum");
  const first = page.getByTestId("grid-row").first();
  await expect(first).toHaveAttribute("data-id", /\d+/);
  await page.keyboard.press("ArrowDown");
  const id = await page.locator("[data-testid=grid-row][data-focused]").getAttribute("data-id");
  await page.keyboard.press("Delete");
  await confirmReady(page, /删除博物馆/);
  const confirm = page.getByTestId("confirm");
  await expect(confirm.getByRole("button", { name: "取消" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(confirm).toBeHidden();
  await expect(page.locator(`[data-testid=grid-row][data-id='${id}']`)).toBeVisible();
});

test("Enter on the palette's exact record hit opens it; each hit shows its state", async ({ page }) => {
  await start(page, "/sysadmin/users");
  await expect(page.getByTestId("grid-row").first()).toHaveAttribute("data-id", /\d+/);
  await openPalette(page);
  await page.keyboard.type("故宫博物院");
  const hit = page.locator("[data-testid=palette] [data-record^='museum:']").filter({ hasText: /^故宫博物院/ });
  await expect(hit).toHaveAttribute("data-selected", "true");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dataadmin\/museum/);
  await expect(page.getByTestId("editor")).toContainText("故宫博物院");
  await page.keyboard.press("Escape");

  await openPalette(page);
  await page.keyboard.type("finance");
  const user = page.locator("[data-testid=palette] [data-record^='consoleUser:']").first();
  await expect(user.locator("[data-state]")).toHaveText(/已启用|已停用/);
  // No command matches: the first record is highlighted, so Enter opens it.
  await expect(user).toHaveAttribute("data-selected", "true");
  await page.screenshot({ path: test.info().outputPath("palette-hits.png") });
});

test("g d goes to the dashboard with visitors selected (no action takes G)", async ({ page }) => {
  await start(page, "/tourist/tourist");
  await expect(page.getByTestId("grid-row").first()).toHaveAttribute("data-id", /\d+/);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("x");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("x");
  await expect(page.getByTestId("target")).toHaveText("已选 2 条");
  await expect(page.locator("[data-offer='action:giftPoints']")).toContainText("Z");
  await page.keyboard.press("g");
  await page.keyboard.press("d");
  await expect(page).toHaveURL(/\/dashboard\//);
  await expect(page.getByTestId("action-form")).toHaveCount(0);
});

test("the side menu marks no dashboard screen 未建成 now that all seven are built", async ({ page }) => {
  // The 未建成 mark (SideNav) would show again on a route added without a view.
  await start(page, "/dashboard/analysis");
  const nav = page.getByTestId("sidenav");
  for (const title of ["分析页", "运营报表", "记账报表", "会员分析报表", "算法性能监控", "数据同步", "慢查询"]) {
    const link = nav.getByRole("link", { name: new RegExp(`^${title}`) });
    await expect(link, title).toBeVisible();
    await expect(link.getByTestId("not-built-mark"), title).toHaveCount(0);
  }
});
