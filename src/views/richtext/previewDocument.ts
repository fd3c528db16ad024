import { RICH_TEXT_CSS } from "../resource/richtext/contentStyle";

/**
 * The document the preview's frame shows: the sanitised HTML with the content's own styles, and a
 * policy that lets it load images and nothing else (the frame is sandboxed too: no scripts, no forms).
 */
export function previewDocument(html: string, origin: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src ${origin} https:; style-src 'unsafe-inline'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<base href="${origin}/" target="_blank">
<style>body{margin:0;padding:16px;font-family:system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;font-size:16px}${RICH_TEXT_CSS}</style>
</head><body><article class="richtext-content">${html}</article></body></html>`;
}
