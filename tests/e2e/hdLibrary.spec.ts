// The HD library by keyboard: an import task made from the keyboard over a folder of uploaded PNGs,
// started from its slide-over (G) and followed in the job panel to 已完成; an album's items reordered
// in the layout editor with Alt+↓ and saved with Ctrl+S.
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { confirmReady, signIn } from "./helpers";

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

type Api = (method: string, payload: Record<string, unknown>) => Promise<Record<string, unknown>>;
const apiOf = (request: APIRequestContext, token: string): Api => async (method, payload) =>
  (await (await request.post(`/api/moyuan.${method}`, { data: { ...payload, context: { token } } })).json()) as Record<string, unknown>;

/** Uploads `count` PNGs under one new folder of the UDT_SHIY day folder, as the console uploads; answers the folder. */
async function uploadFolder(request: APIRequestContext, api: Api, count: number): Promise<string> {
  const grant = (await api("BaseServiceAdmin/getOSSData", { dataType: "UDT_SHIY" })).data as { dir: string; policy: string; signature: string; accessid: string };
  const folder = `${grant.dir}hd-e2e-${Date.now() % 1_000_000}`;
  for (let i = 1; i <= count; i += 1) {
    const r = await request.post("/upload", {
      multipart: { key: `${folder}/${String(i).padStart(3, "0")}.png`, policy: grant.policy, OSSAccessKeyId: grant.accessid, signature: grant.signature, file: { name: `${i}.png`, mimeType: "image/png", buffer: PNG } },
    });
    expect(r.ok(), await r.text()).toBe(true);
  }
  return folder;
}

test("an import task made from the keyboard runs to 已完成 and its files become HD images", async ({ page, request, adminToken }) => {
  const api = apiOf(request, adminToken);
  const folder = await uploadFolder(request, api, 3);
  await page.goto("/user/login");
  await signIn(page);
  await page.goto("/hd/importtasks");
  await expect(page.getByTestId("grid-row").first()).toHaveAttribute("data-id", /\d+/);
  await page.keyboard.press("n");
  const editor = page.getByTestId("editor");
  const name = `键盘导入 ${Date.now() % 100_000}`;
  await editor.getByLabel("任务名称").focus();
  await page.keyboard.type(name);
  await editor.getByLabel("来源").selectOption({ label: "对象存储目录" });
  await editor.getByLabel("源路径").focus();
  await page.keyboard.type(`${folder}/`);
  await editor.getByLabel("重复文件").selectOption({ label: "跳过" });
  await page.keyboard.press("ControlOrMeta+s");
  await expect(editor).toBeHidden();

  // The newest task is the first row once the list has reloaded, and it has the focus as the record just
  // made: open it and start it (G) from its slide-over.
  await expect(page.getByTestId("grid-row").first()).toContainText(name);
  await expect(page.locator("[data-testid=grid-row][data-focused]")).toContainText(name);
  await expect(page.locator("[data-testid=grid-row][data-focused]")).toContainText("待执行");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("editor").locator("[data-offer='transition:start']")).toContainText("S");
  await page.keyboard.press("s");
  const job = page.getByTestId("job-panel");
  await expect(job.getByTestId("job-status")).toHaveText("已完成", { timeout: 20_000 });
  // The slide-over stays open over the screen (the panel behind it is inert to assistive tools meanwhile):
  // the bar is read by its role attribute. Issue 22's note records the sheet hiding the progress.
  await expect(job.locator("[role=progressbar]")).toHaveAttribute("aria-valuetext", "已处理 3 / 共 3（100%）");
  await page.screenshot({ path: test.info().outputPath("import-done.png") });

  const tasks = (await api("HdpServiceAdmin/listHdImportTask", { cond: { jsonq: JSON.stringify({ name }) } })).data as { Id: number; status: string; succeeded: number; total: number }[];
  expect(tasks[0]).toMatchObject({ status: "succeeded", succeeded: 3, total: 3 });
  const items = (await api("HdpServiceAdmin/listHdImportItem", { cond: { jsonq: JSON.stringify({ taskId: tasks[0]?.Id }) } })).data as { status: string; hdImageId: number | null }[];
  expect(items.map((i) => [i.status, typeof i.hdImageId])).toEqual(Array(3).fill(["ok", "number"]));
  await page.keyboard.press("Escape");
  await page.keyboard.press("r");
  await expect(page.locator("[data-testid=grid-row]", { hasText: name })).toContainText("已完成");
});

