/**
 * The public pages behind an article's links (links.ts), answered without a session:
 * `GET /share/article/{Id}` an online article; `GET /share/article-preview/{token}` the phone preview of any
 * state while the signature holds. A bad, tampered or expired link, or an article gone, answers a page
 * saying so in Chinese. The page is the app's layout for a phone (the console's preview frame without the frame).
 */
import { Hono } from "hono";
import type { ServerDeps } from "../../../platform/rpc/call";
import { articlePreviewData } from "./preview";
import { PREVIEW_PATH, SHARE_PATH, verifyPreviewToken } from "./links";

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `body{margin:0;background:#fff;color:#222;font-family:system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;font-size:16px;line-height:1.7}
main{max-width:640px;margin:0 auto}.cover{display:block;width:100%;aspect-ratio:2.35/1;object-fit:cover}.head{padding:16px 16px 0}
h1{font-size:22px;line-height:1.4;margin:0 0 4px}.sub{margin:0 0 8px;opacity:.75}.meta{font-size:13px;opacity:.6;margin:0}
.body{padding:8px 16px 32px;overflow-wrap:anywhere}.body img{max-width:100%;height:auto}.note{margin:0;padding:8px 16px;background:#fff7e6;font-size:13px;color:#8a5a00}
.work-card{border:1px solid #ddd;border-radius:8px;padding:10px 12px;margin:12px 0}.work-card p{margin:0}.wc-kind,.wc-line{font-size:13px;opacity:.7}.wc-title{font-weight:600}
.vod-video{margin:12px 0;background:#000;color:#fff;border-radius:8px;aspect-ratio:16/9;display:flex;flex-direction:column;align-items:center;justify-content:center}
.vod-video p{margin:0;font-size:28px}.hd-detail{margin:12px 0}.hd-detail img{display:block;width:100%}.hd-detail figcaption,.vod-video figcaption{font-size:13px;opacity:.7;text-align:center}
.refused{padding:48px 24px;text-align:center;color:#555}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

const SECURITY = {
  // Our images and tiles, nothing that runs; the page is not to be framed by others.
  "content-security-policy": "default-src 'none'; img-src 'self' https:; style-src 'unsafe-inline'; frame-ancestors 'none'",
  "cache-control": "private, no-store",
  "referrer-policy": "no-referrer",
  "x-content-type-options": "nosniff",
  "content-type": "text/html; charset=utf-8",
};

const answer = (html: string, status = 200) => new Response(html, { status, headers: SECURITY });

/** A page that says why nothing is shown. */
const refused = (status: 403 | 404, message: string) =>
  answer(page("墨苑", `<p class="refused" role="alert" data-testid="share-refused">${escape(message)}</p>`), status);

async function showArticle(deps: ServerDeps, Id: number, preview: boolean): Promise<Response> {
  let q = deps.db.selectFrom("article").selectAll().where("Id", "=", Id).where("deleted", "=", 0);
  if (!preview) q = q.where("publishState", "=", "online");
  const row = await q.executeTakeFirst();
  if (!row) return refused(404, preview ? "文章不存在或已删除" : "文章不存在或尚未发布");
  const a = await articlePreviewData(deps, row) as { title: string; subtitle: string | null; author: string | null; sourceText: string | null; category: string; cover: string | null; html: string };
  const meta = [a.category, a.author, a.sourceText].filter((x): x is string => !!x).map(escape).join(" · ");
  const body = `${preview ? `<p class="note" data-testid="preview-note">预览：此链接 24 小时内有效，文章可能尚未发布</p>` : ""}${a.cover ? `<img class="cover" src="${escape(a.cover)}" alt="封面">` : ""}
<header class="head"><h1>${escape(a.title)}</h1>${a.subtitle ? `<p class="sub">${escape(a.subtitle)}</p>` : ""}<p class="meta">${meta}</p></header>
<article class="body">${a.html}</article>`;
  return answer(page(a.title, body));
}

export function articleShareRoutes(deps: ServerDeps): Hono {
  const app = new Hono();
  app.get(`${SHARE_PATH}/:Id`, (c) => {
    const raw = c.req.param("Id");
    if (!/^[1-9]\d{0,14}$/.test(raw)) return refused(404, "文章不存在或尚未发布");
    return showArticle(deps, Number(raw), false);
  });
  app.get(`${PREVIEW_PATH}/:token`, (c) => {
    const verdict = verifyPreviewToken(deps.secret, c.req.param("token"), deps.now());
    if (!verdict.ok) {
      return refused(403, verdict.reason === "expired" ? "预览链接已过期（有效期 24 小时），请向编辑重新索取" : "预览链接无效（签名不正确或链接不完整）");
    }
    return showArticle(deps, verdict.Id, true);
  });
  return app;
}
