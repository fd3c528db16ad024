import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { PASSWORD, signIn } from "./helpers";

// Issue 25: customer service adds a visitor's address from the visitor's 地址 tab, choosing the region with
// the keyboard in the province → city → district cascader (GB/T 2260), and sees it listed with its names.

const field = (page: Page, label: string) => page.getByTestId("editor").getByLabel(label, { exact: true });

/** Types a filter into the open cascader and takes the first match (a level down, or the district). */
async function choose(page: Page, text: string, expected: string): Promise<void> {
  await page.keyboard.type(text);
  await expect(page.getByRole("option").first()).toContainText(expected);
  await page.keyboard.press("Enter");
}

test("an address added from the visitor's 地址 tab with the region cascader is listed with its region names — keyboard only", async ({ page, request, adminToken }) => {
  const visitors = (await (await request.post("/api/moyuan.TouristServiceAdmin/listVisitor", {
    data: { page: { skip: 0, limit: 1 }, sort: { by: "registerAt", asc: true }, context: { token: adminToken } },
  })).json()) as { data: { Id: number }[] };
  const visitorId = visitors.data[0]?.Id;
  expect(visitorId, "the demo data has visitors").toBeDefined();

  await page.goto("/user/login");
  await signIn(page, "admin", PASSWORD);
  await page.goto(`/tourist/tourist?open=${visitorId}`);
  const editor = page.getByTestId("editor");
  await editor.getByRole("tab", { name: "地址" }).focus();
  await page.keyboard.press("Enter");
  const tab = page.getByTestId("children-address");
  await tab.getByTestId("child-link").focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/tourist/address\\?visitorId=${visitorId}`));

  await expect(page.getByTestId("total")).toHaveText(/共 \d+ 条/);
  await page.getByRole("grid", { name: "收货地址列表" }).focus();
  await page.keyboard.press("n");
  await expect(page.getByTestId("editor")).toBeVisible();
  await field(page, "收货人").focus();
  await page.keyboard.type("张若溪");
  await field(page, "手机号").focus();
  await page.keyboard.type("13912345678");

  // The cascader: type to filter each level, Enter to go down; the district's Enter takes its code.
  await field(page, "省市区代码").focus();
  await expect(page.getByRole("option").first()).toContainText("北京市");
  await choose(page, "浙江", "浙江省");
  await choose(page, "杭州", "杭州市");
  await choose(page, "西湖", "西湖区");
  await expect(field(page, "省市区代码")).toHaveValue("浙江省 杭州市 西湖区");
  // Esc closes an open list without closing the editor; Backspace in an empty filter goes back up a level.
  await page.keyboard.press("ArrowDown");
  await choose(page, "江苏", "江苏省");
  await page.keyboard.press("Backspace");
  await expect(page.getByRole("option").first()).toContainText("北京市");
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("editor")).toBeVisible();
  await expect(field(page, "省市区代码")).toHaveValue("浙江省 杭州市 西湖区");

  await page.keyboard.press("Tab");
  await expect(field(page, "街道")).toBeFocused();
  await page.keyboard.type("西溪街道");
  await page.keyboard.press("Tab");
  await expect(field(page, "详细地址")).toBeFocused();
  await page.keyboard.type("文三路 478 号 7 幢 502");
  await expect(field(page, "详细地址")).toHaveValue("文三路 478 号 7 幢 502");
  const saved = page.waitForResponse((r) => r.url().endsWith("/createAddress"));
  await page.keyboard.press("ControlOrMeta+s");
  const body = (await (await saved).json()) as { code: string; data: { Id: number; regionCode: string } };
  expect(body.code).toBe("SUCCESS");
  expect(body.data.regionCode).toBe("330106");
  await expect(page.getByTestId("editor")).toBeHidden();
  const row = page.locator(`[data-testid=grid-row][data-id="${body.data.Id}"]`);
  await expect(row).toContainText("浙江省");
  await expect(row).toContainText("杭州市");
  await expect(row).toContainText("西湖区");

  // Back on the visitor, the 地址 tab lists it too.
  await page.goto(`/tourist/tourist?open=${visitorId}`);
  await page.getByTestId("editor").getByRole("tab", { name: "地址" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("children-address")).toContainText("张若溪");
  await expect(page.getByTestId("children-address")).toContainText("浙江省");
});
