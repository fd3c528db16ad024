import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openPalette, signIn } from "./helpers";

/** Serious and critical violations, named with where they are, so that a failure says what to fix. */
async function serious(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const result = await builder.analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
}

test("no serious or critical accessibility violations: login, a list, an open editor, the palette, the shortcut sheet", async ({ page }) => {
  await page.goto("/user/login");
  await expect(page.getByLabel("用户名")).toBeFocused();
  expect(await serious(page)).toEqual([]);

  await signIn(page);
  await page.goto("/dataadmin/museum");
  await expect(page.getByTestId("grid-row").first()).toHaveAttribute("data-id", /\d+/);
  expect(await serious(page)).toEqual([]);

  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("e");
  await expect(page.getByTestId("editor")).toBeVisible();
  expect(await serious(page, "[data-testid=editor]")).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("editor")).toBeHidden();

  await openPalette(page);
  await page.keyboard.type("bwg");
  expect(await serious(page, "[data-testid=palette]")).toEqual([]);
  await page.keyboard.press("Escape");

  await page.keyboard.press("?");
  await expect(page.getByTestId("shortcuts")).toBeVisible();
  expect(await serious(page, "[data-testid=shortcuts]")).toEqual([]);
});

test("a skip link leads to the content, and focus comes back after overlays close", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
  await page.goto("/dataadmin/museum");
  await expect(page.getByTestId("grid-row").first()).toHaveAttribute("data-id", /\d+/);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "跳到主要内容" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("#content")).toBeFocused();

  await page.getByTestId("grid").focus();
  await page.keyboard.press("?");
  await expect(page.getByTestId("shortcuts")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("grid")).toBeFocused();
});
