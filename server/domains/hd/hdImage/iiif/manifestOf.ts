import { resourceByName } from "../../../../../src/catalogue/registry";
import { SUBJECT_TYPES } from "../../../../../src/catalogue/resources/content/contentEnums";
import { decodeRow } from "../../../../platform/db/columns";
import type { Row } from "../../../../platform/db/types";
import { byCatalogue } from "../../../../platform/db/types";
import { findRecord } from "../../../../resources/queries";
import type { AuthedCall, ServerDeps } from "../../../../platform/rpc/call";
import { publicBase } from "../../../../platform/rpc/publicBase";
import { notFound, RpcError } from "../../../../platform/wire/errors";
import { signTileBaseUntil } from "../tiles/sign";
import { requireLibraryRead, requireSubjectRead } from "./access";
import { findImage, imagesOfSubject, viewerImage, type ViewerImage } from "./images";
import { buildManifest, type Behavior, type CanvasSource, type RangeSource, type ViewingDirection } from "./manifest";
import { manifestExpiry, manifestPath } from "./manifestUrl";
import { subjectResource } from "./subject";

const BEHAVIORS: readonly Behavior[] = ["individuals", "paged", "continuous"];
const DIRECTIONS: readonly ViewingDirection[] = ["left-to-right", "right-to-left", "top-to-bottom", "bottom-to-top"];
const behaviorOf = (v: unknown, fallback: Behavior): Behavior => (BEHAVIORS.includes(v as Behavior) ? (v as Behavior) : fallback);
const directionOf = (v: unknown, fallback: ViewingDirection): ViewingDirection => (DIRECTIONS.includes(v as ViewingDirection) ? (v as ViewingDirection) : fallback);
const text = (v: unknown): string | undefined => (typeof v === "string" && v !== "" ? v : undefined);
const typeLabel = (type: string) => SUBJECT_TYPES.find((t) => t.value === type)?.label ?? type;

/** What building a manifest reads: the database, the signing key and clock. No caller: rights are checked before. */
export type ManifestDeps = Pick<ServerDeps, "db" | "secret" | "now">;

/** Where a manifest is published: the public base of its absolute ids, and when it and its tiles stop answering. */
export interface ManifestPlace {
  readonly base: string;
  readonly expires: number;
}

/** The place of a manifest handed to a caller now: MOYUAN_PUBLIC_URL or the origin they called. */
export function placeFor(call: AuthedCall): ManifestPlace {
  return { base: publicBase(call.config, call.origin), expires: manifestExpiry(call.now()) };
}

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

const absolute = (place: ManifestPlace, address: string | null) => (address?.startsWith("/") ? `${place.base}${address}` : address);

/** An image as the manifest reads it: absolute addresses, its IIIF service signed until the manifest expires (none for Deep Zoom). */
function manifestImage(deps: ManifestDeps, place: ManifestPlace, row: Row): ViewerImage {
  const view = viewerImage(deps, row, { mayWrite: false });
  const iiif = view.serviceBase !== null && row.tileLayout !== "dz";
  return {
    ...view,
    serviceBase: iiif ? `${place.base}${signTileBaseUntil(deps.secret, String(row.tileKey), place.expires)}` : null,
    thumbnailUrl: absolute(place, view.thumbnailUrl),
  };
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

/** A work's (book's, relic's …) manifest, from the images the deep-zoom viewer shows. */
export async function subjectManifest(deps: ManifestDeps, place: ManifestPlace, type: string, id: number): Promise<Record<string, unknown>> {
  const resource = subjectResource(type);
  const record = resource ? await findRecord(deps.db, resource, id) : null;
  if (resource && !record) throw notFound(`${resource.label}不存在`);
  const rows = await imagesOfSubject(deps.db, type, id);
  // This build has no table for the type (yet): the images still name their subject.
  if (!record && rows.length === 0) throw notFound(`${typeLabel(type)}（Id ${id}）没有高清图`);
  const title = record && resource ? String(record[resource.titleField] ?? "") : String(rows[0]?.subjectTitle ?? "");
  const { behavior, viewingDirection } = layoutOf(type, text(record?.form), text(record?.viewingDirection));
  const images = rows.map((row) => manifestImage(deps, place, row));
  return buildManifest({
    id: `${place.base}${manifestPath(deps.secret, type, id, place.expires)}`,
    label: title,
    behavior, viewingDirection,
    attribution: attributions(images),
    license: sharedLicense(images),
    // A page without a view label of its own is named by its place: 第N页 in a book, 第N图 elsewhere.
    canvases: images.map((img, i) => canvasOf(img, img.Id, img.viewLabel || (type === "book" ? `第${i + 1}页` : `第${i + 1}图`))),
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

/** An album's manifest (content.md §1.3): its items in `sort` order as canvases, `sections` as Ranges (by their itemIds, else by the items' sectionKey). */
export async function albumManifest(deps: ManifestDeps, place: ManifestPlace, id: number): Promise<Record<string, unknown>> {
  const album = resourceByName("hdAlbum");
  const item = resourceByName("hdAlbumItem");
  if (!album || !item) throw new RpcError("UNIMPLEMENTED", "高清图集尚未建成");
  const record = await findRecord(deps.db, album, id);
  if (!record) throw notFound("高清图集不存在");
  const itemRows: Row[] = (await byCatalogue(deps.db).selectFrom(item.table).selectAll().where("albumId", "=", id)
    .orderBy("sort", "asc").orderBy("Id", "asc").execute()).map((r) => decodeRow(item.fields, r));
  const canvases: CanvasSource[] = [];
  const shown: ViewerImage[] = [];
  for (const row of itemRows) {
    const image = await findImage(deps.db, row.hdImageId as number);
    if (!image) continue; // A deleted image leaves its album; the layout editor shows the gap.
    const view = manifestImage(deps, place, image);
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
    id: `${place.base}${manifestPath(deps.secret, "hdAlbum", id, place.expires)}`,
    label: String(record.title ?? ""),
    ...(typeof record.subtitle === "string" && record.subtitle ? { summary: record.subtitle } : {}),
    behavior: behaviorOf(record.behavior, "individuals"),
    viewingDirection: directionOf(record.viewingDirection, "left-to-right"),
    attribution: attributions(shown),
    license: sharedLicense(shown),
    canvases, ranges,
  });
}

/** ViewerServiceAdmin/getManifest of a work: READ on its library's object (access.ts). */
export async function manifestOfSubject(call: AuthedCall, type: string, id: number): Promise<Record<string, unknown>> {
  requireSubjectRead(call, type);
  return subjectManifest(call, placeFor(call), type, id);
}

/** ViewerServiceAdmin/getManifest of an album: READ on `hdpic` or `shiyShuCai`. */
export async function manifestOfAlbum(call: AuthedCall, id: number): Promise<Record<string, unknown>> {
  requireLibraryRead(call, "高清图集");
  return albumManifest(call, placeFor(call), id);
}
