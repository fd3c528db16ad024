import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signIn } from "./helpers";

const TOKEN_KEY = "moyuan.admin.token";
const palette = (page: Page) => page.getByTestId("palette");
const input = (page: Page) => page.locator("[data-testid=palette] [cmdk-input]");

/** A page that starts signed in with the worker's admin session, as after a reload. */
async function signedIn(page: Page, token: string): Promise<void> {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
}

/** Keys sent back to back, as a fast typist does: nothing is waited for between them. */
async function pressAtOnce(page: Page, keys: readonly string[]): Promise<void> {
  for (const key of keys) await page.keyboard.press(key);
}

const BWG_ENTER = ["ControlOrMeta+k", "b", "w", "g", "Enter"];

test("Ctrl+K b w g Enter typed at once right after a page load opens 博物馆管理", async ({ page, adminToken }) => {
  await signedIn(page, adminToken);
  await page.goto("/welcome");
  await pressAtOnce(page, BWG_ENTER);
  await expect(page).toHaveURL(/\/dataadmin\/museum$/);
  await expect(palette(page)).toBeHidden();
  await expect(page.getByTestId("sidenav").locator("a[aria-current=page]")).toHaveText("博物馆管理");
});

test("Ctrl+K b w g Enter typed at once right after signing in opens 博物馆管理", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
  await pressAtOnce(page, BWG_ENTER);
  await expect(page).toHaveURL(/\/dataadmin\/museum$/);
  await expect(palette(page)).toBeHidden();
});

test("on a fresh page load Ctrl+K focuses the palette input, and the keys typed with it land there in order", async ({ page, adminToken }) => {
  await signedIn(page, adminToken);
  await page.goto("/welcome");
  await page.keyboard.press("ControlOrMeta+k");
  await expect(input(page)).toBeFocused();

  await page.goto("/welcome");
  await pressAtOnce(page, ["ControlOrMeta+k", "b", "w", "x", "Backspace", "g"]);
  await expect(input(page)).toBeFocused();
  await expect(input(page)).toHaveValue("bwg");
  await expect(page.locator("[data-testid=palette] [cmdk-item]").first()).toHaveAttribute("data-path", "/dataadmin/museum");
  // Ctrl+K again closes it, and the page has its keys back.
  await page.keyboard.press("ControlOrMeta+k");
  await expect(palette(page)).toBeHidden();
});

test("signed out, Ctrl+K holds nothing back: the keys after it go to the login form", async ({ page }) => {
  await page.goto("/user/login");
  await expect(page.getByLabel("用户名")).toBeFocused();
  await pressAtOnce(page, ["ControlOrMeta+k", "a", "d", "m"]);
  await expect(page.getByLabel("用户名")).toHaveValue("adm");
  await expect(palette(page)).toHaveCount(0);
});
