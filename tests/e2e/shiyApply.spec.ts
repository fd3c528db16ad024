// The residency application queue (/shiy/apply, content.md §8.1) by keyboard only: open it from the
// palette, walk down to an application waiting for its interview, 录取 it with A (and its confirmation),
// see it leave 待审核 for 已录取, then find the programme artist it made from the palette by name and
// open it: 待签约, from that application.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { confirmReady, openPalette, signIn } from "./helpers";

const rows = (page: Page) => page.getByTestId("grid-row");
const focusedRow = (page: Page) => page.locator("[data-testid=grid-row][data-focused]");
const count = (page: Page, tab: string) => page.getByTestId(`queue-tab-${tab}`).getByTestId("queue-count");
const selectedTab = (page: Page) => page.getByRole("tab", { selected: true });
// A seeded applicant of the coming batch, 待面谈 (server/domains/shiy/programmeApplication/applicationData.ts).
const APPLICANT = "钟离若";

test("录取 an application from /shiy/apply with the keyboard; Ctrl+K finds the artist it made and Enter opens it", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
  await openPalette(page);
  await page.keyboard.type("驻留申请");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/shiy\/apply$/);
  await expect(selectedTab(page)).toContainText("待审核");
  await expect(count(page, "pending")).toHaveText("34");

  // The counts may come before the rows: ↓ focuses a row only once there are some.
  await expect(rows(page).first()).toHaveAttribute("data-id", /\d+/);
  await page.keyboard.press("ArrowDown");
  await expect(focusedRow(page)).toHaveCount(1);
  for (let i = 0; i < 40 && !((await focusedRow(page).textContent()) ?? "").includes(APPLICANT); i++) await page.keyboard.press("ArrowDown");
  await expect(focusedRow(page)).toContainText(APPLICANT);
  await expect(focusedRow(page)).toContainText("待面谈");
  const applicationId = await focusedRow(page).getAttribute("data-id");

  await page.keyboard.press("a");
  await confirmReady(page, "录取后按申请信息建立驻留艺术家");
  await page.keyboard.press("Enter");
  await expect(count(page, "pending")).toHaveText("33");
  await expect(rows(page).filter({ hasText: APPLICANT })).toHaveCount(0);

  await page.keyboard.press("]");
  await expect(selectedTab(page)).toContainText("已录取");
  await expect(rows(page).filter({ hasText: APPLICANT })).toContainText("已录取");

  await openPalette(page);
  await page.keyboard.type(APPLICANT);
  // The application is found by the same name: take the artist.
  const artist = page.locator("[data-testid=palette] [data-record^='programmeArtist:']");
  await expect(artist).toHaveCount(1);
  for (let i = 0; i < 20 && (await artist.getAttribute("data-selected")) !== "true"; i++) await page.keyboard.press("ArrowDown");
  await expect(artist).toHaveAttribute("data-selected", "true");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/shiy\/artist\?open=\d+$/);
  const editor = page.getByTestId("editor");
  await expect(editor).toContainText(APPLICANT);
  await expect(editor).toContainText("待签约");
  expect(applicationId).toMatch(/^\d+$/);
  await page.screenshot({ path: "test-results/shiy-artist-from-application.png" });
});
