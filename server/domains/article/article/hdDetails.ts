/**
 * HD details in an article (content.md §7.3, §17.1): `<hd-detail id="5" region="x,y,w,h">` names a region of
 * an HD image in its master's pixels. On save every region must lie inside its image, and the image must be
 * one the app can show (not deleted, an IIIF pyramid that is ready). The preview shows the region as an IIIF
 * region request to our own tile server, signed like the viewer's tiles; the official account keeps no
 * custom tags and cannot load our signed tiles, so there it becomes a plain paragraph naming the detail.
 */
import type { Db, Tx } from "../../../platform/db/types";
import { invalid } from "../../../platform/wire/errors";
import { signTileBase } from "../../hd/hdImage/tiles/sign";

const DETAIL = /<hd-detail id="(\d+)" region="(\d+),(\d+),(\d+),(\d+)"><\/hd-detail>/g;
/** The width the preview asks for: a phone column at 2× (never more than the region itself). */
const SHOWN_WIDTH = 750;

export interface Region { readonly x: number; readonly y: number; readonly w: number; readonly h: number }

interface HdImage { readonly title: string; readonly width: number; readonly height: number; readonly tileKey: string | null; readonly usable: boolean; readonly internal: boolean }

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The HD details of sanitised HTML, in order. */
export function detailsIn(html: string): { id: number; region: Region }[] {
  return [...html.matchAll(DETAIL)].map(([, id, x, y, w, h]) => ({ id: Number(id), region: { x: Number(x), y: Number(y), w: Number(w), h: Number(h) } }));
}

async function imagesOf(db: Db | Tx, ids: number[]): Promise<Map<number, HdImage>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom("hd_image").select(["Id", "title", "widthPx", "heightPx", "tileKey", "tileStatus", "tileLayout", "accessLevel", "deleted"])
    .where("Id", "in", [...new Set(ids)]).execute();
  return new Map(rows.map((r) => [Number(r.Id), {
    title: String(r.title ?? ""), width: Number(r.widthPx ?? 0), height: Number(r.heightPx ?? 0),
    tileKey: typeof r.tileKey === "string" && r.tileKey !== "" ? r.tileKey : null,
    internal: r.accessLevel === "internal",
    usable: Number(r.deleted) === 0 && r.tileStatus === "ready" && r.tileLayout !== "dz" && typeof r.tileKey === "string" && r.tileKey !== "",
  }] as const));
}

/** Whether a region lies wholly inside an image of that size. */
export const regionInside = (r: Region, width: number, height: number) => r.w > 0 && r.h > 0 && r.x + r.w <= width && r.y + r.h <= height;

/** Refuses (in Chinese, naming the detail) a text whose HD details name a missing image or a region outside it. */
export async function checkHdDetails(db: Db | Tx, html: string): Promise<void> {
  const details = detailsIn(html);
  const images = await imagesOf(db, details.map((d) => d.id));
  for (const { id, region: r } of details) {
    const image = images.get(id);
    if (!image?.usable) throw invalid(`高清细节引用的高清图（Id ${id}）不存在、已删除或尚未切片完成`);
    // An article is public: a picture kept for the staff does not go into one.
    if (image.internal) throw invalid(`高清图「${image.title}」仅限内部访问，不能作为高清细节放进文章`);
    if (!regionInside(r, image.width, image.height)) {
      throw invalid(`高清细节的区域 ${r.x},${r.y},${r.w},${r.h} 超出高清图「${image.title}」的范围（${image.width} × ${image.height} 像素）`);
    }
  }
}

/** What signing a tile URL needs: the server's secret and clock. */
export interface TileSigner { readonly secret: string; readonly now: number }

/** Each HD detail of sanitised HTML as the app shows it (a signed IIIF region image) or as the official account keeps it (a paragraph). */
export async function resolveHdDetails(db: Db | Tx, html: string, target: "app" | "wechat", signer: TileSigner | null): Promise<string> {
  if (!html.includes("<hd-detail")) return html;
  const images = await imagesOf(db, detailsIn(html).map((d) => d.id));
  return html.replace(DETAIL, (_all, id: string, x: string, y: string, w: string, h: string) => {
    const image = images.get(Number(id));
    const region = { x: Number(x), y: Number(y), w: Number(w), h: Number(h) };
    const shown = image?.usable && !image.internal && image.tileKey && regionInside(region, image.width, image.height) ? image : null;
    if (target === "wechat") return shown ? `<p>【高清细节】${escape(shown.title)}（请在墨苑 App 中查看高清局部）</p>` : "";
    if (!shown || !signer) return `<figure class="hd-detail missing"><figcaption>高清图已删除或不可用</figcaption></figure>`;
    const size = Math.min(SHOWN_WIDTH, region.w);
    const src = `${signTileBase(signer.secret, shown.tileKey!, signer.now)}/${x},${y},${w},${h}/${size},/0/default.jpg`;
    return `<figure class="hd-detail"><img src="${src}" alt="${escape(shown.title)}（局部）"><figcaption>${escape(shown.title)} · 局部</figcaption></figure>`;
  });
}
