import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { confirmDestructive, confirmReady, openPalette, signIn } from "./helpers";

/** The palette's commands (not the records its search finds). */
const items = (page: Page) => page.locator("[data-testid=palette] [data-command]");
const total = (page: Page) => page.getByTestId("total");
const rows = (page: Page) => page.getByTestId("grid-row");
const field = (page: Page, label: string) => page.getByTestId("editor").getByLabel(label, { exact: true });

/** Serious and critical accessibility violations inside `include`, named with where they are. */
async function serious(page: Page, include: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include(include).analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
}

async function call<T = Record<string, unknown>>(page: Page, path: string, data: object): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem("moyuan.admin.token"));
  return (await page.request.post(`/api/moyuan.${path}`, { data: { ...data, context: { token } } })).json() as Promise<T>;
}

async function userStates(page: Page, ...names: string[]): Promise<string[]> {
  const out: string[] = [];
  for (const userName of names) {
    const answer = await call<{ data: { userName: string; state: string }[] }>(page, "sys.SysAdmin/listUser", { cond: { jsonq: JSON.stringify({ userName }) } });
    out.push(answer.data.find((u) => u.userName === userName)?.state ?? "?");
  }
  return out;
}

/** Filters the users by name (Enter applies and gives the grid the focus) and focuses the one row. */
async function focusUser(page: Page, userName: string) {
  await page.locator("#filter-userName").fill(userName);
  await page.locator("#filter-userName").press("Enter");
  await expect(total(page)).toHaveText(/^共 1 条/);
  // The count may still be the previous filter's (one row too): wait for the row itself.
  await expect(page.getByTestId("grid-row").first()).toContainText(userName);
  await page.keyboard.press("ArrowDown");
  await expect(page.locator("[data-testid=grid-row][data-focused]")).toContainText(userName);
}

async function toUsers(page: Page) {
  await page.goto("/user/login");
  await signIn(page);
  await page.goto("/sysadmin/users");
  await expect(rows(page).first()).toHaveAttribute("data-id", /\d+/);
}

test("a command over a selection acts on every selected row: two users disabled from the palette, then enabled again", async ({ page }) => {
  await toUsers(page);
  // Rows are selected by record: the selection outlives a change of filter.
  await focusUser(page, "editor.zhao");
  await page.keyboard.press("x");
  await focusUser(page, "label.zheng");
  await page.keyboard.press("x");
  await expect(total(page)).toHaveText("共 1 条，已选 2 条");
  await expect(page.getByTestId("target")).toHaveText("已选 2 条");
  expect(await serious(page, "[data-testid=selection-bar]")).toEqual([]);

  await openPalette(page);
  await page.keyboard.type("设置状态");
  await expect(items(page).first()).toContainText("设置状态");
  await expect(page.locator("[data-testid=palette] [cmdk-group-heading]", { hasText: "选中的 2 条" })).toBeVisible();
  await page.keyboard.press("Enter");
  await page.keyboard.type("ty");
  await expect(items(page).first()).toContainText("停用");
  await page.keyboard.press("Enter");
  await expect(page.locator("[data-testid=palette] [cmdk-group-heading]").first()).toContainText("停用后该用户将立即退出登录");
  await page.keyboard.press("Enter");
  // An action over a selection is a batch job, followed on the screen.
  const job = page.getByTestId("job-panel");
  await expect(job).toContainText("批量设置状态：后台用户");
  await expect(job.getByTestId("job-status")).toHaveText("已完成");
  await expect(job).toContainText("已完成 2 / 共 2");
  await expect(rows(page).first().locator("[data-state=DISABLED]")).toHaveText("已停用");
  await expect(total(page)).toHaveText("共 1 条");
  expect(await userStates(page, "editor.zhao", "label.zheng")).toEqual(["DISABLED", "DISABLED"]);

  // Both are disabled now: the selection offers 启用 (the machine's transition), not 停用.
  await page.keyboard.press("x");
  await focusUser(page, "editor.zhao");
  await page.keyboard.press("x");
  await expect(total(page)).toHaveText("共 1 条，已选 2 条");
  await expect(page.locator("[data-offer='transition:enable']")).toBeVisible();
  await expect(page.locator("[data-offer='transition:disable']")).toHaveCount(0);
  await openPalette(page);
  await page.keyboard.type("qiyong");
  await expect(items(page).first()).toHaveText(/^启用选中的 2 条后台用户/);
  await page.keyboard.press("Enter");
  await expect(rows(page).first().locator("[data-state=ACTIVE]")).toHaveText("已启用");
  expect(await userStates(page, "editor.zhao", "label.zheng")).toEqual(["ACTIVE", "ACTIVE"]);
});

