import { hdImage } from "../../../../../src/catalogue/registry";
import { decodeRow } from "../../../../platform/db/columns";
import type { Db, Row } from "../../../../platform/db/types";
import type { ServerDeps } from "../../../../platform/rpc/call";
import { signFileUrl } from "../../../../platform/storage/policy";
import { signedTileBase } from "../tiles/sign";

/** One image of a set as the viewers read it (contract §4 of issue 15). */
export interface ViewerImage {
  Id: number;
  code: string;
  title: string;
  viewLabel: string;
  version: string;
  pageNo: number | null;
  widthPx: number;
  heightPx: number;
  ppi: number | null;
  heightCm?: number;
  widthCm?: number;
  tileStatus: string;
  tileError: string | null;
  /** Signed `…/info.json` (or `…/image.dzi`), null until the pyramid is ready. */
  infoUrl: string | null;
  thumbnailUrl: string | null;
  attribution: string | null;
  license: string | null;
  downloadable: boolean;
  /** Not in the contract's list but needed by manifests: the signed pyramid base, null when not tiled. */
  serviceBase: string | null;
}

/** The subject's images: live hdImage rows pointing at it, by page order then Id. */
export async function imagesOfSubject(db: Db, subjectType: string, subjectId: number): Promise<Row[]> {
  const rows = await db.selectFrom(hdImage.table).selectAll()
    .where("subjectType", "=", subjectType).where("subjectId", "=", subjectId).where("deleted", "=", 0)
    .orderBy("pageNo", "asc").orderBy("Id", "asc").execute();
  // SQLite sorts NULL first, PostgreSQL last: unnumbered images go last on both.
  return rows.map((r) => decodeRow(hdImage.fields, r))
    .sort((a, b) => ((a.pageNo as number | null) ?? Infinity) - ((b.pageNo as number | null) ?? Infinity) || (a.Id as number) - (b.Id as number));
}

/** One live image by Id, or null. */
export async function findImage(db: Db, id: number): Promise<Row | null> {
  const row = await db.selectFrom(hdImage.table).selectAll().where("Id", "=", id).where("deleted", "=", 0).executeTakeFirst();
  return row ? decodeRow(hdImage.fields, row) : null;
}

/** A stored image key signed for the browser; an address (already a URL or path) passes as it is. */
export function imageAddress(deps: Pick<ServerDeps, "secret" | "now">, value: unknown): string | null {
  if (typeof value !== "string" || value === "") return null;
  if (/^(https?:)?\/\//.test(value) || value.startsWith("/")) return value;
  return signFileUrl(deps.secret, value, { now: deps.now() });
}

const str = (v: unknown): string => (typeof v === "string" ? v : "");
const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

/** Physical size of the subject, applied to images that show it whole (not 局部 details). */
export interface PhysicalSize { heightCm?: number; widthCm?: number }

/** The viewer's view of one image row: signed tile base only when its pyramid is ready. */
export function viewerImage(deps: Pick<ServerDeps, "secret" | "now">, row: Row, opts: { mayWrite: boolean; size?: PhysicalSize }): ViewerImage {
  const ready = row.tileStatus === "ready" && typeof row.tileKey === "string" && row.tileKey !== "";
  const serviceBase = ready ? signedTileBase(deps, row.tileKey as string) : null;
  const infoUrl = serviceBase ? `${serviceBase}/${row.tileLayout === "dz" ? "image.dzi" : "info.json"}` : null;
  const whole = !str(row.viewLabel).includes("局部");
  const size = whole && opts.size ? opts.size : {};
  return {
    Id: row.Id as number,
    code: str(row.code),
    title: str(row.title),
    viewLabel: str(row.viewLabel),
    version: str(row.version),
    pageNo: num(row.pageNo),
    widthPx: num(row.widthPx) ?? 0,
    heightPx: num(row.heightPx) ?? 0,
    ppi: num(row.ppi),
    ...(size.heightCm !== undefined ? { heightCm: size.heightCm } : {}),
    ...(size.widthCm !== undefined ? { widthCm: size.widthCm } : {}),
    tileStatus: str(row.tileStatus) || "none",
    tileError: str(row.tileError) || null,
    infoUrl,
    thumbnailUrl: imageAddress(deps, row.thumbnail),
    attribution: str(row.attribution) || null,
    license: str(row.license) || null,
    // Downloading the master: the image allows it, or the caller may write the library.
    downloadable: row.downloadable === true || row.downloadable === 1 || opts.mayWrite,
    serviceBase,
  };
}
