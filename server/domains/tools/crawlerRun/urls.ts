/**
 * A target's start URLs (one per line) and the rules they keep: http(s), at most 100 of them, each at
 * most 2048 characters, each on the target's site or a subdomain of it.
 */
import { CRAWLER_MAX_START_URLS } from "../../../../src/catalogue/resources/tools/crawlerEnums";

/** The non-empty lines of the field. */
export function startUrlsOf(text: string): string[] {
  return text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== "");
}

/** `host[:port]` of a URL, lower-case (the port only when the URL names one). */
export function hostOf(url: URL): string {
  return url.port ? `${url.hostname}:${url.port}` : url.hostname;
}

/** Whether `host` is `site` or a subdomain of it; a site that names a port matches that port only. */
export function onSite(host: string, site: string): boolean {
  const [hName = "", hPort = ""] = host.toLowerCase().split(":");
  const [sName = "", sPort = ""] = site.toLowerCase().split(":");
  if (sName === "") return false;
  return (hName === sName || hName.endsWith(`.${sName}`)) && (sPort === "" || sPort === hPort);
}

/** Why the start URLs do not suit the site, in Chinese; null when they do. */
export function startUrlsProblem(text: string, site: string): string | null {
  const urls = startUrlsOf(text);
  if (urls.length === 0) return "请至少填写一个起始地址";
  if (urls.length > CRAWLER_MAX_START_URLS) return `起始地址最多 ${CRAWLER_MAX_START_URLS} 行（现有 ${urls.length} 行）`;
  for (const [i, raw] of urls.entries()) {
    if (raw.length > 2048) return `第 ${i + 1} 行的地址超过 2048 个字符`;
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return `第 ${i + 1} 行「${raw.slice(0, 60)}」不是有效的网址`;
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") return `第 ${i + 1} 行须以 http:// 或 https:// 开头`;
    if (url.username || url.password) return `第 ${i + 1} 行的地址不能包含用户名或密码`;
    if (!onSite(hostOf(url), site)) return `第 ${i + 1} 行的地址不在站点 ${site} 下`;
  }
  return null;
}
