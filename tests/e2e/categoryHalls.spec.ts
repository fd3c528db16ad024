// 分类馆管理 (/wudang/category): the halls as a tree beside the grid; Alt+↓ / Alt+↑ move the focused
// hall among its siblings from the keyboard, the server keeps the order (it survives a reload), and the
// hall's children move with it.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signIn } from "./helpers";

const labels = (page: Page) => page.getByTestId("hall-item").evaluateAll((els) => els.map((e) => e.getAttribute("data-label")));

test("category halls are reordered with Alt+↑/↓ in the tree, and the order is kept", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
  await page.goto("/wudang/category");
  const tree = page.getByRole("tree", { name: "分类馆树" });
  await expect(page.getByTestId("hall-item").first()).toHaveAttribute("data-label", "山水馆");
  const before = await labels(page);
  expect(before.slice(0, 4)).toEqual(["山水馆", "宋画馆", "元四家", "花鸟馆"]);

  await tree.focus();
  await expect(page.getByTestId("hall-item").first()).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Alt+ArrowDown");
  // 山水馆 goes after 花鸟馆, its two halls with it.
  await expect.poll(() => labels(page).then((l) => l.slice(0, 4))).toEqual(["花鸟馆", "山水馆", "宋画馆", "元四家"]);
  await expect(page.getByTestId("hall-item").filter({ hasText: "山水馆" })).toHaveAttribute("aria-selected", "true");

  await page.reload();
  await expect(page.getByTestId("hall-item").first()).toHaveAttribute("data-label", "花鸟馆");
  expect((await labels(page)).slice(0, 4)).toEqual(["花鸟馆", "山水馆", "宋画馆", "元四家"]);

  // Back up again, by keyboard: ↓ to 山水馆, Alt+↑.
  await tree.focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Alt+ArrowUp");
  await expect.poll(() => labels(page)).toEqual(before);
});
