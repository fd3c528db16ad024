// The composer's HD detail and links from the keyboard (content.md §7.3, §17.1, §7.1): Ctrl+Alt+H opens
// 插入高清细节, the image is picked by name, the region is pasted as the address the deep-zoom viewer's `c`
// copies (a region outside the image is refused first); saved as `<hd-detail>`, the preview shows the region
// as an image of our tile server; 复制预览链接 from the palette gives a link that opens without a session.
import { expect, test } from "./fixtures";
import { apiCall, openPalette, signedInAs } from "./helpers";

const jsonq = (q: object) => ({ cond: { jsonq: JSON.stringify(q) }, page: { skip: 0, limit: 20 } });

test("an HD detail inserted by keys is stored and its region shown in the preview; the signed preview link opens without a session", async ({ page, browser, request, adminToken }) => {
  // Waits for the demo's tiling, cuts a region and opens a second browser: more than the default 30 s.
  test.setTimeout(120_000);
  // An image whose pyramid is ready (the demo's are tiled by the server's jobs as it starts).
  let image: { Id: number; title: string; widthPx: number; heightPx: number; tileLayout: string | null; accessLevel: string } | undefined;
  await expect.poll(async () => {
    const rows = (await apiCall(request, adminToken, "HdpServiceAdmin/listHdImage", jsonq({ tileStatus: "ready" }))).data as NonNullable<typeof image>[];
    image = rows.find((r) => r.tileLayout !== "dz" && r.widthPx > 0 && r.accessLevel !== "internal");
    return image !== undefined;
  }, { timeout: 60_000 }).toBe(true);
  const hd = image!;
  const [w, h] = [Math.floor(hd.widthPx / 2), Math.floor(hd.heightPx / 2)];

  await signedInAs(page, adminToken);
  await page.goto("/article/create");
  const composer = page.getByTestId("article-composer");
  await expect(composer.locator("#article-title")).toBeFocused();
  await page.keyboard.type("高清细节测试");
  const body = composer.getByRole("textbox", { name: "正文" });
  await body.focus();
  await page.keyboard.type("请看局部：");

  await page.keyboard.press("ControlOrMeta+Alt+h");
  const picker = page.getByTestId("embed-picker");
  await expect(picker.getByRole("heading", { name: "插入高清细节" })).toBeVisible();
  const search = picker.getByRole("combobox", { name: "高清图名称" });
  await expect(search).toBeFocused();
  await page.keyboard.type(hd.title);
  await expect(picker.getByRole("option").first()).toBeVisible();
  const names = await picker.getByRole("option").allTextContents();
  const at = names.findIndex((n) => n === `${hd.title}#${hd.Id}`);
  expect(at, names.join(" | ")).toBeGreaterThanOrEqual(0);
  for (let i = 0; i < at; i += 1) await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  const region = picker.getByRole("textbox", { name: "区域" });
  await expect(region).toBeFocused();
  await expect(picker.getByTestId("hd-detail-size")).toHaveText(`原图 ${hd.widthPx} × ${hd.heightPx} 像素`);
  // Outside the image: refused where it is typed.
  await page.keyboard.type(`0,0,${hd.widthPx + 1},10`);
  await page.keyboard.press("Enter");
  await expect(picker.getByRole("alert")).toHaveText(`区域超出高清图范围（${hd.widthPx} × ${hd.heightPx} 像素）`);
  // As the viewer's `c` copies it.
  await region.fill("");
  await page.keyboard.type(`http://127.0.0.1/tiles/1/${"a".repeat(43)}/some-key/0,0,${w},${h}/max/0/default.jpg`);
  await page.keyboard.press("Enter");
  await expect(picker).toBeHidden();
  await expect(body.getByTestId("hd-detail-node")).toHaveText(`高清细节 · 「${hd.title}」 · 区域 0,0,${w},${h}`);
  await page.screenshot({ path: "test-results/article-hd-detail.png" });

  await page.keyboard.press("ControlOrMeta+s");
  await expect(page.getByTestId("autosave-status")).toHaveText("已保存");
  await expect(page).toHaveURL(/\/article\/create\?id=\d+$/);
  const Id = Number(new URL(page.url()).searchParams.get("id"));
  const stored = (await apiCall(request, adminToken, "ArticleServiceAdmin/getArticle", { Id })).data as { content: string };
  expect(stored.content).toContain(`<hd-detail id="${hd.Id}" region="0,0,${w},${h}"></hd-detail>`);

  await page.keyboard.press("Alt+p");
  await expect(page).toHaveURL(new RegExp(`/article/preview\\?id=${Id}$`));
  const detail = page.frameLocator("[data-testid=article-frame]").locator(".hd-detail img");
  await expect(detail).toHaveAttribute("src", new RegExp(`/0,0,${w},${h}/${Math.min(750, w)},/0/default\\.jpg$`));
  // The tile server cut the region: the picture loaded, at the asked width.
  await expect.poll(() => detail.evaluate((img: HTMLImageElement) => img.complete ? img.naturalWidth : 0), { timeout: 15_000 }).toBe(Math.min(750, w));
  await page.screenshot({ path: "test-results/article-hd-detail-preview.png" });

  // 复制预览链接 from the palette: the toast names the signed link, which opens for someone without a session.
  await openPalette(page);
  await page.keyboard.type("复制预览链接");
  await page.keyboard.press("Enter");
  const toastText = page.getByText(/复制预览链接：|已复制预览链接：/).first();
  await expect(toastText).toBeVisible();
  const url = /(https?:\/\/\S+\/share\/article-preview\/\S+)/.exec((await toastText.textContent()) ?? "")?.[1];
  expect(url).toBeTruthy();
  const stranger = await browser.newContext();
  const outside = await stranger.newPage();
  await outside.goto(url!);
  await expect(outside.getByRole("heading", { level: 1 })).toHaveText("高清细节测试");
  await expect(outside.getByTestId("preview-note")).toBeVisible();
  await stranger.close();
});
