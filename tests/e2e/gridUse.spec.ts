import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { confirmReady, PASSWORD, signIn } from "./helpers";

// How the grid is used, by keyboard and by mouse: the focus follows the record, DOM focus stays on the
// grid, keys that cannot act say why, every row action is reachable with the mouse, loading and empty states.

async function open(page: Page, path: string, userName = "admin") {
  await page.goto("/user/login");
  await signIn(page, userName, PASSWORD);
  await page.goto(path);
  await expect(page.getByTestId("grid-row").first()).toHaveAttribute("data-id", /\d+/);
}

const grid = (page: Page) => page.getByTestId("grid");
const focusedRow = (page: Page) => page.locator("[data-testid=grid-row][data-focused]");
const field = (page: Page, label: string) => page.getByTestId("editor").getByLabel(label, { exact: true });
const focusInGrid = (page: Page) => page.evaluate(() => document.activeElement?.closest("[role=grid]") !== null);

test("after a save the focus stays on the saved record, and DOM focus on the grid", async ({ page }) => {
  await open(page, "/dataadmin/museum");
  // After the load: keys and Tab go on from the grid, not from <body>.
  await expect.poll(() => focusInGrid(page)).toBe(true);
  // The first ↓ focuses the first row: the fourth museum by last change is 克利夫兰艺术博物馆.
  for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowDown");
  await expect(focusedRow(page)).toContainText("克利夫兰艺术博物馆");

  await page.keyboard.press("e");
  await expect(field(page, "名称")).toBeFocused();
  await field(page, "英文名称").fill("Cleveland Museum of Art (edited)");
  await page.keyboard.press("ControlOrMeta+s");
  await expect(page.getByTestId("editor")).toBeHidden();
  // Sorted by last change, the record moved to the top, and the focus went with it.
  await expect(page.getByTestId("grid-row").first()).toContainText("Cleveland Museum of Art (edited)");
  await expect(focusedRow(page)).toContainText("克利夫兰艺术博物馆");
  await expect(focusedRow(page)).toHaveAttribute("aria-rowindex", "2");
  await expect.poll(() => focusInGrid(page)).toBe(true);

  await page.keyboard.press("Delete");
  await confirmReady(page, "删除博物馆「克利夫兰艺术博物馆」？");
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("confirm")).toBeHidden();
  await expect.poll(() => focusInGrid(page)).toBe(true);
  // ↓ still moves the focused row from the grid.
  await page.keyboard.press("ArrowDown");
  await expect(focusedRow(page)).toHaveAttribute("aria-rowindex", "3");
});

test("a re-sort keeps the focus on the same record", async ({ page }) => {
  await open(page, "/dataadmin/museum");
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowDown");
  const id = await focusedRow(page).getAttribute("data-id");
  await page.locator("[data-sort-key=name]").click();
  await expect(grid(page).locator("[role=columnheader][aria-sort=descending]")).toContainText("名称");
  await expect(focusedRow(page)).toHaveAttribute("data-id", id ?? "");
});

test("for a read-only user N, E and Delete say why, and the hint bar lists only the keys that work", async ({ page }) => {
  await open(page, "/dataadmin/museum", "audit.zhou");
  await expect.poll(() => focusInGrid(page)).toBe(true);
  await page.keyboard.press("n");
  await expect(page.getByText("没有修改权限：只读").first()).toBeVisible();
  await page.keyboard.press("ArrowDown");
  const hints = page.getByTestId("key-hints");
  await expect(hints).toContainText("Enter 查看");
  await expect(hints).not.toContainText("E 编辑");
  await expect(hints).not.toContainText("N 新建");
  await expect(hints).not.toContainText("Delete 删除");
  await page.keyboard.press("e");
  await expect(page.getByTestId("editor")).toBeHidden();
  await expect(page.getByText("没有修改权限：只读").first()).toBeVisible();
  await page.keyboard.press("Delete");
  await expect(page.getByTestId("confirm")).toBeHidden();
  await expect(page.getByText("没有修改权限：只读").first()).toBeVisible();
});

