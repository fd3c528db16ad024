// 推送消息 (/wudang/pushMsgList) by keyboard: a draft push is found with the filter, focused with ↓,
// D (定时发送) asks for the time (left empty: the push's own), Ctrl+Enter schedules it — 待发送;
// Q (取消发送) asks first, Enter cancels it — 已取消; the server holds the same states.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { apiCall, confirmReady, signedInAs } from "./helpers";

const focusedRow = (page: Page) => page.locator("[data-testid=grid-row][data-focused]");

/** Tomorrow at 10:00 Beijing time: at least 5 minutes ahead and outside the quiet hours. */
function tomorrowTen(now: number): number {
  const beijing = new Date(now + 8 * 3_600_000);
  return Date.UTC(beijing.getUTCFullYear(), beijing.getUTCMonth(), beijing.getUTCDate() + 1, 2, 0);
}

test("schedule a draft push with D and cancel it with Q, by keyboard", async ({ page, request, adminToken }) => {
  const title = `冬至推送${Date.now() % 100_000}`;
  const scheduledAt = tomorrowTen(Date.now());
  const made = await apiCall(request, adminToken, "OperationServiceAdmin/createPushMessage", { data: {
    title, content: "冬至临帖，一起写《九九消寒图》", platforms: ["IOS", "ANDROID"], audienceType: "TAG", audienceValue: ["vip"],
    landingType: "HOME", sendType: "SCHEDULED", scheduledAt,
  } });
  const Id = (made.data as { Id: number }).Id;
  const state = async () => ((await apiCall(request, adminToken, "OperationServiceAdmin/getPushMessage", { Id })).data as { status: string; scheduledAt: number }).status;

  await signedInAs(page, adminToken);
  await page.goto("/wudang/pushMsgList");
  await page.locator("#filter-title").fill(title);
  await page.locator("#filter-title").press("Enter");
  await expect(page.getByTestId("total").first()).toHaveText("共 1 条");
  await page.locator("#filter-title").blur();
  await page.keyboard.press("ArrowDown");
  await expect(focusedRow(page)).toHaveAttribute("data-id", String(Id));
  await expect(focusedRow(page)).toContainText("草稿");

  await page.keyboard.press("d");
  const form = page.getByTestId("action-form");
  await expect(form).toContainText("定时发送");
  await page.keyboard.press("ControlOrMeta+Enter");
  await expect(form).toBeHidden();
  await expect(focusedRow(page)).toContainText("待发送");
  expect(await state()).toBe("SCHEDULED");

  await page.keyboard.press("q");
  await confirmReady(page, "确定取消吗");
  await page.keyboard.press("Enter");
  await expect(focusedRow(page)).toContainText("已取消");
  expect(await state()).toBe("CANCELLED");
});
