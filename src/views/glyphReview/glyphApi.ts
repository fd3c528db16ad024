import { RpcStatus } from "../../catalogue";
import { jsonq } from "../../rpc/listPayload";
import { resourceClient, type Rec } from "../../rpc/resourceClient";
import { viewerAdmin } from "../../rpc/services";
import { calligraphyWork, glyph as glyphResource } from "../../catalogue/registry";

const glyphs = resourceClient(glyphResource);
const works = resourceClient(calligraphyWork);

export interface Region { x: number; y: number; w: number; h: number }

/** The region grown by half its size on every side, clamped at the page's top-left (content.md §2.2: page context). */
export function grown(r: Region, by = 0.5): Region {
  const dx = Math.round(r.w * by);
  const dy = Math.round(r.h * by);
  const x = Math.max(0, r.x - dx);
  const y = Math.max(0, r.y - dy);
  return { x, y, w: r.x + r.w + dx - x, h: r.y + r.h + dy - y };
}

/**
 * The signed IIIF base of a page image (contract §4: ViewerServiceAdmin/getImageSet → infoUrl), or null
 * when it is not tiled yet or the viewer's methods are not there: the panel then shows the numbers only.
 */
export async function pageBase(hdImageId: number): Promise<string | null> {
  try {
    const answer = await viewerAdmin.getImageSet<{ images: { Id: number; infoUrl: string | null }[] }>({ hdImageId },
      { expect: [RpcStatus.NOT_FOUND, RpcStatus.UNIMPLEMENTED, RpcStatus.PERMISSION_DENIED, RpcStatus.FAILED_PRECONDITION] });
    const url = answer.data.images.find((i) => i.Id === hdImageId)?.infoUrl ?? null;
    return url ? url.replace(/\/info\.json$/, "").replace(/\/image\.dzi$/, "") : null;
  } catch {
    return null;
  }
}

/** An IIIF Image API region URL (`{base}/x,y,w,h/max/0/default.jpg`), long edge at most `size` px. */
export const regionUrl = (base: string, r: Region, size = 256) => `${base}/${r.x},${r.y},${r.w},${r.h}/!${size},${size}/0/default.jpg`;

/** Other verified glyphs of the same character by the same 书家, for comparison. */
export async function sameCharGlyphs(glyph: Rec): Promise<Rec[]> {
  if (glyph.artistId === null || glyph.artistId === undefined) return [];
  const answer = await glyphs.list({
    page: { skip: 0, limit: 13 }, cond: { jsonq: jsonq({ char: glyph.char, artistId: glyph.artistId, verifyState: "verified" }) },
    sort: { by: "quality", asc: false }, mask: { fields: ["Id", "char", "workId", "quality", "region", "script"] },
  });
  return answer.data.filter((g) => g.Id !== glyph.Id).slice(0, 12);
}

/** Works' titles by Id (`《兰亭序》神龙本`), for the panel's 出处; null when the reviewer may not read the works. */
export async function workTitles(ids: readonly number[]): Promise<Map<number, string> | null> {
  const out = new Map<number, string>();
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return out;
  try {
    const answer = await works.list({
      page: { skip: 0, limit: wanted.length }, cond: { jsonq: jsonq({ Id: wanted }) }, mask: { fields: ["Id", "title", "versionName"] },
    }, { silent: true });
    for (const w of answer.data) out.set(w.Id, `《${String(w.title)}》${w.versionName ? String(w.versionName) : ""}`);
    return out;
  } catch {
    // No right to the calligraphy library: the panel still shows the glyph, its source marked 无权查看.
    return null;
  }
}

/** A glyph's work as the panel names it: its title, or 已删除 / 无权查看 instead of a bare Id. */
export function workName(titles: Map<number, string> | null | undefined, workId: unknown): string {
  if (titles === undefined) return "…";
  if (titles === null) return "无权查看";
  return titles.get(Number(workId)) ?? "已删除";
}

/** The whole record (the grid's row holds only its listed columns: no region, page or 释文 position). */
export const fullGlyph = async (Id: number): Promise<Rec> => (await glyphs.get(Id)).data;

export const verifyGlyph = (g: Rec) => glyphs.transition("verify", { Id: g.Id, utime: g.utime });
export const rejectGlyph = (g: Rec, reason: string) => glyphs.transition("reject", { Id: g.Id, utime: g.utime, data: { reason } });
export const moveRegion = (g: Rec, region: Region) => glyphs.update(g.Id, g.utime, { region });
