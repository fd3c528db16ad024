// The article composer from the keyboard (content.md §7.3, §17.6): a title and a text typed, a picture
// uploaded through the editor's own shortcut, the draft autosaved, Ctrl+S, then Alt+P opens the phone
// preview, which shows the stored text and picture at 375 px. And a stale autosave ends in a conflict
// that keeps what was typed.
import sharp from "sharp";
import { expect, test } from "./fixtures";
import { apiCall, signedInAs } from "./helpers";


/** A small picture with something in it (a real PNG the server sniffs as one). */
const picture = () => sharp({ create: { width: 320, height: 200, channels: 3, background: "#8a5a2b" } }).png().toBuffer();

test("compose with a picture, autosave, Ctrl+S, and Alt+P shows text and picture in the phone frame", async ({ page, request, adminToken }) => {
  await signedInAs(page, adminToken);
  await page.goto("/article/create");
  const composer = page.getByTestId("article-composer");
  const title = composer.locator("#article-title");
  await expect(title).toBeFocused();
  await page.keyboard.type("读懂《溪山行旅图》的雨点皴");

  const body = composer.getByRole("textbox", { name: "正文" });
  await body.focus();
  await page.keyboard.type("巨峰壁立，雨点皴密如豆瓣。");
  const [chooser] = await Promise.all([page.waitForEvent("filechooser"), page.keyboard.press("ControlOrMeta+Alt+i")]);
  await chooser.setFiles({ name: "雨点皴.png", mimeType: "image/png", buffer: await picture() });
  await expect(body.locator("img")).toHaveAttribute("alt", "雨点皴");

  // Autosave: the first save creates the article and the address names it.
  const status = page.getByTestId("autosave-status");
  await expect(status).toHaveText("已保存");
  await expect(page).toHaveURL(/\/article\/create\?id=\d+$/);
  const Id = Number(new URL(page.url()).searchParams.get("id"));

  await page.keyboard.type("笔笔见骨。");
  await expect(status).not.toHaveText("已保存");
  await page.keyboard.press("ControlOrMeta+s");
  await expect(status).toHaveText("已保存");
  const stored = (await apiCall(request, adminToken, "ArticleServiceAdmin/getArticle", { Id })).data as { title: string; content: string; summary: string };
  expect(stored.title).toBe("读懂《溪山行旅图》的雨点皴");
  // The picture as a block of its own, stored by its key (no signature); typing after it went on below it.
  expect(stored.content).toMatch(/^<p>巨峰壁立，雨点皴密如豆瓣。<\/p><img src="\/files\/article\/\d{8}\/[\w-]+\.png" alt="雨点皴" \/><p>笔笔见骨。<\/p>$/);
  expect(stored.summary).toBe("巨峰壁立，雨点皴密如豆瓣。 笔笔见骨。");

  await page.screenshot({ path: "test-results/article-composer.png" });
  await page.keyboard.press("Alt+p");
  await expect(page).toHaveURL(new RegExp(`/article/preview\\?id=${Id}$`));
  const frame = page.getByTestId("article-frame");
  await expect(frame).toHaveAttribute("width", "375");
  expect(await frame.evaluate((el) => el.getBoundingClientRect().width)).toBe(375);
  const inside = page.frameLocator("[data-testid=article-frame]");
  await expect(inside.locator("h1.title")).toHaveText("读懂《溪山行旅图》的雨点皴");
  await expect(inside.locator("article")).toContainText("巨峰壁立，雨点皴密如豆瓣。笔笔见骨。");
  const img = inside.locator("article img");
  await expect(img).toHaveAttribute("alt", "雨点皴");
  // Loaded through its signed URL, and no wider than the phone.
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(320);
  expect(await img.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: "test-results/article-preview.png" });
});

test("an autosave over someone else's newer save is a conflict; what was typed stays", async ({ page, request, adminToken }) => {
  const made = await apiCall(request, adminToken, "ArticleServiceAdmin/createArticle", { data: { title: "冲突测试", categoryId: "NEWS", content: "<p>初稿。</p>" } });
  const rec = made.data as { Id: number; utime: number };
  await signedInAs(page, adminToken);
  await page.goto(`/article/create?id=${rec.Id}`);
  const body = page.getByTestId("article-composer").getByRole("textbox", { name: "正文" });
  await expect(body).toContainText("初稿。");
  // Someone else saves first.
  await apiCall(request, adminToken, "ArticleServiceAdmin/updateArticle", { Id: rec.Id, utime: rec.utime, data: { content: "<p>别人的修改。</p>" } });
  await body.focus();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.type("我的补充。");
  await expect(page.getByTestId("conflict")).toBeVisible();
  await expect(page.getByTestId("autosave-status")).toHaveText("未保存：文章已被他人修改");
  await expect(body).toContainText("初稿。我的补充。");
  const got = (await apiCall(request, adminToken, "ArticleServiceAdmin/getArticle", { Id: rec.Id })).data as { content: string };
  expect(got.content).toBe("<p>别人的修改。</p>");
  await page.getByTestId("conflict").getByRole("button", { name: "重新加载" }).press("Enter");
  await expect(body).toContainText("别人的修改。");
  await expect(page.getByTestId("autosave-status")).toHaveText("已保存");
});
