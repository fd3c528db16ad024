import { syncRun, syncTask } from "../../../../src/catalogue/registry";
import { defineSeed } from "../../../seed/factory";
import { scaled, seededAlready } from "../../../seed/sufa/lookup";
import { seedLagSamples } from "./lagSeed";
import { DEMO_TASKS, type DemoTask } from "./tasks";

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * commerce.md §7.6: the nine tasks (./tasks.ts) and their runs over the last 90 days — 2 000 at full
 * scale (the design's ~14 000 would be one run every ten minutes per real-time task; 2 000 keeps the
 * seed small), 150 in a test world. About 1.5 % 失败 and 3 % 部分失败; each task's latest run is the
 * outcome its card shows; no run starts or ends after now; the paused task stopped running 20 days ago.
 * The real-time tasks also get their 同步延迟 history (./lagSeed.ts).
 */
export const seed = defineSeed({
  resource: syncTask,
  fills: [syncRun],
  after: ["consoleUser"],
  async run(ctx) {
    if (await seededAlready(ctx.tx, syncTask.table)) return;
    const total = scaled(2_000, ctx.scale, 150);
    const weightSum = DEMO_TASKS.reduce((n, t) => n + t.weight, 0);
    const between = ([a, b]: readonly [number, number]) => Math.round(a + ctx.random() * (b - a));
    const midnight = ctx.now - ((ctx.now + 8 * HOUR) % DAY);
    const realtime: { taskId: number; t: DemoTask; incidents: number[] }[] = [];
    for (const [i, t] of DEMO_TASKS.entries()) {
      const count = Math.max(6, Math.round((total * t.weight) / weightSum));
      const until = t.enabled ? ctx.now : ctx.now - 20 * DAY;
      const starts = startsOf(t, count, midnight, until, ctx.random).sort((a, b) => a - b);
      const outcomes = starts.map((_, k) => (k === starts.length - 1 ? t.last : pickOutcome(ctx.random())));
      const lastStart = starts.at(-1) ?? null;
      const taskId = await ctx.insert(syncTask, {
        name: t.name, source: t.source, target: t.target, worker: t.worker, mode: t.mode, cron: t.cron, enabled: t.enabled,
        lagSeconds: t.lagSeconds, lastRunStatus: outcomes.at(-1) ?? null, lastRunAt: lastStart, lastJobId: null,
      }, { ctime: ctx.now - (120 - i) * DAY, utime: lastStart ?? ctx.now - 120 * DAY });
      if (t.mode === "REALTIME") realtime.push({ taskId, t, incidents: starts.filter((_, k) => outcomes[k] !== "SUCCESS") });
      for (const [k, startedAt] of starts.entries()) {
        const status = outcomes[k]!;
        const seconds = between(t.seconds);
        const finishedAt = Math.min(startedAt + seconds * 1000, ctx.now - 1000);
        let processed = between(t.processed);
        let failed = 0;
        if (status === "FAILED") [processed, failed] = [0, 1];
        if (status === "PARTIAL") failed = Math.max(1, Math.round(processed * 0.02));
        const errorSample = status === "SUCCESS" ? null : t.errors.slice(0, status === "FAILED" ? 1 : 2);
        const triggeredBy = t.mode === "REALTIME" ? "变更流" : t.mode === "MANUAL" || ctx.random() < 0.05 ? "shuju.guo" : "定时";
        await ctx.insert(syncRun, {
          taskId, status, startedAt, finishedAt, durationSec: Math.max(0, Math.round((finishedAt - startedAt) / 1000)),
          processed, failed, errorSample, triggeredBy, rerunOf: null, rerunJobId: null, jobId: null,
        }, { ctime: startedAt, utime: finishedAt });
      }
    }
    // After every run, so the runs come out as they did before the lag history was seeded.
    for (const r of realtime) await seedLagSamples(ctx.tx, r.taskId, r.t, ctx.now, ctx.random, r.incidents);
  },
});

/** 1.5 % failed, 3 % partial, the rest successful. */
function pickOutcome(r: number): "SUCCESS" | "PARTIAL" | "FAILED" {
  return r < 0.015 ? "FAILED" : r < 0.045 ? "PARTIAL" : "SUCCESS";
}

/** Start times: real-time batches any time of day, scheduled ones at their hour on days spread over 90, manual ones in working hours. */
function startsOf(t: DemoTask, count: number, midnight: number, until: number, random: () => number): number[] {
  const out: number[] = [];
  for (let k = 0; k < count; k += 1) {
    const day = Math.floor(random() * 90);
    const hour = t.mode === "SCHEDULED" ? (t.hour ?? 3) + (t.cron?.includes("*/6") ? 6 * Math.floor(random() * 4) : 0) : t.mode === "MANUAL" ? 9 + Math.floor(random() * 9) : Math.floor(random() * 24);
    const minute = t.mode === "SCHEDULED" ? Number(t.cron?.split(" ")[0]) || 0 : Math.floor(random() * 60);
    let at = midnight - day * DAY + (hour - 8) * HOUR + minute * 60_000 + Math.floor(random() * 50_000);
    // A run after the cut-off (now, or the pause) is moved back a day or more: nothing is dated in the future.
    while (at >= until - 60 * 60_000) at -= DAY;
    out.push(at);
  }
  return out;
}
