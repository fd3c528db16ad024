// The grid over a list taller than its capped scroll space: every row is reached with the keys and the
// scrollbar, with only a window of rows in the DOM, and pages are asked for by keyset. This file runs
// against a server of its own over a few hundred thousand generated museums (bench/gridServer.ts), not
// the worker's demo server.
import { spawn } from "node:child_process";
import path from "node:path";
import type { Page, Request } from "@playwright/test";
import { BENCH_PASSWORD } from "../../bench/gridServer";
import { expect, test as base, type E2EServer } from "./fixtures";

const ROWS = 300_000; // 12,000,000 px of rows: past the grid's 8,000,000 px scroll space
const MAX_DOM_ROWS = 60;
const ROOT = path.resolve(import.meta.dirname, "..", "..");

/** bench/gridServer.ts in a child process, ended when its stdin closes. */
function startScaleServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "bench", "gridServer.ts"), String(ROWS)], {
    cwd: ROOT, env: process.env, stdio: ["pipe", "pipe", "pipe"],
  });
  const ended = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let log = "";
  return new Promise((resolve, reject) => {
    child.stderr.on("data", (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-4000);
    });
    child.stdout.on("data", (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-4000);
      const line = /\{"url":"[^"]+"\}/.exec(log)?.[0];
      if (line) resolve({ url: (JSON.parse(line) as { url: string }).url, stop: async () => {
        child.stdin.end();
        await ended;
      } });
    });
    child.once("exit", (code) => reject(new Error(`bench/gridServer.ts ended (code ${code}):\n${log}`)));
  });
}

const test = base.extend<{ token: string }, { scaleServer: E2EServer & { token: string } }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter
  scaleServer: [async ({}, use) => {
    const s = await startScaleServer();
    try {
      const login = await fetch(`${s.url}/api/moyuan.sys.SysAdmin/login`, {
        method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ userName: "admin", password: BENCH_PASSWORD }),
      });
      const { token } = (await login.json()) as { token: string };
      await use({ url: s.url, token });
    } finally {
      await s.stop();
    }
  }, { scope: "worker", timeout: 240_000 }],
  // This file's tests run against the generated list, and the worker's demo server is never started.
  server: async ({ scaleServer }, use) => use(scaleServer),
  token: async ({ scaleServer }, use) => use(scaleServer.token),
});

/** Museums in the grid's order (newest first) as the API answers them: the last ones of the list. */
async function oldest(page: Page, token: string, n: number): Promise<number[]> {
  const answer = await page.request.post("/api/moyuan.BaseServiceAdmin/listMuseum", {
    data: { page: { skip: 0, limit: n }, cond: { jsonq: "{}" }, sort: { by: "utime", asc: true }, context: { token } },
  });
  const body = (await answer.json()) as { data: { Id: number }[] };
  return body.data.map((r) => r.Id).reverse();
}

const grid = (page: Page) => page.getByTestId("grid");
const rows = (page: Page) => page.getByTestId("grid-row");
const focused = (page: Page) => page.locator("[data-testid=grid-row][data-focused]");
const rowAt = (page: Page, ariaIndex: number) => page.locator(`[data-testid=grid-row][aria-rowindex="${ariaIndex}"]`);
const listCall = (r: Request) => r.url().endsWith("/listMuseum") && r.method() === "POST";
const pageOf = (r: Request) => (r.postDataJSON() as { page?: Record<string, unknown> }).page ?? {};

/** Opens the museums; `exact`: has the estimated total counted (精确计数) so that positions are certain. */
async function toMuseums(page: Page, token: string, { exact = true } = {}): Promise<void> {
  await page.addInitScript((t) => localStorage.setItem("moyuan.admin.token", t), token);
  await page.goto("/dataadmin/museum");
  await expect(rows(page).first()).toHaveAttribute("data-id", /\d+/);
  await expect(grid(page)).toBeFocused();
  // Past a few thousand rows the server estimates the first page's total rather than counting it.
  await expect(page.getByTestId("total")).toHaveText(/^约 \d+ 条$/);
  if (!exact) return;
  await page.getByRole("button", { name: "精确计数" }).click();
  await expect(page.getByTestId("total")).toHaveText(`共 ${ROWS} 条`);
  await expect(grid(page)).toHaveAttribute("aria-rowcount", String(ROWS + 1));
  await grid(page).focus();
}

