import { useQuery } from "@tanstack/react-query";
import { syncRun, syncTask } from "../../../catalogue/registry";
import { resourceClient, type Rec } from "../../../rpc/resourceClient";

const tasks = resourceClient(syncTask);
const runs = resourceClient(syncRun);

/** The nine tasks for the status wall (refreshed every 30 s: a run started elsewhere shows up). */
export function useSyncTasks() {
  const query = useQuery({
    queryKey: ["datasync", "tasks"],
    queryFn: async ({ signal }) => (await tasks.list({ page: { skip: 0, limit: 100 }, cond: { jsonq: "{}" }, sort: { by: "Id", asc: true }, count: "none" }, { signal })).data,
    refetchInterval: 30_000,
  });
  return { tasks: query.data ?? [], loading: query.isPending, error: query.error, retry: () => void query.refetch() };
}

/** 失败记录: the latest 50 失败 / 部分失败 runs, newest first. */
export function useFailedRuns() {
  const query = useQuery({
    queryKey: ["datasync", "failedRuns"],
    queryFn: async ({ signal }) => (await runs.list({
      page: { skip: 0, limit: 50 }, cond: { jsonq: JSON.stringify({ status: ["FAILED", "PARTIAL"] }) }, sort: { by: "startedAt", asc: false }, count: "none",
    }, { signal })).data,
    refetchInterval: 30_000,
  });
  return { runs: query.data ?? ([] as Rec[]), loading: query.isPending, error: query.error, retry: () => void query.refetch() };
}
