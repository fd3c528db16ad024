// The QC panel's colour chart and master thumbnail (content.md §8.5, §17.7): a Classic 24 capture's item
// shows its 24 patches with their ΔE2000, the worst being the item's 最大色差; a master not in the file
// library says so; an imported item shows its HD image's preview as the master's thumbnail.
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signIn } from "./helpers";

type Rec = Record<string, unknown> & { Id: number };
const list = async (request: APIRequestContext, token: string, method: string, q: Record<string, unknown>) =>
  ((await (await request.post(`/api/moyuan.ShiyServiceAdmin/${method}`, {
    data: { page: { skip: 0, limit: 50 }, cond: { jsonq: JSON.stringify(q) }, sort: { by: "Id", asc: true }, context: { token } },
  })).json()) as { data: Rec[] }).data;

test("a Classic 24 item's chart: 24 patches, the worst ΔE is the item's max; a master not stored is said so", async ({ page, request, adminToken }) => {
  const task = (await list(request, adminToken, "listCaptureTask", { status: "qc", colorTarget: "cc24" }))[0] as Rec;
  const items = await list(request, adminToken, "listCaptureItem", { taskId: task.Id });
  const item = items[0] as Rec & { patches: { deltaE: number }[] };
  expect(item.patches).toHaveLength(24);
  await page.goto("/user/login");
  await signIn(page);
  await page.goto(`/shiy/drtask/detail?taskId=${task.Id}`);
  await expect(page.getByTestId("grid-row")).toHaveCount(items.length);
  await page.getByTestId("grid-row").first().click();
  const chart = page.getByTestId("qc-patch-chart");
  await expect(chart.getByTestId("qc-patch")).toHaveCount(24);
  const deltas = (await chart.getByTestId("qc-patch").evaluateAll((els) => els.map((e) => Number(e.getAttribute("data-delta")))));
  expect(Math.round(Math.max(...deltas) * 10) / 10).toBe(Number(item.deltaEMax));
  await expect(chart).toContainText(`最大 ${Math.max(...deltas).toFixed(2)}`);
  await expect(page.getByTestId("qc-master-missing")).toContainText("的母版文件不在文件库中");
  await page.screenshot({ path: test.info().outputPath("qc-chart.png") });
});

test("an imported item's thumbnail is its HD image's preview", async ({ page, request, adminToken }) => {
  const done = await list(request, adminToken, "listCaptureTask", { status: "done" });
  let found: { task: Rec; index: number } | null = null;
  for (const task of done) {
    const items = await list(request, adminToken, "listCaptureItem", { taskId: task.Id });
    const index = items.findIndex((i) => typeof i.hdImageId === "number");
    if (index >= 0) {
      found = { task, index };
      break;
    }
  }
  expect(found).not.toBeNull();
  await page.goto("/user/login");
  await signIn(page);
  await page.goto(`/shiy/drtask/detail?taskId=${found!.task.Id}`);
  await page.getByTestId("grid-row").nth(found!.index).click();
  const thumb = page.getByTestId("qc-master-thumbnail");
  await expect(thumb).toBeVisible();
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});
