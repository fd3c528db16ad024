// Data tools and AI records by keyboard: on 识图记录 (/tools/aishitu) mark the newest record as
// misrecognised (M) with the correct relic picked by its name, and see the record flagged with that
// relic; on 问答记录 (/zxb/listChatAiRecord) search the questions (/) and find only the matching ones.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { apiCall, openPalette, signIn } from "./helpers";

const rows = (page: Page) => page.getByTestId("grid-row");
const focusedRow = (page: Page) => page.locator("[data-testid=grid-row][data-focused]");

interface Rec { Id: number; code: string; topMatchType: string; topMatchId: number | null; badCase: boolean; correctType: string | null; correctId: number | null; badCaseNote: string | null }

test("mark the newest recognition record as misrecognised with the correct relic, by keyboard", async ({ page, adminToken }) => {
  const call = async <T>(path: string, payload: object = {}) => (await apiCall(page.request, adminToken, path, payload)) as T;
  const newest = (await call<{ data: Rec[] }>("ToolServiceAdmin/listRecognitionRecord", { page: { skip: 0, limit: 1 } })).data[0]!;
  const relics = (await call<{ data: { Id: number; name: string }[] }>("WenwuServiceAdmin/listRelic", { page: { skip: 0, limit: 100 } })).data;
  // A relic no other relic's name starts with, and not the record's own top match.
  const relic = relics.find((r) => !(newest.topMatchType === "wenwu" && newest.topMatchId === r.Id) && relics.filter((o) => o.name.startsWith(r.name)).length === 1)!;

  await page.goto("/user/login");
  await signIn(page);
  await openPalette(page);
  await page.keyboard.type("识图记录");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/tools\/aishitu$/);
  await expect(rows(page).first()).toContainText(newest.code);
  await page.keyboard.press("ArrowDown");
  await expect(focusedRow(page)).toContainText(newest.code);

  await page.keyboard.press("m");
  const form = page.getByTestId("action-form");
  await expect(form).toContainText("标记误识");
  const type = form.getByLabel("正确类型");
  await expect(type).toBeFocused();
  // 请选择 · 书画作品 · 书法作品 · 文物
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowDown");
  await expect(type).toHaveValue("wenwu");
  // The Id field becomes a picker over 文物 once the type is chosen: Tab only after it is there.
  const picker = form.getByRole("combobox", { name: "正确结果" });
  await expect(picker).toBeEnabled();
  await page.keyboard.press("Tab");
  await expect(picker).toBeFocused();
  await page.keyboard.type(relic.name);
  await expect(page.getByRole("listbox").getByRole("option").first()).toContainText(relic.name);
  await page.keyboard.press("Enter");
  await expect(picker).toHaveValue(new RegExp(relic.name));
  // Past the picker's 清除 to 说明.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(form.getByLabel("说明")).toBeFocused();
  await page.keyboard.type("用户拍的是展柜里的文物");
  await page.screenshot({ path: "test-results/recognition-mark.png" });
  await page.keyboard.press("ControlOrMeta+Enter");
  await expect(form).toBeHidden();

  await expect.poll(async () => (await call<{ data: Rec }>("ToolServiceAdmin/getRecognitionRecord", { Id: newest.Id })).data)
    .toMatchObject({ badCase: true, correctType: "wenwu", correctId: relic.Id, badCaseNote: "用户拍的是展柜里的文物" });
});

test("search the AI question-and-answer records by words of the question", async ({ page, adminToken }) => {
  const call = async <T>(path: string, payload: object = {}) => (await apiCall(page.request, adminToken, path, payload)) as T;
  const found = await call<{ data: { question: string }[]; total: number }>("ChatAiServiceAdmin/listChatAiRecord", { cond: { jsonq: JSON.stringify({ question: "兰亭序" }) }, page: { skip: 0, limit: 100 } });
  expect(found.total).toBeGreaterThan(0);

  await page.goto("/user/login");
  await signIn(page);
  await openPalette(page);
  await page.keyboard.type("问答记录");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/zxb\/listChatAiRecord$/);
  await expect(rows(page).first()).toBeVisible();
  await page.keyboard.press("/");
  await expect(page.locator("#filter-question")).toBeFocused();
  await page.keyboard.type("兰亭序");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("total")).toHaveText(`共 ${found.total} 条`);
  await expect(rows(page)).toHaveCount(found.total);
  for (const row of await rows(page).all()) await expect(row).toContainText("兰亭序");
  await page.screenshot({ path: "test-results/chat-records-search.png" });
});
