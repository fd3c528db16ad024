// A smoke test per catalogue route, generated from ALL_ROUTES: a new screen is covered as soon as
// its route names a view. Built screens open as admin with their data, pass axe (no serious or
// critical violation; axe on a covering set of them, tests/e2e/axeCoverage.ts) and, where the admin may create, open the editor with `n` and close it with
// Esc; routes without a view open on the honest "not built yet" page. Nothing here writes.
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { ALL_ROUTES, levelAtLeast, methodName, type ResolvedRoute, type ResourceDef, type Rights } from "../../src/catalogue";
import { resourceByName } from "../../src/catalogue/registry";
import { queueFilter, queueTabsOf } from "../../src/views/resource/list/queueTabs";
import { expect, test } from "./fixtures";
import { axeCoveringSet } from "./axeCoverage";
import { apiCall, signedInAs } from "./helpers";

test.describe.configure({ mode: "parallel" });

const APP_TITLE = "墨苑管理后台";

/** Uncaught exceptions and console errors, collected while the test runs. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(`uncaught: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(`console: ${m.text()}`);
  });
  return errors;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Client-side navigation, as a link in the console does it. */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}

const built = ALL_ROUTES.filter((r) => r.view !== undefined);
const notBuilt = ALL_ROUTES.filter((r) => r.view === undefined);
const axeChecked = axeCoveringSet(built);

/**
 * Serious and critical violations in the screen itself. The shell around it (menu, header) is the same on
 * every route, and colour contrast comes from the shared theme: a11y.spec.ts checks both, with every rule, on
 * the shapes of screen. Contrast was most of axe's time here (styles of every text node of a wide grid).
 */
async function seriousInScreen(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include("main").disableRules(["color-contrast"]).analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
}