test("an album's items are reordered with Alt+↓ in the layout editor and saved with Ctrl+S", async ({ page, request, adminToken }) => {
  const api = apiOf(request, adminToken);
  const title = `排版测试图集 ${Date.now() % 100_000}`;
  const album = (await api("HdpServiceAdmin/createHdAlbum", { data: { title, albumType: "theme", behavior: "paged", viewingDirection: "right-to-left", accessLevel: "free", sort: 0 } })).data as { Id: number; utime: number };
  const ids: number[] = [];
  for (const [n, view] of ["第一开", "第二开", "第三开"].entries()) {
    const made = await api("HdpServiceAdmin/createHdImage", { data: { title: `宋人画册 · ${view}`, subjectType: "none", version: "原始扫描", masterFile: `shiy/masters/e2e-leaf-${n + 1}.tif`, accessLevel: "free", license: "publicDomain", viewLabel: view } });
    expect(made.code, String(made.message)).toBe("SUCCESS");
    ids.push((made.data as { Id: number }).Id);
  }
  const added = await api("HdpServiceAdmin/addHdAlbumImages", { Id: album.Id, utime: album.utime, data: { hdImageIds: ids.join(",") } });
  expect(added.code, String(added.message)).toBe("SUCCESS");

  await page.goto("/user/login");
  await signIn(page);
  await page.goto("/hd/hdpcoll");
  await expect(page.getByTestId("grid-row").first()).toHaveAttribute("data-id", /\d+/);
  await page.keyboard.press("/");
  await page.keyboard.type(title);
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("total")).toHaveText("共 1 条");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("l");
  await expect(page).toHaveURL(new RegExp(`/hd/hdpcoll/layout\\?id=${album.Id}$`));
  const cards = page.getByTestId("layout-card");
  await expect(cards).toHaveCount(3);
  await expect(cards.getByTestId("layout-title")).toHaveText(["宋人画册 · 第一开", "宋人画册 · 第二开", "宋人画册 · 第三开"]);

  await cards.first().focus();
  await page.keyboard.press("Alt+ArrowDown");
  await expect(cards.getByTestId("layout-title")).toHaveText(["宋人画册 · 第二开", "宋人画册 · 第一开", "宋人画册 · 第三开"]);
  await expect(cards.nth(1)).toBeFocused();
  await page.keyboard.press("Alt+End");
  await expect(cards.getByTestId("layout-title")).toHaveText(["宋人画册 · 第二开", "宋人画册 · 第三开", "宋人画册 · 第一开"]);
  await page.screenshot({ path: test.info().outputPath("layout-moved.png") });
  await page.keyboard.press("ControlOrMeta+s");
  await expect(page.getByText("排版已保存")).toBeVisible();

  const items = (await api("HdpServiceAdmin/listHdAlbumItem", { cond: { jsonq: JSON.stringify({ albumId: album.Id }) }, sort: { by: "sort", asc: true } })).data as { hdImageId: number }[];
  expect(items.map((i) => i.hdImageId)).toEqual([ids[1], ids[2], ids[0]]);

  // Someone else saves first: this editor's next save is refused and offers a reload.
  await page.keyboard.press("Alt+Home");
  const fresh = (await api("HdpServiceAdmin/getHdAlbum", { Id: album.Id })).data as { utime: number };
  const raced = await api("HdpServiceAdmin/updateHdAlbum", { Id: album.Id, utime: fresh.utime, data: { subtitle: "另一位编辑改了副标题" } });
  expect(raced.code).toBe("SUCCESS");
  await page.keyboard.press("ControlOrMeta+s");
  await confirmReady(page, "图集已被他人修改");
  await page.keyboard.press("Enter");
  await expect(cards.getByTestId("layout-title")).toHaveText(["宋人画册 · 第二开", "宋人画册 · 第三开", "宋人画册 · 第一开"]);
});
