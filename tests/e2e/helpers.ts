import { expect, type APIRequestContext, type Page } from "@playwright/test";

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

/**
 * Waits for sign-out to land on the sign-in page. It is a full page load after a server call: twice in CI,
 * with two workers busy, the old screen was still up 10 s after 退出登录 (the sign-in page came right after).
 */
export async function signedOut(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/user\/login$/, { timeout: 30_000 });
}

/** Opens the palette with the shortcut of the platform the browser reports. */
export async function openPalette(page: Page): Promise<void> {
  await page.keyboard.press("ControlOrMeta+k");
  await expect(page.getByTestId("palette")).toBeVisible();
  await expect(page.locator("[data-testid=palette] [cmdk-input]")).toBeFocused();
}

/** A confirmation is ready for keys once one of its buttons has the focus (Radix binds Esc as it mounts). */
export async function confirmReady(page: Page, text: string | RegExp): Promise<void> {
  const confirm = page.getByTestId("confirm");
  await expect(confirm).toContainText(text);
  await expect(confirm.locator("button:focus")).toHaveCount(1);
}

/** Confirms a destructive confirmation from the keyboard: the focus starts on the safe button, Tab reaches the other. */
export async function confirmDestructive(page: Page, text: string | RegExp): Promise<void> {
  const confirm = page.getByTestId("confirm");
  await expect(confirm).toContainText(text);
  await expect(confirm.locator("button[data-safe]")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(confirm.locator("button[data-variant=danger]")).toBeFocused();
  await page.keyboard.press("Enter");
}

const TOKEN_KEY = "moyuan.admin.token";

/** A method called on the wire with a session token, which must answer SUCCESS: the body. */
export async function apiCall(request: APIRequestContext, token: string, path: string, payload: object = {}): Promise<Record<string, unknown>> {
  const answer = await request.post(`/api/moyuan.${path}`, { data: { ...payload, context: { token } } });
  expect(answer.ok(), `${path}: HTTP ${answer.status()}`).toBe(true);
  const body = (await answer.json()) as Record<string, unknown>;
  expect(body.code, JSON.stringify(body)).toBe("SUCCESS");
  return body;
}

/** Every page of the test starts signed in with this session (the console reads it at start). */
export async function signedInAs(page: Page, token: string): Promise<void> {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
}
