import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signIn } from "./helpers";

/**
 * The crawler by keyboard (/tools/crawler, content.md §12.6): 立即运行 (S) on a target queues its run as
 * a job whose progress panel follows it; the server's allow-list is empty here, so the run fails and
 * its log — reached from the target's 运行记录 tab — says why, with nothing fetched.
 */
const rows = (page: Page) => page.locator("[data-testid=grid-row]");

async function api(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem("moyuan.admin.token"));
  return async <T>(method: string, data: object): Promise<T> => {
    const body = (await (await page.request.post(`/api/moyuan.${method}`, { data: { ...data, context: { token } } })).json()) as { code: unknown; message?: string } & T;
    expect(body.code, `${method}: ${String(body.message)}`).toBe("SUCCESS");
    return body;
  };
}

test("立即运行 from the keyboard: the job panel follows the run, and the run's log says the allow-list refused every fetch", async ({ page }) => {
  await page.goto("/user/login");
  await signIn(page);
  const call = await api(page);
  const name = `WGA 目录 E2E ${Date.now() % 100_000}`;
  const target = (await call<{ data: { Id: number } }>("CrawlerServiceAdmin/createCrawlerTarget", {
    data: { name, site: "www.wga.hu", startUrls: "https://www.wga.hu/frames-e.html?/html/a/", produces: "budartWork", parser: "htmlTable", enabled: true },
  })).data;

  await page.goto(`/tools/crawler?f.name=${encodeURIComponent(name)}`);
  await expect(rows(page)).toHaveCount(1);
  await page.keyboard.press("ArrowDown");
  await expect(page.locator("[data-testid=grid-row][data-focused]")).toHaveAttribute("data-id", String(target.Id));
  await page.keyboard.press("s");
  const job = page.getByTestId("job-panel");
  await expect(job).toContainText(name);
  await expect(job.getByTestId("job-status")).toHaveText("失败", { timeout: 30_000 });
  await expect(job).toContainText("未配置爬虫允许名单");

  await page.goto(`/tools/crawler?open=${target.Id}`);
  const editor = page.getByTestId("editor");
  await expect(editor).toContainText(name);
  await editor.getByRole("tab", { name: "运行记录" }).focus();
  await page.keyboard.press("Enter");
  const runs = page.getByTestId("children-crawlerRun");
  await expect(runs).toContainText("失败");
  await expect(runs).toContainText("手动");
  await runs.getByTestId("child-link").focus();
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(new RegExp(`/tools/crawler/runs\\?targetId=${target.Id}`));
  await expect(rows(page)).toHaveCount(1);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  const run = page.getByTestId("editor");
  await expect(run).toContainText("运行日志");
  await expect(run).toContainText("开始运行");
  await expect(run).toContainText("未配置爬虫允许名单（MOYUAN_CRAWLER_ALLOW），服务器不向外抓取任何地址");
  await expect(run).toContainText("运行结束：失败，抓取 0 页");
  // A run is a ledger the server writes: it can be cancelled while under way, never edited.
  await expect(run.getByRole("button", { name: /^编辑/ })).toHaveCount(0);
  await page.screenshot({ path: "test-results/crawler-run-log.png" });
});
