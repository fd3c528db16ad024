/**
 * IIIF Presentation 3 manifests (content.md §1, §17.2): an album, a book or a work's images as an
 * ordered list of Canvases, each painted by one Image whose `service` is the image's signed IIIF Image 3
 * base. Every id is absolute (the caller's public base). Pure: the caller reads the rows and signs the
 * addresses; this only shapes the JSON.
 */
import { fullMaxSize } from "../tiles/levelZero";

export const PRESENTATION_CONTEXT = "http://iiif.io/api/presentation/3/context.json";

export type Behavior = "individuals" | "paged" | "continuous";
export type ViewingDirection = "left-to-right" | "right-to-left" | "top-to-bottom" | "bottom-to-top";

/** One canvas to be: an image of the set with its label and, when tiled, its signed service base. */
export interface CanvasSource {
  /** Stable within the manifest (the album item's Id, or the image's). */
  readonly key: number;
  readonly label: string;
  readonly width: number;
  readonly height: number;
  readonly hdImageId: number;
  /** Signed `{base}/tiles/{expires}/{signature}/{tileKey}` of an IIIF pyramid, or null when the image has none (left out). */
  readonly serviceBase: string | null;
  readonly thumbnailUrl: string | null;
  readonly caption?: string;
}

export interface RangeSource {
  readonly key: string;
  readonly label: string;
  /** Canvas keys in the range, in order. */
  readonly canvasKeys: readonly number[];
}

export interface ManifestSource {
  /** The absolute address the manifest is published at (its signed `…/iiif/…/{type}/{Id}/manifest`). */
  readonly id: string;
  readonly label: string;
  readonly summary?: string;
  readonly behavior: Behavior;
  readonly viewingDirection: ViewingDirection;
  readonly attribution: string | null;
  readonly license: string | null;
  readonly canvases: readonly CanvasSource[];
  readonly ranges: readonly RangeSource[];
}

/** IIIF `rights` must be a Creative Commons or RightsStatements.org URI; our licences map onto them. */
const RIGHTS_URI: Readonly<Record<string, string>> = {
  publicDomain: "http://creativecommons.org/publicdomain/mark/1.0/",
  ccBy: "http://creativecommons.org/licenses/by/4.0/",
  licensed: "http://rightsstatements.org/vocab/InC/1.0/",
  internal: "http://rightsstatements.org/vocab/InC/1.0/",
};

export function rightsUri(license: string | null | undefined): string | undefined {
  return license ? RIGHTS_URI[license] : undefined;
}

const zh = (text: string) => ({ zh: [text] });

function canvasId(manifestId: string, key: number): string {
  return `${manifestId.replace(/\/manifest$/, "")}/canvas/${key}`;
}

function thumbnail(url: string | null) {
  return url ? [{ id: url, type: "Image", format: "image/jpeg" }] : undefined;
}

type Shown = CanvasSource & { readonly serviceBase: string };

/** A canvas can be painted: the image is tiled as IIIF and its size known. The others are left out, never a 1×1 canvas. */
function shown(source: CanvasSource): source is Shown {
  return source.serviceBase !== null && source.width > 0 && source.height > 0;
}

function canvas(manifestId: string, source: Shown) {
  const id = canvasId(manifestId, source.key);
  // The whole image the level-0 service answers at full/max (levelZero.ts: at most FULL_MAX_EDGE on its long edge).
  const max = fullMaxSize(source.width, source.height);
  const body = {
    id: `${source.serviceBase}/full/max/0/default.jpg`,
    type: "Image",
    format: "image/jpeg",
    width: max.width,
    height: max.height,
    service: [{ id: source.serviceBase, type: "ImageService3", profile: "level0" }],
  };
  return {
    id,
    type: "Canvas",
    label: zh(source.label),
    width: source.width,
    height: source.height,
    ...(source.caption ? { summary: zh(source.caption) } : {}),
    ...(thumbnail(source.thumbnailUrl) ? { thumbnail: thumbnail(source.thumbnailUrl) } : {}),
    // Not IIIF: lets the console open the image's own viewer from a canvas.
    "moyuan:hdImageId": source.hdImageId,
    items: [{
      id: `${id}/page`,
      type: "AnnotationPage",
      items: [{ id: `${id}/page/painting`, type: "Annotation", motivation: "painting", body, target: id }],
    }],
  };
}

/** The manifest JSON: a canvas for each image tiled as IIIF, in the given order. */
export function buildManifest(source: ManifestSource): Record<string, unknown> {
  const painted = source.canvases.filter(shown);
  const canvases = painted.map((c) => canvas(source.id, c));
  const known = new Set(painted.map((c) => c.key));
  const structures = source.ranges
    .map((r) => ({ ...r, canvasKeys: r.canvasKeys.filter((k) => known.has(k)) }))
    .filter((r) => r.canvasKeys.length > 0)
    .map((r) => ({
      id: `${source.id.replace(/\/manifest$/, "")}/range/${encodeURIComponent(r.key)}`,
      type: "Range",
      label: zh(r.label),
      items: r.canvasKeys.map((k) => ({ id: canvasId(source.id, k), type: "Canvas" })),
    }));
  const first = painted.find((c) => c.thumbnailUrl);
  const rights = rightsUri(source.license);
  return {
    "@context": PRESENTATION_CONTEXT,
    id: source.id,
    type: "Manifest",
    label: zh(source.label),
    ...(source.summary ? { summary: zh(source.summary) } : {}),
    behavior: [source.behavior],
    viewingDirection: source.viewingDirection,
    ...(first ? { thumbnail: thumbnail(first.thumbnailUrl) } : {}),
    ...(source.attribution ? { requiredStatement: { label: zh("来源"), value: zh(source.attribution) } } : {}),
    ...(rights ? { rights } : {}),
    items: canvases,
    ...(structures.length > 0 ? { structures } : {}),
  };
}
