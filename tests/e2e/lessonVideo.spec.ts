// A lesson's 点播视频 is picked from /vodvideo by its title, from the keyboard: in the lesson's editor
// type part of a video's title, ↓ and Enter take it, Ctrl+S saves; the lesson's row then reads the
// video's title and its duration follows the video's.
import { expect, test } from "./fixtures";
import { signIn } from "./helpers";

interface Row { Id: number; [key: string]: unknown }

test("a lesson picks its VOD video by name; the row shows the video's title and duration", async ({ page, adminToken }) => {
  const list = async (service: string, method: string, cond: Record<string, unknown>) => {
    const answer = await page.request.post(`/api/moyuan.${service}/${method}`, {
      data: { cond: { jsonq: JSON.stringify(cond) }, page: { skip: 0, limit: 1 }, context: { token: adminToken } },
    });
    return ((await answer.json()) as { data: Row[] }).data[0] as Row;
  };
  const lesson = await list("CourseServiceAdmin", "listCourseLesson", { courseType: "SHIY", status: "READY", deleted: false });
  const video = await list("VodServiceAdmin", "listVodVideo", { usage: "artistVideo", status: "Normal" });
  const title = String(video.title);
  const minutes = Math.round(Number(video.durationSec));

  await page.goto("/user/login");
  await signIn(page);
  await page.goto(`/course/ShiyCourseList/shiyVideo?courseId=${String(lesson.courseId)}&open=${lesson.Id}`);
  const editor = page.getByTestId("editor");
  await expect(editor).toContainText(String(lesson.title));
  // The record opens to read: E to edit.
  await page.keyboard.press("e");
  await expect(editor).toContainText("编辑课时");
  const picker = editor.getByLabel("点播视频");
  // Tab through the form to the picker.
  for (let i = 0; i < 30 && !(await picker.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
  await expect(picker).toBeFocused();
  await page.keyboard.type(title.slice(0, 6));
  const option = editor.getByRole("option", { name: new RegExp(title.replace(/[()（）《》·]/g, ".")) });
  await expect(option).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("lesson-video-picker.png") });
  await page.keyboard.press("ArrowDown");
  for (let i = 0; i < 10 && !(await option.evaluate((el) => el.getAttribute("aria-selected") === "true" || el === document.activeElement)); i++) await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(picker).toHaveValue(new RegExp(`^${title.replace(/[()（）《》·]/g, ".")}`));
  await page.keyboard.press("ControlOrMeta+s");

  const row = page.locator(`[data-testid=grid-row][data-id="${lesson.Id}"]`);
  await expect(row).toContainText(title);
  const stored = async () => {
    const answer = await page.request.post("/api/moyuan.CourseServiceAdmin/getCourseLesson", { data: { Id: lesson.Id, context: { token: adminToken } } });
    return ((await answer.json()) as { data: Row }).data;
  };
  await expect.poll(async () => (await stored()).videoId).toBe(video.Id);
  expect((await stored()).duration).toBe(minutes);
  await page.screenshot({ path: test.info().outputPath("lesson-video-row.png") });
});
