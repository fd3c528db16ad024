import sanitizeHtml from "sanitize-html";
import { isUploadKey } from "../../src/catalogue/uploads";
import { FILES_PREFIX } from "../platform/storage/policy";

/**
 * The one sanitiser of rich text (sanitize-html, an allow-list): what the editor makes — paragraphs,
 * headings 2–4, bold, italic, underline, strike, quotes, lists, links, images, rules, code — and
 * nothing else. Scripts, styles, frames, SVG, MathML, forms, event handlers, `style`/`class`
 * attributes and every URL that is not http(s)/mailto (links) or https/our stored files (images)
 * are dropped, whatever the client sends. No `span`: the editor makes none, and a span could only
 * carry the styles and classes refused here.
 */

const ALLOWED_TAGS = ["p", "br", "h2", "h3", "h4", "strong", "em", "u", "s", "blockquote", "ul", "ol", "li", "a", "img", "hr", "code", "pre"];

/** Tags whose content is dropped with them: code, styles, embedded documents and foreign markup (SVG, MathML). */
const DROPPED_WITH_CONTENT = [
  "script", "style", "textarea", "option", "select", "noscript", "template", "iframe", "frame", "frameset", "object", "embed",
  "applet", "svg", "math", "xmp", "plaintext", "noembed", "noframes", "title", "head", "meta", "link", "base",
];

/** White space or a control character anywhere: a browser would strip them, so `java\tscript:` hides in them. */
const hasControl = (text: string) => [...text].some((c) => c.charCodeAt(0) <= 0x20 || c.charCodeAt(0) === 0x7f);

/** A link target: an absolute http(s) or mailto URL with no white space or control characters anywhere in it. */
export function safeLinkHref(raw: string): string | null {
  const href = raw.trim();
  if (!/^(https?:\/\/|mailto:)/i.test(href) || hasControl(href)) return null;
  try {
    const { protocol } = new URL(href);
    return protocol === "http:" || protocol === "https:" || protocol === "mailto:" ? href : null;
  } catch {
    return null;
  }
}

/**
 * An image source: an absolute https URL, or a stored file as `/files/<key>` — a signed URL the
 * editor shows loses its expiring query here, so that what is stored never expires (the preview and
 * the editor sign it again when they show it).
 */
export function safeImageSrc(raw: string): string | null {
  const src = raw.trim();
  if (src.startsWith(FILES_PREFIX)) {
    const key = src.slice(FILES_PREFIX.length).split(/[?#]/, 1)[0] ?? "";
    return isUploadKey(key) ? `${FILES_PREFIX}${key}` : null;
  }
  if (!/^https:\/\//i.test(src) || hasControl(src)) return null;
  try {
    return new URL(src).protocol === "https:" ? src : null;
  } catch {
    return null;
  }
}

const DIMENSION = /^\d{1,4}$/;
const keep = (attribs: sanitizeHtml.Attributes, name: string, ok: (v: string) => boolean) =>
  (attribs[name] !== undefined && ok(attribs[name]) ? { [name]: attribs[name] } : {});

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ["href", "target", "rel"], img: ["src", "alt", "width", "height"] },
  // A second line behind the checks in transformTags: sanitize-html's own scheme filter.
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: DROPPED_WITH_CONTENT,
  parseStyleAttributes: false,
  enforceHtmlBoundary: false,
  transformTags: {
    // What other editors make for the same formatting, spelt the way ours does.
    b: "strong",
    i: "em",
    strike: "s",
    del: "s",
    h1: "h2",
    h5: "h4",
    h6: "h4",
    a(_tag, attribs) {
      const href = attribs.href === undefined ? null : safeLinkHref(attribs.href);
      return {
        tagName: "a",
        attribs: {
          ...(href === null ? {} : { href }),
          ...(attribs.target === "_blank" ? { target: "_blank" } : {}),
          rel: "noopener noreferrer",
        },
      };
    },
    img(_tag, attribs) {
      const src = attribs.src === undefined ? null : safeImageSrc(attribs.src);
      // An image without a safe source is no image at all: an unknown tag, which the allow-list drops.
      if (src === null) return { tagName: "dropped-img", attribs: {} };
      return {
        tagName: "img",
        attribs: { src, ...keep(attribs, "alt", () => true), ...keep(attribs, "width", (v) => DIMENSION.test(v)), ...keep(attribs, "height", (v) => DIMENSION.test(v)) },
      };
    },
  },
};

/** The kinds of work a card may name (content.md §7.3: the content libraries' works). */
export const WORK_CARD_TYPES = ["suha", "sufa", "west", "shiy"] as const;
const RECORD_ID = /^[1-9]\d{0,14}$/;
/** An HD detail's region: `x,y,w,h` in the master's pixels, a width and height of at least one (IIIF Image 3 §4.1). */
export const HD_REGION = /^(0|[1-9]\d{0,8}),(0|[1-9]\d{0,8}),[1-9]\d{0,8},[1-9]\d{0,8}$/;

/**
 * The composer's embeds, kept only in fields that hold them (FieldDef.embeds): a work card with
 * its kind and Id, a video with its Id, an HD detail with its image's Id and region — nothing else, no other attribute, no content. An embed whose
 * kind or Id is not exactly that is dropped.
 */
const EMBED_OPTIONS: sanitizeHtml.IOptions = {
  ...OPTIONS,
  allowedTags: [...ALLOWED_TAGS, "work-card", "vod-video", "hd-detail"],
  allowedAttributes: { ...(OPTIONS.allowedAttributes as Record<string, string[]>), "work-card": ["type", "id"], "vod-video": ["id"], "hd-detail": ["id", "region"] },
  transformTags: {
    ...OPTIONS.transformTags,
    "work-card"(_tag, attribs): sanitizeHtml.Tag {
      const { type = "", id = "" } = attribs;
      const ok = (WORK_CARD_TYPES as readonly string[]).includes(type) && RECORD_ID.test(id);
      return ok ? { tagName: "work-card", attribs: { type, id } } : { tagName: "dropped-embed", attribs: {} };
    },
    "vod-video"(_tag, attribs): sanitizeHtml.Tag {
      const { id = "" } = attribs;
      return RECORD_ID.test(id) ? { tagName: "vod-video", attribs: { id } } : { tagName: "dropped-embed", attribs: {} };
    },
    "hd-detail"(_tag, attribs): sanitizeHtml.Tag {
      const { id = "", region = "" } = attribs;
      return RECORD_ID.test(id) && HD_REGION.test(region) ? { tagName: "hd-detail", attribs: { id, region } } : { tagName: "dropped-embed", attribs: {} };
    },
  },
};

/** An embed holds nothing: whatever was put inside one is dropped with its markup. */
const EMBED_CONTENT = /<(work-card|vod-video|hd-detail)( [^>]*)?>[\s\S]*?<\/\1>/g;

/**
 * Rich-text HTML as it may be stored and shown: only the allow-listed tags, attributes and URLs; with
 * `embeds`, the composer's work cards and videos too (an article's text, and nothing else).
 */
export function sanitizeRichText(html: string, options: { embeds?: boolean } = {}): string {
  if (!options.embeds) return sanitizeHtml(html, OPTIONS);
  return sanitizeHtml(html, EMBED_OPTIONS).replace(EMBED_CONTENT, "<$1$2></$1>");
}
