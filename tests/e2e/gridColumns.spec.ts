import type { Browser, Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { PASSWORD, signIn } from "./helpers";

// A grid a mouse user can work in: columns resized by dragging their edge and from the keyboard, moved
// and hidden, kept per user on the server (another browser shows them the same); the title and the row
// menu stay in view when a wide grid scrolls sideways; the title is a link to the record; cut text shows
// in full on hover and for the focused row.

const COUPONS = "/sellAdmin/ShiyCouponList";

async function open(page: Page, path: string) {
  await page.goto("/user/login");
  await signIn(page, "admin", PASSWORD);
  await page.goto(path);
  await expect(page.getByTestId("grid-row").first()).toHaveAttribute("data-id", /\d+/);
}

const header = (page: Page, key: string) => page.locator(`[data-testid=column-header][data-key="${key}"]`);
const widthOf = async (l: Locator) => Math.round((await l.boundingBox())?.width ?? 0);
const headerKeys = (page: Page) => page.getByTestId("column-header").evaluateAll((hs) => hs.map((h) => h.getAttribute("data-key")));

async function pref(page: Page, key: string): Promise<Record<string, unknown> | null> {
  const token = await page.evaluate(() => localStorage.getItem("moyuan.admin.token"));
  const answer = await (await page.request.post("/api/moyuan.PrefServiceAdmin/getPref", { data: { key, context: { token } } })).json() as { data: { value: Record<string, unknown> } | null };
  return answer.data?.value ?? null;
}

async function secondBrowser(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 800 }, locale: "zh-CN" });
  const page = await context.newPage();
  await open(page, COUPONS);
  return page;
}

test("a column resized with the mouse and the keyboard, moved and hidden is kept on reload and in another browser", async ({ page, browser, baseURL }) => {
  await open(page, COUPONS);
  // Widths follow the kind: the coupon's name (its title) is wider than its counts and its state.
  expect(await widthOf(header(page, "name"))).toBeGreaterThan(await widthOf(header(page, "totalQuantity")));
  expect(await widthOf(header(page, "status"))).toBeLessThan(await widthOf(header(page, "name")));

  // The mouse: drag 券类型's right edge 100 px to the right.
  const type = header(page, "type");
  const before = await widthOf(type);
  const edge = await type.getByTestId("column-resize").boundingBox();
  if (!edge) throw new Error("no resize handle");
  await page.mouse.move(edge.x + edge.width / 2, edge.y + edge.height / 2);
  await page.mouse.down();
  await page.mouse.move(edge.x + edge.width / 2 + 50, edge.y + edge.height / 2, { steps: 3 });
  await page.mouse.move(edge.x + edge.width / 2 + 100, edge.y + edge.height / 2, { steps: 3 });
  await page.mouse.up();
  await expect.poll(() => widthOf(type)).toBe(before + 100);
  // The rows follow the header.
  const firstTypeCell = page.getByTestId("grid-row").first().getByRole("gridcell").nth(3);
  expect(await widthOf(firstTypeCell)).toBe(before + 100);

  // The keyboard: Tab from the rows reaches the first header; Alt → widens it by 16 px a press.
  await page.getByTestId("grid").focus();
  await page.keyboard.press("Tab");
  const nameHeader = header(page, "name").locator("[data-column-header]");
  await expect(nameHeader).toBeFocused();
  const nameBefore = await widthOf(header(page, "name"));
  for (let i = 0; i < 3; i++) await page.keyboard.press("Alt+ArrowRight");
  await expect.poll(() => widthOf(header(page, "name"))).toBe(nameBefore + 48);
  await page.keyboard.press("Alt+ArrowLeft");
  await expect.poll(() => widthOf(header(page, "name"))).toBe(nameBefore + 32);
  // → goes to the next header (not the grid's drill-down); Alt Shift ← moves 券类型 before 券名称.
  await page.keyboard.press("ArrowRight");
  await expect(header(page, "type").locator("[data-column-header]")).toBeFocused();
  await page.keyboard.press("Alt+Shift+ArrowLeft");
  await expect.poll(async () => (await headerKeys(page)).slice(0, 2)).toEqual(["type", "name"]);
  await expect(header(page, "type").locator("[data-column-header]")).toBeFocused();
  // ↓ goes back to the rows.
  await page.keyboard.press("ArrowDown");
  await expect(page.getByTestId("grid")).toBeFocused();

  // Hidden from the columns menu.
  await page.getByTestId("columns-menu").click();
  await page.getByRole("menuitemcheckbox", { name: "每人限领" }).click();
  await page.keyboard.press("Escape");
  await expect(header(page, "perVisitorLimit")).toHaveCount(0);

  // On the server, for this user.
  await expect.poll(() => pref(page, "grid.coupon")).toMatchObject({
    widths: { type: before + 100, name: nameBefore + 32 }, hidden: ["perVisitorLimit"],
  });
  const order = (await headerKeys(page)).slice(0, 2);

  for (const p of [page, await secondBrowser(browser, baseURL)]) {
    if (p === page) {
      await page.reload();
      await expect(page.getByTestId("grid-row").first()).toHaveAttribute("data-id", /\d+/);
    }
    await expect.poll(() => widthOf(header(p, "type"))).toBe(before + 100);
    expect(await widthOf(header(p, "name"))).toBe(nameBefore + 32);
    expect((await headerKeys(p)).slice(0, 2)).toEqual(order);
    await expect(header(p, "perVisitorLimit")).toHaveCount(0);
    await expect(header(p, "usedCount")).toHaveCount(1);
  }

  // 恢复默认 in the columns menu: the catalogue's columns, order and widths again, for this user everywhere.
  await page.getByTestId("columns-menu").click();
  await page.getByTestId("columns-reset").click();
  await expect.poll(() => widthOf(header(page, "type"))).toBe(before);
  expect(await widthOf(header(page, "name"))).toBe(nameBefore);
  expect((await headerKeys(page)).slice(0, 2)).toEqual(["name", "type"]);
  await expect(header(page, "perVisitorLimit")).toHaveCount(1);
  await expect.poll(() => pref(page, "grid.coupon")).toEqual({ hidden: [], shown: [], widths: {}, order: [] });
});

