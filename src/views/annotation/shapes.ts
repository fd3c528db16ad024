import type { ImageAnnotation } from "@annotorious/openseadragon";
import { MAX_POLYGON_POINTS, type PolygonRegion, type RectRegion, type SliceRegion, type SliceShape } from "../../catalogue/resources/revise/annotationW3c";

/**
 * Annotorious' shapes ↔ a slice's stored fields (content.md §11.3, §17.3): a rectangle is `{x,y,w,h}`, a
 * polygon `{points:[[x,y],…]}`, both in whole pixels of the full image. Only types from the package are
 * imported here, so this module (and its unit test) loads without a browser.
 */

export type { SliceShape };
export type Region = SliceRegion;

/** Annotorious' ShapeType values (a const enum in its types; spelt out so no runtime import is needed). */
const RECTANGLE = "RECTANGLE";
const POLYGON = "POLYGON";

/** Whole pixels inside the image: a shape drawn past an edge is cut at the edge. */
const clamp = (v: number, max: number) => Math.min(Math.max(0, Math.round(v)), max);

/** The stored form of a drawn shape, or a Chinese sentence saying why it cannot be stored. */
export function regionOf(annotation: ImageAnnotation, size: { width: number; height: number }): { shape: SliceShape; region: Region } | string {
  const selector = annotation.target.selector as unknown as { type: string; geometry: Record<string, unknown> };
  if (selector.type === RECTANGLE) {
    const g = selector.geometry as { x: number; y: number; w: number; h: number };
    const x = clamp(g.x, size.width);
    const y = clamp(g.y, size.height);
    const w = clamp(g.x + g.w, size.width) - x;
    const h = clamp(g.y + g.h, size.height) - y;
    if (w < 1 || h < 1) return "矩形在图像之外或太小，未保存";
    return { shape: "rect", region: { x, y, w, h } };
  }
  if (selector.type === POLYGON) {
    const points: PolygonRegion["points"] = (selector.geometry as { points: number[][] }).points.map(([px = 0, py = 0]) => [clamp(px, size.width), clamp(py, size.height)] as const);
    if (points.length < 3) return "多边形至少需要 3 个点";
    if (points.length > MAX_POLYGON_POINTS) return `多边形最多 ${MAX_POLYGON_POINTS} 个点（现有 ${points.length} 个），请简化后再画`;
    return { shape: "polygon", region: { points } };
  }
  return "只支持矩形和多边形";
}

/** The bounding box of a stored region. */
export function boundsOf(region: Region): { minX: number; minY: number; maxX: number; maxY: number } {
  if ("points" in region) {
    const xs = region.points.map((p) => p[0]);
    const ys = region.points.map((p) => p[1]);
    return { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) };
  }
  return { minX: region.x, minY: region.y, maxX: region.x + region.w, maxY: region.y + region.h };
}

/** Annotorious' selector for a stored region (what `setAnnotations` draws). */
export function selectorOf(shape: SliceShape, region: Region): ImageAnnotation["target"]["selector"] {
  const bounds = boundsOf(region);
  if (shape === "polygon" && "points" in region) return { type: POLYGON, geometry: { points: (region as PolygonRegion).points.map((p) => [p[0], p[1]]), bounds } } as unknown as ImageAnnotation["target"]["selector"];
  const r = region as RectRegion;
  return { type: RECTANGLE, geometry: { x: r.x, y: r.y, w: r.w, h: r.h, bounds } } as unknown as ImageAnnotation["target"]["selector"];
}

/** Whether two stored regions are the same (an update that moved nothing is not saved). */
export function sameRegion(a: Region, b: Region): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Reading order for the side list: top to bottom, then left to right (rows of 1/20 of the image). */
export function byPosition(height: number) {
  const band = Math.max(1, Math.round(height / 20));
  return (a: Region, b: Region): number => {
    const A = boundsOf(a);
    const B = boundsOf(b);
    return Math.floor(A.minY / band) - Math.floor(B.minY / band) || A.minX - B.minX;
  };
}
