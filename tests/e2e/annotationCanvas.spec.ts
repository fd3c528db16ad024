import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { annotationPage } from "../../src/catalogue/resources/revise/annotationW3c";
import { expect, test } from "./fixtures";
import { apiCall, confirmReady, PASSWORD, signedInAs } from "./helpers";

/**
 * The annotation canvas /revise/hdpslice (content.md §11, §17.3; issue 24): an annotator draws and tags slices
 * with the mouse and keys, they autosave, the task is submitted, and a reviewer audits it in a second browser;
 * a slice comes back where it was drawn; another annotator's writes are refused in Chinese.
 */

const TIMEOUT = 90_000;
const ROOT = path.resolve(import.meta.dirname, "..", "..");

async function rpc(request: APIRequestContext, token: string, method: string, data: object): Promise<{ code: string; message?: string; data?: unknown }> {
  return (await request.post(`/api/moyuan.${method}`, { data: { ...data, context: { token } } })).json();
}

async function tokenOf(request: APIRequestContext, userName: string): Promise<string> {
  const answer = await (await request.post("/api/moyuan.sys.SysAdmin/login", { data: { userName, password: PASSWORD } })).json() as { code: string; token?: string };
  expect(answer.code, `sign-in of ${userName}`).toBe("SUCCESS");
  return answer.token ?? "";
}

async function userId(request: APIRequestContext, token: string, userName: string): Promise<number> {
  const listed = await apiCall(request, token, "sys.SysAdmin/listUser", { cond: { jsonq: JSON.stringify({ userName }) } });
  const row = (listed.data as { Id: number; userName: string }[]).find((u) => u.userName === userName);
  expect(row, userName).toBeDefined();
  return row?.Id ?? 0;
}

