import { resourceByName } from "../../../../../src/catalogue/registry";
import { decodeRow } from "../../../../platform/db/columns";
import type { Row } from "../../../../platform/db/types";
import { byCatalogue } from "../../../../platform/db/types";
import { findRecord } from "../../../../resources/queries";
import type { AuthedCall } from "../../../../platform/rpc/call";
import { notFound, RpcError } from "../../../../platform/wire/errors";
import { mayWriteLibrary, requireLibraryRead } from "./access";
import { findImage, viewerImage, type ViewerImage } from "./images";
import { imageSetOfSubject } from "./imageSet";
import { buildManifest, type Behavior, type CanvasSource, type RangeSource, type ViewingDirection } from "./manifest";

const BEHAVIORS: readonly Behavior[] = ["individuals", "paged", "continuous"];
const DIRECTIONS: readonly ViewingDirection[] = ["left-to-right", "right-to-left", "top-to-bottom", "bottom-to-top"];
const behaviorOf = (v: unknown, fallback: Behavior): Behavior => (BEHAVIORS.includes(v as Behavior) ? (v as Behavior) : fallback);
const directionOf = (v: unknown, fallback: ViewingDirection): ViewingDirection => (DIRECTIONS.includes(v as ViewingDirection) ? (v as ViewingDirection) : fallback);

/** The one licence all images share (a manifest has one `rights`), else none. */
function sharedLicense(images: readonly ViewerImage[]): string | null {
  const licences = new Set(images.map((i) => i.license));
  return licences.size === 1 ? ([...licences][0] ?? null) : null;
}

/** Every distinct attribution, in order (one museum usually; a theme album may hold several). */
function attributions(images: readonly ViewerImage[]): string | null {
  const all = [...new Set(images.map((i) => i.attribution).filter((a): a is string => !!a))];
  return all.length > 0 ? all.join("；") : null;
}

function canvasOf(image: ViewerImage, key: number, label: string, caption?: string): CanvasSource {
  return {
    key, label, width: image.widthPx, height: image.heightPx, hdImageId: image.Id,
    serviceBase: image.serviceBase, thumbnailUrl: image.thumbnailUrl, ...(caption ? { caption } : {}),
  };
}

/**
 * How a work's images read (content.md §17.1–§17.2): a handscroll is one continuous right-to-left
 * scroll, an album (册页) leaf by leaf right to left, a book in two-page spreads (线装 right to left
 * when the record says so), anything else one image at a time.
 */
function layoutOf(type: string, form: string | undefined, direction: string | undefined): { behavior: Behavior; viewingDirection: ViewingDirection } {
  if (form === "shoujuan") return { behavior: "continuous", viewingDirection: directionOf(direction, "right-to-left") };
  if (form === "ceye") return { behavior: "individuals", viewingDirection: directionOf(direction, "right-to-left") };
  if (type === "book") return { behavior: "paged", viewingDirection: directionOf(direction, "left-to-right") };
  return { behavior: "individuals", viewingDirection: directionOf(direction, "left-to-right") };
}

/** A work's (book's, relic's …) manifest, from the same image set the deep-zoom viewer reads. */
export async function manifestOfSubject(call: AuthedCall, type: string, id: number): Promise<Record<string, unknown>> {
  const set = await imageSetOfSubject(call, type, id);
  const { behavior, viewingDirection } = layoutOf(type, set.subject.form, set.subject.viewingDirection);
  return buildManifest({
    id: `/iiif/${type}/${id}/manifest`,
    label: set.subject.title,
    behavior, viewingDirection,
    attribution: attributions(set.images),
    license: sharedLicense(set.images),
    // A page without a view label of its own is named by its place: 第N页 in a book, 第N图 elsewhere.
    canvases: set.images.map((img, i) => canvasOf(img, img.Id, img.viewLabel || (type === "book" ? `第${i + 1}页` : `第${i + 1}图`))),
    ranges: [],
  });
}

interface Section { key: string; label: string; itemIds?: unknown }

function sectionsOf(value: unknown): Section[] {
  const parsed = typeof value === "string" ? (() => { try { return JSON.parse(value) as unknown; } catch { return null; } })() : value;
  if (!Array.isArray(parsed)) return [];
  return parsed.filter((s): s is Section => typeof s === "object" && s !== null && typeof (s as Section).key === "string")
    .map((s) => ({ key: s.key, label: typeof s.label === "string" && s.label !== "" ? s.label : s.key, itemIds: s.itemIds }));
}

/**
 * An album's manifest (content.md §1.3): its items in `sort` order as canvases, `sections` as Ranges
 * (by their itemIds, else by the items' sectionKey). Needs READ on `hdpic` or `shiyShuCai`.
 */
export async function manifestOfAlbum(call: AuthedCall, id: number): Promise<Record<string, unknown>> {
  requireLibraryRead(call, "高清图集");
  const album = resourceByName("hdAlbum");
  const item = resourceByName("hdAlbumItem");
  if (!album || !item) throw new RpcError("UNIMPLEMENTED", "高清图集尚未建成");
  const record = await findRecord(call.db, album, id);
  if (!record) throw notFound("高清图集不存在");
  const itemRows: Row[] = (await byCatalogue(call.db).selectFrom(item.table).selectAll().where("albumId", "=", id)
    .orderBy("sort", "asc").orderBy("Id", "asc").execute()).map((r) => decodeRow(item.fields, r));
  const mayWrite = mayWriteLibrary(call);
  const canvases: CanvasSource[] = [];
  const shown: ViewerImage[] = [];
  for (const row of itemRows) {
    const image = await findImage(call.db, row.hdImageId as number);
    if (!image) continue; // A deleted image leaves its album; the layout editor shows the gap.
    const view = viewerImage(call, image, { mayWrite });
    shown.push(view);
    const label = (typeof row.label === "string" && row.label) || view.viewLabel || view.title;
    canvases.push(canvasOf(view, row.Id as number, label, typeof row.caption === "string" ? row.caption : undefined));
  }
  const ranges: RangeSource[] = sectionsOf(record.sections).map((s) => ({
    key: s.key,
    label: s.label,
    canvasKeys: Array.isArray(s.itemIds) && s.itemIds.length > 0
      ? s.itemIds.map(Number)
      : itemRows.filter((r) => r.sectionKey === s.key).map((r) => r.Id as number),
  }));
  return buildManifest({
    id: `/iiif/hdAlbum/${id}/manifest`,
    label: String(record.title ?? ""),
    ...(typeof record.subtitle === "string" && record.subtitle ? { summary: record.subtitle } : {}),
    behavior: behaviorOf(record.behavior, "individuals"),
    viewingDirection: directionOf(record.viewingDirection, "left-to-right"),
    attribution: attributions(shown),
    license: sharedLicense(shown),
    canvases, ranges,
  });
}
