import { JOB_STATUSES, type JobStatus } from "../../catalogue/resources/system/job";

/** How a job's state reads and looks, in the JobPanel and in 我的任务 alike. */
export const STATUS_LABEL: Record<JobStatus, string> = Object.fromEntries(JOB_STATUSES.map((s) => [s.value, s.label])) as Record<JobStatus, string>;
export const STATUS_TONE: Record<JobStatus, string> = {
  QUEUED: "bg-gray-100 text-gray-700",
  RUNNING: "bg-primary-soft text-primary-ink",
  DONE: "bg-green-50 text-green-800",
  PARTIAL: "bg-amber-50 text-amber-800",
  FAILED: "bg-red-50 text-red-700",
  CANCELLED: "bg-gray-100 text-gray-700",
};
export const BAR_TONE: Record<JobStatus, string> = {
  QUEUED: "bg-primary", RUNNING: "bg-primary", DONE: "bg-green-600", PARTIAL: "bg-amber-500", FAILED: "bg-red-600", CANCELLED: "bg-gray-400",
};

/** Rows processed, the bar's maximum and its percentage. */
export function progressOf(job: { status: JobStatus; total: number; done: number; failed: number }, finished: boolean) {
  const processed = job.done + job.failed;
  const max = Math.max(job.total, processed);
  const percent = max === 0 ? (finished ? 100 : 0) : Math.round((processed / max) * 100);
  return { processed, max, percent };
}

/** The link to a job's file: an export's result, or the error report of a job that did not fully succeed. */
export function resultLabel(status: JobStatus): string {
  return status === "DONE" ? "下载结果" : "下载错误报告";
}
