import { useCallback, useMemo } from "react";
import type { ResourceDef } from "../../catalogue";
import { useStartJob } from "../jobs";
import type { ListQuery } from "./usePagedList";

/** What a batch works on: chosen rows, or every row a filter matches (fixed by the server when the job starts). */
export type JobTargets = { readonly Ids: number[] } | { readonly cond: ListQuery["cond"] };

/**
 * Batch work of a resource's screen as server jobs (DESIGN.md §4: answered at once with a job Id,
 * followed in the JobPanel): exports of the filter or of the selection, and batch delete and batch
 * actions over a selection or over every row the filter matches. Answers the job's Id, or null
 * when the server refused (its message has been shown).
 */
export function useResourceJobs(def: ResourceDef) {
  const { jobId, startExport, startBatch, follow, dismiss } = useStartJob();
  const exportList = useCallback((query: ListQuery, Ids?: number[]) => startExport({
    resource: def.name, cond: query.cond, ...(query.sort ? { sort: query.sort } : {}), ...(query.mask ? { mask: query.mask } : {}), ...(Ids ? { Ids } : {}),
  }), [def, startExport]);
  const batch = useCallback((operation: string, targets: JobTargets, data: Readonly<Record<string, unknown>>) => startBatch({
    resource: def.name, operation, ...targets, ...(Object.keys(data).length > 0 ? { data: { ...data } } : {}),
  }), [def, startBatch]);
  return useMemo(() => ({ jobId, exportList, batch, follow, dismiss }), [jobId, exportList, batch, follow, dismiss]);
}

export type ResourceJobs = ReturnType<typeof useResourceJobs>;
