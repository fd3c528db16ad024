import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signIn } from "./helpers";

const field = (page: Page, label: string) => page.getByTestId("editor").getByLabel(label, { exact: true });

test("a dictionary is edited on /dataadmin/dicts and its version changes; bad JSON is refused in the form", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
  await page.goto("/dataadmin/dicts");
  await page.locator("#filter-name").fill("media");
  await page.locator("#filter-name").press("Enter");
  await expect(page.getByTestId("total")).toHaveText("共 1 条");
  const before = await page.getByTestId("grid-row").first().textContent();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("e");
  await expect(field(page, "名称")).toBeFocused();
  await field(page, "字典项").fill("[{\"value\": \"IMAGE\", \"label\": \"图片\"");
  await page.keyboard.press("ControlOrMeta+s");
  await expect(page.getByText("字典项不是有效的 JSON")).toBeVisible();
  await field(page, "字典项").fill(JSON.stringify([{ value: "IMAGE", label: "图片" }, { value: "VR", label: "虚拟现实" }]));
  await page.keyboard.press("ControlOrMeta+s");
  await expect(page.getByTestId("editor")).toBeHidden();
  await expect(page.getByTestId("grid-row").first()).not.toHaveText(before ?? "");

  const token = await page.evaluate(() => localStorage.getItem("moyuan.admin.token"));
  const answer = await (await page.request.post("/api/moyuan.BaseServiceAdmin/getDicts", { data: { dictVersion: {}, context: { token } } })).json();
  expect(answer.dicts.media.items).toEqual([{ value: "IMAGE", label: "图片" }, { value: "VR", label: "虚拟现实" }]);
});

test("client configurations are listed and edited on /wudang/clientConfig", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
  await page.goto("/wudang/clientConfig");
  await expect(page.getByTestId("total")).toHaveText("共 5 条");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("e");
  await field(page, "最新版本").fill("3.9");
  await page.keyboard.press("ControlOrMeta+s");
  await expect(page.getByText("版本号格式应为 主版本.次版本.修订号，如 3.2.1")).toBeVisible();
  await field(page, "最新版本").fill("3.9.0");
  await page.keyboard.press("ControlOrMeta+s");
  await expect(page.getByTestId("editor")).toBeHidden();
  await expect(page.getByTestId("grid-row").first()).toContainText("3.9.0");
});
