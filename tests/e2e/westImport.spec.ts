// Western-art staging data by keyboard: a new export row is mapped (A), reviewed (M 确认映射) and imported with
// 导入已映射 (I): the job panel follows the import to 已完成 and the row then reads 已导入, linked to its new /west work.
import { expect, test } from "./fixtures";
import { apiCall, confirmReady, signIn } from "./helpers";

test("a staging row reviewed from the keyboard is imported into /west by a job whose progress the panel shows", async ({ page, request, adminToken }) => {
  // A staging artist already in /west (the demo's imported ones), and a new export row of theirs.
  const artists = (await apiCall(request, adminToken, "BudartServiceAdmin/listBudartArtist", { cond: { jsonq: JSON.stringify({ importState: "imported" }) }, page: { skip: 0, limit: 1 } })).data as { Id: number }[];
  expect(artists[0]).toBeDefined();
  const stamp = Date.now() % 1_000_000;
  const title = `Study of Light ${stamp}`;
  await apiCall(request, adminToken, "BudartServiceAdmin/createBudartWork", { data: {
    sourceName: "WGA 目录导出", sourceId: `e2e-${stamp}`, budartArtistId: artists[0]?.Id, titleOriginal: title, titleZh: `光的习作 ${stamp}`,
    dateText: "1889", technique: "Oil on canvas, 50 x 61 cm", locationText: "Musée d'Orsay, Paris", form: "painting",
  } });

  await page.goto("/user/login");
  await signIn(page);
  await page.goto("/tools/budartart");
  await expect(page.getByTestId("grid-row").first()).toContainText(title);
  await page.keyboard.press("ArrowDown");
  const focused = page.locator("[data-testid=grid-row][data-focused]");
  await expect(focused).toContainText(title);
  await expect(focused).toContainText("新数据");

  // 自动映射 reads medium and size from the technique; 确认映射 reviews the row.
  await page.keyboard.press("a");
  await expect(page.getByText("自动映射：已完成")).toBeVisible();
  await page.keyboard.press("m");
  await expect(focused).toContainText("已映射");

  // 导入已映射: one job over every reviewed row, followed in the panel.
  await expect(page.getByTestId("view-actions").getByRole("button", { name: /导入已映射/ })).toBeVisible();
  await page.keyboard.press("i");
  await confirmReady(page, "每条只导入一次");
  await page.keyboard.press("Enter");
  const job = page.getByTestId("job-panel");
  await expect(job).toContainText("导入西方作品数据");
  await expect(job.getByTestId("job-status")).toHaveText("已完成", { timeout: 30_000 });
  await expect(job.locator("[role=progressbar]")).toHaveAttribute("aria-valuetext", /已处理 (\d+) \/ 共 \1（100%）/);
  await expect(job).toContainText(/导入 \d+ 条/);

  await page.keyboard.press("r");
  await expect(page.locator("[data-testid=grid-row]", { hasText: title })).toContainText("已导入");
  const works = (await apiCall(request, adminToken, "WestartServiceAdmin/listWesternWork", { cond: { jsonq: JSON.stringify({ titleOriginal: title }) } })).data as { title: string; medium: string; heightCm: number; publishState: string }[];
  expect(works).toHaveLength(1);
  expect(works[0]).toMatchObject({ title: `光的习作 ${stamp}`, medium: "OIL_CANVAS", heightCm: 50, publishState: "draft" });
});
