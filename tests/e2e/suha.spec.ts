import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openPalette, signIn } from "./helpers";

const total = (page: Page) => page.getByTestId("total");
const field = (page: Page, label: string) => page.getByTestId("editor").getByLabel(label, { exact: true });
const focusedRow = (page: Page) => page.locator("[data-testid=grid-row][data-focused]");

async function call<T = Record<string, unknown>>(page: Page, path: string, data: object): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem("moyuan.admin.token"));
  return (await page.request.post(`/api/moyuan.${path}`, { data: { ...data, context: { token } } })).json() as Promise<T>;
}

/** Picks a record in a reference input by typing part of its name, as a user does: ↓ to the match, Enter. */
async function pickRef(page: Page, label: string, text: string, expected: RegExp) {
  await expect(field(page, label)).toBeFocused();
  await page.keyboard.type(text);
  await expect(page.getByRole("listbox").getByRole("option").first()).toHaveText(expected);
  await page.keyboard.press("Enter");
  await expect(field(page, label)).toHaveValue(expected);
}

/** A new HD image linked to nothing, of the seed's small demo master (so 生成切片 can tile it): {Id, code}. */
async function unlinkedImage(page: Page, title: string): Promise<{ Id: number; code: string }> {
  const made = await call<{ code: string; message?: string; data: { Id: number; code: string } }>(page, "HdpServiceAdmin/createHdImage", { data: {
    title, subjectType: "none", version: "原始扫描", masterFile: "shiy/demo-hd/hanging.tif", accessLevel: "free", license: "publicDomain",
  } });
  expect(made.code, made.message).toBe("SUCCESS");
  return made.data;
}

/** A row's cell under the column headed `label` (cells and headers share their order). */
async function cellOf(page: Page, row: Locator, label: string): Promise<Locator> {
  const headers = await page.getByTestId("grid").getByRole("columnheader").allTextContents();
  const at = headers.findIndex((h) => h.trim() === label);
  expect(at, `column ${label} in ${headers.join("|")}`).toBeGreaterThan(-1);
  return row.getByRole("gridcell").nth(at);
}

