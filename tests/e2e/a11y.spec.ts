import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { confirmReady, openPalette, signIn } from "./helpers";

/** Serious and critical violations, named with where they are, so that a failure says what to fix. */
async function serious(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const result = await builder.analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
}

/** Rules whose findings axe rates below serious but that the console keeps clean: unique landmark names, focusable scrollers, no focus in hidden parts. */
async function strict(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withRules(["landmark-unique", "scrollable-region-focusable", "aria-hidden-focus"]);
  if (include) builder = builder.include(include);
  const result = await builder.analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
}

test("no serious or critical accessibility violations: login, a list, an open editor, the palette, the shortcut sheet", async ({ page }) => {
  test.slow(); // five axe runs, on a machine that may be busy
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
  // A loaded list takes the focus (Tab goes on from the grid): start from the top of the page, as
  // after a reload with the focus nowhere, where the skip link is the first stop.
  await expect(page.getByTestId("grid")).toBeFocused();
  await page.evaluate(() => {
    document.body.tabIndex = -1;
    document.body.focus();
    document.body.removeAttribute("tabindex");
  });
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

test("the frame and its overlays are free of serious violations: palette and its nested page, shortcut sheet, user menu", async ({ page }) => {
  test.slow(); // a dozen axe runs, on a machine that may be busy
  await page.goto("/user/login");
  await signIn(page);
  await page.goto("/sysadmin/users");
  await expect(page.getByTestId("grid-row").first()).toHaveAttribute("data-id", /\d+/);
  // The whole frame: one named region per toaster, scrollable regions reachable by keyboard.
  expect(await serious(page)).toEqual([]);
  const toasters = await page.locator("section[aria-live]").evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
  expect(toasters.length).toBeGreaterThan(0);
  expect(new Set(toasters).size).toBe(toasters.length);
  expect(await strict(page)).toEqual([]);
  // Closed menu sections keep no tabbable links.
  const closedLinks = page.getByTestId("sidenav").locator("ul[hidden] a");
  expect(await closedLinks.count()).toBeGreaterThan(0);
  expect(await closedLinks.evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent !== null).length)).toBe(0);

  await page.keyboard.press("ArrowDown");
  await openPalette(page);
  expect(await serious(page, "[data-testid=palette]")).toEqual([]);
  expect(await strict(page, "[data-testid=palette]")).toEqual([]);
  await page.keyboard.type("设置状态");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("palette-page")).toContainText("设置状态");
  expect(await serious(page, "[data-testid=palette]")).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("palette")).toBeHidden();

  await page.keyboard.press("?");
  await expect(page.getByTestId("shortcuts")).toBeVisible();
  expect(await serious(page, "[data-testid=shortcuts]")).toEqual([]);
  expect(await strict(page, "[data-testid=shortcuts]")).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("shortcuts")).toBeHidden();

  await page.getByTestId("user-menu").focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "退出登录" })).toBeVisible();
  expect(await serious(page, "[role=menu]")).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toHaveCount(0);

});

test("the list's overlays are free of serious violations: editor slide-over, confirmation, collapsed menu with a flyout open", async ({ page }) => {
  test.slow();
  await page.goto("/user/login");
  await signIn(page);
  await page.goto("/dataadmin/museum");
  await expect(page.getByTestId("grid-row").first()).toHaveAttribute("data-id", /\d+/);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("e");
  await expect(page.getByTestId("editor")).toBeVisible();
  expect(await serious(page, "[data-testid=editor]")).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("editor")).toBeHidden();

  await page.getByTestId("grid").focus();
  await page.keyboard.press("Delete");
  await confirmReady(page, /删除/);
  expect(await serious(page, "[data-testid=confirm]")).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("confirm")).toBeHidden();

  await page.keyboard.press("ControlOrMeta+b");
  await expect(page.getByTestId("sidenav")).toHaveCSS("width", "80px");
  await page.getByTestId("sidenav").getByRole("button", { name: "系统管理" }).hover();
  await expect(page.getByTestId("sidenav").getByRole("list", { name: "系统管理" })).toBeVisible();
  expect(await serious(page)).toEqual([]);
  expect(await strict(page)).toEqual([]);
});

// The per-route smoke test (routes.spec.ts) leaves colour contrast to the shared theme; the screens that draw
// their own surfaces are checked for it here: a queue with tabs, a board, the composer, a grid of images.
test("screens with surfaces of their own keep enough colour contrast: queue tabs, capture board, composer, image grid", async ({ page }) => {
  test.slow(); // four axe runs over wide screens
  await page.goto("/user/login");
  await signIn(page);
  for (const [path, ready] of [
    ["/shiy/apply", "grid-row"],
    ["/shiy/drtask?view=board", "board"],
    ["/article/create", "article-composer"],
    ["/hd/hdp", "grid-row"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId(ready).first(), path).toBeVisible();
    const result = await new AxeBuilder({ page }).include("main").withRules(["color-contrast"]).analyze();
    expect(result.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`)).toEqual([]);
  }
});
