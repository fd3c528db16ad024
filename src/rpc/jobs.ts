import type { SortSpec } from "../catalogue";
import { JOB_FINISHED, type JobError, type JobKind, type JobStatus } from "../catalogue/resources/system/job";
import type { ListPayload } from "./listPayload";
import { rpc as defaultRpc, type CallOptions, type createRpc } from "./transport";

/**
 * Typed calls of JobServiceAdmin (DESIGN.md §4 batch work): start an export or a batch, answered at
 * once with a job Id; read the job's progress, failures and result file; cancel it.
 */

const SERVICE = "JobServiceAdmin";

/** A job as getJob / listJob answer it. */
export interface Job {
  Id: number;
  ctime: number;
  utime: number;
  kind: JobKind;
  /** What the user reads, e.g. 导出博物馆, 批量删除博物馆. */
  label: string;
  /** The catalogue resource's name. */
  resource: string;
  status: JobStatus;
  total: number;
  done: number;
  failed: number;
  /** Failed rows with their reason (at most 1,000; `failed` counts them all). */
  errors: JobError[];
  /** What was asked: `Ids` (cut to the first 100 in answers, `IdCount` says how many) or `cond`, `sort`, `mask`, `operation`, `data`. */
  params: Record<string, unknown>;
  resultKey: string | null;
  /** Why it FAILED, or who cancelled it. */
  reason: string | null;
  userId: number;
  userName: string;
  attempts: number;
  startedAt: number | null;
  finishedAt: number | null;
  heartbeatAt: number | null;
}

export interface JobAnswer {
  data: Job;
  /** A signed link to the job's file once it ended: an export's result (DONE), an import's error report (PARTIAL, FAILED); valid until `resultExpiresAt`. */
  resultUrl?: string;
  resultExpiresAt?: number;
}

export interface StartedJob {
  Id: number;
  data: Job;
}

/** Export a resource's list to xlsx: the grid's filter, sort and columns; or only the chosen rows (`Ids`). */
export interface StartExportPayload {
  resource: string;
  cond?: { jsonq: string };
  sort?: SortSpec;
  mask?: { fields: string[] };
  Ids?: number[];
}

/**
 * A batch over rows: `operation` is `delete` or the name of one of the resource's row actions
 * (scope "rows"), with the action's `data`. Either `Ids` (any number), or `cond` for every row the
 * filter matches ("select all 1,234 matching").
 */
export interface StartBatchPayload {
  resource: string;
  operation: string;
  Ids?: number[];
  cond?: { jsonq: string };
  data?: Record<string, unknown>;
}

type Rpc = ReturnType<typeof createRpc>;

/** The job methods over a transport (the app's by default; tests pass one over a fake fetch). */
export function jobClient(rpc: Rpc = defaultRpc) {
  return {
    startExport: (payload: StartExportPayload, options?: CallOptions) => rpc<StartedJob>(`${SERVICE}/startExport`, payload, options),
    startBatch: (payload: StartBatchPayload, options?: CallOptions) => rpc<StartedJob>(`${SERVICE}/startBatch`, payload, options),
    getJob: (Id: number, options?: CallOptions) => rpc<JobAnswer>(`${SERVICE}/getJob`, { Id }, options),
    listJob: (payload: Partial<ListPayload>, options?: CallOptions) => rpc<{ data: Job[]; total: number }>(`${SERVICE}/listJob`, payload, options),
    cancelJob: (Id: number, options?: CallOptions) => rpc<JobAnswer>(`${SERVICE}/cancelJob`, { Id }, options),
  };
}

export type JobClient = ReturnType<typeof jobClient>;

export const jobs: JobClient = jobClient();

/** Whether a job has reached a state it never leaves (DONE, PARTIAL, FAILED, CANCELLED). */
export function isFinished(status: JobStatus): boolean {
  return JOB_FINISHED.includes(status);
}