test("a catalogue shortcut (S 设置状态 on users) works and is listed in ? and in the hint bar", async ({ page }) => {
  await open(page, "/sysadmin/users");
  await page.keyboard.press("ArrowDown");
  await expect(page.getByTestId("key-hints")).toContainText("S 设置状态");
  await page.keyboard.press("s");
  await expect(page.getByRole("menuitem", { name: "停用" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toBeHidden();
  await page.keyboard.press("?");
  const sheet = page.getByTestId("shortcuts");
  await expect(sheet).toBeVisible();
  await expect(sheet.locator("dt", { hasText: /^S$/ })).toBeVisible();
  await expect(sheet).toContainText("设置状态");
});

test("with the mouse: select three museums with click and shift-click, delete them from the batch bar", async ({ page, request, adminToken }) => {
  // Three museums nothing refers to (the seeded ones hold works and images, and are refused), newest first.
  for (const n of [1, 2, 3]) {
    const r = await request.post("/api/moyuan.BaseServiceAdmin/createMuseum", { data: { data: { name: `待删博物馆 ${Date.now() % 1_000_000}-${n}` }, context: { token: adminToken } } });
    expect(((await r.json()) as { code: unknown }).code).toBe("SUCCESS");
  }
  await open(page, "/dataadmin/museum");
  const before = Number((await page.getByTestId("total").textContent())?.match(/\d+/)?.[0]);
  const rows = page.getByTestId("grid-row");
  const ids = await Promise.all([0, 1, 2].map((i) => rows.nth(i).getAttribute("data-id")));
  await rows.nth(0).getByTestId("row-check").click();
  await rows.nth(2).getByTestId("row-check").click({ modifiers: ["Shift"] });
  await expect(page.getByTestId("target")).toHaveText("已选 3 条");
  for (const i of [0, 1, 2]) await expect(rows.nth(i).getByTestId("row-check")).toBeChecked();

  await page.getByTestId("selection-bar").getByRole("button", { name: /^删除/ }).click();
  await expect(page.getByTestId("confirm")).toContainText("删除选中的 3 条博物馆？");
  await page.getByTestId("confirm").getByRole("button", { name: "删除" }).click();
  await expect(page.getByTestId("job-status")).toHaveText("已完成");
  await expect(page.getByTestId("total")).toHaveText(`共 ${before - 3} 条`);
  for (const id of ids) await expect(grid(page).locator(`[data-id="${id}"]`)).toHaveCount(0);
});

test("with the mouse: 停用 a user from its row menu, after confirming", async ({ page }) => {
  await open(page, "/sysadmin/users");
  const row = page.getByTestId("grid-row").filter({ hasText: "editor.li" });
  await expect(row).toContainText("已启用");
  await row.getByTestId("row-menu").click();
  const menu = page.getByTestId("row-menu-content");
  await expect(menu.getByRole("menuitem", { name: "编辑" })).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: "删除" })).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: "启用", exact: true })).toHaveCount(0);
  await menu.getByRole("menuitem", { name: "停用", exact: true }).click();
  await expect(page.getByTestId("confirm")).toContainText("停用后该用户将立即退出登录");
  await page.getByTestId("confirm").getByRole("button", { name: "停用" }).click();
  await expect(page.getByTestId("confirm")).toBeHidden();
  await expect(row).toContainText("已停用");
});

test("with the mouse: the slide-over's footer offers the record's actions too", async ({ page }) => {
  await open(page, "/sysadmin/users");
  const row = page.getByTestId("grid-row").filter({ hasText: "ops.wang" });
  await expect(row).toContainText("已启用");
  await row.getByTestId("row-menu").click();
  await page.getByTestId("row-menu-content").getByRole("menuitem", { name: "查看" }).click();
  const footer = page.getByTestId("editor-actions");
  await expect(footer.getByRole("button", { name: /^删除/ })).toBeVisible();
  await footer.getByRole("button", { name: /^停用/ }).click();
  await expect(page.getByTestId("editor")).toBeHidden();
  await expect(page.getByTestId("confirm")).toContainText("停用后该用户将立即退出登录");
  await page.getByTestId("confirm").getByRole("button", { name: "停用" }).click();
  await expect(row).toContainText("已停用");
});

test("an empty result says so inside the grid, and 清除筛选 clears the filters", async ({ page }) => {
  await open(page, "/dataadmin/museum");
  const before = await page.getByTestId("total").textContent();
  await page.keyboard.press("/");
  await page.keyboard.type("没有这样的博物馆");
  await page.keyboard.press("Enter");
  const empty = grid(page).getByTestId("empty");
  await expect(empty).toContainText("没有符合条件的记录");
  await expect(page.getByTestId("total")).toHaveText("共 0 条");
  await empty.getByRole("button", { name: "清除筛选" }).click();
  await expect(page.getByTestId("total")).toHaveText(before ?? "");
  await expect(page.locator("#filter-name")).toHaveValue("");
  await expect(page.getByTestId("empty")).toHaveCount(0);
});

test("while the list loads the grid is busy with a skeleton, never 共 0 条; a failed refresh keeps the rows, marked stale", async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/listMuseum", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/user/login");
  await signIn(page, "admin", PASSWORD);
  await page.goto("/dataadmin/museum");
  await expect(grid(page)).toHaveAttribute("aria-busy", "true");
  await expect(page.getByTestId("grid-skeleton")).toBeVisible();
  await expect(page.getByTestId("total")).toHaveText("加载中…");
  release();
  await expect(page.getByTestId("total")).toHaveText(/^共 \d+ 条$/);
  await expect(grid(page)).toHaveAttribute("aria-busy", "false");

  await page.unroute("**/listMuseum");
  const failed = page.waitForResponse((r) => r.url().endsWith("/listMuseum") && r.status() === 502);
  await page.route("**/listMuseum", (route) => route.fulfill({ status: 502, contentType: "text/html", body: "<h1>502 Bad Gateway</h1>" }));
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest("[role=grid]") !== null)).toBe(true);
  await page.keyboard.press("r");
  await failed;
  await expect(page.getByTestId("stale")).toContainText("数据可能已过期");
  await expect(page.getByTestId("grid-row").first()).toHaveAttribute("data-id", /\d+/);
  await page.unroute("**/listMuseum");
  await page.getByTestId("stale").getByRole("button", { name: "重试" }).click();
  await expect(page.getByTestId("stale")).toHaveCount(0);
});
