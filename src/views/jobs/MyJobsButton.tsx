import { ListChecks } from "lucide-react";
import { isFinished } from "../../rpc/jobs";
import { setJobsPanelOpen } from "../../state/jobsPanel";
import { useSession } from "../../state/session";
import { useMyJobs } from "./useMyJobs";

/** The header's way to 我的任务, with how many of the user's jobs are still queued or running. */
export function MyJobsButton() {
  const { user } = useSession();
  const list = useMyJobs(user?.Id);
  const running = (list.data ?? []).filter((j) => !isFinished(j.status)).length;
  return (
    <button type="button" onClick={() => setJobsPanelOpen(true)} data-testid="my-jobs-button"
      aria-label={running > 0 ? `我的任务（${running} 个进行中）` : "我的任务"} title="我的任务（G J）"
      className="relative flex h-8 items-center gap-1.5 rounded px-2 text-gray-700 hover:bg-gray-100">
      <ListChecks size={18} aria-hidden="true" />
      <span className="hidden text-sm md:inline">我的任务</span>
      {running > 0 && <span aria-hidden="true" className="rounded-full bg-primary-active px-1.5 text-xs text-white">{running}</span>}
    </button>
  );
}
