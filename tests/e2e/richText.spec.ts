// The rich-text flow from the keyboard: a course's 课程详情 edited in the Tiptap editor (bold with
// Ctrl+B), saved with Ctrl+S, then 预览 opens /course/richTextView in a new tab, whose phone frame
// shows the bold text as stored; the 桌面 toggle widens the frame to 1200 px.
import { expect, test } from "./fixtures";
import { apiCall, signedInAs } from "./helpers";


test("bold typed with Ctrl+B is saved with Ctrl+S and shows in the preview's phone frame, which widens to 1200 px", async ({ page, request, adminToken }) => {
  const made = await apiCall(request, adminToken, "CourseServiceAdmin/createShiyCourse", {
    data: {
      title: "富文本测试课", artistId: "MA_YUAN", style: "GONGBI", level: "BEGINNER", mode: "RECORDED",
      price: 128_000, validDays: 365, studentLimit: 30, intro: "<p>原有简介。</p>",
    },
  });
  const Id = (made.data as { Id: number }).Id;
  await signedInAs(page, adminToken);
  await page.goto(`/course/ShiyCourseList?open=${Id}`);
  const editor = page.getByTestId("editor");
  await expect(editor).toBeVisible();
  await expect.poll(() => editor.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("e");

  const intro = editor.getByRole("textbox", { name: "课程详情" });
  await expect(intro).toHaveAttribute("contenteditable", "true");
  await expect(intro).toContainText("原有简介。");
  await intro.click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.type("新增：");
  await page.keyboard.press("ControlOrMeta+b");
  await page.keyboard.type("点画精到");
  const bold = editor.getByRole("toolbar", { name: "课程详情格式" }).getByRole("button", { name: "加粗" });
  await expect(bold).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("ControlOrMeta+b");
  await page.keyboard.type("。");
  await expect(intro.locator("strong")).toHaveText("点画精到");
  await expect(bold).toHaveAttribute("aria-pressed", "false");

  // Tab leaves the editor for the next field instead of being swallowed.
  await page.keyboard.press("Tab");
  await expect(intro).not.toBeFocused();

  await page.keyboard.press("ControlOrMeta+s");
  await expect.poll(async () => {
    const got = await apiCall(request, adminToken, "CourseServiceAdmin/getShiyCourse", { Id });
    return (got.data as { intro: string }).intro;
  }).toBe("<p>原有简介。新增：<strong>点画精到</strong>。</p>");

  // The saved record, opened again: 预览 (a link, reached and pressed from the keyboard) opens a new tab.
  await page.goto(`/course/ShiyCourseList?open=${Id}`);
  const preview = page.getByTestId("editor").getByTestId("richtext-preview").first();
  await expect(preview).toBeVisible();
  await preview.focus();
  const [tab] = await Promise.all([page.context().waitForEvent("page"), page.keyboard.press("Enter")]);
  await tab.waitForLoadState();
  await expect(tab).toHaveURL(new RegExp(`/course/richTextView\\?res=shiyCourse&id=${Id}&field=intro$`));
  await expect(tab.getByTestId("richtext-view")).toContainText("书院课程「富文本测试课」· 课程详情");
  const frame = tab.getByTestId("richtext-frame");
  await expect(frame).toHaveAttribute("width", "375");
  await expect(tab.frameLocator("[data-testid=richtext-frame]").locator("strong")).toHaveText("点画精到");
  await expect(tab.getByTestId("richtext-width-phone")).toHaveAttribute("aria-pressed", "true");

  await tab.getByTestId("richtext-width-desktop").focus();
  await tab.keyboard.press("Enter");
  await expect(frame).toHaveAttribute("width", "1200");
  await expect(tab.getByTestId("richtext-width-desktop")).toHaveAttribute("aria-pressed", "true");
  expect(await frame.evaluate((el) => el.getBoundingClientRect().width)).toBe(1200);
  await expect(tab.frameLocator("[data-testid=richtext-frame]").locator("strong")).toHaveText("点画精到");
  await tab.close();
});

test("the preview says in Chinese what is wrong with its address", async ({ page, adminToken }) => {
  await signedInAs(page, adminToken);
  await page.goto("/course/richTextView");
  await expect(page.getByTestId("richtext-problem")).toContainText("预览地址缺少参数");
  await page.goto("/course/richTextView?res=shiyCourse&id=1&field=title");
  await expect(page.getByTestId("richtext-problem")).toHaveText("书院课程的「课程名称」不是富文本字段");
  await page.goto("/course/richTextView?res=nothing&id=1&field=intro");
  await expect(page.getByTestId("richtext-problem")).toHaveText("未知的资源：nothing");
  await page.goto("/course/richTextView?res=shiyCourse&id=abc&field=intro");
  await expect(page.getByTestId("richtext-problem")).toHaveText("记录 Id「abc」不正确");
});

test("a course opened from the grid with Enter shows its rich text read-only, then editable with E, without a page error", async ({ page, adminToken }) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await signedInAs(page, adminToken);
  await page.goto("/course/ShiyCourseList");
  await expect(page.getByTestId("grid-row").first()).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  const intro = page.getByTestId("editor").getByRole("textbox", { name: "课程详情" });
  await expect(intro).toHaveAttribute("contenteditable", "false");
  await expect(intro).not.toBeEmpty();
  await page.keyboard.press("e");
  await expect(intro).toHaveAttribute("contenteditable", "true");
  expect(errors).toEqual([]);
});
