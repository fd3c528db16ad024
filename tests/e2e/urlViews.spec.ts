import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openPalette, PASSWORD, signIn } from "./helpers";

// Issue 22, views that live in the URL: a copied link shows the same rows and record, Back closes the
// sheet first, dates typed in the Chinese picker whatever the browser's language, 更多筛选 counts the
// hidden filters in use, and a saved view comes back from the palette.

const rows = (page: Page) => page.getByTestId("grid-row");
const total = (page: Page) => page.getByTestId("total");

async function openVipOrders(page: Page) {
  await page.goto("/user/login");
  await signIn(page, "admin", PASSWORD);
  await page.goto("/order/vip");
  await expect(rows(page).first()).toHaveAttribute("data-id", /\d+/);
}

/** `/` then Tab to a filter, as a keyboard user reaches it. */
async function tabToFilter(page: Page, id: string) {
  await page.keyboard.press("/");
  for (let i = 0; i < 20; i++) {
    if (await page.evaluate((want) => document.activeElement?.id === want, id)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`never reached #${id}`);
}

/** The count once the list has loaded with another filter than the one that showed `before`. */
async function newTotal(page: Page, before: string | null): Promise<string> {
  await expect.poll(async () => {
    const text = await total(page).textContent();
    return text !== before && /^共 [\d,]+ 条$/.test(text ?? "");
  }).toBe(true);
  return (await total(page).textContent()) ?? "";
}

async function ids(page: Page, n: number): Promise<string[]> {
  const found = await rows(page).evaluateAll((els) => els.map((e) => e.getAttribute("data-id") ?? ""));
  return found.slice(0, n);
}

test("a copied link with a filter shows the next page the same rows and the same record; Back closes the sheet before it leaves the list", async ({ page, context }) => {
  await openVipOrders(page);
  const all = await total(page).textContent();
  // A select applies with Enter too.
  await tabToFilter(page, "filter-status");
  await page.locator("#filter-status").selectOption("PAID");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/[?&]f\.status=PAID(&|$)/);
  const shown = await newTotal(page, all);
  await expect(rows(page).first()).toHaveAttribute("data-id", /\d+/);
  const firstIds = await ids(page, 5);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  const editor = page.getByTestId("editor");
  await expect(editor).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]open=${firstIds[0]}(&|$)`));
  const orderNo = /VIP\w+|\d{10,}/.exec(await rows(page).first().innerText())?.[0];

  const second = await context.newPage();
  await second.goto(page.url());
  await expect(second.getByTestId("editor")).toBeVisible();
  await expect(second.locator("#filter-status")).toHaveValue("PAID");
  await expect(total(second)).toHaveText(shown);
  await expect.poll(() => ids(second, 5)).toEqual(firstIds);
  if (orderNo) await expect(second.getByTestId("editor")).toContainText(orderNo);
  // Reload opens the record again.
  await second.reload();
  await expect(second.getByTestId("editor")).toBeVisible();
  await second.close();

  await page.goBack();
  await expect(editor).toBeHidden();
  await expect(page).toHaveURL(/\/order\/vip\?f\.status=PAID$/);
  await expect(total(page)).toHaveText(shown);
});

test.describe("in an English browser", () => {
  test.use({ locale: "en-US" });

  test("a date typed with the keyboard in the Chinese picker filters the list", async ({ page }) => {
    await openVipOrders(page);
    await tabToFilter(page, "filter-paidAt-from");
    const from = page.locator("#filter-paidAt-from");
    await expect(from).toHaveAttribute("placeholder", "YYYY-MM-DD HH:mm");
    await page.keyboard.type("2099-01-01 00:00");
    // The calendar: ↓ opens it in Chinese on the typed day, → moves a day, Enter picks it (the time is kept).
    await page.keyboard.press("ArrowDown");
    const calendar = page.getByTestId("date-popover");
    await expect(calendar).toContainText("2099");
    await expect(calendar).toContainText("一月");
    await page.screenshot({ path: "/tmp/i22B-calendar.png" });
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    await expect(calendar).toBeHidden();
    await expect(from).toBeFocused();
    await expect(from).toHaveValue("2099-01-02 00:00");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/f\.paidAt=2099-01-02(\+|%20| )00(%3A|:)00/);
    await expect(total(page)).toHaveText("共 0 条");
    await page.keyboard.press("Escape");
    await page.keyboard.press("/");
    // Esc in an open calendar closes only the calendar.
    await tabToFilter(page, "filter-paidAt-to");
    await page.keyboard.press("ArrowDown");
    await expect(page.getByTestId("date-popover")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("date-popover")).toBeHidden();
    await expect(page.locator("#filter-paidAt-to")).toBeFocused();
  });
});

test("each screen offers its own filters, eight in a row, and 更多筛选 counts the hidden ones in use", async ({ page }) => {
  await openVipOrders(page);
  const bar = page.getByTestId("filters");
  await expect(bar.locator("#filter-courseName, #filter-courseType, #filter-orderType")).toHaveCount(0);
  const more = bar.getByTestId("more-filters");
  await expect(more).toHaveText("更多筛选");
  await expect(page.locator("#filter-isRenewal")).toBeHidden();
  await more.click();
  await page.screenshot({ path: "/tmp/i22B-bar.png" });
  await page.locator("#filter-isRenewal").selectOption("true");
  await page.locator("#filter-platform").selectOption({ index: 1 });
  await page.locator("#filter-platform").press("Enter");
  await expect(page).toHaveURL(/f\.isRenewal=true/);
  await expect(more).toHaveText("更多筛选 (2)");
  await page.reload();
  await expect(page.getByTestId("more-filters")).toHaveText("更多筛选 (2)");
  // The course orders' screen offers the course filters.
  await page.goto("/order/course");
  await expect(page.locator("#filter-courseName")).toBeVisible();
  await expect(page.locator("#filter-vipLevel")).toHaveCount(0);
});

test("a saved view is kept on the server and applied from the palette", async ({ page }) => {
  await openVipOrders(page);
  const all = await total(page).textContent();
  await tabToFilter(page, "filter-status");
  await page.locator("#filter-status").selectOption("CLOSED");
  await page.keyboard.press("Enter");
  const closed = await newTotal(page, all);
  await page.getByTestId("save-view").click();
  await page.getByLabel("视图名称").fill("已关闭的会员单");
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("视图名称")).toBeHidden();

  await page.getByRole("button", { name: "重置" }).click();
  await expect(total(page)).toHaveText(all ?? "");
  await expect(page).toHaveURL(/\/order\/vip$/);
  await rows(page).first().click();
  await openPalette(page);
  await page.keyboard.type("已关闭的会员单");
  await expect(page.locator("[cmdk-item]").first()).toContainText("视图：已关闭的会员单");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/f\.status=CLOSED/);
  await expect(total(page)).toHaveText(closed);
  await expect(page.locator("#filter-status")).toHaveValue("CLOSED");
});
