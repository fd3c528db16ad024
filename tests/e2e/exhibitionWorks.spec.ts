// 展览作品 (/project/works?projectId=): a work is added to an exhibition by its name from the keyboard —
// N, choose 展品类型 书画, type part of the painting's title in 展品, ↓ Enter, tick 启用, Ctrl+S — and the row then
// names the painting, stored with its Id; the exhibition's 展品数 follows.
import { expect, test } from "./fixtures";
import { signIn } from "./helpers";

interface Row { Id: number; [key: string]: unknown }

test("a work is added to an exhibition by picking the painting by name", async ({ page, adminToken }) => {
  const list = async (path: string, cond: Record<string, unknown>, limit = 1) => {
    const answer = await page.request.post(`/api/moyuan.${path}`, {
      data: { cond: { jsonq: JSON.stringify(cond) }, page: { skip: 0, limit }, context: { token: adminToken } },
    });
    return ((await answer.json()) as { data: Row[] }).data;
  };
  const [draft] = await list("ProjectServiceAdmin/listExhibition", { status: "draft" });
  if (!draft) throw new Error("no draft exhibition in the demo data");
  const shown = new Set((await list("ProjectServiceAdmin/listExhibitionWork", { projectId: draft.Id, itemType: "suha" }, 200)).map((w) => Number(w.itemId)));
  const painting = (await list("SuhaServiceAdmin/listPaintingWork", { deleted: false }, 100)).find((p) => !shown.has(p.Id) && String(p.title).length >= 3);
  if (!painting) throw new Error("no painting left to add");
  const title = String(painting.title);

  await page.goto("/user/login");
  await signIn(page);
  await page.goto(`/project/works?projectId=${draft.Id}`);
  await expect(page.getByTestId("grid-row").first()).toHaveAttribute("data-id", /\d+/);
  const count = Number(draft.workCount);
  await page.keyboard.press("n");
  const editor = page.getByTestId("editor");
  await editor.getByLabel("展品类型").selectOption({ label: "书画" });
  // The search input replaces the disabled Id input once a type is chosen: wait for it rather than
  // focusing whatever holds the label at that moment (a clean-clone run once typed into nothing).
  const picker = editor.getByRole("combobox", { name: /^\*?展品$/ });
  await expect(picker).toBeEnabled();
  await picker.focus();
  await page.keyboard.type(title.slice(0, 3));
  await expect(picker).toHaveValue(title.slice(0, 3));
  const option = editor.getByRole("option", { name: new RegExp(title.replace(/[()（）《》·.*+?[\]]/g, ".")) }).first();
  await expect(option).toBeVisible();
  for (let i = 0; i < 15 && !(await option.evaluate((el) => el.getAttribute("aria-selected") === "true")); i++) await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(picker).toHaveValue(new RegExp(`^${title.replace(/[()（）《》·.*+?[\]]/g, ".")}`));
  // A new work is shown once 启用 is ticked (the create form starts checkboxes unticked).
  await editor.getByLabel("启用").focus();
  await page.keyboard.press("Space");
  await expect(editor.getByLabel("启用")).toBeChecked();
  await page.keyboard.press("ControlOrMeta+s");
  await expect(editor).toBeHidden();

  await expect(page.getByTestId("grid-row").filter({ hasText: title }).first()).toBeVisible();
  const added = await list("ProjectServiceAdmin/listExhibitionWork", { projectId: draft.Id, itemType: "suha", itemId: painting.Id });
  expect(added[0]).toMatchObject({ itemId: painting.Id, displayTitle: title, enabled: true });
  const [after] = await list("ProjectServiceAdmin/listExhibition", { Id: [draft.Id] });
  expect(Number(after?.workCount)).toBe(count + 1);
});
