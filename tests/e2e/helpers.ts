import { expect, type Page } from "@playwright/test";

export const PASSWORD = "Moyuan-admin-2026";

/** Signs in with the keyboard only, from wherever the app sent the browser. */
export async function signIn(page: Page, userName = "admin", password = PASSWORD): Promise<void> {
  await expect(page.getByLabel("用户名")).toBeFocused();
  await page.keyboard.type(userName);
  await page.keyboard.press("Tab");
  await page.keyboard.type(password);
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("user-name")).toHaveText(userName);
}

/** Opens the palette with the shortcut of the platform the browser reports. */
export async function openPalette(page: Page): Promise<void> {
  await page.keyboard.press("ControlOrMeta+k");
  await expect(page.getByTestId("palette")).toBeVisible();
}
