/**
 * Annotation slices ⇄ W3C Web Annotations (content.md §11, §17.3), pure so that the server (stored `w3c`,
 * the AnnotationPage export) and the canvas (Annotorious in, our fields out) map the same way.
 *
 * - rect ⇄ `FragmentSelector` `xywh=pixel:x,y,w,h` (Media Fragments), polygon ⇄ `SvgSelector` `<polygon points>`;
 * - the tag ⇄ a `TextualBody` with `purpose: "tagging"` (value: the tag's label, id: `urn:moyuan:annotationTag:{Id}`);
 * - the slice's text (印文, 释文) ⇄ a `commenting` body; its note ⇄ a `describing` body;
 * - target.source = the image's IIIF canvas id. Pixels are of the full image, integers.
 */

export type SliceShape = "rect" | "polygon";
export interface RectRegion { readonly x: number; readonly y: number; readonly w: number; readonly h: number }
export interface PolygonRegion { readonly points: readonly (readonly [number, number])[] }
export type SliceRegion = RectRegion | PolygonRegion;
export interface Bbox { readonly x: number; readonly y: number; readonly w: number; readonly h: number }

export const W3C_CONTEXT = "http://www.w3.org/ns/anno.jsonld";
export const MEDIA_FRAGMENTS = "http://www.w3.org/TR/media-frags/";
export const MAX_POLYGON_POINTS = 200;
const TAG_URN = "urn:moyuan:annotationTag:";

/** The stable canvas id of an HD image (manifest canvases are keyed by the image's Id): `{base}/iiif/hdImage/{Id}/canvas`. */
export function canvasIdOf(base: string, hdImageId: number): string {
  return `${base.replace(/\/$/, "")}/iiif/hdImage/${hdImageId}/canvas`;
}

/** The tag body's id for a tag Id, and back. */
export const tagUri = (tagId: number): string => `${TAG_URN}${tagId}`;
export function tagIdOfUri(uri: unknown): number | null {
  if (typeof uri !== "string" || !uri.startsWith(TAG_URN)) return null;
  const n = Number(uri.slice(TAG_URN.length));
  return Number.isInteger(n) && n > 0 ? n : null;
}

const isNum = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);

/**
 * Why a region is not acceptable (Chinese, for the user), or null. `size` bounds it to the image when known.
 * A rect needs w, h ≥ 1; a polygon 3–200 points; every coordinate inside 0…size.
 */
export function regionProblem(shape: unknown, region: unknown, size?: { readonly width: number; readonly height: number }): string | null {
  if (typeof region !== "object" || region === null) return "区域须为对象";
  const inside = (x: number, y: number) => !size || !(size.width > 0 && size.height > 0) || (x >= 0 && y >= 0 && x <= size.width && y <= size.height);
  if (shape === "rect") {
    const r = region as Record<string, unknown>;
    if (![r.x, r.y, r.w, r.h].every(isNum)) return "矩形区域须有数值 x、y、w、h";
    const { x, y, w, h } = r as unknown as RectRegion;
    if (w < 1 || h < 1) return "矩形区域的宽和高至少为 1 像素";
    if (x < 0 || y < 0 || !inside(x + w, y + h)) return "矩形区域超出了图像范围";
    return null;
  }
  if (shape === "polygon") {
    const pts = (region as Record<string, unknown>).points;
    if (!Array.isArray(pts)) return "多边形区域须有 points 点列表";
    if (pts.length < 3) return "多边形至少需要 3 个点";
    if (pts.length > MAX_POLYGON_POINTS) return `多边形最多 ${MAX_POLYGON_POINTS} 个点`;
    for (const p of pts) {
      if (!Array.isArray(p) || p.length !== 2 || !isNum(p[0]) || !isNum(p[1])) return "多边形的每个点须为 [x, y] 数值";
      if (p[0] < 0 || p[1] < 0 || !inside(p[0], p[1])) return "多边形区域超出了图像范围";
    }
    const box = bboxOf("polygon", region as PolygonRegion);
    if (box.w < 1 || box.h < 1) return "多边形的外接框宽和高至少为 1 像素";
    return null;
  }
  return "形状须为矩形或多边形";
}

