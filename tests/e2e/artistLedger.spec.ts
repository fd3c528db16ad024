import { expect, test } from "./fixtures";
import { PASSWORD, signIn } from "./helpers";

// 生成本月台账 says what the server did: how many entries it wrote, and on a second run that none were new.
test("生成本月台账 (M) shows the server's count, and a second run says the month was already generated", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page, "admin", PASSWORD);
  await page.goto("/order/shiyauthornotice");
  await expect(page.getByTestId("grid-row").first()).toHaveAttribute("data-id", /\d+/);
  const month = new Date().toISOString().slice(0, 7);

  const generate = async () => {
    await page.keyboard.press("m");
    const form = page.getByTestId("action-form");
    await expect(form.getByLabel("结算月份")).toBeFocused();
    await page.keyboard.press("ControlOrMeta+Enter");
    await expect(form).toBeHidden();
  };
  await generate();
  // The first run either wrote the month's entries or found them written by the seed: both name the month.
  await expect(page.getByText(new RegExp(`(已生成 ${month} 台账 \\d+ 条|${month} 的台账已生成过)`)).first()).toBeVisible();
  await generate();
  await expect(page.getByText(new RegExp(`${month} 的台账已生成过，没有新的条目（已有 \\d+ 条）`)).first()).toBeVisible();
  await expect(page.getByText("生成本月台账：已完成")).toHaveCount(0);
});
