// /shiy/drtask/detail (content.md §8.5, §17.7): a task in 质检中 lists its works; the QC panel judges the
// focused one against the thresholds; 通过 of an item over a threshold is refused by the server, 退回
// keeps the reason. /shiy/shiy/view (§8.10): a captured work's HD image with its capture panel.
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signIn } from "./helpers";

async function rpc(request: APIRequestContext, token: string, method: string, data: Record<string, unknown>) {
  return (await request.post(`/api/moyuan.ShiyServiceAdmin/${method}`, { data: { ...data, context: { token } } })).json() as Promise<{ data: Record<string, unknown>[] & Record<string, unknown> }>;
}
const list = (request: APIRequestContext, token: string, method: string, q: Record<string, unknown>) =>
  rpc(request, token, method, { page: { skip: 0, limit: 50 }, cond: { jsonq: JSON.stringify(q) }, sort: { by: "Id", asc: true } });

test("the QC panel: an item over the ΔE threshold shows 不合格, 通过 is refused by the server, 退回 with a reason", async ({ page, request, adminToken }) => {
  const [task] = (await list(request, adminToken, "listCaptureTask", { status: "qc" })).data;
  const items = (await list(request, adminToken, "listCaptureItem", { taskId: task!.Id })).data;
  const bad = items.findIndex((i) => Number(i.deltaEMax) > 6);
  expect(bad).toBeGreaterThan(0);
  await page.goto("/user/login");
  await signIn(page);
  await page.goto(`/shiy/drtask/detail?taskId=${String(task!.Id)}`);
  await expect(page.getByTestId("capture-task-summary")).toContainText("质检中");
  await expect(page.getByTestId("grid-row")).toHaveCount(items.length);
  await page.getByTestId("grid-row").nth(bad).click();
  const panel = page.getByTestId("qc-panel");
  await expect(panel.locator("[data-check=deltaEMax]")).toHaveAttribute("data-ok", "false");
  await expect(page.getByTestId("qc-verdict")).toContainText("不合格");
  await page.screenshot({ path: test.info().outputPath("qc-panel.png") });
  await page.getByTestId("qc-pass").click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "不能通过：「" }).filter({ hasText: "不符合阈值" })).toHaveCount(1);
  await expect(page.getByTestId("qc-state")).toContainText("待检");
  await panel.getByLabel("重拍原因").fill("反光");
  await page.getByTestId("qc-reject").click();
  await expect(page.getByTestId("qc-state")).toContainText("不通过");
  await expect(panel).toContainText("重拍原因：反光");
});

test("a captured work opens in the viewer with its capture panel: devices, ppi, ΔE, colour target, date", async ({ page, request, adminToken }) => {
  const [task] = (await list(request, adminToken, "listCaptureTask", { status: "done" })).data;
  const [item] = (await list(request, adminToken, "listCaptureItem", { taskId: task!.Id })).data;
  await page.goto("/user/login");
  await signIn(page);
  await page.goto(`/shiy/shiy/view?id=${String(item!.workId)}`);
  const panel = page.getByTestId("capture-panel");
  await expect(panel).toContainText(String(task!.code));
  await expect(panel).toContainText(`${String(item!.ppiMeasured)} ppi`);
  await expect(panel).toContainText(`平均 ${Number(item!.deltaEMean).toFixed(1)}`);
  await expect(panel).toContainText("色卡");
  await expect(page.getByTestId("deepzoom-viewer")).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("work-viewer.png") });
});
