import type { Page, Route } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signIn } from "./helpers";

/** Answers the startup dictionary sync (not silent) the way a failing server would. */
async function failDicts(page: Page, handler: (route: Route) => Promise<void>): Promise<void> {
  await page.route("**/api/moyuan.BaseServiceAdmin/getDicts", handler);
}

test.beforeEach(async ({ page }) => {
  await page.goto("/user/login");
});

test("an error payload shows RPC ERROR: {STATUS_NAME}: {message}, once", async ({ page }) => {
  await failDicts(page, (route) => route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ code: 13, message: "数据库暂时不可用" }) }));
  await signIn(page);
  await expect(page.getByText("RPC ERROR: INTERNAL: 数据库暂时不可用")).toHaveCount(1);
});

test("a refusal with an error payload leads with the server's sentence, RPC ERROR: {STATUS_NAME} beside it in small print", async ({ page }) => {
  await failDicts(page, (route) => route.fulfill({ status: 400, contentType: "application/json", body: JSON.stringify({ code: 9, message: "字典正在重建，请稍后再试" }) }));
  await signIn(page);
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "字典正在重建，请稍后再试" });
  await expect(toast).toHaveCount(1);
  await expect(toast.locator("[data-title]")).toHaveText("字典正在重建，请稍后再试");
  await expect(toast.getByTestId("rpc-status")).toHaveText("RPC ERROR: FAILED_PRECONDITION");
  await expect(page.getByText("RPC ERROR: FAILED_PRECONDITION: 字典正在重建，请稍后再试")).toHaveCount(0);
});

test("a business refusal shows the server's message as an error toast", async ({ page }) => {
  await failDicts(page, (route) => route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ code: "DICT_BUSY", message: "字典正在更新，请稍后再试" }) }));
  await signIn(page);
  await expect(page.getByText("字典正在更新，请稍后再试")).toHaveCount(1);
});

test("an answer without dicts shows 调用字典错误", async ({ page }) => {
  await failDicts(page, (route) => route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ code: "SUCCESS", message: "成功" }) }));
  await signIn(page);
  await expect(page.getByText("调用字典错误")).toHaveCount(1);
});

test("no answer at all shows the network toast", async ({ page }) => {
  await failDicts(page, (route) => route.abort());
  await signIn(page);
  await expect(page.getByText("网络发生异常，请检查您的网络连接")).toHaveCount(1);
});

test("UNAUTHENTICATED sends the user to sign in and back to where they were", async ({ page }) => {
  await signIn(page);
  await page.goto("/sysadmin/users");
  await page.evaluate(() => localStorage.setItem("moyuan.admin.token", "expired-token"));
  await page.reload();
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fsysadmin%2Fusers$/);
  await signIn(page);
  await expect(page).toHaveURL(/\/sysadmin\/users$/);
});