/** The region with integer pixels (what is stored). */
export function normalizeRegion(shape: SliceShape, region: SliceRegion): SliceRegion {
  if (shape === "rect") {
    const r = region as RectRegion;
    return { x: Math.round(r.x), y: Math.round(r.y), w: Math.max(1, Math.round(r.w)), h: Math.max(1, Math.round(r.h)) };
  }
  return { points: (region as PolygonRegion).points.map(([x, y]) => [Math.round(x), Math.round(y)] as const) };
}

/** The bounding box (integers) of a region: the server's x/y/w/h columns. */
export function bboxOf(shape: SliceShape, region: SliceRegion): Bbox {
  if (shape === "rect") {
    const r = region as RectRegion;
    return { x: Math.round(r.x), y: Math.round(r.y), w: Math.round(r.w), h: Math.round(r.h) };
  }
  const pts = (region as PolygonRegion).points;
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  const x = Math.floor(Math.min(...xs));
  const y = Math.floor(Math.min(...ys));
  return { x, y, w: Math.ceil(Math.max(...xs)) - x, h: Math.ceil(Math.max(...ys)) - y };
}

export interface W3cSelector { readonly type: "FragmentSelector" | "SvgSelector"; readonly value: string; readonly conformsTo?: string }

/** A region as a W3C selector. */
export function regionToSelector(shape: SliceShape, region: SliceRegion): W3cSelector {
  if (shape === "rect") {
    const r = region as RectRegion;
    return { type: "FragmentSelector", conformsTo: MEDIA_FRAGMENTS, value: `xywh=pixel:${r.x},${r.y},${r.w},${r.h}` };
  }
  const points = (region as PolygonRegion).points.map(([x, y]) => `${x},${y}`).join(" ");
  return { type: "SvgSelector", value: `<svg xmlns="http://www.w3.org/2000/svg"><polygon points="${points}" /></svg>` };
}

/** A W3C selector (or a list of them, as Annotorious may give) as our shape and region (integers), or a Chinese reason. */
export function selectorToRegion(selector: unknown): { shape: SliceShape; region: SliceRegion } | { error: string } {
  const one = Array.isArray(selector) ? selector.find((s) => typeof s === "object" && s !== null && ["FragmentSelector", "SvgSelector"].includes((s as W3cSelector).type)) : selector;
  if (typeof one !== "object" || one === null) return { error: "缺少选择器（FragmentSelector 或 SvgSelector）" };
  const { type, value } = one as { type?: unknown; value?: unknown };
  if (typeof value !== "string") return { error: "选择器缺少 value" };
  if (type === "FragmentSelector") {
    const m = /^xywh=(?:pixel:)?\s*(-?[\d.]+),(-?[\d.]+),(-?[\d.]+),(-?[\d.]+)$/.exec(value.trim());
    if (!m) return { error: "FragmentSelector 须为 xywh=pixel:x,y,w,h" };
    const [x, y, w, h] = m.slice(1, 5).map(Number) as [number, number, number, number];
    return { shape: "rect", region: normalizeRegion("rect", { x, y, w, h }) };
  }
  if (type === "SvgSelector") {
    const m = /<polygon[^>]*\spoints=["']([^"']*)["']/i.exec(value);
    if (!m) return { error: "SvgSelector 须包含一个 polygon" };
    const nums = (m[1] ?? "").trim().split(/[\s,]+/).filter((s) => s !== "").map(Number);
    if (nums.length % 2 !== 0 || nums.some((n) => !Number.isFinite(n))) return { error: "polygon 的 points 格式不正确" };
    const points: [number, number][] = [];
    for (let i = 0; i < nums.length; i += 2) points.push([nums[i] as number, nums[i + 1] as number]);
    return { shape: "polygon", region: normalizeRegion("polygon", { points }) };
  }
  return { error: "只支持 FragmentSelector（矩形）和 SvgSelector（多边形）" };
}

