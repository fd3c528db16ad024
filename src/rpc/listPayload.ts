import type { SortSpec } from "../catalogue";

/**
 * Which rows a list call answers: `limit` rows from `skip` (OFFSET), or, with skip 0, by keyset —
 * the rows right `after` or right `before` a record (NOT_FOUND when it left the list), or the `last` ones.
 * Keyset answers come in list order.
 */
export interface ListPage {
  skip: number;
  limit: number;
  after?: number;
  before?: number;
  last?: true;
}

/** How a list call counts: "auto" (default) exactly when cheap, else an estimate; "exact" always; "none" not at all. */
export type ListCount = "auto" | "exact" | "none";

/** The list payload of DESIGN.md §4 / spec §7: 1-based pages, filters as a JSON string, sort, field mask. */
export interface ListPayload {
  page: ListPage;
  cond: { jsonq: string };
  sort?: SortSpec;
  mask?: { fields: string[] };
  count?: ListCount;
}

export type Sorter = Record<string, "ascend" | "descend" | null | undefined>;

/** skip = (current − 1) × pageSize, limit = pageSize. */
export function pageOf(current: number, pageSize: number): ListPayload["page"] {
  return { skip: Math.max(0, (current - 1) * pageSize), limit: pageSize };
}

/** Filters without empty values, as the JSON string the server reads. */
export function jsonq(filters: Record<string, unknown>): string {
  const kept = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== ""));
  return JSON.stringify(kept);
}

/** A column's dataIndex: a string, or a path of strings. */
export type DataIndex = string | readonly string[];

/** All dataIndexes of a table, flattened into the field mask. */
export function maskOf(columns: readonly { dataIndex?: DataIndex }[]): string[] {
  return columns.flatMap((c) => (c.dataIndex === undefined ? [] : typeof c.dataIndex === "string" ? [c.dataIndex] : [...c.dataIndex]));
}

/** Museum and tag-type rule: the sorter's first key (default utime), ascending only when it is 'ascend'. */
export function sortAscendOnly(sorter: Sorter, fallback = "utime"): SortSpec {
  const [by, order] = Object.entries(sorter).find(([, v]) => v) ?? [fallback, undefined];
  return { by, asc: order === "ascend" };
}

/** User list rule: the sorter's first key, always ascending. */
export function sortFirstKeyAscending(sorter: Sorter, fallback = "userName"): SortSpec {
  const by = Object.keys(sorter)[0] ?? fallback;
  return { by, asc: true };
}
