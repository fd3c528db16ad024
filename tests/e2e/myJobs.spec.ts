import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openPalette, signIn } from "./helpers";

/**
 * 我的任务 (issue 22): an export started on a list is found again in one place — from the palette,
 * the header or `g j` — with its progress and its file, downloaded from there; Esc closes the panel
 * and gives focus back.
 */
const items = (page: Page) => page.locator("[data-testid=palette] [data-command]");
const rows = (page: Page) => page.getByTestId("grid-row");

test("an export started on a list is downloaded from 我的任务, opened by the palette, the header and g j", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
  await page.goto("/dataadmin/museum");
  await expect(rows(page).first()).toHaveAttribute("data-id", /\d+/);

  // Started on the list and left there: the list's own panel is closed at once.
  await openPalette(page);
  await page.keyboard.type("daochu");
  await expect(items(page).first()).toHaveText(/^导出全部筛选结果（Excel）/);
  await page.keyboard.press("Enter");
  const panel = page.getByTestId("job-panel");
  await expect(panel).toContainText("导出博物馆");
  await panel.getByRole("button", { name: "关闭" }).click();
  await expect(panel).toBeHidden();

  // The palette command.
  await openPalette(page);
  await page.keyboard.type("wodrenwu");
  await expect(items(page).first()).toHaveText(/^我的任务/);
  await page.keyboard.press("Enter");
  const sheet = page.getByTestId("my-jobs");
  await expect(sheet.getByRole("heading", { name: "我的任务" })).toBeVisible();
  const job = sheet.getByTestId("my-job").filter({ hasText: "导出博物馆" }).first();
  await expect(job.getByTestId("my-job-status")).toHaveText("已完成");
  await expect(job.getByRole("progressbar")).toHaveAttribute("aria-valuetext", /（100%）$/);

  const downloading = page.waitForEvent("download");
  await job.getByTestId("my-job-download").click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^museum-\d+-[0-9a-f]+\.xlsx$/);
  const stream = await download.createReadStream();
  const head = await new Promise<Buffer>((resolve, reject) => {
    stream.once("data", (chunk) => resolve(Buffer.from(chunk)));
    stream.once("error", reject);
  });
  expect(head.subarray(0, 2).toString()).toBe("PK"); // an .xlsx is a zip

  // Esc closes it; the header button and `g j` open it again.
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  const button = page.getByTestId("my-jobs-button");
  await button.click();
  await expect(sheet).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  await expect(button).toBeFocused();

  await page.getByTestId("grid").focus();
  await page.keyboard.press("g");
  await page.keyboard.press("j");
  await expect(sheet).toBeVisible();
  await page.screenshot({ path: "test-results/my-jobs.png" });
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();

  // `?` lists the key.
  await page.keyboard.press("?");
  await expect(page.getByTestId("shortcuts")).toContainText("我的任务");
});

test("the redeem-code export, a row action, is followed on its screen and offered again in 我的任务", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
  await page.goto("/tourist/coupon");
  await page.locator("#filter-name").fill("讲师赠送");
  await page.locator("#filter-name").press("Enter");
  await expect(page.getByTestId("total")).toHaveText("共 1 条");
  await page.getByTestId("grid").focus();
  await page.keyboard.press("ArrowDown");
  await openPalette(page);
  await page.keyboard.type("导出兑换码");
  await expect(items(page).first()).toHaveText(/^导出兑换码/);
  await page.keyboard.press("Enter");
  const form = page.getByTestId("action-form");
  await expect(form).toBeVisible();
  await form.getByLabel("再次导出的原因").fill("讲师名单核对");
  await page.keyboard.press("ControlOrMeta+Enter");
  await expect(form).toBeHidden();

  // Followed where it was started, with its file…
  const panel = page.getByTestId("job-panel");
  await expect(panel).toContainText("导出兑换码：讲师赠送");
  await expect(panel.getByTestId("job-status")).toHaveText("已完成");
  await expect(panel.getByRole("link", { name: "下载结果" })).toBeVisible();

  // …and in 我的任务 after the panel is closed.
  await panel.getByRole("button", { name: "关闭" }).click();
  await page.getByTestId("my-jobs-button").click();
  const job = page.getByTestId("my-jobs").getByTestId("my-job").filter({ hasText: "导出兑换码：讲师赠送" }).first();
  await expect(job.getByTestId("my-job-status")).toHaveText("已完成");
  const file = await page.request.get(await job.getByTestId("my-job-download").getAttribute("href") as string);
  expect(file.ok()).toBe(true);
  expect((await file.body()).subarray(0, 2).toString()).toBe("PK");
});
