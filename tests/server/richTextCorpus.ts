import { HD_REGION, safeImageSrc, safeLinkHref } from "../../server/richtext/sanitize";

/**
 * An XSS corpus for the rich-text sanitiser: each vector is what a hostile client might send as a
 * rich-text value. Classic payloads (OWASP's filter-evasion cheat sheet, PortSwigger's XSS cheat
 * sheet, the mutation-XSS classics of Heiderich et al.), in the shapes editors paste.
 */
export const XSS_VECTORS: readonly string[] = [
  // Script tags in every casing and shape.
  `<script>alert(1)</script>`,
  `<SCRIPT>alert(1)</SCRIPT>`,
  `<ScRiPt>alert(1)</sCrIpT>`,
  `<script src="https://evil.example/x.js"></script>`,
  `<script/src="https://evil.example/x.js"></script>`,
  `<<script>alert(1)//<</script>`,
  `<script>alert(1)`,
  `<p>前<script>alert(1)</script>后</p>`,
  // Event handlers.
  `<img src=x onerror=alert(1)>`,
  `<IMG SRC="https://a.example/x.png" ONERROR="alert(1)">`,
  `<img src="https://a.example/x.png" onload="alert(1)">`,
  `<p onclick="alert(1)">点我</p>`,
  `<body onload=alert(1)>`,
  `<a href="https://a.example" onmouseover="alert(1)">悬停</a>`,
  `<strong onfocus="alert(1)" tabindex="0" autofocus>焦点</strong>`,
  `<details open ontoggle=alert(1)>`,
  `<video><source onerror="alert(1)"></video>`,
  // SVG and MathML.
  `<svg onload=alert(1)>`,
  `<svg><script>alert(1)</script></svg>`,
  `<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>`,
  `<svg><animate onbegin=alert(1) attributeName=x dur=1s>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<math href="javascript:alert(1)">CLICKME</math>`,
  // javascript: links, hidden by entities, white space, new lines and case.
  `<a href="javascript:alert(1)">链接</a>`,
  `<a href="JaVaScRiPt:alert(1)">链接</a>`,
  `<a href="  javascript:alert(1)">链接</a>`,
  `<a href="jav&#x09;ascript:alert(1)">链接</a>`,
  `<a href="jav&#x0A;ascript:alert(1)">链接</a>`,
  `<a href="java\nscript:alert(1)">链接</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">链接</a>`,
  `<a href="&#x6A;avascript&colon;alert(1)">链接</a>`,
  `<a href="javascript&#58;alert(1)">链接</a>`,
  `<a href="\u0001javascript:alert(1)">链接</a>`,
  // data: and vbscript: URLs.
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">链接</a>`,
  `<a href="DATA:text/html,<script>alert(1)</script>">链接</a>`,
  `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`,
  `<a href="vbscript:msgbox(1)">链接</a>`,
  `<a href="VBScript:msgbox(1)">链接</a>`,
  // Embedded documents and plug-ins.
  `<iframe src="https://evil.example"></iframe>`,
  `<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
  `<object data="javascript:alert(1)"></object>`,
  `<embed src="javascript:alert(1)">`,
  // Styles, forms, meta, base, link.
  `<style>body{background:url("javascript:alert(1)")}</style>`,
  `<p style="background:url(javascript:alert(1))">样式</p>`,
  `<p style="width: expression(alert(1))">IE 表达式</p>`,
  `<form action="javascript:alert(1)"><button>提交</button></form>`,
  `<form><button formaction="javascript:alert(1)">提交</button></form>`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
  `<base href="javascript:alert(1)//">`,
  `<link rel="stylesheet" href="javascript:alert(1)">`,
  `<input onfocus=alert(1) autofocus>`,
  // srcset and image sources.
  `<img srcset="javascript:alert(1) 1x" src="https://a.example/x.png">`,
  `<img src="javascript:alert(1)">`,
  `<img src="//evil.example/x.png">`,
  `<img src="http://a.example/x.png">`,
  `<img src="/files/../../etc/passwd">`,
  // Comments, nesting, unclosed tags, mutation XSS.
  `<!--<img src=x onerror=alert(1)>-->`,
  `<!--[if gte IE 4]><script>alert(1)</script><![endif]-->`,
  `<p><!--</p><img src=x onerror=alert(1)>--></p>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>`,
  `<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">`,
  `<math><mi><table><mi><style><img src=x onerror=alert(1)></style>`,
  `<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>`,
  `<listing>&lt;img src=1 onerror=alert(1)&gt;</listing>`,
  `<xmp><img src=x onerror=alert(1)></xmp>`,
  `<template><script>alert(1)</script></template>`,
  `<a href="https://a.example"><a href="javascript:alert(1)">嵌套</a></a>`,
  `<p><strong><em>未闭合<img src=x onerror=alert(1)`,
  `<div><p><ul><li><a href="javascript:alert(1)">深层</a>`,
  `"><img src=x onerror=alert(1)>`,
  `<img """><script>alert(1)</script>">`,
];