async function expectFewRows(page: Page): Promise<void> {
  expect(await rows(page).count()).toBeLessThanOrEqual(MAX_DOM_ROWS);
}

test("End shows the last row; ↓ stops there, ↑ and PageUp show the rows before it", async ({ page, token }) => {
  const last = await oldest(page, token, 3);
  await toMuseums(page, token);
  await page.keyboard.press("End");
  const end = rowAt(page, ROWS + 1);
  await expect(end).toHaveAttribute("data-focused", "true");
  await expect(end).toHaveAttribute("data-id", String(last[2]));
  await expect(end).toBeInViewport({ ratio: 1 });
  await expectFewRows(page);

  await page.keyboard.press("ArrowDown");
  await expect(focused(page)).toHaveAttribute("aria-rowindex", String(ROWS + 1));
  await expect(grid(page)).toHaveAttribute("aria-activedescendant", /-row-299999$/);

  await page.keyboard.press("ArrowUp");
  await expect(focused(page)).toHaveAttribute("aria-rowindex", String(ROWS));
  await expect(focused(page)).toHaveAttribute("data-id", String(last[1]));
  await expect(rowAt(page, ROWS - 1)).toHaveAttribute("data-id", String(last[0]));

  // PageUp far enough to need the pages before the last one: each row it lands on is shown, with its record.
  for (let i = 0; i < 8; i++) await page.keyboard.press("PageUp");
  const up = focused(page);
  await expect(up).toBeInViewport({ ratio: 1 });
  await expect(up).toHaveAttribute("data-id", /\d+/);
  const index = Number(await up.getAttribute("aria-rowindex"));
  expect(index).toBeLessThan(ROWS - 50);
  // Generated museums: the row at aria-rowindex i (newest first) is the record with Id ROWS − i + 2.
  await expect(up).toHaveAttribute("data-id", String(ROWS - index + 2));
  await expectFewRows(page);
});

test("the scrollbar dragged to the bottom shows the last row", async ({ page, token }) => {
  const [last] = (await oldest(page, token, 1));
  await toMuseums(page, token);
  // The scroll space is capped: scrolled proportionally, it still ends at the last row.
  expect(await grid(page).evaluate((g) => g.scrollHeight)).toBeLessThan(ROWS * 40);
  // Headless Chromium hides scrollbars, so the drag is what dragging the thumb does: scrollTop moving
  // frame by frame, not by the grid's own doing, down to the bottom.
  await grid(page).evaluate((g) => new Promise<void>((done) => {
    const to = g.scrollHeight - g.clientHeight;
    let frame = 0;
    const step = () => {
      g.scrollTop = Math.min(to, (to * ++frame) / 20);
      if (frame < 20) requestAnimationFrame(step);
      else done();
    };
    requestAnimationFrame(step);
  }));
  await expectFewRows(page);
  const end = rowAt(page, ROWS + 1);
  await expect(end).toHaveAttribute("data-id", String(last));
  await expect(end).toBeInViewport({ ratio: 1 });
  // Dragged back up a little: rows from the middle of the list, each with its record.
  await grid(page).evaluate((g) => {
    g.scrollTop = Math.round(g.scrollTop / 2);
  });
  const middle = rows(page).nth(10);
  // The rows follow the scroll a frame or more later: read the index once they have.
  await expect.poll(async () => Number(await middle.getAttribute("aria-rowindex"))).toBeLessThan(ROWS * 0.75);
  await expect(middle).toHaveAttribute("data-id", /\d+/);
  const index = Number(await middle.getAttribute("aria-rowindex"));
  expect(index).toBeGreaterThan(ROWS / 3);
  await expect(middle).toHaveAttribute("data-id", String(ROWS - index + 2));
  await expectFewRows(page);
});

