import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { apiCall, signIn } from "./helpers";

/**
 * 指定课程 of a discount activity is picked by name, not typed as JSON (issue 25): the chosen courses
 * show as named chips; Backspace in the empty search takes the last one off, typing a course's name and
 * Enter adds it, a chip's × removes it; Ctrl+S saves the list of Ids the server checks.
 */
test("指定课程: chips by name; Backspace removes the last, Enter adds a searched course; saved as Ids", async ({ page, request, adminToken }) => {
  // 元旦新年满 1000 减 150: not started, 指定课程 [5, 6] in the demo world.
  const found = await apiCall(request, adminToken, "MarketingServiceAdmin/listDiscountActivity", { cond: { jsonq: JSON.stringify({ status: "NOT_STARTED", scope: "SELECTED" }) }, page: { skip: 0, limit: 1 } });
  const activity = (found.data as { Id: number; courseIds: number[] }[])[0]!;
  expect(activity.courseIds.length).toBeGreaterThan(1);
  const courses = (await apiCall(request, adminToken, "CourseServiceAdmin/listShiyCourse", { page: { skip: 0, limit: 50 }, sort: { by: "Id", asc: true } })).data as { Id: number; title: string }[];
  const titleOf = (id: number) => courses.find((c) => c.Id === id)?.title ?? "";
  // A course no live activity sells yet (the server refuses overlapping courses and times).
  const live = (await apiCall(request, adminToken, "MarketingServiceAdmin/listDiscountActivity", { cond: { jsonq: JSON.stringify({ status: ["ONGOING", "NOT_STARTED"] }) }, page: { skip: 0, limit: 50 } })).data as { courseIds: number[] | null }[];
  const taken = new Set(live.flatMap((a) => a.courseIds ?? []));
  const extra = courses.find((c) => !taken.has(c.Id) && !courses.some((o) => o.Id !== c.Id && o.title.includes(c.title)))!;
  const kept = activity.courseIds.slice(0, -1);

  await page.goto("/user/login");
  await signIn(page);
  await page.goto(`/sellAdmin/ShiyActivityList?open=${activity.Id}`);
  const editor = page.getByTestId("editor");
  await expect(editor).toBeVisible();
  await page.keyboard.press("e");
  const chips = editor.getByTestId("ref-chip");
  await expect(chips).toHaveCount(activity.courseIds.length);
  for (const [i, id] of activity.courseIds.entries()) await expect(chips.nth(i)).toContainText(titleOf(id));

  const search = editor.getByRole("combobox", { name: "指定课程" });
  await search.focus();
  await page.keyboard.press("Backspace");
  await expect(chips).toHaveCount(kept.length);
  await page.keyboard.type(extra.title);
  await expect(editor.getByRole("option", { name: new RegExp(extra.title) }).first()).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(chips).toHaveCount(kept.length + 1);
  await expect(chips.last()).toContainText(extra.title);
  await expect(search).toHaveValue("");

  await page.keyboard.press("ControlOrMeta+s");
  await expect.poll(async () => ((await apiCall(request, adminToken, "MarketingServiceAdmin/getDiscountActivity", { Id: activity.Id })).data as { courseIds: number[] }).courseIds)
    .toEqual([...kept, extra.Id]);
});

/**
 * A scoped picker (refScope) offers only what the server accepts: a capture task's 采集作品 are the chosen
 * artist's works — it waits for the artist, and another artist's work is not offered. Esc in the open
 * list closes the list only; the second Esc (list closed) asks to discard the editor as before.
 */
test("采集作品: only the chosen artist's works are offered; Esc closes the open list, not the editor", async ({ page, request, adminToken }) => {
  type Work = { Id: number; title: string; artistId: number };
  const works = (await apiCall(request, adminToken, "ShiyServiceAdmin/listProgrammeWork", { page: { skip: 0, limit: 200 }, sort: { by: "Id", asc: true } })).data as Work[];
  const artists = (await apiCall(request, adminToken, "ShiyServiceAdmin/listProgrammeArtist", { page: { skip: 0, limit: 200 } })).data as { Id: number; name: string }[];
  const nameOf = (id: number) => artists.find((a) => a.Id === id)?.name ?? "";
  // An artist whose name no other artist's contains, one of their works, and another artist's work
  // whose title none of theirs contains (so a search for it under the artist finds nothing).
  const own = works.find((w) => nameOf(w.artistId) !== "" && !artists.some((a) => a.Id !== w.artistId && a.name.includes(nameOf(w.artistId))))!;
  const theirs = works.filter((w) => w.artistId === own.artistId);
  const other = works.find((w) => w.artistId !== own.artistId && !theirs.some((t) => t.title.includes(w.title)))!;
  expect(own && other).toBeTruthy();
  const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));

  await page.goto("/user/login");
  await signIn(page);
  await page.goto("/shiy/drtask");
  await expect(page.getByTestId("grid-row").first()).toBeVisible();
  await page.keyboard.press("n");
  const editor = page.getByTestId("editor");
  await expect(editor).toBeVisible();
  const search = editor.getByRole("combobox", { name: "采集作品" });
  // The open list's options (the form's selects have options of their own).
  const offered = editor.getByRole("listbox").getByRole("option");
  // No artist yet: nothing to offer.
  await expect(search).toBeDisabled();

  const artist = editor.getByRole("combobox", { name: "艺术家" });
  await artist.focus();
  await page.keyboard.type(nameOf(own.artistId));
  await expect(offered.first()).toHaveText(literally(nameOf(own.artistId)));
  await page.keyboard.press("Enter");
  await expect(search).toBeEnabled();

  await search.focus();
  await page.keyboard.type(other.title);
  await expect(editor.getByRole("listbox")).toContainText("没有匹配的驻留作品");
  await expect(offered).toHaveCount(0);
  await search.fill("");
  await page.keyboard.type(own.title);
  await expect(offered.filter({ hasText: literally(own.title) }).first()).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(editor.getByTestId("ref-chip")).toHaveCount(1);
  await expect(editor.getByTestId("ref-chip")).toContainText(own.title);
  // The chips input, with a chip and its × button, passes axe (serious and critical findings).
  const axe = await new AxeBuilder({ page }).include("[data-testid=editor]").analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

  // Esc in the open list: the list closes, the (changed) editor stays and asks nothing.
  await page.keyboard.press("ArrowDown");
  await expect(search).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  await expect(search).toHaveAttribute("aria-expanded", "false");
  await expect(search).toBeFocused();
  await expect(page.getByTestId("confirm")).toHaveCount(0);
  await expect(editor).toBeVisible();
  // The second Esc is the editor's again: it asks before discarding the changes.
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("confirm")).toContainText("放弃未保存的修改？");
});

