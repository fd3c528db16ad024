import type { ResourceDef, SortSpec } from "../../catalogue";

/** Rows fetched per request as the grid scrolls. */
export const PAGE_SIZE = 50;

export interface GridSort {
  by: string;
  /** The sorter's direction: only "ascend" sorts ascending (spec §7 museum, tag types). */
  order: "ascend" | "descend";
}

export function defaultSort(def: ResourceDef): GridSort {
  return { by: def.defaultSort.by, order: def.defaultSort.asc ? "ascend" : "descend" };
}

/** The wire `sort` for a grid sorter under the resource's rule. */
export function sortPayload(def: ResourceDef, sort: GridSort): SortSpec {
  if (def.sortRule === "alwaysAscending") return { by: sort.by, asc: true };
  return { by: sort.by, asc: sort.order === "ascend" };
}
