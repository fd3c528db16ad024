// 点播视频 (/vodvideo/videoList, content.md §10.1): 批量上传 from the palette opens its page; three files
// picked at once run as a job with a progress bar — two MP4s become videos in 上传中, a file whose bytes
// are not a video is refused before it is sent and only it fails. 播放预览 in a video's slide-over plays the
// stored file (no VOD service here) and says so; a video with no file and no service is refused there.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openPalette, signIn } from "./helpers";

/** The first bytes of an MP4 (an `ftyp` box of brand isom): what the store's sniffing reads as video/mp4. */
function mp4(seed: number): Buffer {
  const ftyp = Buffer.from([0, 0, 0, 0x20, ...Buffer.from("ftypisom"), 0, 0, 2, 0, ...Buffer.from("isomiso2avc1mp41")]);
  return Buffer.concat([ftyp, Buffer.alloc(2048, seed)]);
}

async function open(page: Page, path: string) {
  await page.goto("/user/login");
  await signIn(page);
  await page.goto(path);
}

test("批量上传: three files as one job with a progress bar; the MP4s become videos, the other fails alone", async ({ page, adminToken }) => {
  await open(page, "/vodvideo/videoList");
  await expect(page.getByTestId("grid-row").first()).toBeVisible();
  await openPalette(page);
  await page.keyboard.type("批量上传");
  await expect(page.locator("[data-testid=palette] [cmdk-item][aria-selected=true]")).toContainText("批量上传");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/vodvideo\/upload$/);

  await page.getByTestId("vod-batch-files").setInputFiles([
    { name: "山居秋暝·示范一.mp4", mimeType: "video/mp4", buffer: mp4(1) },
    { name: "不是视频.mp4", mimeType: "video/mp4", buffer: Buffer.from("这不是视频文件，只是文字。".repeat(20)) },
    { name: "山居秋暝·示范二.mp4", mimeType: "video/mp4", buffer: mp4(2) },
  ]);
  await expect(page.getByText("已选 3 个")).toBeVisible();
  // Without a 用途 nothing starts.
  await page.getByTestId("vod-batch-start").click();
  await expect(page.getByRole("alert").filter({ hasText: "请选择用途" })).toBeVisible();
  await page.getByLabel("用途").selectOption({ label: "艺术家视频" });
  await page.getByLabel("分类").fill("批量示范");
  await page.getByTestId("vod-batch-start").click();

  const progress = page.getByTestId("vod-batch-progress");
  await expect(progress).toHaveAttribute("aria-valuemax", "3");
  await expect(progress).toHaveAttribute("aria-valuenow", "3");
  await expect(page.getByTestId("vod-batch-summary")).toHaveText("已完成：成功 2 个，失败 1 个，共 3 个");
  const rows = page.getByTestId("vod-batch-file");
  await expect(rows.nth(0)).toHaveAttribute("data-state", "created");
  await expect(rows.nth(1)).toHaveAttribute("data-state", "failed");
  await expect(rows.nth(1)).toContainText("失败：文件内容不是 MP4 视频");
  await expect(rows.nth(2)).toHaveAttribute("data-state", "created");
  await page.screenshot({ path: test.info().outputPath("batch-upload.png") });

  // What the server holds: two videos in 上传中 with their source files and the chosen usage and category.
  const answer = await page.request.post("/api/moyuan.VodServiceAdmin/listVodVideo", {
    data: { cond: { jsonq: JSON.stringify({ category: "批量示范" }) }, page: { skip: 0, limit: 10 }, sort: { by: "Id", asc: true }, context: { token: adminToken } },
  });
  const made = ((await answer.json()) as { data: Record<string, unknown>[] }).data;
  expect(made.map((v) => v.title)).toEqual(["山居秋暝·示范一", "山居秋暝·示范二"]);
  for (const v of made) expect(v).toMatchObject({ status: "Uploading", usage: "artistVideo", vendorVideoId: null });
  for (const v of made) expect(String(v.sourceFile)).toMatch(/^shiy\/.+\.mp4$/);

  // A created file's link opens its video; 播放预览 plays the stored file and says where it comes from.
  await rows.nth(0).getByRole("link").click();
  const editor = page.getByTestId("editor");
  await expect(editor).toContainText("山居秋暝·示范一");
  await editor.getByRole("tab", { name: "播放预览" }).click();
  await expect(page.getByTestId("vod-player")).toHaveAttribute("src", /\.mp4\?expires=/);
  await expect(page.getByTestId("vod-play-source")).toHaveText("来源：文件库中的源文件（尚未从点播播放）");
  // The service's snapshots need the service: refused in Chinese, in the panel.
  await page.getByTestId("vod-cover-shots").click();
  await expect(page.getByTestId("vod-shots-refused")).toContainText("还没有上传到点播，没有点播截图");
  await page.screenshot({ path: test.info().outputPath("play-preview.png") });
});