/** A tiled HD image of a painting-like master (2400 × 1600). */
async function tiledImage(request: APIRequestContext, token: string, title: string): Promise<number> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1600"><rect width="100%" height="100%" fill="#e7d9b8"/>
    <path d="M0 1200 Q 600 160 1200 880 T 2400 480" stroke="#222" stroke-width="30" fill="none"/><rect x="2040" y="160" width="160" height="160" fill="#a33a2c"/></svg>`;
  const policy = (await rpc(request, token, "BaseServiceAdmin/getOSSData", { dataType: "UDT_SHIY" })).data as { dir: string; policy: string; signature: string };
  const key = `${policy.dir}annotation-${Date.now()}-${Math.random().toString(36).slice(2)}.tif`;
  const buffer = await sharp(Buffer.from(svg)).tiff({ compression: "lzw" }).toBuffer();
  expect((await request.post("/upload", { multipart: { key, policy: policy.policy, signature: policy.signature, file: { name: "master.tif", mimeType: "image/tiff", buffer } } })).ok()).toBe(true);
  const made = await rpc(request, token, "HdpServiceAdmin/createHdImage", { data: { title, subjectType: "none", version: "原始扫描", masterFile: key, accessLevel: "free", license: "publicDomain" } });
  expect(made.code, made.message).toBe("SUCCESS");
  const { Id } = made.data as { Id: number };
  expect((await rpc(request, token, "HdpServiceAdmin/generateTiles", { Ids: [Id] })).code).toBe("SUCCESS");
  await expect.poll(async () => ((await rpc(request, token, "HdpServiceAdmin/getHdImage", { Id })).data as { tileStatus: string }).tileStatus, { timeout: 60_000 }).toBe("ready");
  return Id;
}

interface World { admin: string; imageId: number; taskId: number; plainTag: { Id: number; hotkey: string }; textTag: { Id: number; hotkey: string } }

/** Two tags of our own under a parent (hotkeys 1 and 2 among themselves), an image, and a task for label.wu reviewed by editor.li. */
async function world(request: APIRequestContext, admin: string, suffix: "甲" | "乙" | "丙" | "丁"): Promise<World> {
  const code = { 甲: "A", 乙: "B", 丙: "C", 丁: "D" }[suffix];
  const created = async (data: object) => {
    const answer = await rpc(request, admin, "ReviseServiceAdmin/createAnnotationTag", { data });
    expect(answer.code, answer.message).toBe("SUCCESS");
    return answer.data as { Id: number };
  };
  const parent = await created({ label: `测试${suffix}`, code: `e2eParent${code}`, color: "#336699", shapes: ["rect", "polygon"], enabled: true, sort: 900 });
  const plain = await created({ label: `山石${suffix}`, code: `e2eRock${code}`, parentId: parent.Id, color: "#2F9E44", shapes: ["rect", "polygon"], hotkey: "1", enabled: true, sort: 1 });
  const text = await created({ label: `鉴藏印${suffix}`, code: `e2eSeal${code}`, parentId: parent.Id, color: "#D4380D", shapes: ["rect"], requiresText: true, hotkey: "2", enabled: true, sort: 2 });
  const imageId = await tiledImage(request, admin, `标注测试 ${suffix}`);
  const task = (await apiCall(request, admin, "ReviseServiceAdmin/createReviseTask", {
    data: {
      hdImageId: imageId, batchName: `E2E 第${suffix}批`, vendor: "墨研数据", annotatorId: await userId(request, admin, "label.wu"),
      reviewerId: await userId(request, admin, "editor.li"), tagIds: [plain.Id, text.Id], unitPrice: 150, instructions: "框出山石与鉴藏印，印文照录。",
    },
  })).data as { Id: number };
  return { admin, imageId, taskId: task.Id, plainTag: { Id: plain.Id, hotkey: "1" }, textTag: { Id: text.Id, hotkey: "2" } };
}

const canvas = (page: Page) => page.getByTestId("annotation-canvas");
const items = (page: Page) => page.getByTestId("slice-item");

async function openCanvas(page: Page, taskId: number): Promise<void> {
  await page.goto(`/revise/hdpslice?taskId=${taskId}`);
  await expect(canvas(page)).toHaveAttribute("data-opened", "true", { timeout: 30_000 });
  await expect(canvas(page)).toHaveAttribute("data-annotations-ready", "true");
}

/**
 * The canvas reached by a link inside the console (the 打开标注 action): the page was loaded under the console's
 * stricter policy, so the canvas loads itself again once to get the policy Annotorious needs.
 */
async function openInApp(page: Page, taskId: number): Promise<void> {
  await page.goto("/welcome");
  await expect(page.getByTestId("user-name")).toBeVisible();
  await page.evaluate((to) => {
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, `/revise/hdpslice?taskId=${taskId}`);
  await expect(canvas(page)).toHaveAttribute("data-opened", "true", { timeout: 30_000 });
  await expect(canvas(page)).toHaveAttribute("data-annotations-ready", "true");
  expect(await page.evaluate(() => new URL(performance.getEntriesByType("navigation")[0]?.name ?? "").pathname)).toBe("/revise/hdpslice");
}

/** A mouse drag over the canvas from one fraction of its box to another (the rectangle tool must be on). */
async function drag(page: Page, from: [number, number], to: [number, number]): Promise<void> {
  const box = await canvas(page).boundingBox();
  if (!box) throw new Error("no canvas");
  await page.mouse.move(box.x + box.width * from[0], box.y + box.height * from[1]);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * ((from[0] + to[0]) / 2), box.y + box.height * ((from[1] + to[1]) / 2), { steps: 5 });
  await page.mouse.move(box.x + box.width * to[0], box.y + box.height * to[1], { steps: 5 });
  await page.mouse.up();
}

async function signedInPage(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signedInAs(page, token);
  return page;
}

test("draw and tag two slices and submit the task, review it as a second user", async ({ page, browser, adminToken }) => {
  test.setTimeout(TIMEOUT * 2);
  const w = await world(page.request, adminToken, "甲");
  await signedInAs(page, await tokenOf(page.request, "label.wu"));
  await openCanvas(page, w.taskId);
  await expect(page.getByTestId("annotation-canvas-view")).toHaveAttribute("data-mode", "annotator");
  await expect(page.getByTestId("task-banner")).toContainText("进行中");

  // A rectangle: r, drag, 1 — tagged 山石 and saved.
  await page.keyboard.press("r");
  await expect(canvas(page)).toHaveAttribute("data-tool", "rect");
  await drag(page, [0.2, 0.3], [0.4, 0.55]);
  await expect(items(page)).toHaveCount(1);
  await page.keyboard.press(w.plainTag.hotkey);
  await expect(items(page).first()).toHaveAttribute("data-state", "saved");
  await expect(page.getByTestId("save-status")).toHaveText("已保存");
  await expect(items(page).first()).toContainText("山石甲");

  // A second: Esc lets the first go (a digit would retag it), 2 is 鉴藏印, which asks for its text — the box
  // takes the focus; Esc leaves it for the keys.
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("slice-detail")).toHaveCount(0);
  await page.keyboard.press(w.textTag.hotkey);
  await drag(page, [0.6, 0.2], [0.75, 0.4]);
  await expect(items(page)).toHaveCount(2);
  await expect(page.getByTestId("save-status")).toHaveText("待完善");
  const text = page.getByRole("textbox", { name: /文字内容/ });
  await expect(text).toBeFocused();
  await page.keyboard.type("乾隆御览之宝");
  await page.keyboard.press("Escape");
  await expect(page.locator("[data-testid=slice-item][data-state=saved]")).toHaveCount(2);
  await expect(page.getByTestId("save-status")).toHaveText("已保存");

  const stored = (await apiCall(page.request, adminToken, "ReviseServiceAdmin/listAnnotationSlice", { cond: { jsonq: JSON.stringify({ taskId: w.taskId }) } })).data as { tagId: number; text: string | null; auditState: string }[];
  expect(stored.map((s) => s.tagId).sort()).toEqual([w.plainTag.Id, w.textTag.Id].sort());
  expect(stored.find((s) => s.tagId === w.textTag.Id)?.text).toBe("乾隆御览之宝");

  // Ctrl+Enter: 提交审核, confirmed with Enter.
  await page.keyboard.press("Escape");
  await page.keyboard.press("Control+Enter");
  await confirmReady(page, "提交后不能再修改切片");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("task-state")).toHaveText("已提交");
  await expect(page.getByTestId("annotation-canvas-view")).toHaveAttribute("data-mode", "view");

  // The reviewer, in a browser of their own: Tab to the first slice, y; then n with a comment.
  const reviewer = await signedInPage(browser, await tokenOf(page.request, "editor.li"));
  await openCanvas(reviewer, w.taskId);
  await expect(reviewer.getByTestId("annotation-canvas-view")).toHaveAttribute("data-mode", "reviewer");
  await expect(items(reviewer)).toHaveCount(2);
  await reviewer.keyboard.press("Tab");
  await expect(reviewer.getByTestId("slice-detail")).toBeVisible();
  const firstId = await reviewer.getByTestId("slice-detail").getAttribute("data-slice-id");
  await reviewer.keyboard.press("y");
  await expect(reviewer.locator(`[data-testid=slice-item][data-slice-id="${firstId}"]`)).toHaveAttribute("data-audit", "approved");
  // y moved on to the next slice awaiting a verdict.
  await expect(reviewer.getByTestId("slice-detail")).not.toHaveAttribute("data-slice-id", firstId ?? "");
  const secondId = await reviewer.getByTestId("slice-detail").getAttribute("data-slice-id");
  await reviewer.keyboard.press("n");
  await expect(reviewer.getByTestId("reason-dialog")).toBeVisible();
  await reviewer.keyboard.type("印文有误，应为「乾隆鉴赏」");
  await reviewer.keyboard.press("Enter");
  await expect(reviewer.locator(`[data-testid=slice-item][data-slice-id="${secondId}"]`)).toHaveAttribute("data-audit", "rejected");

  // 驳回任务 with its reason: the task goes back to its annotator.
  await reviewer.getByTestId("reject-task").click();
  await reviewer.keyboard.type("请修改被驳回的印文");
  await reviewer.keyboard.press("Enter");
  await expect(reviewer.getByTestId("task-state")).toHaveText("已驳回");
  const task = (await apiCall(page.request, adminToken, "ReviseServiceAdmin/getReviseTask", { Id: w.taskId })).data as { state: string; rejectReason: string };
  expect(task).toMatchObject({ state: "rejected", rejectReason: "请修改被驳回的印文" });
  const audited = (await apiCall(page.request, adminToken, "ReviseServiceAdmin/listAnnotationSlice", { cond: { jsonq: JSON.stringify({ taskId: w.taskId }) } })).data as { Id: number; auditState: string; auditComment: string | null }[];
  expect(audited.find((s) => String(s.Id) === firstId)?.auditState).toBe("approved");
  expect(audited.find((s) => String(s.Id) === secondId)).toMatchObject({ auditState: "rejected", auditComment: "印文有误，应为「乾隆鉴赏」" });

  // The annotator sees the rejection: the banner's reason, the rejected slice marked.
  await page.reload();
  await expect(canvas(page)).toHaveAttribute("data-annotations-ready", "true", { timeout: 30_000 });
  await expect(page.getByTestId("task-banner")).toContainText("请修改被驳回的印文");
  await expect(page.locator(`[data-testid=slice-item][data-slice-id="${secondId}"]`)).toHaveAttribute("data-audit", "rejected");
  await reviewer.context().close();
});

test("a slice drawn is stored and reloaded in the same place", async ({ page, adminToken }) => {
  test.setTimeout(TIMEOUT);
  const w = await world(page.request, adminToken, "乙");
  await signedInAs(page, await tokenOf(page.request, "label.wu"));
  await openInApp(page, w.taskId);
  await page.keyboard.press("1");
  await page.keyboard.press("r");
  await drag(page, [0.3, 0.3], [0.5, 0.6]);
  await expect(items(page).first()).toHaveAttribute("data-state", "saved");
  await expect(page.getByTestId("save-status")).toHaveText("已保存");
  const drawn = JSON.parse(await items(page).first().getAttribute("data-region") ?? "null") as { x: number; y: number; w: number; h: number };
  expect(drawn.w).toBeGreaterThan(100);
  expect(drawn.h).toBeGreaterThan(100);

  // Stored as drawn, with its W3C form pointing at the image's canvas.
  const rows = (await apiCall(page.request, adminToken, "ReviseServiceAdmin/listAnnotationSlice", { cond: { jsonq: JSON.stringify({ taskId: w.taskId }) } })).data as { region: unknown; w3c: { target: { source: string; selector: { value: string } } } }[];
  expect(rows).toHaveLength(1);
  expect(rows[0]?.region).toEqual(drawn);
  expect(rows[0]?.w3c.target.selector.value).toBe(`xywh=pixel:${drawn.x},${drawn.y},${drawn.w},${drawn.h}`);
  expect(rows[0]?.w3c.target.source).toMatch(new RegExp(`/iiif/hdImage/${w.imageId}/canvas$`));

  // Reloaded: the same region, selected with Tab and shown with its box.
  await page.reload();
  await expect(canvas(page)).toHaveAttribute("data-annotations-ready", "true", { timeout: 30_000 });
  await expect(items(page)).toHaveCount(1);
  expect(JSON.parse(await items(page).first().getAttribute("data-region") ?? "null")).toEqual(drawn);
  await page.keyboard.press("Tab");
  await expect(page.getByTestId("slice-detail")).toContainText(`x ${drawn.x}, y ${drawn.y}, ${drawn.w}×${drawn.h} 像素`);
});

test("another annotator's task is read-only for them, and a write after the task was reassigned is refused in Chinese", async ({ page, browser, adminToken }) => {
  test.setTimeout(TIMEOUT);
  const w = await world(page.request, adminToken, "丙");
  // label.zheng opens label.wu's task: read only, no tools.
  const other = await signedInPage(browser, await tokenOf(page.request, "label.zheng"));
  await openCanvas(other, w.taskId);
  await expect(other.getByTestId("annotation-canvas-view")).toHaveAttribute("data-mode", "view");
  await expect(other.getByRole("button", { name: /矩形/ })).toHaveCount(0);
  await other.context().close();

  // label.wu draws one slice; the task is then given to label.zheng; label.wu's next change is refused.
  await signedInAs(page, await tokenOf(page.request, "label.wu"));
  await openCanvas(page, w.taskId);
  await page.keyboard.press("1");
  await page.keyboard.press("r");
  await drag(page, [0.2, 0.2], [0.35, 0.4]);
  await expect(items(page).first()).toHaveAttribute("data-state", "saved");
  const task = (await apiCall(page.request, adminToken, "ReviseServiceAdmin/getReviseTask", { Id: w.taskId })).data as { Id: number; utime: number };
  await apiCall(page.request, adminToken, "ReviseServiceAdmin/reassignReviseTask", { Id: task.Id, utime: task.utime, data: { annotatorId: await userId(page.request, adminToken, "label.zheng") } });
  await drag(page, [0.6, 0.6], [0.8, 0.8]);
  await expect(page.getByTestId("save-status")).toHaveText("保存失败");
  await expect(page.getByTestId("slice-save-state")).toContainText(/只有任务「RT-[\d-]+」指派的标注员可以新建切片/);
  const rows = (await apiCall(page.request, adminToken, "ReviseServiceAdmin/listAnnotationSlice", { cond: { jsonq: JSON.stringify({ taskId: w.taskId }) } })).data as unknown[];
  expect(rows).toHaveLength(1);
});

test("Mirador shows a slice's stored Web Annotation, as an AnnotationPage on the image's canvas", async ({ page, adminToken }) => {
  test.setTimeout(TIMEOUT);
  const mirador = path.join(ROOT, "node_modules", "mirador", "dist", "mirador.min.js");
  test.skip(!fs.existsSync(mirador), "Mirador is not installed: npm ci installs it");
  const w = await world(page.request, adminToken, "丁");
  // A slice as the canvas saves it (label.wu, the task's annotator), with the text its tag asks for.
  const annotator = await tokenOf(page.request, "label.wu");
  const saved = await apiCall(page.request, annotator, "ReviseServiceAdmin/saveAnnotationSlice", {
    taskId: w.taskId, data: { tagId: w.textTag.Id, shape: "rect", region: { x: 2040, y: 160, w: 160, h: 160 }, text: "乾隆御览之宝" },
  });
  const w3c = (saved.data as { w3c: Record<string, unknown> & { target: { source: string } } }).w3c;
  // The image in an album manifest (another origin than the console's session reads it by its id).
  const album = (await apiCall(page.request, adminToken, "HdpServiceAdmin/createHdAlbum", {
    data: { title: "标注 Mirador 测试图集", albumType: "theme", behavior: "individuals", viewingDirection: "left-to-right", accessLevel: "free", sort: 0 },
  })).data as { Id: number; utime: number };
  await apiCall(page.request, adminToken, "HdpServiceAdmin/addHdAlbumImages", { Id: album.Id, utime: album.utime, data: { hdImageIds: String(w.imageId) } });
  const manifest = (await apiCall(page.request, adminToken, "ViewerServiceAdmin/getManifest", { type: "hdAlbum", Id: album.Id })).data as { id: string; items: { id: string }[] };
  const canvasId = manifest.items[0]?.id ?? "";
  // The export's page: the stored annotations on the canvas Mirador shows (content.md §11.4).
  const pageJson = annotationPage(`${canvasId}/annotations/revise`, [{ ...w3c, target: { ...w3c.target, source: canvasId } }], "标注");

  await page.setContent('<!doctype html><html><body style="margin:0"><div id="viewer" style="position:absolute;inset:0"></div></body></html>');
  await page.addScriptTag({ path: mirador });
  await page.evaluate(([manifestId, target, json]) => {
    type Receive = (t: string, id: string, j: unknown) => unknown;
    const M = (window as unknown as { Mirador: { viewer(config: object): { store: { dispatch(a: unknown): void } }; receiveAnnotation?: Receive; actions?: { receiveAnnotation: Receive } } }).Mirador;
    const viewer = M.viewer({ id: "viewer", windows: [{ manifestId, sideBarOpen: true, defaultSideBarPanel: "annotations" }], window: { allowClose: false } });
    // Mirador 4 exports its actions at the top of the global; 3 under `actions`.
    const receive = M.receiveAnnotation ?? M.actions?.receiveAnnotation;
    if (receive) viewer.store.dispatch(receive(target, (json as { id: string }).id, json));
  }, [manifest.id, canvasId, pageJson] as const);
  await expect(page.locator(".openseadragon-canvas canvas").first()).toBeVisible({ timeout: 20_000 });
  // The annotations panel lists it by its bodies: the tag and the seal's text.
  await page.getByRole("tab", { name: "Annotations" }).click();
  await expect(page.getByText("乾隆御览之宝").first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("Showing 1 annotation")).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("mirador-annotations.png") });
});
