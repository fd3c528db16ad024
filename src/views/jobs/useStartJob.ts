import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { jobs as defaultClient, type JobClient, type StartBatchPayload, type StartedJob, type StartExportPayload } from "../../rpc/jobs";
import { MY_JOBS_KEY } from "./useMyJobs";

/**
 * Starts jobs for a view and remembers the last one, for a `<JobPanel jobId={jobId} />`:
 *
 *   const { jobId, startExport, startBatch, dismiss } = useStartJob();
 *   startExport({ resource: def.name, cond, sort, mask });                       // 导出
 *   startBatch({ resource: def.name, operation: "delete", Ids: selected });         // 批量删除
 *   startBatch({ resource: def.name, operation: "delete", cond });                  // 全选符合筛选条件的记录
 *   startBatch({ resource: def.name, operation: action.name, Ids, data: choice.input });
 *
 * The start functions answer the new job's Id, or null when the server refused (its message was already shown).
 */
export function useStartJob(client: JobClient = defaultClient) {
  const [jobId, setJobId] = useState<number | null>(null);
  const queryClient = useQueryClient();
  // 我的任务 lists the new job at once, and follows it from then on.
  const listed = useCallback(() => void queryClient.invalidateQueries({ queryKey: MY_JOBS_KEY }), [queryClient]);
  const started = (answer: StartedJob) => {
    setJobId(answer.Id);
    listed();
  };
  const exportJob = useMutation({ mutationFn: (payload: StartExportPayload) => client.startExport(payload), onSuccess: started });
  const batchJob = useMutation({ mutationFn: (payload: StartBatchPayload) => client.startBatch(payload), onSuccess: started });
  const { mutateAsync: runExport } = exportJob;
  const { mutateAsync: runBatch } = batchJob;
  const startExport = useCallback((payload: StartExportPayload) => runExport(payload).then((a) => a.Id, () => null), [runExport]);
  const startBatch = useCallback((payload: StartBatchPayload) => runBatch(payload).then((a) => a.Id, () => null), [runBatch]);
  const dismiss = useCallback(() => setJobId(null), []);
  /** Follows a job another method started (a view action such as 执行对账 answers its Id). */
  const follow = useCallback((Id: number) => {
    setJobId(Id);
    listed();
  }, [listed]);
  return { jobId, startExport, startBatch, follow, pending: exportJob.isPending || batchJob.isPending, dismiss };
}