export interface SliceForW3c {
  readonly Id: number;
  /** The annotation's own id when it has one (a stored slice keeps a `urn:uuid:`); else `{canvasId}/annotation/{Id}`. */
  readonly annotationId?: string | null;
  readonly canvasId: string;
  readonly shape: SliceShape;
  readonly region: SliceRegion;
  readonly tag: { readonly Id: number; readonly label: string };
  readonly text?: string | null;
  readonly note?: string | null;
  /** Epoch milliseconds. */
  readonly created?: number | null;
  readonly modified?: number | null;
  readonly creator?: string | null;
}

/** The annotation's id: under its canvas, stable for the slice. */
export const annotationIdOf = (canvasId: string, sliceId: number): string => `${canvasId}/annotation/${sliceId}`;

const iso = (ms: number | null | undefined) => (typeof ms === "number" ? new Date(ms).toISOString() : undefined);

/** One slice as a W3C Web Annotation (with @context; drop it inside an AnnotationPage if you like). */
export function sliceToAnnotation(s: SliceForW3c): Record<string, unknown> {
  const body: Record<string, unknown>[] = [{ type: "TextualBody", purpose: "tagging", value: s.tag.label, id: tagUri(s.tag.Id) }];
  if (s.text) body.push({ type: "TextualBody", purpose: "commenting", value: s.text, format: "text/plain", language: "zh" });
  if (s.note) body.push({ type: "TextualBody", purpose: "describing", value: s.note, format: "text/plain", language: "zh" });
  return {
    "@context": W3C_CONTEXT,
    id: s.annotationId ?? annotationIdOf(s.canvasId, s.Id),
    type: "Annotation",
    motivation: "tagging",
    ...(iso(s.created) ? { created: iso(s.created) } : {}),
    ...(iso(s.modified) ? { modified: iso(s.modified) } : {}),
    ...(s.creator ? { creator: { type: "Person", name: s.creator } } : {}),
    body,
    target: { source: s.canvasId, selector: regionToSelector(s.shape, s.region) },
  };
}

/** What a W3C annotation (from Annotorious) says in our fields; the tag by its urn id, else by label or code among `tags`. */
export function annotationToSlice(
  anno: unknown, tags: readonly { readonly Id: number; readonly label: string; readonly code?: string }[],
): { shape: SliceShape; region: SliceRegion; tagId: number | null; text: string | null; note: string | null } | { error: string } {
  if (typeof anno !== "object" || anno === null) return { error: "标注须为对象" };
  const a = anno as { body?: unknown; target?: unknown };
  const target = Array.isArray(a.target) ? a.target[0] : a.target;
  const selector = typeof target === "object" && target !== null ? (target as { selector?: unknown }).selector : undefined;
  const place = selectorToRegion(selector);
  if ("error" in place) return place;
  const bodies = (Array.isArray(a.body) ? a.body : a.body ? [a.body] : []) as { purpose?: unknown; value?: unknown; id?: unknown }[];
  const tagBody = bodies.find((b) => b && b.purpose === "tagging");
  let tagId = tagIdOfUri(tagBody?.id);
  if (tagId === null && typeof tagBody?.value === "string") tagId = tags.find((t) => t.label === tagBody.value || t.code === tagBody.value)?.Id ?? null;
  const valueOf = (purpose: string) => {
    const v = bodies.find((b) => b && b.purpose === purpose)?.value;
    return typeof v === "string" && v !== "" ? v : null;
  };
  return { ...place, tagId, text: valueOf("commenting"), note: valueOf("describing") };
}

/** An AnnotationPage of annotations (their own @context dropped: the page carries it). */
export function annotationPage(id: string, annotations: readonly Record<string, unknown>[], label?: string): Record<string, unknown> {
  return {
    "@context": W3C_CONTEXT,
    id,
    type: "AnnotationPage",
    ...(label ? { label } : {}),
    items: annotations.map((a) => Object.fromEntries(Object.entries(a).filter(([k]) => k !== "@context"))),
  };
}
