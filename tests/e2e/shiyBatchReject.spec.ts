// 批量不通过 on the residency application queue (/shiy/apply, content.md §8.1) by keyboard only: select
// three applications with x — two 初审中 and one only 已提交 —, press B, give the one reason, and follow
// the batch job: its progress bar runs to the end, two are turned down and the third is listed with
// why; the queue's tab counts follow (待审核 34 → 32, 未通过 7 → 9).
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openPalette, signIn } from "./helpers";

const focusedRow = (page: Page) => page.locator("[data-testid=grid-row][data-focused]");
const count = (page: Page, tab: string) => page.getByTestId(`queue-tab-${tab}`).getByTestId("queue-count");
// Seeded applicants of the coming batch (server/domains/shiy/programmeApplication/applicationData.ts).
const SCREENING = ["潘雨桐", "俞晚晴"];
const SUBMITTED = "欧阳知秋";

/** Walks the grid down (from the top) to the applicant's row. */
async function focusApplicant(page: Page, name: string) {
  await page.keyboard.press("Home");
  await expect(focusedRow(page)).toHaveCount(1);
  for (let i = 0; i < 40 && !((await focusedRow(page).textContent()) ?? "").includes(name); i++) await page.keyboard.press("ArrowDown");
  await expect(focusedRow(page)).toContainText(name);
}

test("批量不通过 over a selection: a job with progress turns down what it may, lists the rest with why, and the tab counts follow", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
  await openPalette(page);
  await page.keyboard.type("驻留申请");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/shiy\/apply$/);
  await expect(count(page, "pending")).toHaveText("34");
  await expect(count(page, "decided1")).toHaveText("7");

  await expect(page.getByTestId("grid-row").first()).toHaveAttribute("data-id", /\d+/);
  await page.keyboard.press("ArrowDown");
  for (const name of [...SCREENING, SUBMITTED]) {
    await focusApplicant(page, name);
    await page.keyboard.press("x");
  }
  await expect(page.getByTestId("target")).toHaveText("已选 3 条");

  await page.keyboard.press("b");
  const form = page.getByTestId("action-form");
  await expect(form).toContainText("批量不通过");
  await expect(form.getByLabel("不通过原因")).toBeFocused();
  await page.keyboard.type("本期名额已满，欢迎下期再申请");
  await page.keyboard.press("ControlOrMeta+Enter");
  await expect(form).toBeHidden();

  const job = page.getByTestId("job-panel");
  await expect(job.getByRole("heading", { level: 2 })).toHaveText("批量不通过：驻留申请");
  await expect(job.getByTestId("job-status")).toHaveText("部分失败");
  await expect(job.getByRole("progressbar")).toHaveAttribute("aria-valuetext", "已处理 3 / 共 3（100%）");
  await expect(job).toContainText("已完成 2 / 共 3");
  await expect(job).toContainText("失败 1");
  await expect(job.getByTestId("job-errors")).toHaveText(new RegExp(`${SUBMITTED}.*当前状态为「已提交」，不能执行「不通过」`));
  await page.screenshot({ path: "test-results/shiy-batch-reject.png" });

  await expect(count(page, "pending")).toHaveText("32");
  await expect(count(page, "decided1")).toHaveText("9");
  await page.keyboard.press("Escape");
  await page.keyboard.press("]");
  await page.keyboard.press("]");
  await expect(page.getByRole("tab", { selected: true })).toContainText("未通过");
  for (const name of SCREENING) await expect(page.getByTestId("grid-row").filter({ hasText: name })).toContainText("未通过");
});

test("an application's slide-over lists its interview record and its notices (未发送 for want of a channel)", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
  await page.goto("/shiy/apply");
  await expect(page.getByTestId("grid-row").first()).toHaveAttribute("data-id", /\d+/);
  await page.keyboard.press("ArrowDown");
  // Seeded 候补: its admission interview was written up, and it was told of 初审通过 and of 候补.
  await focusApplicant(page, "梁思远");
  await page.keyboard.press("Enter");
  const editor = page.getByTestId("editor");
  await expect(editor).toContainText("梁思远");

  await editor.getByRole("tab", { name: "面谈记录" }).focus();
  await page.keyboard.press("Enter");
  // One record, written up (草稿 否), of the meeting.
  const interviews = page.getByTestId("children-artistInterview").locator("tbody tr");
  await expect(interviews).toHaveCount(1);
  await expect(interviews).toContainText(/否.*面谈/);

  await editor.getByRole("tab", { name: "通知记录" }).focus();
  await page.keyboard.press("Enter");
  const notices = page.getByTestId("children-applicationNotice");
  await expect(notices.locator("tbody tr")).toHaveCount(2);
  await expect(notices).toContainText("已列入候补名单");
  await expect(notices).toContainText("已通过初审");
  await expect(notices.locator("tbody tr").filter({ hasText: "未发送（未配置通知渠道）" })).toHaveCount(2);
  await page.screenshot({ path: "test-results/shiy-application-notices.png" });
});