test("columns this browser hid before they were kept on the server are moved there once", async ({ page }) => {
  await page.goto("/user/login");
  await page.evaluate(() => localStorage.setItem("moyuan.columns.admin.museum", JSON.stringify(["enName"])));
  await signIn(page, "admin", PASSWORD);
  await page.goto("/dataadmin/museum");
  await expect(page.getByTestId("grid-row").first()).toHaveAttribute("data-id", /\d+/);
  await expect(header(page, "enName")).toHaveCount(0);
  await expect.poll(() => pref(page, "grid.museum")).toMatchObject({ hidden: ["enName"] });
  expect(await page.evaluate(() => localStorage.getItem("moyuan.columns.admin.museum"))).toBeNull();
});

test("the title and the row menu stay in view when a wide grid scrolls sideways with the mouse", async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 800 });
  await open(page, COUPONS);
  const grid = page.getByTestId("grid");
  const box = await grid.boundingBox();
  if (!box) throw new Error("no grid");
  const wide = await grid.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(wide).toBeGreaterThan(300);
  const row = page.getByTestId("grid-row").first();
  const name = await row.getByTestId("title-link").textContent();

  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(wide + 200, 0);
  await expect.poll(() => grid.evaluate((el) => el.scrollLeft)).toBe(wide);
  // The Id has scrolled away; the title sits right of the tick box, the row menu at the right edge.
  const id = await row.getByRole("gridcell").nth(1).boundingBox();
  const title = await row.getByTestId("title-link").boundingBox();
  const menu = await row.getByTestId("row-menu").boundingBox();
  if (!id || !title || !menu) throw new Error("cells not laid out");
  expect(id.x + id.width).toBeLessThanOrEqual(title.x);
  expect(title.x).toBeGreaterThanOrEqual(box.x + 40);
  expect(title.x).toBeLessThan(box.x + 80);
  expect(menu.x + menu.width).toBeLessThanOrEqual(box.x + box.width);
  expect(menu.x).toBeGreaterThan(box.x + box.width - 80);
  // Nothing covers them: a click reaches them.
  await row.getByTestId("row-menu").click();
  await expect(page.getByTestId("row-menu-content")).toContainText("查看");
  await page.keyboard.press("Escape");
  await page.screenshot({ path: test.info().outputPath("scrolled.png") });
  await row.getByTestId("title-link").click();
  await expect(page.getByTestId("editor")).toBeVisible();
  await expect(page.getByTestId("editor")).toContainText(name ?? "?");
});

test("the title is a link to the record; cut text shows in full on hover and for the focused row", async ({ page, browser, baseURL }) => {
  await open(page, COUPONS);
  await expect(page.getByTestId("mouse-hints")).toContainText("单击标题或双击行打开");
  const row = page.getByTestId("grid-row").first();
  const id = await row.getAttribute("data-id");
  const link = row.getByTestId("title-link");
  await expect(link).toHaveAttribute("href", `${COUPONS}?open=${id}`);
  const name = (await link.textContent()) ?? "";

  // Its address opens the record in another browser too.
  const other = await secondBrowser(browser, baseURL);
  await other.goto(`${COUPONS}?open=${id}`);
  await expect(other.getByTestId("editor")).toContainText(name);

  // Narrowed to its least, the title is cut: hovering it shows the whole of it.
  await header(page, "name").locator("[data-column-header]").focus();
  for (let i = 0; i < 20; i++) await page.keyboard.press("Alt+ArrowLeft");
  await expect.poll(() => widthOf(header(page, "name"))).toBe(56);
  await link.hover();
  await expect(row.locator("[data-cell=券名称]")).toHaveAttribute("title", name);
  // The keyboard's focused row shows its cut texts in full under the grid.
  await page.keyboard.press("ArrowDown");
  await expect(page.getByTestId("grid")).toBeFocused();
  await expect(page.getByTestId("focused-full-text")).toContainText(`券名称：${name}`);

  await link.click();
  await expect(page.getByTestId("editor")).toContainText(name);
});

test("a column dragged by its header onto another takes that one's place", async ({ page }) => {
  await open(page, COUPONS);
  const keys = await headerKeys(page);
  const name = keys.indexOf("name");
  await header(page, "status").locator("[data-column-header]").dragTo(header(page, "name"));
  await expect.poll(async () => (await headerKeys(page)).indexOf("status")).toBe(name);
  expect((await headerKeys(page))[name + 1]).toBe("name");
  await expect.poll(async () => ((await pref(page, "grid.coupon"))?.order as string[] | undefined)?.indexOf("status")).toBe(name);
  // The rows follow: the cell under 状态 holds a state.
  const at = (await headerKeys(page)).indexOf("status") + 2;
  await expect(page.getByTestId("grid-row").first().getByRole("gridcell").nth(at)).toHaveText(/草稿|发放中|已停发|已结束/);
  await page.getByTestId("columns-menu").click();
  await page.getByTestId("columns-reset").click();
  await expect.poll(async () => (await headerKeys(page)).indexOf("status")).toBe(keys.indexOf("status"));
});
