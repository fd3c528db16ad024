import { RICH_TEXT_CSS } from "../resource/richtext/contentStyle";
import { formatShanghai } from "../../catalogue/kinds/shanghai";
import type { PreviewDevice } from "./devices";

/** What the server answers for a preview (ArticleServiceAdmin/getArticlePreview). */
export interface ArticlePreviewData {
  Id: number;
  title: string;
  subtitle: string | null;
  author: string | null;
  sourceText: string | null;
  category: string;
  publishState: string;
  publishedAt: number | null;
  utime: number;
  /** Signed URL of the cover, or null. */
  cover: string | null;
  /** The cover's 2.35:1 crop box `[x1, y1, x2, y2]` (fractions), or null for the whole cover. */
  coverCrop: number[] | null;
  /** The stored, sanitised text with its images signed. */
  html: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The cover at 2.35:1: cut by its crop box when it has one (the picture scaled so that the box fills the
 * frame; a margin in % is of the frame's width, and the box's own shape gives the picture's), else cropped
 * around its middle.
 */
function coverHtml(src: string, crop: number[] | null): string {
  const [x1 = 0, y1 = 0, x2 = 1, y2 = 1] = crop ?? [];
  if (!crop) return `<img class="cover" src="${escapeHtml(src)}" alt="封面">`;
  const w = x2 - x1;
  const style = `width:${(100 / w).toFixed(3)}%;max-width:none;margin-left:${(-100 * x1 / w).toFixed(3)}%;margin-top:${(-100 * y1 / (2.35 * (y2 - y1))).toFixed(3)}%`;
  return `<div class="cover" style="overflow:hidden"><img src="${escapeHtml(src)}" alt="封面" style="display:block;${style}"></div>`;
}

/**
 * The page the phone frame shows, laid out as the app lays out an article on the chosen device (its
 * status bar, or the mini program's bar and capsule): cover, title, the line of
 * 栏目 · 作者 · 日期, then the body exactly as stored (already sanitised by the server; our own words
 * are escaped here). A policy lets it load images from us and https, nothing else; the frame is sandboxed.
 */
export function articleDocument(a: ArticlePreviewData, origin: string, dark: boolean, device: PreviewDevice): string {
  const meta = [a.category, a.author, a.sourceText, formatShanghai(a.publishedAt ?? a.utime).slice(0, 10)].filter((x): x is string => !!x).map(escapeHtml).join(" · ");
  const colours = dark ? "background:#111;color:#ddd" : "background:#fff;color:#222";
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src ${origin} https:; style-src 'unsafe-inline'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<base href="${origin}/" target="_blank">
<style>body{margin:0;${colours};font-family:system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;font-size:16px;line-height:1.7}
.cover{display:block;width:100%;aspect-ratio:2.35/1;object-fit:cover}.head{padding:16px 16px 0}h1.title{font-size:22px;line-height:1.4;margin:0 0 4px}
.sub{margin:0 0 8px;opacity:.75}.meta{font-size:13px;opacity:.6;margin:0}.richtext-content{padding:8px 16px 32px}.richtext-content img{max-width:100%;height:auto}
.bar{height:${device.bar.height}px;display:flex;align-items:flex-end;justify-content:center;position:relative;font-size:15px;font-weight:600;padding-bottom:10px;box-sizing:border-box;border-bottom:1px solid rgba(127,127,127,.2)}
.capsule{position:absolute;right:7px;bottom:8px;width:87px;height:32px;border:1px solid rgba(127,127,127,.35);border-radius:16px;font-size:14px;line-height:30px;text-align:center;font-weight:400}
.work-card{border:1px solid rgba(127,127,127,.3);border-radius:8px;padding:10px 12px;margin:12px 0}.work-card p{margin:0}.wc-kind{font-size:12px;opacity:.6}
.wc-title{font-size:16px;font-weight:600}.wc-line{font-size:13px;opacity:.7}.work-card.missing{opacity:.6;font-size:13px}
.vod-video{margin:12px 0;background:#000;color:#fff;border-radius:8px;aspect-ratio:16/9;display:flex;flex-direction:column;align-items:center;justify-content:center}
.vod-video p{margin:0;font-size:28px}.vod-video figcaption{font-size:13px;opacity:.85;padding:0 12px}
.hd-detail{margin:12px 0}.hd-detail img{display:block;width:100%;border-radius:4px}.hd-detail figcaption{font-size:13px;opacity:.7;margin-top:4px;text-align:center}
${RICH_TEXT_CSS}</style>
</head><body>${device.bar.miniProgram ? `<div class="bar">墨苑<span class="capsule">··· ◎</span></div>` : `<div class="bar" aria-hidden="true"></div>`}${a.cover ? coverHtml(a.cover, a.coverCrop) : ""}
<header class="head"><h1 class="title">${escapeHtml(a.title)}</h1>${a.subtitle ? `<p class="sub">${escapeHtml(a.subtitle)}</p>` : ""}<p class="meta">${meta}</p></header>
<article class="richtext-content">${a.html}</article></body></html>`;
}
