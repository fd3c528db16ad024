import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { confirmReady, openPalette, signIn } from "./helpers";

/**
 * 赠送积分 from a visitor selection (commerce.md §3.4, §5.1), by keyboard: two visitors selected on
 * /tourist/tourist, 赠送积分 from the palette makes a draft batch that opens in /point/batch;
 * 确认发放 queues the gift job, whose progress bar reaches 100 %; the points log shows both rows.
 */
const rows = (page: Page) => page.getByTestId("grid-row");

test("select visitors with the keyboard → 赠送积分 → the draft batch → 确认发放 → 100 % → the points log rows", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
  const token = await page.evaluate(() => localStorage.getItem("moyuan.admin.token"));
  const call = async (method: string, data: object) => (await page.request.post(`/api/moyuan.${method}`, { data: { ...data, context: { token } } })).json();

  await page.goto("/tourist/tourist");
  await page.locator("#filter-status").selectOption({ label: "正常" }).catch(() => undefined);
  await expect(rows(page).first()).toHaveAttribute("data-id", /\d+/);
  await page.keyboard.press("ArrowDown");
  const first = page.locator("[data-testid=grid-row][data-focused]");
  await expect(first).toBeVisible();
  const ids = [Number(await first.getAttribute("data-id"))];
  await page.keyboard.press("x");
  await page.keyboard.press("ArrowDown");
  ids.push(Number(await page.locator("[data-testid=grid-row][data-focused]").getAttribute("data-id")));
  await page.keyboard.press("x");
  await expect(page.getByTestId("target")).toHaveText("已选 2 条");

  await openPalette(page);
  await page.keyboard.type("赠送积分");
  await expect(page.locator("[data-testid=palette] [cmdk-item][data-selected=true]")).toContainText("赠送积分");
  await page.keyboard.press("Enter");
  const form = page.getByTestId("action-form");
  await expect(form.getByLabel("批次名称")).toBeFocused();
  const title = `冬至临帖奖励${Date.now() % 100_000}`;
  await page.keyboard.type(title);
  await form.getByLabel("赠送原因").selectOption({ label: "活动奖励" });
  await form.getByLabel("每人积分").fill("66");
  await page.keyboard.press("ControlOrMeta+Enter");

  await expect(page).toHaveURL(/\/point\/batch/);
  const editor = page.getByTestId("editor");
  await expect(editor).toContainText(title);
  await expect(editor).toContainText("草稿");
  const batch = (await call("PointServiceAdmin/listPointsGiftBatch", { cond: { jsonq: JSON.stringify({ title }) } })).data[0] as { batchNo: string; visitorCount: number; uidList: string };
  expect(batch.visitorCount).toBe(2);

  // 确认发放 from the slide-over, whose footer offers it with its key.
  await expect(editor.locator("[data-offer='transition:execute']")).toContainText("F");
  await page.keyboard.press("f");
  await confirmReady(page, "确定发放吗");
  await page.keyboard.press("Enter");
  const job = page.getByTestId("job-panel");
  await expect(job.getByTestId("job-status")).toHaveText("已完成", { timeout: 20_000 });
  await expect(job.getByRole("progressbar")).toHaveAttribute("aria-valuetext", "已处理 2 / 共 2（100%）");

  await page.goto("/point/pointlog");
  await page.locator("#filter-bizNo").fill(batch.batchNo);
  await page.locator("#filter-bizNo").press("Enter");
  await expect(page.getByTestId("total").first()).toHaveText("共 2 条");
  await expect(rows(page)).toHaveCount(2);
  for (const r of await rows(page).all()) await expect(r).toContainText("66");
  const logs = (await call("PointServiceAdmin/listPointsLog", { cond: { jsonq: JSON.stringify({ bizNo: batch.batchNo }) } })).data as { visitorId: number; bizType: string }[];
  expect(logs.map((l) => l.visitorId).sort()).toEqual([...ids].sort());
  expect(logs.every((l) => l.bizType === "GIFT")).toBe(true);
});
