import { useQuery } from "@tanstack/react-query";
import { jsonq } from "../../rpc/listPayload";
import { isFinished, jobs as defaultClient, type Job, type JobClient } from "../../rpc/jobs";

/** Jobs 我的任务 lists: the newest first, this many. */
export const MY_JOBS_LIMIT = 50;
/** How often the list is read again while one of its jobs is queued or running (progress moves every second). */
export const MY_JOBS_POLL_MS = 1000;

/** Every query of 我的任务 starts with this: starting a job refreshes them all. */
export const MY_JOBS_KEY = ["myJobs"] as const;

/** A listed job, with the signed link to its file once an export is done. */
export type ListedJob = Omit<Job, "errors" | "params"> & { resultUrl?: string };

// Failed rows and parameters are read per job (the JobPanel), not for the whole list.
const FIELDS = ["Id", "ctime", "utime", "kind", "label", "resource", "status", "total", "done", "failed", "reason", "resultKey", "userId", "userName", "startedAt", "finishedAt"];

/**
 * The user's own jobs (or, with `everyone`, all the jobs the server lets them read: sysadmin READ),
 * newest first. Read every second while any of them is queued or running, and not at all once none is
 * (starting a job refreshes it: MY_JOBS_KEY).
 */
export function useMyJobs(userId: number | undefined, { everyone = false, client = defaultClient }: { everyone?: boolean; client?: JobClient } = {}) {
  return useQuery({
    queryKey: [...MY_JOBS_KEY, userId, everyone],
    enabled: userId !== undefined,
    queryFn: async () => {
      const answer = await client.listJob({
        page: { skip: 0, limit: MY_JOBS_LIMIT }, sort: { by: "ctime", asc: false }, mask: { fields: FIELDS },
        cond: { jsonq: everyone ? "{}" : jsonq({ userId }) },
      }, { silent: true });
      return answer.data as ListedJob[];
    },
    refetchInterval: (q) => ((q.state.data ?? []).some((j) => !isFinished(j.status)) ? MY_JOBS_POLL_MS : false),
    staleTime: 0,
  });
}
