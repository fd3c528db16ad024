/**
 * 爬虫任务 rules (content.md §12.6): start URLs on the target's site, a valid 5-field schedule, and
 * 下次运行 kept by the server — set from the schedule whenever it, 定时启用 or 启用 change, empty when
 * the target is not scheduled. A target with a run under way is not deleted; its runs go with it.
 */
import { crawlerRun } from "../../../../src/catalogue/registry";
import { invalid, precondition } from "../../../platform/wire/errors";
import type { ResourceHooks } from "../../../resources/hooks";
import { runUnderWay } from "../crawlerRun/queue";
import { startUrlsProblem } from "../crawlerRun/urls";
import { cronProblem, nextRunOf } from "./cron";

/** 下次运行 of a target as it will be: the schedule's next time after `now`, or null when not scheduled. */
export function nextRunAtOf(target: Record<string, unknown>, now: number): number | null {
  const schedule = typeof target.schedule === "string" ? target.schedule.trim() : "";
  if (schedule === "" || target.enabled !== true || target.scheduleEnabled !== true) return null;
  return nextRunOf(schedule, now);
}

const SCHEDULE_KEYS = ["schedule", "scheduleEnabled", "enabled"];

export const targetHooks: ResourceHooks = {
  async beforeWrite({ call, mode, value, current }) {
    const merged: Record<string, unknown> = { ...(current ?? {}), ...value };
    if (Object.hasOwn(value, "startUrls") || Object.hasOwn(value, "site")) {
      const problem = startUrlsProblem(String(merged.startUrls ?? ""), String(merged.site ?? ""));
      if (problem) throw invalid(problem);
    }
    const schedule = typeof merged.schedule === "string" ? merged.schedule.trim() : "";
    if (Object.hasOwn(value, "schedule") && schedule !== "") {
      const problem = cronProblem(schedule);
      if (problem) throw invalid(problem);
    }
    if (merged.scheduleEnabled === true && schedule === "" && (mode === "create" || Object.hasOwn(value, "scheduleEnabled") || Object.hasOwn(value, "schedule"))) {
      throw invalid("启用定时须先填写调度（5 段 cron）");
    }
    const out: Record<string, unknown> = { ...value };
    if (Object.hasOwn(value, "schedule")) out.schedule = schedule === "" ? null : schedule.split(/\s+/).join(" ");
    if (mode === "create") {
      out.concurrency ??= 2;
      out.requestsPerMinute ??= 60;
      out.maxPages ??= 1000;
      out.enabled ??= false;
      out.scheduleEnabled ??= false;
    }
    if (mode === "create" || SCHEDULE_KEYS.some((k) => Object.hasOwn(value, k))) out.nextRunAt = nextRunAtOf({ ...merged, ...out }, call.now());
    return out;
  },
  async beforeDelete({ call, tx, current }) {
    const run = await runUnderWay(tx, Number(current.Id), call.now());
    if (run) throw precondition(`爬虫任务「${String(current.name)}」有运行中的任务（${String(run.code)}），请先取消`);
    await tx.deleteFrom(crawlerRun.table).where("targetId", "=", Number(current.Id)).execute();
  },
};
