import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState, type ReactNode } from "react";
import { levelAtLeast } from "../../catalogue";
import { JOB_KINDS } from "../../catalogue/resources/system/job";
import { isFinished } from "../../rpc/jobs";
import { setJobsPanelOpen, useJobsPanelOpen } from "../../state/jobsPanel";
import { useSession } from "../../state/session";
import { buttonVariants, Button } from "../../ui/button";
import { Sheet, SheetBody, SheetContent, SheetHeader, SheetTitle } from "../../ui/sheet";
import { useReturnFocus } from "../../ui/useReturnFocus";
import { formatShanghai } from "../../catalogue/kinds/shanghai";
import { JobPanel } from "./JobPanel";
import { BAR_TONE, progressOf, resultLabel, STATUS_LABEL, STATUS_TONE } from "./jobLook";
import { MY_JOBS_KEY, useMyJobs, type ListedJob } from "./useMyJobs";

const KIND_LABEL: Record<string, string> = Object.fromEntries(JOB_KINDS.map((k) => [k.value, k.label]));

/** One job of the list: what it is, its state and bar, its counts, why it failed, and its file. */
function JobItem({ job, expanded, onToggle, showOwner, children }: { job: ListedJob; expanded: boolean; onToggle(): void; showOwner: boolean; children?: ReactNode }) {
  const finished = isFinished(job.status);
  const { processed, max, percent } = progressOf(job, finished);
  const titleId = `my-job-${job.Id}`;
  return (
    <li className="space-y-1.5 border-b border-gray-100 py-3 last:border-b-0" data-testid="my-job" data-job-id={job.Id} aria-labelledby={titleId}>
      <div className="flex items-center gap-2">
        <span id={titleId} className="min-w-0 flex-1 truncate font-medium" title={job.label}>{job.label}</span>
        <span className={`shrink-0 rounded px-2 py-0.5 text-xs ${STATUS_TONE[job.status]}`} data-testid="my-job-status">{STATUS_LABEL[job.status]}</span>
      </div>
      <div role="progressbar" aria-labelledby={titleId} aria-valuemin={0} aria-valuemax={max === 0 ? 1 : max}
        aria-valuenow={max === 0 ? (finished ? 1 : 0) : processed} aria-valuetext={`已处理 ${processed} / 共 ${job.total}（${percent}%）`}
        className="h-1.5 overflow-hidden rounded bg-gray-200">
        <div className={`h-full transition-[width] ${BAR_TONE[job.status]}`} style={{ width: `${percent}%` }} />
      </div>
      <p className="flex flex-wrap gap-x-3 text-sm text-gray-600">
        <span>{KIND_LABEL[job.kind] ?? job.kind}</span>
        <span data-testid="my-job-count">已完成 {job.done} / 共 {job.total}</span>
        {job.failed > 0 && <span className="text-red-700">失败 {job.failed}</span>}
        <span>{formatShanghai(job.ctime)}</span>
        {showOwner && <span>发起人 {job.userName}</span>}
      </p>
      {job.reason && <p className={`text-sm ${job.status === "FAILED" ? "text-red-700" : "text-gray-700"}`}>{job.reason}</p>}
      <div className="flex gap-2">
        {job.resultUrl && (
          <a href={job.resultUrl} download className={buttonVariants({ variant: "primary", size: "sm" })} data-testid="my-job-download">{resultLabel(job.status)}</a>
        )}
        <Button size="sm" onClick={onToggle} aria-expanded={expanded} aria-controls={expanded ? `${titleId}-detail` : undefined}>
          {expanded ? "收起详情" : job.failed > 0 ? "失败明细" : "详情"}
        </Button>
      </div>
      {expanded && <div id={`${titleId}-detail`}>{children}</div>}
    </li>
  );
}

/**
 * 我的任务: the user's jobs, newest first — exports, batches, gifts, generations, imports — with their
 * progress (read every second while one runs), failures with reasons, and the file of a finished export.
 * With sysadmin READ the user may list everyone's. Opened by the header button, the palette and `g j`.
 */
export default function MyJobsSheet() {
  const open = useJobsPanelOpen();
  const { user } = useSession();
  const mayReadAll = levelAtLeast(user?.acl.rights.sysadmin, "READ");
  const [everyone, setEveryone] = useState(false);
  const [expanded, setExpanded] = useState<number | null>(null);
  const returnFocus = useReturnFocus(open);
  const queryClient = useQueryClient();
  const list = useMyJobs(open ? user?.Id : undefined, { everyone: everyone && mayReadAll });
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: MY_JOBS_KEY }), [queryClient]);
  const close = () => setJobsPanelOpen(false);
  const jobsShown = list.data ?? [];
  return (
    <Sheet open={open} onOpenChange={setJobsPanelOpen}>
      <SheetContent aria-describedby={undefined} onCloseAutoFocus={returnFocus} data-testid="my-jobs">
        <SheetHeader onClose={close}>
          <SheetTitle>我的任务</SheetTitle>
        </SheetHeader>
        <SheetBody>
          <div className="mb-2 flex items-center gap-3 text-sm text-gray-600">
            <span className="flex-1">最近 {jobsShown.length} 个任务{jobsShown.some((j) => !isFinished(j.status)) ? "，进度每秒刷新" : ""}</span>
            {mayReadAll && (
              <label className="flex items-center gap-1.5">
                <input type="checkbox" checked={everyone} onChange={(e) => setEveryone(e.target.checked)} />
                显示所有人的任务
              </label>
            )}
          </div>
          {list.isPending && <p className="text-gray-600">正在读取任务…</p>}
          {list.isError && <p role="alert" className="text-red-700">无法读取任务列表，请稍后再试</p>}
          {list.isSuccess && jobsShown.length === 0 && <p className="text-gray-600">还没有任务。在列表中导出、批量操作后，任务会出现在这里。</p>}
          <ul aria-label="任务列表">
            {jobsShown.map((job) => (
              <JobItem key={job.Id} job={job} expanded={expanded === job.Id} showOwner={everyone} onToggle={() => setExpanded((id) => (id === job.Id ? null : job.Id))}>
                <JobPanel jobId={job.Id} onFinished={refresh} />
              </JobItem>
            ))}
          </ul>
        </SheetBody>
      </SheetContent>
    </Sheet>
  );
}