test("a transition is offered only where the row's state allows it, and asks first where it says so", async ({ page }) => {
  await toUsers(page);
  await focusUser(page, "finance.sun");
  await expect(page.locator("[data-offer='transition:disable']")).toBeVisible();
  await expect(page.locator("[data-offer='transition:enable']")).toHaveCount(0);
  await openPalette(page);
  await page.keyboard.type("用「finance");
  await expect(items(page)).toHaveText([/^停用「finance\.sun」/]);
  await page.keyboard.press("Escape");

  await focusUser(page, "former.qian");
  await expect(page.locator("[data-offer='transition:enable']")).toBeVisible();
  await expect(page.locator("[data-offer='transition:disable']")).toHaveCount(0);

  // One active and one disabled user: no transition suits both.
  await page.keyboard.press("x");
  await focusUser(page, "finance.sun");
  await page.keyboard.press("x");
  await expect(page.getByTestId("target")).toHaveText("已选 2 条");
  await expect(page.locator("[data-offer^='transition:']")).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(total(page)).toHaveText("共 1 条");

  // 停用 declares a confirmation: from its button it asks; Esc keeps the user as they were.
  await page.locator("[data-offer='transition:disable']").click();
  await confirmReady(page, "停用：「finance.sun」？");
  expect(await serious(page, "[data-testid=confirm]")).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("confirm")).toBeHidden();
  expect(await userStates(page, "finance.sun")).toEqual(["ACTIVE"]);
});

test("a child list: the parent picked by search, shown as a breadcrumb; only its rows; new rows under it; reached from the parent's slide-over", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
  await page.goto("/dataadmin/CategoryLabels/items");
  const picker = page.getByTestId("parent-picker");
  await expect(picker).toContainText("标签属于哪个标签类型？");
  await expect(picker.getByRole("combobox")).toBeFocused();
  expect(await serious(page, "[data-testid=parent-picker]")).toEqual([]);
  await page.keyboard.type("书法");
  await expect(page.getByRole("option")).toHaveText([/^书法书体/]);
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/dataadmin\/CategoryLabels\/items\?typeId=\d+$/);
  const typeId = Number(new URL(page.url()).searchParams.get("typeId"));
  await expect(page.getByTestId("breadcrumb")).toContainText("标签类型›书法书体");
  const items = await call<{ total: number }>(page, "MultiLevelTagServiceAdmin/listItem", { cond: { jsonq: JSON.stringify({ typeId }) } });
  await expect(total(page)).toHaveText(`共 ${items.total} 条`);

  await page.keyboard.press("n");
  await expect(page.getByTestId("editor")).toContainText("新建标签");
  await expect(field(page, "标签类型")).toBeDisabled();
  await expect(field(page, "标签类型")).toHaveValue(/^书法书体（#\d+）$/);
  await field(page, "名称").fill("引擎测试书体");
  await page.keyboard.press("ControlOrMeta+s");
  await expect(page.getByTestId("editor")).toBeHidden();
  await expect(total(page)).toHaveText(`共 ${items.total + 1} 条`);
  const made = await call<{ data: { label: string; typeId: number }[] }>(page, "MultiLevelTagServiceAdmin/listItem", { cond: { jsonq: JSON.stringify({ label: "引擎测试书体" }) } });
  expect(made.data.map((r) => [r.label, r.typeId])).toEqual([["引擎测试书体", typeId]]);

  // The parent's slide-over lists its children in a tab, with a way to their own screen.
  await page.getByTestId("breadcrumb").getByRole("link", { name: "标签类型" }).click();
  await expect(page).toHaveURL(/\/dataadmin\/CategoryLabels$/);
  await expect(page.getByTestId("tag-tree")).toBeVisible();
  await page.locator("#filter-label").fill("书法书体");
  await page.locator("#filter-label").press("Enter");
  await expect(total(page)).toHaveText("共 1 条");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("editor")).toContainText("查看标签类型");
  await page.getByRole("tab", { name: "基本信息" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "标签" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("children-tagItem")).toContainText("引擎测试书体");
  expect(await serious(page, "[data-testid=editor]")).toEqual([]);
  await page.getByTestId("child-link").press("Enter");
  await expect(page).toHaveURL(new RegExp(`/dataadmin/CategoryLabels/items\\?typeId=${typeId}$`));
  await expect(page.getByTestId("breadcrumb")).toContainText("书法书体");

  // An Id that names nothing asks for the parent again rather than failing.
  await page.goto("/dataadmin/CategoryLabels/items?typeId=999999");
  await expect(page.getByTestId("parent-picker")).toContainText("没有找到 Id 为 999999 的标签类型");
});