/** Formatting the editor makes, each exactly as the sanitiser writes it: it must be stored unchanged. */
export const HARMLESS: readonly string[] = [
  `<p>墨苑课程简介：<strong>加粗</strong>、<em>斜体</em>、<u>下划线</u>与<s>删除线</s>。</p>`,
  `<h2>第一章 笔法</h2><h3>一、执笔</h3><h4>（一）指实掌虚</h4>`,
  `<ul><li><p>中锋</p></li><li><p>侧锋</p></li></ul><ol><li><p>起笔</p></li><li><p>收笔</p></li></ol>`,
  `<blockquote><p>书者，散也。——蔡邕</p></blockquote>`,
  `<p>详见<a href="https://www.moyuan.example/course/12?from=intro&amp;tab=2" target="_blank" rel="noopener noreferrer">课程主页</a>，或来信<a href="mailto:kefu@moyuan.example" rel="noopener noreferrer">客服</a>。</p>`,
  `<p><img src="https://img.moyuan.example/course/cover.png" alt="课程封面" width="600" height="400" /></p>`,
  `<p><img src="/files/course/0d9f6c1e-2b4a-4c35-9a1e-5b7a2f3c4d5e.png" alt="范字" /></p>`,
  `<hr /><pre><code>const 笔画 = 8;</code></pre><p>行内<code>code</code>，a &lt; b &amp;&amp; c &gt; d</p>`,
  `<p>第一行<br />第二行</p>`,
];

const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  p: [], br: [], h2: [], h3: [], h4: [], strong: [], em: [], u: [], s: [], blockquote: [], ul: [], ol: [], li: [], hr: [], code: [], pre: [],
  a: ["href", "target", "rel"], img: ["src", "alt", "width", "height"],
};

/** The article's embeds as stored (FieldDef.embeds), for dangersIn's `extra`. */
export const EMBED_TAGS: Readonly<Record<string, readonly string[]>> = { "work-card": ["type", "id"], "vod-video": ["id"], "hd-detail": ["id", "region"] };
/** What the article preview renders them as. */
export const RENDERED_EMBED_TAGS: Readonly<Record<string, readonly string[]>> = { aside: ["class", "data-type"], p: ["class", "aria-hidden"], figure: ["class"], figcaption: [], img: ["src", "alt", "width", "height"] };
/** An HD detail's picture in the preview: a region of a pyramid through its signed tile base, nothing else. */
const SIGNED_REGION = /^\/tiles\/\d{1,12}\/[A-Za-z0-9_-]{43}\/[a-z0-9][a-z0-9-]*\/\d+,\d+,\d+,\d+\/\d+,\/0\/default\.jpg$/;

const decode = (v: string) => v.replace(/&quot;/g, "\"").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

/**
 * What in a stored value could run or load something it may not: any tag or attribute outside the
 * allow-list, a link that is not http(s)/mailto, an image that is not https or our stored file, a
 * rel other than the forced one. Empty when the value is safe.
 */
export function dangersIn(html: string, extra: Readonly<Record<string, readonly string[]>> = {}): string[] {
  const found: string[] = [];
  // The sanitiser writes every attribute as name="value" with " escaped, so this reading is exact for its output.
  for (const m of html.matchAll(/<\/?([A-Za-z][A-Za-z0-9-]*)((?:\s+[^\s=/>]+(?:="[^"]*")?)*)\s*\/?>/g)) {
    const tag = (m[1] ?? "").toLowerCase();
    const allowed = ALLOWED[tag] || extra[tag] ? [...(ALLOWED[tag] ?? []), ...(extra[tag] ?? [])] : undefined;
    if (!allowed) {
      found.push(`tag <${tag}>`);
      continue;
    }
    for (const a of (m[2] ?? "").matchAll(/([^\s=/>]+)(?:="([^"]*)")?/g)) {
      const name = (a[1] ?? "").toLowerCase();
      const value = decode(a[2] ?? "");
      if (!allowed.includes(name)) found.push(`attribute ${name} on <${tag}>`);
      else if (name === "href" && safeLinkHref(value) !== value) found.push(`href ${value}`);
      else if (name === "src" && safeImageSrc(value) !== value && !(extra === RENDERED_EMBED_TAGS && SIGNED_REGION.test(value))) found.push(`src ${value}`);
      else if (name === "region" && !HD_REGION.test(value)) found.push(`region ${value}`);
      else if (name === "rel" && value !== "noopener noreferrer") found.push(`rel ${value}`);
      else if (name === "target" && value !== "_blank") found.push(`target ${value}`);
      // The embeds' own attributes (EMBED_TAGS): a record Id, a kind of work, a class of ours.
      else if (name === "id" && !/^[1-9]\d*$/.test(value)) found.push(`id ${value}`);
      else if ((name === "type" || name === "data-type") && !["suha", "sufa", "west", "shiy"].includes(value)) found.push(`${name} ${value}`);
      else if (name === "class" && !/^[a-z][a-z -]*$/.test(value)) found.push(`class ${value}`);
    }
  }
  // Nothing may look like markup outside the tags read above (a half tag a browser might complete).
  const rest = html.replace(/<\/?[A-Za-z][A-Za-z0-9-]*(?:\s+[^\s=/>]+(?:="[^"]*")?)*\s*\/?>/g, "");
  if (/[<>]/.test(rest)) found.push(`stray markup in ${JSON.stringify(rest.slice(0, 80))}`);
  if (/javascript:|vbscript:|data:/i.test(html.replace(/>[^<]*</g, "><"))) found.push("a dangerous scheme inside a tag");
  return found;
}
