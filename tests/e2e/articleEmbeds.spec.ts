// The composer's extras from the keyboard (content.md §7.3, §17.6): a work card picked by name from the
// painting library (Ctrl+Alt+W, Tab, type, Enter) is saved as `<work-card>` and shown in the preview as
// the work's card; the preview's device toggles are buttons reached by Tab; Ctrl+Enter publishes from
// the composer as the list's 立即发布 does, and a refusal says what is missing; the cover's crop box moves by keys.
import { expect, test } from "./fixtures";
import { apiCall, signedInAs } from "./helpers";


test("a work card inserted by keys is stored and shown in the preview; the device toggles are reached by Tab", async ({ page, request, adminToken }) => {
  const works = (await apiCall(request, adminToken, "SuhaServiceAdmin/listPaintingWork", { cond: { jsonq: JSON.stringify({ publishState: "online" }) }, page: { skip: 0, limit: 1 } })).data as { Id: number; title: string }[];
  const work = works[0]!;
  await signedInAs(page, adminToken);
  await page.goto("/article/create");
  const composer = page.getByTestId("article-composer");
  await expect(composer.locator("#article-title")).toBeFocused();
  await page.keyboard.type("作品卡片测试");
  const body = composer.getByRole("textbox", { name: "正文" });
  await body.focus();
  await page.keyboard.type("请看这件作品：");

  await page.keyboard.press("ControlOrMeta+Alt+w");
  const picker = page.getByTestId("embed-picker");
  await expect(picker.getByRole("heading", { name: "插入作品卡片" })).toBeVisible();
  await expect(picker.getByTestId("embed-library")).toBeFocused();
  await expect(picker.getByTestId("embed-library")).toHaveValue("suha");
  await page.keyboard.press("Tab");
  await expect(picker.getByRole("combobox", { name: "作品名称" })).toBeFocused();
  await page.keyboard.type(work.title.slice(0, 4));
  await expect(picker.getByRole("option", { name: new RegExp(work.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) }).first()).toBeVisible();
  // The first match is the active option; move to the one whose name is exactly the work's.
  const names = await picker.getByRole("option").allTextContents();
  const at = names.findIndex((n) => n.startsWith(`${work.title}#`) || n === `${work.title}#${work.Id}`);
  for (let i = 0; i < Math.max(0, at); i += 1) await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(picker).toBeHidden();
  const card = body.getByTestId("work-card-node");
  await expect(card).toHaveText(`作品卡片 · 书画 · 《${work.title}》`);
  await page.screenshot({ path: "test-results/article-work-card.png" });

  await page.keyboard.press("ControlOrMeta+s");
  await expect(page.getByTestId("autosave-status")).toHaveText("已保存");
  await expect(page).toHaveURL(/\/article\/create\?id=\d+$/);
  const Id = Number(new URL(page.url()).searchParams.get("id"));
  const stored = (await apiCall(request, adminToken, "ArticleServiceAdmin/getArticle", { Id })).data as { content: string };
  expect(stored.content).toContain(`<work-card type="suha" id="${work.Id}"></work-card>`);

  await page.keyboard.press("Alt+p");
  await expect(page).toHaveURL(new RegExp(`/article/preview\\?id=${Id}$`));
  const inside = page.frameLocator("[data-testid=article-frame]");
  await expect(inside.locator(".work-card .wc-title")).toHaveText(`《${work.title}》`);
  await expect(inside.locator(".work-card .wc-kind")).toHaveText("书画");

  // The device toggles: Tab reaches them, Enter takes one; the frame and the address follow.
  const devices = page.getByTestId("preview-devices");
  await expect(devices.getByRole("button", { name: "iOS" })).toHaveAttribute("aria-pressed", "true");
  for (let i = 0; i < 30 && !(await devices.getByRole("button", { name: "Android" }).evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press("Tab");
  await expect(devices.getByRole("button", { name: "Android" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/device=android/);
  const frame = page.getByTestId("article-frame");
  await expect(frame).toHaveAttribute("width", "360");
  await page.keyboard.press("Tab");
  await expect(devices.getByRole("button", { name: "小程序" })).toBeFocused();
  await page.keyboard.press("Space");
  await expect(frame).toHaveAttribute("data-device", "miniapp");
  await expect(inside.locator(".capsule")).toBeVisible();
  await expect(inside.locator(".work-card .wc-title")).toHaveText(`《${work.title}》`);
  await page.screenshot({ path: "test-results/article-preview-miniapp.png" });
});

test("Ctrl+Enter publishes from the composer as the list does, and says what is missing when it cannot", async ({ page, request, adminToken }) => {
  const bare = (await apiCall(request, adminToken, "ArticleServiceAdmin/createArticle", { data: { title: "还没有封面", categoryId: "NEWS", content: "<p>正文。</p>" } })).data as { Id: number };
  await signedInAs(page, adminToken);
  await page.goto(`/article/create?id=${bare.Id}`);
  const composer = page.getByTestId("article-composer");
  await expect(composer.getByTestId("article-publish")).toContainText("立即发布");
  await page.keyboard.press("ControlOrMeta+Enter");
  await expect(page.getByText("文章「还没有封面」还缺少封面，不能发布")).toBeVisible();
  expect(((await apiCall(request, adminToken, "ArticleServiceAdmin/getArticle", { Id: bare.Id })).data as { publishState: string }).publishState).toBe("draft");

  const ready = (await apiCall(request, adminToken, "ArticleServiceAdmin/createArticle", { data: { title: "可以发布", categoryId: "NEWS", cover: "article/demo/cover-01.png", content: "<p>正文。</p>" } })).data as { Id: number };
  await page.goto(`/article/create?id=${ready.Id}`);
  // The cover's 1:1 crop box, moved by keys: a third of the way from the left, then saved with the article.
  const crops = composer.getByTestId("cover-crops");
  await crops.getByRole("button", { name: "1:1" }).press("Enter");
  const box = crops.getByTestId("crop-box");
  await expect(box).toHaveAttribute("data-box", "0.287,0,0.713,1");
  await box.focus();
  await page.keyboard.press("Shift+ArrowLeft");
  await expect(box).toHaveAttribute("data-box", "0.187,0,0.613,1");
  await page.screenshot({ path: "test-results/article-cover-crop.png" });
  await page.keyboard.press("ControlOrMeta+s");
  await expect(page.getByTestId("autosave-status")).toHaveText("已保存");
  const cropped = (await apiCall(request, adminToken, "ArticleServiceAdmin/getArticle", { Id: ready.Id })).data as { coverCrops: unknown };
  expect(cropped.coverCrops).toEqual([{ ratio: "1:1", box: "0.187,0,0.613,1" }]);
  const body = composer.getByRole("textbox", { name: "正文" });
  await body.focus();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.type("补一句。");
  // Typed and not yet saved: publishing saves it first, and the editor gets no line break from the keys.
  await page.keyboard.press("ControlOrMeta+Enter");
  await expect(composer.getByText("已发布")).toBeVisible();
  const got = (await apiCall(request, adminToken, "ArticleServiceAdmin/getArticle", { Id: ready.Id })).data as { publishState: string; content: string };
  expect([got.publishState, got.content]).toEqual(["online", "<p>正文。补一句。</p>"]);
  await expect(composer.getByTestId("article-publish")).toHaveCount(0);
});
