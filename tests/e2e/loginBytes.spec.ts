import { gzipSync } from "node:zlib";
import { expect, test } from "./fixtures";

/** The JavaScript a signed-out visitor's browser fetches before it can sign in, gzip-compressed. */
const BUDGET = 150 * 1024;

test("opening / signed out fetches at most 150 KB gzip of JavaScript until the login form is ready, and neither the frame nor a dialog", async ({ page }) => {
  // Every script response, each URL once, as decoded (the server sends brotli or gzip copies made at build time:
  // gzip each here, so that the budget does not depend on which encoding the browser asked for).
  const scripts = new Map<string, Promise<{ gz: number; text: string }>>();
  page.on("response", (response) => {
    const url = response.url();
    const type = response.headers()["content-type"] ?? "";
    if (!/\.m?js(\?|$)/.test(new URL(url).pathname) && !type.includes("javascript")) return;
    if (!scripts.has(url)) scripts.set(url, response.body().then((body) => ({ gz: gzipSync(body).length, text: body.toString("utf8") })));
  });

  await page.goto("/");
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fwelcome$/);
  await expect(page.getByLabel("用户名")).toBeFocused();
  // Idle: nothing more is being fetched (a lazy chunk started after the form showed would count too).
  await page.waitForLoadState("networkidle");

  const sizes = await Promise.all([...scripts].map(async ([url, body]) => ({ file: new URL(url).pathname, ...(await body) })));
  const total = sizes.reduce((sum, s) => sum + s.gz, 0);
  const report = sizes.sort((a, b) => b.gz - a.gz).map((s) => `${(s.gz / 1024).toFixed(1).padStart(6)} KB  ${s.file}`).join("\n");
  await test.info().attach("login-javascript.txt", { body: `${(total / 1024).toFixed(1)} KB gzip in ${sizes.length} files\n${report}\n`, contentType: "text/plain" });
  console.info(`login page JavaScript: ${(total / 1024).toFixed(1)} KB gzip in ${sizes.length} files`);

  expect(total, report).toBeGreaterThan(10 * 1024); // the real bundle was measured
  expect(total, report).toBeLessThanOrEqual(BUDGET);
  // The signed-in shell (menu, header, the palette) and the dialogs belong to a signed-in console:
  // neither its chunk nor cmdk (its `cmdk-item` attribute) nor Radix (`data-radix-…`) is fetched.
  expect(sizes.map((s) => s.file).filter((f) => /\/(Frame|Palette|ShortcutSheet|Editor)-[\w-]+\.js$/.test(f)), report).toEqual([]);
  expect(sizes.filter((s) => /cmdk-item|data-radix-/.test(s.text)).map((s) => s.file), report).toEqual([]);
});