/** One built route: its screen, its rows as the server lists them, axe, and n/Esc where the admin may create. */
async function checkBuilt(page: Page, request: APIRequestContext, adminToken: string, route: ResolvedRoute, first: boolean, errors: string[]): Promise<void> {
  const def = resourceByName(route.view as string) as ResourceDef | undefined;
  const creatable = def !== undefined && !def.readOnly && def.ops.includes("create");
  // A child resource's hidden route lists the children of one parent named in the address
  // (/dataadmin/CategoryLabels/items?typeId=…): open it under the parent the server lists first.
  // A route may name the parent itself (lessons under a public or an academy course).
  const parent = route.parent ?? (def?.parent && route.hidden ? def.parent : undefined);
  let scope: Record<string, number> = {};
  if (parent) {
    const parentDef = resourceByName(parent.resource) as ResourceDef;
    const top = await apiCall(request, adminToken, `${parentDef.service}/${methodName(parentDef, "list")}`, { page: { skip: 0, limit: 1 } });
    const parentId = (top.data as { Id: number }[])[0]?.Id;
    expect(parentId, `a ${parent.resource} to open ${route.path} under`).toBeDefined();
    scope = { [parent.key]: parentId as number };
  }
  const query = parent ? `?${new URLSearchParams({ [parent.key]: String(scope[parent.key]) })}` : "";
  if (first) await page.goto(`${route.path}${query}`);
  else await navigate(page, `${route.path}${query}`);
  await expect(page).toHaveURL(new RegExp(`${escape(route.path + query)}$`));
  await expect(page).toHaveTitle(`${route.title} - ${APP_TITLE}`);

  if (def) {
    // The grid shows what the server holds for an unfiltered list: its count, and rows when there are any.
    // A route preset (会员订单 = orders of type VIP) lists only its fixed filter's rows; an approval
    // queue opens on its first tab (待审核): the list under that tab's filter.
    const shown = { ...scope, ...route.preset?.fixed, ...queueFilter(def, queueTabsOf(def, route.preset?.fixed)[0]) };
    const cond = Object.keys(shown).length > 0 ? { cond: { jsonq: JSON.stringify(shown) } } : {};
    const list = await apiCall(request, adminToken, `${def.service}/${methodName(def, "list")}`, { ...cond, page: { skip: 0, limit: 1 } });
    const total = list.total as number;
    // The route's own grid (a screen may list another resource under it: 会计期间 under 账单管理).
    await expect(page.getByTestId("grid").first()).toBeVisible();
    await expect(page.getByTestId("total").first()).toHaveText(new RegExp(`^共 ${total} 条`));
    if (total > 0) await expect(page.getByTestId("grid-row").first()).toHaveAttribute("data-id", /^\d+$/);
    else await expect(page.getByTestId("empty").first()).toBeVisible();
  } else {
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
  }
  await expect(page.getByTestId("page-loading")).toHaveCount(0);
  if (axeChecked.has(route.path)) expect(await seriousInScreen(page)).toEqual([]);

  if (def && creatable) {
    const user = await apiCall(request, adminToken, "sys.SysAdmin/getUserinfo");
    const rights = (user.acl as { rights: Rights }).rights;
    expect(levelAtLeast(rights[def.access], "WRITE"), `admin may write ${def.access}`).toBe(true);
    const editor = page.getByTestId("editor");
    await page.keyboard.press("n");
    await expect(editor).toBeVisible();
    await expect(editor).toHaveAttribute("role", "dialog");
    // Radix binds Esc as the dialog takes the focus: press it only then.
    await expect.poll(() => editor.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(editor).toBeHidden();
  }

  await expect(page.locator("[data-sonner-toast][data-type=error]")).toHaveCount(0);
  expect(errors).toEqual([]);
}

// The built routes in tests of a few each (spread over the workers): the first opened from its address, the
// others as a link in the console opens them — a full load per route cost a second and checked nothing more,
// and going from screen to screen inside one console is how staff use it.
const BUILT_CHUNK = 6;
for (let i = 0; i < built.length; i += BUILT_CHUNK) {
  const routes = built.slice(i, i + BUILT_CHUNK);
  test(`built routes ${routes.map((r) => r.path).join(" ")}: open as admin with their rows, axe (on a covering set) finds nothing serious, n opens the editor and Esc closes it`, async ({ page, request, adminToken }) => {
    // axe over a wide grid of images takes seconds on a busy machine.
    test.setTimeout(40_000 * routes.length);
    const errors = watchErrors(page);
    await signedInAs(page, adminToken);
    for (const [j, route] of routes.entries()) {
      await test.step(`${route.path} ${route.title}`, () => checkBuilt(page, request, adminToken, route, j === 0, errors));
    }
  });
}

// The unbuilt routes in a few tests of up to 40 (spread over the workers). The first route of each is
// opened from its address; the others as the menu opens them, inside the running console (a full
// load each would cost a second per route for nothing more: every path is served the same page).
const CHUNK = 40;
const chunks: ResolvedRoute[][] = [];
for (let i = 0; i < notBuilt.length; i += CHUNK) chunks.push(notBuilt.slice(i, i + CHUNK));

for (const routes of chunks) {
  const first = routes[0] as ResolvedRoute;
  const last = routes[routes.length - 1] as ResolvedRoute;
  test(`${routes.length} unbuilt routes (${first.path} … ${last.path}) open on 此页面尚未建成 without errors`, async ({ page, adminToken }) => {
    const errors = watchErrors(page);
    await signedInAs(page, adminToken);
    for (const [i, route] of routes.entries()) {
      await test.step(`${route.path} ${route.title}`, async () => {
        if (i === 0) await page.goto(route.path);
        else await navigate(page, route.path);
        await expect(page).toHaveURL(new RegExp(`${escape(route.path)}$`));
        const notice = page.getByTestId("page-not-built");
        await expect(notice.getByRole("heading", { level: 1 }), route.path).toHaveText(route.title);
        await expect(notice, route.path).toContainText("此页面尚未建成");
        await expect(notice, route.path).toContainText(`路由 ${route.path}`);
        await expect(page, route.path).toHaveTitle(`${route.title} - ${APP_TITLE}`);
        expect(errors, route.path).toEqual([]);
      });
    }
    await expect(page.locator("[data-sonner-toast][data-type=error]")).toHaveCount(0);
  });
}