/**
 * 添加拍品 on a session (an action form): 拍品池 offers only 已入池 items (a 待评估 one is not offered), keeps
 * the order they were picked in (the order of the new 图录号), and Esc in its open list leaves the form open.
 */
test("添加拍品: only 已入池 items are offered, in the order picked; Esc closes the list, not the form", async ({ page, request, adminToken }) => {
  type Item = { Id: number; title: string; poolState: string };
  const items = (await apiCall(request, adminToken, "ShiyServiceAdmin/listAuctionPoolItem", { page: { skip: 0, limit: 200 }, sort: { by: "Id", asc: true } })).data as Item[];
  const approved = items.filter((i) => i.poolState === "approved");
  // Titles no other item's title contains: a search for one finds that item first.
  const alone = (i: Item) => !items.some((o) => o.Id !== i.Id && o.title.includes(i.title));
  const [first, second] = approved.filter(alone);
  const candidate = items.find((i) => i.poolState === "candidate" && !approved.some((a) => a.title.includes(i.title)));
  expect(first && second && candidate).toBeTruthy();
  const [auction] = (await apiCall(request, adminToken, "ShiyServiceAdmin/listAuction", { cond: { jsonq: JSON.stringify({ status: "draft" }) } })).data as { Id: number }[];
  const [session] = (await apiCall(request, adminToken, "ShiyServiceAdmin/listAuctionSession", { cond: { jsonq: JSON.stringify({ auctionId: auction!.Id }) } })).data as { Id: number }[];
  const lots = async () => (await apiCall(request, adminToken, "ShiyServiceAdmin/listAuctionLot", {
    cond: { jsonq: JSON.stringify({ sessionId: session!.Id }) }, sort: { by: "lotNo", asc: true }, page: { skip: 0, limit: 200 },
  })).data as { lotNo: number; poolItemId: number }[];
  const before = await lots();

  await page.goto("/user/login");
  await signIn(page);
  await page.goto(`/shiy/ShiyAuctionRoomList?auctionId=${auction!.Id}`);
  await expect(page.locator(`[data-testid=grid-row][data-id='${session!.Id}']`)).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await expect(page.locator("[data-testid=grid-row][data-focused]")).toHaveAttribute("data-id", String(session!.Id));
  await page.keyboard.press("a");
  const form = page.getByTestId("action-form");
  const search = form.getByRole("combobox", { name: "拍品池" });
  await expect(search).toBeFocused();
  const offered = form.getByRole("listbox").getByRole("option");

  await page.keyboard.type(candidate!.title);
  await expect(form.getByRole("listbox")).toContainText("没有匹配的拍品池");
  await expect(offered).toHaveCount(0);
  await search.fill("");
  for (const item of [second!, first!]) {
    await page.keyboard.type(item.title);
    await expect(offered.first()).toContainText(item.title);
    await page.keyboard.press("Enter");
    await expect(search).toHaveValue("");
  }
  const chips = form.getByTestId("ref-chip");
  await expect(chips).toHaveCount(2);
  await expect(chips.nth(0)).toContainText(second!.title);
  await expect(chips.nth(1)).toContainText(first!.title);

  await page.keyboard.press("ArrowDown");
  await expect(search).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  await expect(search).toHaveAttribute("aria-expanded", "false");
  await expect(form).toBeVisible();

  await page.keyboard.press("ControlOrMeta+Enter");
  await expect(form).toBeHidden();
  await expect.poll(async () => (await lots()).length).toBe(before.length + 2);
  const added = (await lots()).slice(before.length);
  const last = before[before.length - 1]?.lotNo ?? 0;
  expect(added.map((l) => [l.lotNo, l.poolItemId])).toEqual([[last + 1, second!.Id], [last + 2, first!.Id]]);
});
