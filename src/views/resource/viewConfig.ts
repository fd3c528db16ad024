import type { FieldDef } from "../../catalogue";

/** What a resource's screen shows beyond its catalogue fields. */
export interface ViewConfig {
  /** Columns of the record's own (e.g. when a change was made), shown before the catalogue's. */
  readonly leadColumns?: readonly FieldDef[];
  /** A from–to filter on the record's own time. */
  readonly timeFilter?: { readonly key: "ctime" | "utime"; readonly label: string };
  /** The record's detail instead of its form (change records: before and after side by side). */
  readonly detail?: "changes";
}

const CONFIG: Readonly<Record<string, ViewConfig>> = {
  dataChange: {
    leadColumns: [{ key: "ctime", label: "时间", kind: "datetime", sortable: true }],
    timeFilter: { key: "ctime", label: "时间" },
    detail: "changes",
  },
};

export const viewConfigOf = (resource: string): ViewConfig => CONFIG[resource] ?? {};