test("a ledger (数据变更记录): nothing to create, edit or delete; Enter opens the read-only detail; a time range filters; export as a job", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
  const made = await call<{ data: { Id: number } }>(page, "BaseServiceAdmin/createMuseum", { data: { name: "账本测试馆" } });
  await page.goto("/dataadmin/record");
  await page.locator("#filter-recordId").fill(String(made.data.Id));
  await page.locator("#filter-resource").fill("museum");
  await page.locator("#filter-resource").press("Enter");
  await expect(total(page)).toHaveText("共 1 条");
  await expect(page.getByText("只读记录")).toBeVisible();
  await expect(page.getByRole("button", { name: /新建/ })).toHaveCount(0);

  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("n");
  await page.keyboard.press("e");
  await page.keyboard.press("Delete");
  await expect(page.getByTestId("editor")).toBeHidden();
  await expect(page.getByTestId("confirm")).toBeHidden();
  await expect(page.locator("[data-offer]")).toHaveCount(0);
  await openPalette(page);
  await page.keyboard.type("shanchu");
  await expect(items(page).filter({ hasText: /^删除/ })).toHaveCount(0);
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("bianji");
  await expect(items(page).filter({ hasText: /^编辑/ })).toHaveCount(0);
  await page.keyboard.press("Escape");

  await page.keyboard.press("Enter");
  await expect(page.getByTestId("editor")).toContainText("查看数据变更记录");
  await expect(page.getByTestId("change-diff")).toContainText("账本测试馆");
  await expect(page.getByTestId("editor").getByRole("button", { name: /保存|编辑/ })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("editor")).toBeHidden();

  // The records' own time, as a from–to range typed in Shanghai time.
  await page.locator("#filter-time-from").fill("2099-01-01T00:00");
  await page.locator("#filter-time-from").press("Enter");
  await expect(total(page)).toHaveText("共 0 条");
  await page.locator("#filter-time-from").fill("2000-01-01T00:00");
  await page.locator("#filter-time-to").fill("2099-12-31T23:59");
  await page.locator("#filter-time-to").press("Enter");
  await expect(total(page)).toHaveText("共 1 条");

  // Export is a server job: the filtered rows as an Excel file, linked once it is done.
  await openPalette(page);
  await page.keyboard.type("daochu");
  await expect(items(page).first()).toHaveText(/^导出全部筛选结果（Excel）/);
  await page.keyboard.press("Enter");
  const job = page.getByTestId("job-panel");
  await expect(job).toContainText("导出数据变更记录");
  await expect(job.getByTestId("job-status")).toHaveText("已完成");
  await expect(job).toContainText("已完成 1 / 共 1");
  const file = await page.request.get(await job.getByRole("link", { name: "下载结果" }).getAttribute("href") as string);
  expect(file.ok()).toBe(true);
  expect((await file.body()).subarray(0, 2).toString()).toBe("PK"); // an .xlsx is a zip
});