test("the wheel moves the rows by its own amount, and every row it passes is shown", async ({ page, token }) => {
  await toMuseums(page, token);
  const box = await grid(page).boundingBox();
  if (!box) throw new Error("no grid");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, 40 * 100);
  // Exactly 100 rows down: row 101 (aria-rowindex 102) now sits at the top, under the header.
  const top = rowAt(page, 102);
  await expect(top).toHaveAttribute("data-id", String(ROWS - 100));
  const header = await grid(page).locator("[role=row][aria-rowindex='1']").boundingBox();
  const rowBox = await top.boundingBox();
  expect(Math.round(rowBox?.y ?? 0)).toBe(Math.round((header?.y ?? 0) + (header?.height ?? 0)));
  await expectFewRows(page);
});

test("an estimated total says 约, and 精确计数 (by keyboard) counts it", async ({ page, token }) => {
  const counts: unknown[] = [];
  page.on("request", (r) => {
    if (listCall(r)) counts.push((r.postDataJSON() as { count?: unknown }).count);
  });
  await toMuseums(page, token, { exact: false });
  // The first page asks with the spec's payload (count left at its default, auto); the pages after it ask for none.
  await expect(rows(page).first()).toHaveAttribute("data-id", /\d+/);
  // The page beyond the visible rows is fetched too.
  await expect.poll(() => counts.length).toBeGreaterThan(1);
  expect(counts[0]).toBeUndefined();
  expect(counts.slice(1).every((c) => c === "none")).toBe(true);
  // End on the estimate: the last rows sit at the end of the scroll space.
  await page.keyboard.press("End");
  const estimate = Number((await page.getByTestId("total").textContent())?.match(/\d+/)?.[0]);
  await expect(focused(page)).toHaveAttribute("aria-rowindex", String(estimate + 1));
  await expect(focused(page)).toHaveAttribute("data-id", "1");

  const button = page.getByRole("button", { name: "精确计数" });
  await button.focus();
  const exact = page.waitForRequest((r) => listCall(r) && (r.postDataJSON() as { count?: unknown }).count === "exact");
  await page.keyboard.press("Enter");
  await exact;
  await expect(page.getByTestId("total")).toHaveText(`共 ${ROWS} 条`);
  await expect(button).toHaveCount(0);
  await expect(rowAt(page, ROWS + 1)).toHaveAttribute("data-id", "1");
});

test("on the wire: End asks for the last rows, scrolling down asks after the previous page, up before the next", async ({ page, token }) => {
  const lists: Record<string, unknown>[] = [];
  page.on("request", (r) => {
    if (listCall(r)) lists.push(pageOf(r));
  });
  await toMuseums(page, token, { exact: false });
  const box = await grid(page).boundingBox();
  if (!box) throw new Error("no grid");

  // Newest first: the row at index i is the museum with Id ROWS − i; each page of 50 comes after the
  // previous page's last record. The page below the visible rows may already be asked for while the
  // list opens, so the requests are read from the record of them rather than awaited one by one.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (let i = 0; i < 5; i++) await page.mouse.wheel(0, 400);
  await expect.poll(() => lists.find((p) => p.after === ROWS - 99)).toMatchObject({ skip: 0, limit: 50 });
  expect(lists.find((p) => p.after === ROWS - 49)).toMatchObject({ skip: 0, limit: 50 });

  const last = page.waitForRequest((r) => listCall(r) && pageOf(r).last === true);
  await page.keyboard.press("End");
  expect((await last).postDataJSON()).toMatchObject({ count: "none" });
  await expect(rowAt(page, ROWS + 1)).toHaveAttribute("data-id", /\d+/);

  // The page before the last one: before the last page's first record (row 299,950 is Id 50). A page
  // key moves by the rows the grid shows (about ten), so eight of them leave the last page of 50.
  for (let i = 0; i < 8; i++) await page.keyboard.press("PageUp");
  await expect.poll(() => lists.find((p) => p.before === 50)).toMatchObject({ limit: 50 });
  // No deep OFFSET walk on the way.
  expect(lists.filter((p) => typeof p.skip === "number" && p.skip > 0)).toEqual([]);
});
