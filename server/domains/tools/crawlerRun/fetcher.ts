/**
 * The crawler's only way out: every request goes through fetchPage, which refuses any host not on the
 * server's allow-list (MOYUAN_CRAWLER_ALLOW: comma-separated host names, `host:port` for one port;
 * a host also admits its subdomains). The list is empty by default, so a fresh install fetches nothing
 * and each run says why in its log. Redirects are followed by hand (at most 3), each hop checked again;
 * bodies are cut at 5 MB; every request times out after 15 s.
 */
import { hostOf, onSite } from "./urls";

/** The fetch the crawler uses: the global one, or a test's (setCrawlerFetch). */
export type FetchFn = (url: string, init: RequestInit) => Promise<Response>;

let injected: FetchFn | null = null;

/** Tests put their own fetch here (null: the global fetch again). */
export function setCrawlerFetch(fn: FetchFn | null): void {
  injected = fn;
}

/** The hosts the crawler may reach, read from MOYUAN_CRAWLER_ALLOW at each run. */
export function crawlerAllowList(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.MOYUAN_CRAWLER_ALLOW ?? "").split(/[\s,]+/).map((h) => h.trim().toLowerCase()).filter((h) => h !== "");
}

export const MAX_BODY_BYTES = 5 * 1024 * 1024;
const TIMEOUT_MS = 15_000;
const MAX_REDIRECTS = 3;
const USER_AGENT = "MoyuanCrawler/1.0 (+https://moyuan.example.com/crawler)";

export type FetchOutcome =
  | { readonly ok: true; readonly url: string; readonly status: number; readonly contentType: string; readonly body: string }
  | { readonly ok: false; readonly url: string; readonly status: number | null; readonly reason: string; readonly refused: boolean };

/** Why the crawler may not fetch `url` (site and allow-list), in Chinese; null when it may. */
export function refusalOf(url: URL, site: string, allow: readonly string[]): string | null {
  if (url.protocol !== "http:" && url.protocol !== "https:") return `只抓取 http(s) 地址，不抓取 ${url.protocol}`;
  const host = hostOf(url);
  if (!onSite(host, site)) return `${host} 不在本任务的站点 ${site} 下，不抓取`;
  if (allow.length === 0) return "未配置爬虫允许名单（MOYUAN_CRAWLER_ALLOW），服务器不向外抓取任何地址";
  if (!allow.some((entry) => onSite(host, entry))) return `${host} 不在爬虫允许名单（MOYUAN_CRAWLER_ALLOW）中，不抓取`;
  return null;
}

async function readBody(res: Response): Promise<string> {
  const reader = res.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw new Error(`响应超过 ${MAX_BODY_BYTES / 1024 / 1024} MB，已放弃`);
    }
    chunks.push(value);
  }
  return new TextDecoder("utf-8").decode(Buffer.concat(chunks));
}

/** Fetches one page for a target on `site`, or answers why not; never throws. */
export async function fetchPage(raw: string, site: string, allow: readonly string[]): Promise<FetchOutcome> {
  let current = raw;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    let url: URL;
    try {
      url = new URL(current);
    } catch {
      return { ok: false, url: current, status: null, reason: "不是有效的网址", refused: true };
    }
    const refusal = refusalOf(url, site, allow);
    if (refusal) return { ok: false, url: current, status: null, reason: refusal, refused: true };
    let res: Response;
    try {
      res = await (injected ?? fetch)(url.href, {
        redirect: "manual", signal: AbortSignal.timeout(TIMEOUT_MS),
        headers: { "user-agent": USER_AGENT, accept: "application/json, text/html;q=0.9, */*;q=0.5" },
      });
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError");
      return { ok: false, url: current, status: null, reason: timedOut ? `请求超时（${TIMEOUT_MS / 1000} 秒）` : `连接失败：${err instanceof Error ? err.message : String(err)}`, refused: false };
    }
    if (res.status >= 300 && res.status < 400 && res.headers.get("location")) {
      await res.body?.cancel();
      current = new URL(res.headers.get("location") ?? "", url).href;
      continue;
    }
    if (res.status < 200 || res.status >= 300) {
      await res.body?.cancel();
      return { ok: false, url: current, status: res.status, reason: res.status === 429 ? "请求过于频繁（HTTP 429）" : `HTTP ${res.status}`, refused: false };
    }
    try {
      return { ok: true, url: current, status: res.status, contentType: res.headers.get("content-type") ?? "", body: await readBody(res) };
    } catch (err) {
      return { ok: false, url: current, status: res.status, reason: err instanceof Error ? err.message : String(err), refused: false };
    }
  }
  return { ok: false, url: current, status: null, reason: `重定向超过 ${MAX_REDIRECTS} 次`, refused: false };
}
