import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./fixtures";
import { openPalette, signIn } from "./helpers";

/**
 * The deep-zoom viewer (content.md §17.1, issue 15): an HD image opened from the palette shows real
 * tiles the server cut, zooms with the keys, and Esc goes back to the list with its filter and row.
 */

const TITLE = "墨苑查看器测试 · 溪山行旅图";

/** A TIFF master with strokes and a seal, so that its tiles differ from one another. */
async function master(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#e7d9b8"/>
    <path d="M0 ${height * 0.75} Q ${width * 0.25} ${height * 0.1} ${width * 0.5} ${height * 0.55} T ${width} ${height * 0.3}" stroke="#222" stroke-width="${width / 60}" fill="none"/>
    <path d="M${width * 0.1} ${height} L ${width * 0.35} ${height * 0.35} L ${width * 0.55} ${height}" stroke="#3d4f3a" stroke-width="${width / 90}" fill="#6f7f5a"/>
    <rect x="${width * 0.85}" y="${height * 0.1}" width="${width / 14}" height="${width / 14}" fill="#a33a2c"/>
  </svg>`;
  return sharp(Buffer.from(svg)).tiff({ compression: "lzw" }).toBuffer();
}

async function rpc(request: APIRequestContext, token: string, method: string, data: object): Promise<{ code: string; message?: string; data?: unknown }> {
  return (await request.post(`/api/moyuan.${method}`, { data: { ...data, context: { token } } })).json();
}

/** Uploads a master, makes an image of it and has it tiled; answers its Id once its pyramid is ready. */
async function tiledImage(request: APIRequestContext, token: string, title: string, width: number, height: number): Promise<number> {
  const policy = (await rpc(request, token, "BaseServiceAdmin/getOSSData", { dataType: "UDT_SHIY" })).data as { dir: string; policy: string; signature: string };
  const key = `${policy.dir}viewer-${Date.now()}-${width}.tif`;
  const upload = await request.post("/upload", {
    multipart: { key, policy: policy.policy, signature: policy.signature, file: { name: "master.tif", mimeType: "image/tiff", buffer: await master(width, height) } },
  });
  expect(upload.ok()).toBe(true);
  const made = await rpc(request, token, "HdpServiceAdmin/createHdImage", {
    data: { title, subjectType: "none", version: "原始扫描", masterFile: key, accessLevel: "free", license: "publicDomain", ppi: 300, attribution: "墨苑测试" },
  });
  expect(made.code, made.message).toBe("SUCCESS");
  const { Id } = made.data as { Id: number };
  const tiled = await rpc(request, token, "HdpServiceAdmin/generateTiles", { Ids: [Id] });
  expect(tiled.code, tiled.message).toBe("SUCCESS");
  await expect.poll(async () => ((await rpc(request, token, "HdpServiceAdmin/getHdImage", { Id })).data as { tileStatus: string }).tileStatus, { timeout: 30_000 }).toBe("ready");
  return Id;
}

const canvas = (page: Page) => page.getByTestId("deepzoom-canvas");

/** The zoom OpenSeadragon reports after its last animation. */
async function zoomOf(page: Page): Promise<number> {
  return Number(await canvas(page).getAttribute("data-zoom"));
}

test("an HD image from the palette shows its tiles, zooms with + and 0, and Esc goes back to the same row", async ({ page, adminToken }) => {
  const id = await tiledImage(page.request, adminToken, TITLE, 3000, 2000);
  await page.goto("/");
  await signIn(page);

  // The palette finds the image by its title and opens it on its list.
  await openPalette(page);
  await page.keyboard.type("墨苑查看器测试");
  const hit = page.locator(`[data-testid=palette] [data-record='hdImage:${id}']`);
  await expect(hit).toBeVisible();
  await hit.click();
  await expect(page).toHaveURL(/\/hd\/hdp(\?|$)/);
  const editor = page.getByTestId("editor");
  await expect(editor).toContainText(TITLE);
  // 高清查看 (V) from the record's slide-over.
  await page.keyboard.press("v");
  await expect(page).toHaveURL(new RegExp(`/hd/hdp/view\\?id=${id}$`));

  // Real tiles: OpenSeadragon reports every tile in view drawn.
  await expect(canvas(page)).toHaveAttribute("data-fully-loaded", "true", { timeout: 20_000 });
  await expect(page.getByTestId("viewer-topbar")).toContainText(TITLE);
  await expect(page.getByTestId("viewer-detail")).toContainText("3,000 × 2,000 像素");
  await expect(page.getByTestId("deepzoom-scalebar")).toBeVisible();
  await expect(canvas(page)).toHaveAttribute("data-zoom", /\d/);
  const home = await zoomOf(page);

  await page.keyboard.press("+");
  await expect.poll(() => zoomOf(page)).toBeGreaterThan(home * 1.4);
  await page.keyboard.press("0");
  await expect.poll(() => zoomOf(page)).toBeCloseTo(home, 3);

  // Rotate a quarter turn, and back to where it was after three more.
  await page.keyboard.press("r");
  await expect(canvas(page)).toHaveAttribute("data-rotation", "90");
  for (let i = 0; i < 3; i++) await page.keyboard.press("r");
  await expect(canvas(page)).toHaveAttribute("data-rotation", "0");

  // `c` copies the view as a IIIF region of the signed pyramid, in image pixels.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  // Pressed again until the copy lands (the first press may come before the turned view has settled).
  await expect.poll(async () => {
    await page.keyboard.press("c");
    return page.evaluate(() => navigator.clipboard.readText());
  })
    .toMatch(/^http:\/\/127\.0\.0\.1:\d+\/tiles\/\d+\/[\w-]+\/[\w-]+\/\d+,\d+,\d+,\d+\/max\/0\/default\.jpg$/);

  // The metadata panel.
  await page.keyboard.press("i");
  const info = page.getByTestId("deepzoom-info");
  await expect(info).toContainText("墨苑测试");
  await expect(info).toContainText("300 ppi");
  await page.screenshot({ path: test.info().outputPath("deepzoom-viewer.png") });

  // Esc: back to the list it came from.
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/hd\/hdp$/);
  await expect(page.getByTestId("grid")).toBeVisible();
});

test("Esc from the viewer returns to the filtered list with the same row focused", async ({ page, adminToken }) => {
  const first = await tiledImage(page.request, adminToken, "墨苑筛选测试 甲", 1200, 900);
  const second = await tiledImage(page.request, adminToken, "墨苑筛选测试 乙", 1200, 900);
  await page.goto("/");
  await signIn(page);
  await page.goto("/hd/hdp");
  await page.locator("#filter-title").fill("墨苑筛选测试");
  await page.locator("#filter-title").press("Enter");
  const rows = page.getByTestId("grid-row");
  await expect(rows).toHaveCount(2);
  const grid = page.getByTestId("grid");
  await expect(grid).toBeFocused();
  await page.keyboard.press("j");
  await page.keyboard.press("j");
  const focused = page.locator("[data-testid=grid-row][data-focused=true]");
  const focusedId = Number(await focused.getAttribute("data-id"));
  expect([first, second]).toContain(focusedId);

  await page.keyboard.press("v");
  await expect(page).toHaveURL(new RegExp(`/hd/hdp/view\\?id=${focusedId}$`));
  await expect(canvas(page)).toHaveAttribute("data-fully-loaded", "true", { timeout: 20_000 });
  await page.keyboard.press("Escape");

  // The list's filter is in its address (issue 22).
  await expect(page).toHaveURL(/\/hd\/hdp\?f\.title=%E5%A2%A8%E8%8B%91%E7%AD%9B%E9%80%89%E6%B5%8B%E8%AF%95$/);
  await expect(page.locator("#filter-title")).toHaveValue("墨苑筛选测试");
  await expect(rows).toHaveCount(2);
  await expect(focused).toHaveAttribute("data-id", String(focusedId));
});

test("a wide image of no subject opens whole (a handscroll is a subject's form, not a shape), with no split view for a set of one", async ({ page, adminToken }) => {
  const scroll = await tiledImage(page.request, adminToken, "墨苑长卷测试", 6000, 600);
  await page.goto("/");
  await signIn(page);
  // A bare image is not a handscroll (no subject form): it opens whole.
  // How long until the view is drawn from tiles (issue 15's speed figure; reported, not asserted).
  const opened = Date.now();
  await page.goto(`/hd/hdp/view?id=${scroll}`);
  await expect(canvas(page)).toHaveAttribute("data-fully-loaded", "true", { timeout: 20_000 });
  console.info(`viewer: route opened to every tile in view drawn in ${Date.now() - opened} ms`);
  await page.screenshot({ path: test.info().outputPath("deepzoom-scroll.png") });
  await expect(page.getByTestId("deepzoom-split")).toHaveCount(0);
});

test("signing in and opening the welcome page loads no OpenSeadragon", async ({ page }) => {
  const scripts: string[] = [];
  page.on("response", async (response) => {
    if (/\.m?js(\?|$)/.test(new URL(response.url()).pathname)) scripts.push(await response.text().catch(() => ""));
  });
  await page.goto("/");
  await signIn(page);
  await page.waitForLoadState("networkidle");
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => s.includes("OpenSeadragon")).length).toBe(0);
});

test("an album reads as its manifest: the first leaf alone, then spreads turned right to left, thumbnails and page jump", async ({ page, adminToken }) => {
  const leaves = [];
  for (const n of ["一", "二", "三"]) leaves.push(await tiledImage(page.request, adminToken, `墨苑册页测试 第${n}开`, 800, 1000));
  const made = await rpc(page.request, adminToken, "HdpServiceAdmin/createHdAlbum", {
    data: { title: "墨苑册页测试", albumType: "theme", behavior: "paged", viewingDirection: "right-to-left", accessLevel: "free", sort: 0 },
  });
  expect(made.code, made.message).toBe("SUCCESS");
  const album = made.data as { Id: number; utime: number };
  const added = await rpc(page.request, adminToken, "HdpServiceAdmin/addHdAlbumImages", { Id: album.Id, utime: album.utime, data: { hdImageIds: leaves.join(",") } });
  expect(added.code, added.message).toBe("SUCCESS");

  await page.goto("/");
  await signIn(page);
  await page.goto(`/hd/hdpcoll/view?id=${album.Id}`);
  const viewer = page.getByTestId("manifest-viewer");
  const shown = page.getByTestId("manifest-canvas");
  await expect(viewer).toHaveAttribute("data-pages", "0");
  await expect(shown).toHaveAttribute("data-fully-loaded", "true", { timeout: 20_000 });
  await expect(page.getByTestId("viewer-detail")).toContainText("1 / 3 · 翻页 · 从右到左");

  // Right to left: ← turns forward, to the spread of leaves 2 and 3.
  await page.keyboard.press("ArrowLeft");
  await expect(viewer).toHaveAttribute("data-pages", "1,2");
  await expect(shown).toHaveAttribute("data-fully-loaded", "true", { timeout: 20_000 });
  await page.screenshot({ path: test.info().outputPath("album-spread.png") });
  // The page is in the address (issue 22): a reload opens the same spread.
  await expect(page).toHaveURL(new RegExp(`/hd/hdpcoll/view\\?id=${album.Id}&page=2$`));
  await page.reload();
  await expect(viewer).toHaveAttribute("data-pages", "1,2");

  await page.keyboard.press("g");
  await expect(page.getByTestId("manifest-thumbs").getByRole("button")).toHaveCount(3);
  await page.screenshot({ path: test.info().outputPath("album-thumbs.png") });
  await page.keyboard.press("g");

  await page.keyboard.press(":");
  await expect(page.getByTestId("page-jump")).toBeFocused();
  await page.keyboard.type("1");
  await page.keyboard.press("Enter");
  await expect(viewer).toHaveAttribute("data-pages", "0");
  await expect(page).toHaveURL(new RegExp(`/hd/hdpcoll/view\\?id=${album.Id}$`));

  // ? lists this viewer's keys, worded for a right-to-left book: ] is the next page in reading order.
  await page.keyboard.press("?");
  const keys = page.getByTestId("viewer-keys");
  await expect(keys).toBeVisible();
  // Only the viewer's sheet: the console's own is not opened underneath.
  await expect(page.getByTestId("shortcuts")).toHaveCount(0);
  await expect(keys.locator("dt", { hasText: "]" }).locator("+ dd")).toHaveText("下一页（按阅读顺序，画面向左翻）");
  await expect(keys.locator("dt", { hasText: "←" }).locator("+ dd")).toHaveText("下一页（从右到左）");
  await expect(keys).toContainText("跳到第几页");
  await expect(keys).toContainText("缩略图");
  await page.screenshot({ path: test.info().outputPath("album-keys.png") });
  // Esc closes the sheet, not the viewer.
  await page.keyboard.press("Escape");
  await expect(keys).toBeHidden();
  await expect(viewer).toBeVisible();
  await page.keyboard.press("]");
  await expect(viewer).toHaveAttribute("data-pages", "1,2");
});

test("an image not tiled yet shows its state, and the library's writer starts tiling from the viewer", async ({ page, adminToken }) => {
  const policy = (await rpc(page.request, adminToken, "BaseServiceAdmin/getOSSData", { dataType: "UDT_SHIY" })).data as { dir: string; policy: string; signature: string };
  const key = `${policy.dir}viewer-untiled-${Date.now()}.tif`;
  await page.request.post("/upload", { multipart: { key, policy: policy.policy, signature: policy.signature, file: { name: "m.tif", mimeType: "image/tiff", buffer: await master(1000, 800) } } });
  const made = await rpc(page.request, adminToken, "HdpServiceAdmin/createHdImage", {
    data: { title: "墨苑未切片测试", subjectType: "none", version: "原始扫描", masterFile: key, accessLevel: "free", license: "publicDomain" },
  });
  expect(made.code, made.message).toBe("SUCCESS");
  const { Id } = made.data as { Id: number };

  await page.goto("/");
  await signIn(page);
  await page.goto(`/hd/hdp/view?id=${Id}`);
  const waiting = page.getByTestId("deepzoom-not-ready");
  await expect(waiting.getByRole("status")).toHaveText("切片未就绪（未切片）");
  await page.screenshot({ path: test.info().outputPath("deepzoom-not-ready.png") });
  await waiting.getByRole("button", { name: "生成切片" }).click();
  // Queued, then cut by the server's job; the viewer asks again while it waits and shows the tiles.
  await expect(canvas(page)).toHaveAttribute("data-fully-loaded", "true", { timeout: 30_000 });
});