test("a work with its museum, artist and image, from the keyboard: palette → 书画全库, n, save, W → 高清图, Ctrl+S, 上架, 高清查看", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/user/login");
  await signIn(page);
  // Images no work has yet: the keyboard links the first (tiled later in this test); the second is
  // picked, moved and taken out again before the save.
  const hd = await unlinkedImage(page, "溪山秋霁图 全幅（新扫）");
  const extra = await unlinkedImage(page, "溪山秋霁图 局部（试扫）");

  await openPalette(page);
  await page.keyboard.type("书画全库");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/suha\/list$/);
  await expect(page.getByTestId("grid-row").first()).toHaveAttribute("data-id", /\d+/);
  const before = Number((await total(page).textContent())?.match(/\d+/)?.[0]);

  await page.keyboard.press("n");
  await expect(field(page, "作品名称")).toBeFocused();
  await page.keyboard.type("溪山秋霁图");
  // The reference inputs are loaded lazily: Tab reaches 作者 once it is there (else it skips to 合作者).
  await expect(field(page, "作者")).toBeEditable();
  await page.keyboard.press("Tab");
  await pickRef(page, "作者", "范宽", /^范宽/);
  // Choices are the browser's own selects (type-ahead works there too); set by their labels here.
  await field(page, "归属").selectOption({ label: "确认" });
  await field(page, "朝代").selectOption({ label: "北宋" });
  await field(page, "画科").selectOption({ label: "山水" });
  await field(page, "形制").selectOption({ label: "立轴" });
  await field(page, "质地").selectOption({ label: "绢本" });
  // A members' work: 上架 needs an image whose tiles are ready, not just an image.
  await field(page, "访问级别").selectOption({ label: "会员" });
  await field(page, "收藏单位").focus();
  await pickRef(page, "收藏单位", "台北故宫", /^台北故宫博物院/);
  await page.getByTestId("editor").screenshot({ path: test.info().outputPath("suha-new-work.png") });
  await page.keyboard.press("ControlOrMeta+s");
  await expect(page.getByTestId("editor")).toBeHidden();
  await expect(total(page)).toHaveText(`共 ${before + 1} 条`);

  await page.keyboard.press("/");
  await page.keyboard.type("溪山秋霁");
  await page.keyboard.press("Enter");
  await expect(total(page)).toHaveText("共 1 条");
  await page.keyboard.press("ArrowDown");
  await expect(focusedRow(page)).toContainText("溪山秋霁图");
  const Id = Number(await focusedRow(page).getAttribute("data-id"));
  // Saved with the picked artist and holder; the grid shows both by name.
  const saved = await call<{ data: { artistId: number; museumId: number } }>(page, "SuhaServiceAdmin/getPaintingWork", { Id });
  const artist = await call<{ data: { name: string } }>(page, "ArtistServiceAdmin/getAncientArtist", { Id: saved.data.artistId });
  const museum = await call<{ data: { name: string } }>(page, "BaseServiceAdmin/getMuseum", { Id: saved.data.museumId });
  expect([artist.data.name, museum.data.name]).toEqual(["范宽", "台北故宫博物院"]);
  await expect(focusedRow(page)).toContainText("范宽");
  await expect(focusedRow(page)).toContainText("台北故宫博物院");

  // 上架 without an image is refused with the reason.
  await page.keyboard.press("U");
  await expect(page.getByText(/没有高清图作封面/).first()).toBeVisible();

  // The image, from the keyboard: W opens the full-page editor; ⇧Tab to its tabs, → to 高清图, Tab to the search.
  await page.keyboard.press("W");
  await expect(page).toHaveURL(new RegExp(`/suha/suhaedit\\?id=${Id}$`));
  const editor = page.getByTestId("work-editor");
  await expect(editor.getByLabel("作品名称", { exact: true })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(editor.getByRole("tab", { name: "基本信息" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(editor.getByRole("tab", { name: /^高清图/ })).toBeFocused();
  await expect(editor.getByRole("tab", { name: /^高清图/ })).toHaveAttribute("aria-selected", "true");
  // The work's images are read as the page opens: the search is there once they are.
  const search = editor.getByLabel(/添加高清图/);
  await expect(search).toBeVisible();
  await expect(editor.getByText("还没有高清图。")).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(search).toBeFocused();
  await page.keyboard.type(hd.code);
  const option = editor.getByRole("option");
  await expect(option).toHaveText([new RegExp(`^${hd.code} 溪山秋霁图 全幅（新扫）\\s*未关联$`)]);
  // ↓ into the results, Enter picks; the search is emptied and has the focus again.
  await page.keyboard.press("ArrowDown");
  await expect(option).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(search).toBeFocused();
  await expect(search).toHaveValue("");
  const rows = editor.getByTestId("hd-image-row");
  await expect(rows).toHaveText([new RegExp(`^1${hd.code} 溪山秋霁图 全幅（新扫）切片：未切片`)]);
  await expect(editor.getByTestId("unsaved")).toBeVisible();
  // A second one: Enter in the search adds the first result; Tab into the list, ↓, Alt+↑ puts it first, Delete takes it out.
  await page.keyboard.type(extra.code);
  await expect(option).toHaveText([new RegExp(`^${extra.code} `)]);
  await page.keyboard.press("Enter");
  await expect(rows).toHaveText([new RegExp(`^1${hd.code} `), new RegExp(`^2${extra.code} `)]);
  await page.keyboard.press("Tab");
  await expect(rows.nth(0)).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(rows.nth(1)).toBeFocused();
  await page.keyboard.press("Alt+ArrowUp");
  await expect(rows).toHaveText([new RegExp(`^1${extra.code} `), new RegExp(`^2${hd.code} `)]);
  await expect(rows.nth(0)).toBeFocused();
  await page.keyboard.press("Delete");
  await expect(rows).toHaveText([new RegExp(`^1${hd.code} `)]);
  await expect(rows.nth(0)).toBeFocused();
  await editor.screenshot({ path: test.info().outputPath("suha-work-editor-hd-picked.png") });
  await page.keyboard.press("ControlOrMeta+s");
  await expect(page.getByText("高清图已保存").first()).toBeVisible();
  // Saved: nothing left unsaved, still on 高清图 with the focus where it was, the image as page 1.
  await expect(editor.getByTestId("unsaved")).toBeHidden();
  await expect(rows.nth(0)).toBeFocused();
  await expect(rows).toHaveText([new RegExp(`^1${hd.code} `)]);
  await editor.screenshot({ path: test.info().outputPath("suha-work-editor-hd.png") });
  const linked = await call<{ data: { subjectType: string; subjectId: number; pageNo: number; subjectTitle: string } }>(page, "HdpServiceAdmin/getHdImage", { Id: hd.Id });
  expect(linked.data).toMatchObject({ subjectType: "suha", subjectId: Id, pageNo: 1, subjectTitle: "溪山秋霁图" });
  const dropped = await call<{ data: { subjectType: string; subjectId: number | null } }>(page, "HdpServiceAdmin/getHdImage", { Id: extra.Id });
  expect(dropped.data).toMatchObject({ subjectType: "none", subjectId: null });

  // Back to the list (⇧Tab twice to the tabs, Esc): the work counts its image.
  await page.keyboard.press("Shift+Tab");
  await expect(search).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(editor.getByRole("tab", { name: /^高清图/ })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/suha\/list$/);
  await expect(page.getByTestId("grid-row").first()).toHaveAttribute("data-id", /\d+/);
  await page.keyboard.press("/");
  await page.keyboard.type("溪山秋霁");
  await page.keyboard.press("Enter");
  await expect(total(page)).toHaveText("共 1 条");
  await page.keyboard.press("ArrowDown");
  await expect(focusedRow(page)).toHaveAttribute("data-id", String(Id));
  await expect(await cellOf(page, focusedRow(page), "高清图数")).toHaveText("1");

  // A members' work needs an image whose tiles are ready: this one is not tiled yet.
  await page.keyboard.press("U");
  await expect(page.getByText(/不能上架：非免费作品须有切片已就绪的高清图/).first()).toBeVisible();
  await expect(focusedRow(page)).toContainText("草稿");

  // Tiled (as 生成切片 on /hd/hdp does), 上架 goes through.
  const tiling = await call<{ code: string; message?: string }>(page, "HdpServiceAdmin/generateTiles", { Ids: [hd.Id] });
  expect(tiling.code, tiling.message).toBe("SUCCESS");
  await expect.poll(async () => (await call<{ data: { tileStatus: string } }>(page, "HdpServiceAdmin/getHdImage", { Id: hd.Id })).data.tileStatus, { timeout: 45_000 }).toBe("ready");
  await page.keyboard.press("U");
  await expect(focusedRow(page)).toContainText("已上架");
  await page.screenshot({ path: test.info().outputPath("suha-list-online.png") });

  await page.keyboard.press("V");
  await expect(page).toHaveURL(new RegExp(`/suha/view\\?type=suha&id=${Id}$`));
});

test("an artist's works: 古代书画家 → 范宽 → Z lists his paintings under the breadcrumb", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
  await page.goto("/suha/artist");
  await expect(page.getByTestId("grid-row").first()).toHaveAttribute("data-id", /\d+/);
  await page.keyboard.press("/");
  await page.keyboard.type("范宽");
  await page.keyboard.press("Enter");
  await expect(total(page)).toHaveText("共 1 条");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Z");
  await expect(page).toHaveURL(/\/suha\/artist\/suha\?artistId=\d+$/);
  await expect(page.getByTestId("breadcrumb")).toContainText("范宽");
  await expect(page.getByTestId("grid")).toContainText("溪山行旅图");
  await page.screenshot({ path: test.info().outputPath("suha-artist-works.png") });
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("V");
  await expect(page).toHaveURL(/\/suha\/artist\/suha\/view\?type=suha&id=\d+$/);
});

test("the work editor's 高清图 of a calligraphy work: linked as 书法 (sufa); a refused save says why in Chinese and keeps the list", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
  const works = await call<{ data: { Id: number; title: string }[] }>(page, "SufaServiceAdmin/listCalligraphyWork", {
    page: { skip: 0, limit: 1 }, cond: { jsonq: "{}" }, sort: { by: "Id", asc: true }, mask: { fields: ["Id", "title"] },
  });
  const work = works.data[0]!;
  const kept = await unlinkedImage(page, "书法测试图 甲");
  const gone = await unlinkedImage(page, "书法测试图 乙");

  await page.goto(`/sufa/sufaedit?id=${work.Id}`);
  const editor = page.getByTestId("work-editor");
  await expect(editor.getByLabel("作品名称", { exact: true })).toBeFocused();
  const before = (await call<{ data: unknown[] }>(page, "HdpServiceAdmin/listHdImage", {
    page: { skip: 0, limit: 200 }, cond: { jsonq: JSON.stringify({ subjectType: "sufa", subjectId: work.Id }) }, sort: { by: "pageNo", asc: true }, mask: { fields: ["Id"] },
  })).data.length;
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("ArrowRight");
  const search = editor.getByLabel(/添加高清图/);
  await expect(search).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(search).toBeFocused();
  const rows = editor.getByTestId("hd-image-row");
  await expect(rows).toHaveCount(before);
  await page.keyboard.type(kept.code);
  await expect(editor.getByRole("option")).toHaveText([new RegExp(`^${kept.code} `)]);
  await page.keyboard.press("Enter");
  await expect(rows).toHaveCount(before + 1);
  await page.keyboard.press("ControlOrMeta+s");
  await expect(page.getByText("高清图已保存").first()).toBeVisible();
  await expect(editor.getByTestId("unsaved")).toBeHidden();
  const linked = await call<{ data: { subjectType: string; subjectId: number; pageNo: number } }>(page, "HdpServiceAdmin/getHdImage", { Id: kept.Id });
  expect(linked.data).toMatchObject({ subjectType: "sufa", subjectId: work.Id, pageNo: before + 1 });

  // An image deleted in the library after it was picked: the save is refused with the reason, nothing is lost.
  await page.keyboard.type(gone.code);
  await expect(editor.getByRole("option")).toHaveText([new RegExp(`^${gone.code} `)]);
  await page.keyboard.press("Enter");
  await expect(rows).toHaveCount(before + 2);
  const removed = await call<{ code: string; message?: string }>(page, "HdpServiceAdmin/deleteHdImage", { Id: gone.Id });
  expect(removed.code, removed.message).toBe("SUCCESS");
  await page.keyboard.press("ControlOrMeta+s");
  await expect(page.getByText(`高清图（Id ${gone.Id}）不存在`).first()).toBeVisible();
  await expect(editor.getByTestId("unsaved")).toBeVisible();
  await expect(rows.last()).toContainText(gone.code);
  await page.screenshot({ path: test.info().outputPath("sufa-work-editor-refused.png") });
});