test("an image field shows a thumbnail through one signed URL per key, fetched only for rows on screen", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
  const signs: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/encodeImageURL")) signs.push((r.postDataJSON() as { key: string }).key);
  });
  await call(page, "BaseServiceAdmin/createMuseum", { data: { name: "缩略图测试馆" } });
  await page.goto("/dataadmin/museum");
  await expect(rows(page).first()).toHaveAttribute("data-id", /\d+/);
  await page.locator("#filter-name").fill("缩略图测试馆");
  await page.locator("#filter-name").press("Enter");
  await expect(total(page)).toHaveText("共 1 条");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("e");
  const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
  await page.getByTestId("editor").locator("input[type=file]").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
  await expect(field(page, "标志")).toHaveValue(/\.png$/);
  const key = await field(page, "标志").inputValue();
  await expect(page.getByTestId("editor").getByTestId("thumbnail")).toBeVisible();
  await page.keyboard.press("ControlOrMeta+s");
  await expect(page.getByTestId("editor")).toBeHidden();

  // 标志 is not a listed column: the columns menu turns it on.
  await page.getByTestId("columns-menu").click();
  await page.getByRole("menuitemcheckbox", { name: "标志" }).click();
  await page.keyboard.press("Escape");
  const thumb = page.getByTestId("grid").getByTestId("thumbnail");
  await expect(thumb).toHaveCount(1);
  await expect(thumb).toHaveAttribute("src", /\/files\//);
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  // The editor's preview and the grid's cell share one signed URL.
  expect(signs).toEqual([key]);
});

test("全选 N 条匹配 takes every row the filter matches, loaded or not; a batch delete over them asks first and runs as a job", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
  for (const n of [1, 2, 3]) await call(page, "BaseServiceAdmin/createMuseum", { data: { name: `批量删除测试${n}` } });
  await page.goto("/dataadmin/museum");
  await expect(rows(page).first()).toHaveAttribute("data-id", /\d+/);
  await page.locator("#filter-name").fill("批量删除测试");
  await page.locator("#filter-name").press("Enter");
  await expect(total(page)).toHaveText("共 3 条");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("x");
  await expect(page.getByTestId("select-all-matching")).toHaveText(/全选 3 条匹配/);
  await page.keyboard.press("ControlOrMeta+a");
  await expect(total(page)).toHaveText("共 3 条，已选全部 3 条");
  await expect(page.getByTestId("target")).toHaveText("已选全部 3 条匹配");
  await page.keyboard.press("Delete");
  await confirmDestructive(page, "删除全部 3 条匹配的博物馆？");
  await expect(page.getByTestId("job-panel")).toContainText("批量删除博物馆");
  await expect(page.getByTestId("job-status")).toHaveText("已完成");
  await expect(total(page)).toHaveText("共 0 条");
  const left = await call<{ total: number }>(page, "BaseServiceAdmin/listMuseum", { cond: { jsonq: JSON.stringify({ name: "批量删除测试" }) } });
  expect(left.total).toBe(0);
});

test("two panes on one screen: a key acts on the pane that has the focus, never on both", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
  await page.goto("/dataadmin/CategoryLabels");
  await expect(rows(page).first()).toHaveAttribute("data-id", /\d+/);
  await page.keyboard.press("ArrowDown");
  const focusedType = page.locator("[data-testid=grid-row][data-focused]");
  await expect(focusedType).toHaveAttribute("aria-rowindex", "2");
  await expect(page.getByTestId("tag-tree")).toContainText("的标签");

  // In the tree, ↓ moves the tree's item and X is not the grid's "select".
  await page.getByRole("tree").focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("x");
  await expect(focusedType).toHaveAttribute("aria-rowindex", "2");
  await expect(total(page)).not.toContainText("已选");

  // Back in the grid, the same keys are the grid's.
  await page.getByTestId("grid").focus();
  await page.keyboard.press("ArrowDown");
  await expect(focusedType).toHaveAttribute("aria-rowindex", "3");
  await page.keyboard.press("x");
  await expect(total(page)).toContainText("已选 1 条");
});
