import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { confirmDestructive, signIn } from "./helpers";

const items = (page: Page) => page.getByTestId("tag-item");
const labels = (page: Page) => items(page).evaluateAll((els) => els.map((e) => e.getAttribute("data-label")));

test("tag types in the grid, their items as a tree: batch create, reorder, add under, rename and delete by keyboard", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
  await page.goto("/dataadmin/CategoryLabels");
  await expect(page.getByTestId("grid-row").first()).toHaveAttribute("data-id", /\d+/);

  // A new type to work in, made through the grid's editor.
  await page.keyboard.press("n");
  await expect(page.getByTestId("editor").getByLabel("名称", { exact: true })).toBeFocused();
  await page.keyboard.type("印章类型");
  await page.keyboard.press("ControlOrMeta+s");
  await expect(page.getByTestId("editor")).toBeHidden();
  await page.keyboard.press("/");
  await page.keyboard.type("印章");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("total")).toHaveText("共 1 条");
  await page.keyboard.press("ArrowDown");
  await expect(page.getByTestId("tag-tree")).toContainText("「印章类型」的标签");

  const tree = page.getByRole("tree");
  await tree.focus();
  await page.keyboard.press("b");
  await expect(page.getByLabel("标签名称，每行一个")).toBeFocused();
  await page.keyboard.type("朱文印\n白文印\n\n  闲章  ");
  await expect(page.getByTestId("batch-dialog")).toContainText("将创建 3 个标签");
  await page.keyboard.press("ControlOrMeta+Enter");
  await expect(page.getByTestId("batch-dialog")).toBeHidden();
  await expect.poll(() => labels(page)).toEqual(["朱文印", "白文印", "闲章"]);

  await expect(tree).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Alt+ArrowDown");
  await expect.poll(() => labels(page)).toEqual(["白文印", "朱文印", "闲章"]);

  // The new tag's save is held on the wire: keys typed meanwhile still act on the tree.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/MultiLevelTagServiceAdmin/createItem", async (route) => {
    await held;
    await route.continue();
  });
  await page.keyboard.press("c");
  await page.keyboard.type("满白文");
  await page.keyboard.press("Enter");
  await expect(tree).toBeFocused();
  await page.keyboard.press("End");
  release();
  await expect.poll(() => labels(page)).toEqual(["白文印", "朱文印", "满白文", "闲章"]);
  await expect(items(page).filter({ hasText: "满白文" })).toHaveAttribute("aria-level", "2");
  await page.unroute("**/MultiLevelTagServiceAdmin/createItem");

  await page.keyboard.press("F2");
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("闲章（引首）");
  await page.keyboard.press("Enter");
  await expect.poll(() => labels(page)).toEqual(["白文印", "朱文印", "满白文", "闲章（引首）"]);

  await page.keyboard.press("Delete");
  await confirmDestructive(page, "删除标签「闲章（引首）」？");
  await expect.poll(() => labels(page)).toEqual(["白文印", "朱文印", "满白文"]);

  // The server holds the same tree.
  const token = await page.evaluate(() => localStorage.getItem("moyuan.admin.token"));
  const typeId = Number(await page.locator("[data-testid=grid-row][data-focused]").getAttribute("data-id"));
  const answer = await (await page.request.post("/api/moyuan.MultiLevelTagServiceAdmin/getMultiLevelTag", { data: { typeId, context: { token } } })).json();
  const root = answer.data as { children: { label: string; children: { label: string }[] }[] };
  expect(root.children.map((c) => c.label)).toEqual(["白文印", "朱文印"]);
  expect(root.children[1]?.children.map((c) => c.label)).toEqual(["满白文"]);
});

test("drilling into a tag type shows its child types", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
  await page.goto("/dataadmin/CategoryLabels");
  await expect(page.getByTestId("grid-row").first()).toHaveAttribute("data-id", /\d+/);
  await page.keyboard.press("/");
  await page.keyboard.type("材质");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("total")).toHaveText("共 1 条");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByTestId("grid-row").first()).toContainText("装裱形制");
  await expect(page.getByTestId("total")).toHaveText("共 1 条");
  await expect(page.getByTestId("drill-up")).toBeVisible();
});
