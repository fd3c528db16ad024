import type { Page } from "@playwright/test";
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

test("a work with its museum, artist and image, from the keyboard: palette → 书画全库, n, save, image, 上架, 高清查看", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
  await openPalette(page);
  await page.keyboard.type("书画全库");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/suha\/list$/);
  await expect(page.getByTestId("grid-row").first()).toHaveAttribute("data-id", /\d+/);
  const before = Number((await total(page).textContent())?.match(/\d+/)?.[0]);

  await page.keyboard.press("n");
  await expect(field(page, "作品名称")).toBeFocused();
  await page.keyboard.type("溪山秋霁图");
  await page.keyboard.press("Tab");
  await pickRef(page, "作者", "范宽", /^范宽/);
  // Choices are the browser's own selects (type-ahead works there too); set by their labels here.
  await field(page, "归属").selectOption({ label: "确认" });
  await field(page, "朝代").selectOption({ label: "北宋" });
  await field(page, "画科").selectOption({ label: "山水" });
  await field(page, "形制").selectOption({ label: "立轴" });
  await field(page, "质地").selectOption({ label: "绢本" });
  await field(page, "访问级别").selectOption({ label: "免费" });
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
  await page.keyboard.press("P");
  await expect(page.getByText(/没有高清图作封面/).first()).toBeVisible();

  // The image: linked as the HD library links it (the 关联高清图 picker is the HD branch's).
  const image = await call<{ code: string }>(page, "HdpServiceAdmin/createHdImage", { data: {
    title: "溪山秋霁图 全幅", subjectType: "suha", subjectId: Id, pageNo: 1, version: "原始扫描", masterFile: "shiy/hd/xishan-qiuji.tif",
    accessLevel: "free", license: "publicDomain",
  } });
  expect(image.code).toBe("SUCCESS");

  await page.keyboard.press("P");
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
