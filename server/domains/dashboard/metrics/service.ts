import { z } from "zod";
import { ACCESS_OBJECT_LABELS, levelAtLeast } from "../../../../src/catalogue";
import { ORDER_TYPES, PAY_CHANNELS, PLATFORMS } from "../../../../src/catalogue/commerce";
import type { AuthedCall } from "../../../platform/rpc/call";
import { read } from "../../../platform/rpc/call";
import { method, type MethodRegistry } from "../../../platform/rpc/registry";
import { invalid, RpcError } from "../../../platform/wire/errors";
import "./index";
import { bucketsOf, periodOf, previousOf, yearAgoOf, type Period } from "./period";
import { registerReportExport } from "./reportExport";
import { registerDailyReport } from "./dailyReport/subscription";
import { dailyReportSweeper } from "./dailyReport/sweeper";
import { syncLagSweeper } from "../syncTask/lagSweeper";
import { registerSweeper } from "../../../platform/sweep";
import { slowQueryFilterInput } from "./slowQueryFilter";
import { allMetrics, metricOf, type MetricDef, type MetricFilters, type MetricInput } from "./registry";

export const SERVICE = "DashboardServiceAdmin";

const valuesOf = (options: readonly { value: string }[]) => options.map((o) => o.value) as [string, ...string[]];
const list = (what: string, options: readonly { value: string; label: string }[]) =>
  z.array(z.enum(valuesOf(options), { error: `${what}只能是 ${options.map((o) => `${o.value}（${o.label}）`).join("、")}` }), { error: `${what}应为取值列表` }).max(20, `${what}最多 20 项`).optional();

const queryInput = z.object({
  metric: z.string({ error: "请提供指标名 metric" }).min(1, "请提供指标名 metric").max(64, "指标名 metric 过长"),
  from: z.string({ error: "请提供开始日期 from（YYYY-MM-DD）" }),
  to: z.string({ error: "请提供结束日期 to（YYYY-MM-DD）" }),
  granularity: z.enum(["day", "week", "month"], { error: "粒度 granularity 只能是 day（日）、week（周）或 month（月）" }).optional(),
  filters: z.object({
    platform: list("下单端 platform ", PLATFORMS),
    payChannel: list("支付方式 payChannel ", PAY_CHANNELS),
    orderType: list("订单类型 orderType ", ORDER_TYPES),
    slowQuery: slowQueryFilterInput,
  }, { error: "筛选条件 filters 应为对象" }).optional(),
});

/** Whether the caller may read the figure's data (R(dashboard) is the method's own access). */
const mayRead = (call: AuthedCall, def: MetricDef) => levelAtLeast(call.user.rights[def.object], "READ");

/** Only the filters a figure honours reach it. */
function filtersFor(def: MetricDef, asked: MetricFilters | undefined): MetricFilters {
  const out: Record<string, unknown> = {};
  for (const name of def.filters) {
    const values = asked?.[name];
    if (Array.isArray(values) ? values.length > 0 : values !== undefined) out[name] = values;
  }
  return out as MetricFilters;
}

/**
 * {ns}.DashboardServiceAdmin (commerce.md §7.0, the metric wire contract of issue 26):
 * `query {metric, from, to, granularity?, filters?}` → `{metric, unit, value, previous, yearAgo, series?, breakdown?}`
 * (yearAgo: the same days a year earlier, 同比, for ranges ≤ 31 days; null beyond)
 * and `metrics {}` → the figures the caller may read, with label, unit, 数据口径 and drill-down. R(dashboard)
 * for both, and a figure's own object (orders and visitors: R(order)) for its numbers.
 */
export function registerDashboard(registry: MethodRegistry): void {
  registry.add(method({
    service: SERVICE, method: "query", access: read("dashboard"), input: queryInput,
    async handler(call, input) {
      const def = metricOf(input.metric);
      if (!def) throw invalid(`未知的指标：${input.metric}`);
      if (!mayRead(call, def)) throw new RpcError("PERMISSION_DENIED", `没有权限：指标「${def.label}」需要「${ACCESS_OBJECT_LABELS[def.object]}」的读取权限`);
      const period = periodOf(input.from, input.to);
      const base: MetricInput = { db: call.db, dialect: call.dialect, now: call.now(), period, filters: filtersFor(def, input.filters) };
      const asked: MetricInput = input.granularity ? { ...base, granularity: input.granularity, buckets: bucketsOf(period, input.granularity) } : base;
      // The value alone over another period (环比, 同比).
      const valueOver = (p: Period) => {
        const other: MetricInput = { ...base, period: p };
        return def.previousValue ? def.previousValue(other) : def.compute(other).then((a) => a.value);
      };
      const lastYear = yearAgoOf(period);
      const [answer, previous, yearAgo] = await Promise.all([
        def.compute(asked),
        valueOver(previousOf(period)),
        lastYear ? valueOver(lastYear) : Promise.resolve(null),
      ]);
      return {
        metric: def.metric, unit: def.unit, value: answer.value, previous, yearAgo,
        ...(answer.series ? { series: answer.series } : {}),
        ...(answer.breakdown ? { breakdown: answer.breakdown } : {}),
      };
    },
  }));

  registry.add(method({
    service: SERVICE, method: "metrics", access: read("dashboard"), input: z.object({}),
    async handler(call) {
      const metrics = allMetrics().filter((def) => mayRead(call, def)).map((def) => ({
        metric: def.metric, label: def.label, unit: def.unit, definition: def.definition, object: def.object,
        filters: def.filters, ...(def.drill ? { drill: def.drill } : {}), ...(def.lowerIsBetter ? { lowerIsBetter: true } : {}),
      }));
      return { metrics };
    },
  }));

  registerReportExport(registry);
  registerDailyReport(registry);
  registerSweeper(dailyReportSweeper);
  registerSweeper(syncLagSweeper);
}
