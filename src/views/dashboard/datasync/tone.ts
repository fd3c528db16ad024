import { SYNC_LAG_AMBER_SECONDS, SYNC_LAG_RED_SECONDS } from "../../../catalogue/resources/dashboard/syncEnums";

/** 任务状态墙 (commerce.md §7.6): red = last run FAILED or lag > 10 min; amber = PARTIAL or lag > 2 min; else green. */
export type Tone = "red" | "amber" | "green";

export function toneOf(task: Readonly<Record<string, unknown>>): Tone {
  const lag = typeof task.lagSeconds === "number" ? task.lagSeconds : 0;
  if (task.lastRunStatus === "FAILED" || lag > SYNC_LAG_RED_SECONDS) return "red";
  if (task.lastRunStatus === "PARTIAL" || lag > SYNC_LAG_AMBER_SECONDS) return "amber";
  return "green";
}

export const TONE_LABEL: Record<Tone, string> = { red: "异常", amber: "注意", green: "正常" };

/** A task's runs (the list filtered on it) and one run's detail (the list with it open). */
export const taskRunsUrl = (taskId: number) => `/dashboard/datasync/runs?${new URLSearchParams({ "f.taskId": String(taskId) }).toString()}`;
export const runUrl = (runId: number) => `/dashboard/datasync/runs?open=${runId}`;

/** A lag as people read it: 42 秒, 3 分 5 秒, 2 小时 10 分. */
export function lagText(seconds: number): string {
  if (seconds < 60) return `${seconds} 秒`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} 分${seconds % 60 ? ` ${seconds % 60} 秒` : ""}`;
  return `${Math.floor(seconds / 3600)} 小时 ${Math.floor((seconds % 3600) / 60)} 分`;
}
