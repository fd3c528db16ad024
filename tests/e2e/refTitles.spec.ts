import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { PASSWORD, signIn } from "./helpers";

/** A call under the signed-in user's own session. */
async function caller(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem("moyuan.admin.token"));
  return async <T = { data: Record<string, unknown>[] }>(method: string, data: object): Promise<T> =>
    (await page.request.post(`/api/moyuan.${method}`, { data: { ...data, context: { token } } })).json() as Promise<T>;
}
const where = (cond: object, limit = 1) => ({ cond: { jsonq: JSON.stringify(cond) }, page: { skip: 0, limit } });

test("an order's detail names its buyer and shows its lines as a table, not JSON", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
  const call = await caller(page);
  const order = (await call("OrderServiceAdmin/listOrder", where({ orderType: "VIP", status: "PAID" }))).data[0] as { Id: number; visitorId: number };
  const visitor = (await call<{ data: { nickName: string } }>("TouristServiceAdmin/getVisitor", { Id: order.visitorId })).data;

  await page.goto(`/order/vip?open=${order.Id}`);
  const editor = page.getByTestId("editor");
  const buyer = editor.locator("dd", { has: page.locator("[data-slot=ref]") }).first();
  await expect(buyer).toHaveText(`${visitor.nickName}#${order.visitorId}`);
  const lines = editor.getByTestId("json-lines");
  await expect(lines.getByRole("columnheader")).toHaveText(["商品", "商品类型", "单价", "数量", "小计"]);
  await expect(lines.getByRole("row").nth(1)).toContainText("¥");
  await expect(editor).not.toContainText("lineAmount");
  await expect(editor).not.toContainText(`#${order.visitorId}（`);
});

test("a change of a reference reads as the records' titles in 数据变更记录", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
  const call = await caller(page);
  const from = (await call<{ data: { Id: number } }>("BaseServiceAdmin/createMuseum", { data: { name: "引用前馆", city: "杭州" } })).data;
  const to = (await call<{ data: { Id: number } }>("BaseServiceAdmin/createMuseum", { data: { name: "引用后馆", city: "苏州" } })).data;
  const image = (await call("HdpServiceAdmin/listHdImage", where({ tileStatus: "ready" }))).data[0] as { Id: number };
  const before = (await call<{ data: { utime: number; title: string } }>("HdpServiceAdmin/getHdImage", { Id: image.Id })).data;
  const moved = await call<{ code: string; data: { utime: number } }>("HdpServiceAdmin/updateHdImage", { Id: image.Id, utime: before.utime, data: { museumId: from.Id } });
  expect(moved.code).toBe("SUCCESS");
  expect((await call<{ code: string }>("HdpServiceAdmin/updateHdImage", { Id: image.Id, utime: moved.data.utime, data: { museumId: to.Id } })).code).toBe("SUCCESS");
  const change = (await call("BaseServiceAdmin/listDataChange", { ...where({ resource: "hdImage", recordId: image.Id }), sort: { by: "Id", asc: false } })).data[0] as { Id: number };

  // The list filtered to this image's records (the address holds filters), with the change open.
  await page.goto(`/dataadmin/record?f.resource=hdImage&f.recordId=${image.Id}&open=${change.Id}`);
  const diff = page.getByTestId("change-diff");
  await expect(diff.getByTestId("change-resource")).toContainText(`高清图 「${before.title}」#${image.Id}`);
  const museum = diff.locator("tr[data-field=museumId]");
  await expect(museum.locator("td").nth(0)).toHaveText(`引用前馆#${from.Id}`);
  await expect(museum.locator("td").nth(1)).toHaveText(`引用后馆#${to.Id}`);
  await page.keyboard.press("Escape");
  // The grid's 记录 column names the changed record too.
  const row = page.getByTestId("grid-row").filter({ hasText: "修改" }).filter({ hasText: `#${image.Id}` }).first();
  await expect(row.locator("[data-slot=ref]")).toHaveText(`${before.title}#${image.Id}`);
});

test("an HD image's subject is named by the work's title in the grid and the detail", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
  const call = await caller(page);
  const image = (await call("HdpServiceAdmin/listHdImage", where({ subjectType: "suha" }))).data[0] as { Id: number; subjectId: number; title: string };
  const work = (await call<{ data: { title: string } }>("SuhaServiceAdmin/getPaintingWork", { Id: image.subjectId })).data;

  await page.goto(`/hd/hdp?open=${image.Id}`);
  const subject = page.getByTestId("editor").getByTestId("ref-of-subjectId");
  await expect(subject).toHaveText(`${work.title}#${image.subjectId}`);
  await page.keyboard.press("Escape");
  await page.locator("#filter-title").fill(image.title);
  await page.locator("#filter-title").press("Enter");
  await expect(page.getByTestId("grid-row").first()).toContainText(work.title);
});

test("a reference the user may not read says 无权查看, never a number", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
  const call = await caller(page);
  const image = (await call("HdpServiceAdmin/listHdImage", where({ subjectType: "wenwu" }))).data[0] as { Id: number; subjectId: number };
  expect(image.subjectId).toBeGreaterThan(0);
  await page.getByTestId("user-menu").click();
  await page.getByRole("menuitem", { name: "退出登录" }).click();
  // The annotator may work on HD images but not read the relic library.
  await signIn(page, "label.wu", PASSWORD);
  await page.goto(`/hd/hdp?open=${image.Id}`);
  const subject = page.getByTestId("editor").getByTestId("ref-of-subjectId");
  await expect(subject).toHaveText(`无权查看#${image.subjectId}`);
  await expect(subject.locator("[data-slot=ref]")).toHaveAttribute("data-ref-state", "denied");
});
