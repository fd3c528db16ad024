import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef } from "react";
import { isFinished, jobs as defaultClient, type Job, type JobAnswer, type JobClient } from "../../rpc/jobs";
import { RpcFailure } from "../../rpc/failures";
import { BAR_TONE, progressOf, resultLabel, STATUS_LABEL, STATUS_TONE } from "./jobLook";

/** The query key of one job's progress, for callers that want to refresh or read it. */
export const jobQueryKey = (jobId: number) => ["job", jobId] as const;

export interface JobPanelProps {
  /** The job to follow, as startExport / startBatch answered it. */
  jobId: number;
  /** Called once when the job reaches an end state (DONE, PARTIAL, FAILED, CANCELLED): refresh the grid here. */
  onFinished?: (job: Job) => void;
  /** Shows a 关闭 button that calls this. */
  onClose?: () => void;
  /** Polling interval while the job is queued or running, in ms (default 1000). */
  pollMs?: number;
  /** The job methods (tests pass one over a fake transport). */
  client?: JobClient;
}

/**
 * A job's progress: its label and state, a progress bar, 已完成 N / 共 M and 失败 K, a 取消 button
 * while it runs, the failed rows with their reasons, and 下载结果 once an export is done. Polls
 * getJob while the job is queued or running.
 */
export function JobPanel({ jobId, onFinished, onClose, pollMs = 1000, client = defaultClient }: JobPanelProps) {
  const queryClient = useQueryClient();
  const titleId = useId();
  const errorsId = useId();
  const query = useQuery({
    queryKey: jobQueryKey(jobId),
    // Silent: a poll that fails is shown here, not as a message every second.
    queryFn: () => client.getJob(jobId, { silent: true }),
    refetchInterval: (q) => {
      const status = (q.state.data as JobAnswer | undefined)?.data.status;
      return status !== undefined && isFinished(status) ? false : pollMs;
    },
    staleTime: 0,
  });
  const cancel = useMutation({
    // FAILED_PRECONDITION: it ended meanwhile; the next read shows how.
    mutationFn: () => client.cancelJob(jobId, { expect: [9] }),
    onSuccess: (answer) => queryClient.setQueryData(jobQueryKey(jobId), answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobQueryKey(jobId) }),
  });

  const job = query.data?.data;
  const finishedRef = useRef<number | null>(null);
  useEffect(() => {
    if (job && isFinished(job.status) && finishedRef.current !== job.Id) {
      finishedRef.current = job.Id;
      onFinished?.(job);
    }
  }, [job, onFinished]);

  if (!job) {
    const failure = query.error instanceof RpcFailure && query.error.kind !== "network" && query.error.message !== "" ? query.error.message : "网络连接失败";
    return (
      <section className="rounded bg-white p-4" aria-busy={query.isPending} data-testid="job-panel">
        {query.isError ? <p role="alert" className="text-red-700">无法获取任务进度：{failure}</p> : <p className="text-gray-600">正在获取任务进度…</p>}
      </section>
    );
  }

  const finished = isFinished(job.status);
  const { processed, max, percent } = progressOf(job, finished);
  const running = job.status === "QUEUED" || job.status === "RUNNING";
  const resultUrl = query.data?.resultUrl;
  return (
    <section aria-labelledby={titleId} className="space-y-3 rounded bg-white p-4" data-testid="job-panel">
      <div className="flex items-center gap-3">
        <h2 id={titleId} className="font-medium">{job.label}</h2>
        <span aria-live="polite" className={`rounded px-2 py-0.5 text-sm ${STATUS_TONE[job.status]}`} data-testid="job-status">
          {STATUS_LABEL[job.status]}
        </span>
      </div>
      <div
        role="progressbar" aria-labelledby={titleId} aria-valuemin={0} aria-valuemax={max === 0 ? 1 : max}
        aria-valuenow={max === 0 ? (finished ? 1 : 0) : processed} aria-valuetext={`已处理 ${processed} / 共 ${job.total}（${percent}%）`}
        className="h-2 overflow-hidden rounded bg-gray-200"
      >
        <div className={`h-full transition-[width] ${BAR_TONE[job.status]}`} style={{ width: `${percent}%` }} />
      </div>
      <p className="flex flex-wrap gap-x-4 text-gray-700">
        <span>已完成 {job.done} / 共 {job.total}</span>
        <span className={job.failed > 0 ? "text-red-700" : ""}>失败 {job.failed}</span>
      </p>
      {job.reason && <p className={job.status === "FAILED" ? "text-red-700" : "text-gray-700"}>{job.reason}</p>}
      {query.isError && <p role="alert" className="text-amber-800">进度暂时无法刷新，稍后自动重试</p>}
      {job.errors.length > 0 && (
        <div>
          <h3 id={errorsId} className="mb-1 text-gray-700">失败明细{job.failed > job.errors.length ? `（仅列出前 ${job.errors.length} 条）` : ""}</h3>
          {/* Focusable so that keyboard users can scroll it. */}
          <ul aria-labelledby={errorsId} tabIndex={0} className="max-h-48 overflow-auto rounded border border-gray-200 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-primary" data-testid="job-errors">
            {job.errors.map((e) => (
              <li key={e.Id} className="border-b border-gray-100 px-3 py-1.5 last:border-b-0">
                <span className="font-medium">{e.title}</span>
                <span className="text-gray-600">（Id {e.Id}）</span>：{e.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex gap-2">
        {running && (
          <button type="button" onClick={() => cancel.mutate()} disabled={cancel.isPending}
            className="rounded border border-gray-300 px-4 py-1.5 hover:border-primary hover:text-primary-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-primary disabled:opacity-60">
            取消任务
          </button>
        )}
        {resultUrl && (
          <a href={resultUrl} download className="rounded bg-primary-active px-4 py-1.5 text-white hover:bg-primary-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-primary">
            {resultLabel(job.status)}
          </a>
        )}
        {onClose && (
          <button type="button" onClick={onClose}
            className="rounded border border-gray-300 px-4 py-1.5 hover:border-primary hover:text-primary-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-primary">
            关闭
          </button>
        )}
      </div>
    </section>
  );
}
