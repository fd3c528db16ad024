import { sql } from "kysely";
import { bucketIndexSql, type Period } from "./period";
import { num, registerMetric, seriesFrom, type BreakdownItem, type MetricDef, type MetricInput } from "./registry";

/**
 * 同步延迟 (commerce.md §7.6, a line per real-time task): over the per-minute lag samples the sweeper
 * `dashboard.syncLag` writes (syncTask/lagSweeper.ts), each bucket's highest. Seconds, answered as "count"
 * with 秒 in the label like 运行耗时.
 */
const LAG = sql.ref("sync_lag_sample.lagSeconds");

function samplesIn(input: MetricInput, p: Period = input.period) {
  return input.db.selectFrom("sync_lag_sample").innerJoin("sync_task", "sync_task.Id", "sync_lag_sample.taskId")
    .where("sync_task.mode", "=", "REALTIME").where("sync_lag_sample.at", ">=", p.start).where("sync_lag_sample.at", "<", p.end);
}

async function highest(input: MetricInput, p?: Period): Promise<number> {
  return num((await samplesIn(input, p).select(sql<unknown>`max(${LAG})`.as("v")).executeTakeFirst())?.v);
}

export const syncLag: MetricDef = {
  metric: "syncLag", lowerIsBetter: true, label: "同步延迟（秒）", unit: "count", object: "dashboard", filters: [],
  drill: { route: "/dashboard/datasync/runs", filter: { field: "startedAt" } },
  definition: "实时同步任务的延迟：当前时间 − 最早一条尚未写入搜索索引的变更的修改时间（自任务上次成功或部分失败的运行开始以来，"
    + "索引缺失或标题不一致的有效记录；没有则为 0），每分钟采样一次。每个时段取各次采样中的最大值；数值为所选期间所有实时任务的最大值，分项为每个任务的最大值。",
  async compute(input) {
    const value = await highest(input);
    const tasks = await input.db.selectFrom("sync_task").select(["Id", "name"]).where("mode", "=", "REALTIME").orderBy("Id").execute();
    const perTask = await samplesIn(input).select(["sync_lag_sample.taskId as t", sql<unknown>`max(${LAG})`.as("v")])
      .groupBy("sync_lag_sample.taskId").execute();
    const { buckets, granularity } = input;
    const b = buckets && granularity ? bucketIndexSql(sql.ref("sync_lag_sample.at"), input.period, buckets, granularity) : null;
    const cells = b ? await samplesIn(input).select(["sync_lag_sample.taskId as t", b.as("b"), sql<unknown>`max(${LAG})`.as("v")])
      .groupBy(["sync_lag_sample.taskId", sql.ref("b")]).execute() : [];
    const breakdown: BreakdownItem[] = tasks.map((task) => {
      const id = num(task.Id);
      const item = { key: String(id), label: String(task.name), value: num(perTask.find((r) => num(r.t) === id)?.v) };
      return buckets && b ? { ...item, series: seriesFrom(buckets, cells.filter((c) => num(c.t) === id)) } : item;
    });
    if (!buckets || !b) return { value, breakdown };
    const overall = seriesFrom(buckets, []).map((p, i) => ({ bucket: p.bucket, value: Math.max(0, ...breakdown.map((k) => k.series?.[i]?.value ?? 0)) }));
    return { value, series: overall, breakdown };
  },
  previousValue: (input) => highest(input),
};

registerMetric(syncLag);
