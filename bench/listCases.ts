import { museum } from "../src/catalogue/registry";
import { maskColumns } from "../server/resources/queries";
import type { DbKind } from "./listServer";

/** The grid's columns for the mask: four listed fields (the server adds `Id`). */
export const MASK = ["name", "nameEn", "province", "city"] as const;

export interface ListCase {
  readonly id: string;
  readonly title: (rows: number) => string;
  readonly skip: (rows: number) => number;
  readonly limit: number;
  readonly nameContains?: string;
  /** `jsonq {"Id": …}`: an equality on the primary key. */
  readonly idEquals?: (rows: number) => number;
  readonly sortBy: "utime" | "name";
  readonly asc: boolean;
}

const n = (x: number) => x.toLocaleString("en");

export const CASES: readonly ListCase[] = [
  { id: "a", title: () => "first page, utime desc (default), limit 20", skip: () => 0, limit: 20, sortBy: "utime", asc: false },
  { id: "b", title: (rows) => `deep page, skip ${n(Math.floor(rows / 2))}, limit 20`, skip: (rows) => Math.floor(rows / 2), limit: 20, sortBy: "utime", asc: false },
  { id: "c", title: () => "name contains \"0004\", limit 20", skip: () => 0, limit: 20, nameContains: "0004", sortBy: "utime", asc: false },
  { id: "d", title: () => "sort by name asc, limit 50", skip: () => 0, limit: 50, sortBy: "name", asc: true },
  // Not one of the four asked-for cases: a query that costs the database next to nothing (page and count by
  // primary key), so that the RPC's own fixed cost per call shows instead of drowning in the COUNT(*).
  { id: "e", title: (rows) => `reference: \`{"Id": ${middleId(rows)}}\` (one row, by primary key)`, skip: () => 0, limit: 20, idEquals: middleId, sortBy: "utime", asc: false },
];

function middleId(rows: number): number {
  return Math.max(1, Math.floor(rows / 2));
}

function jsonq(c: ListCase, rows: number): Record<string, unknown> {
  if (c.nameContains !== undefined) return { name: c.nameContains };
  if (c.idEquals) return { Id: c.idEquals(rows) };
  return {};
}

/** The list payload of DESIGN.md §4, as the console sends it (without `context`). */
export function wirePayload(c: ListCase, rows: number) {
  return {
    page: { skip: c.skip(rows), limit: c.limit },
    cond: { jsonq: JSON.stringify(jsonq(c, rows)) },
    sort: { by: c.sortBy, asc: c.asc },
    mask: { fields: [...MASK] },
  };
}

export interface DirectSql {
  readonly rows: string;
  readonly rowsParams: readonly (string | number)[];
  readonly count: string;
  readonly countParams: readonly (string | number)[];
}

/**
 * The SQL the list method runs (server/resources/queries.ts listRecords, filters.ts for the
 * substring filter), written out by hand: the page query and the COUNT(*) under the same WHERE.
 */
export function directSql(c: ListCase, rows: number, kind: DbKind): DirectSql {
  const q = (id: string) => `"${id}"`;
  const where = (first: number): { text: string; params: (string | number)[] } => {
    const ph = kind === "postgres" ? `$${first}` : "?";
    // The filter escapes \ % _ in the value; "0004" has none of them.
    if (c.nameContains !== undefined) return { text: ` where "name" ${kind === "postgres" ? "ilike" : "like"} ${ph} escape '\\'`, params: [`%${c.nameContains}%`] };
    if (c.idEquals) return { text: ` where "Id" = ${ph}`, params: [c.idEquals(rows)] };
    return { text: "", params: [] };
  };
  const w = where(1);
  const next = w.params.length + 1;
  const [limit, offset] = kind === "postgres" ? [`$${next}`, `$${next + 1}`] : ["?", "?"];
  const dir = c.asc ? "asc" : "desc";
  const columns = maskColumns(museum, [...MASK]).map(q).join(", ");
  return {
    rows: `select ${columns} from "museum"${w.text} order by ${q(c.sortBy)} ${dir}, "Id" ${dir} limit ${limit} offset ${offset}`,
    rowsParams: [...w.params, c.limit, c.skip(rows)],
    count: `select count(*) as "n" from "museum"${w.text}`,
    countParams: w.params,
  };
}
