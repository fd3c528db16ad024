import { defineResource } from "../../define";
import { PLATFORMS } from "../../commerce";
import { ALGORITHMS } from "./algorithmEnums";

const count = (key: string, label: string, help?: string) =>
  ({ key, label, kind: "integer", min: 0, editable: false, listed: true, ...(help ? { help } : {}) }) as const;

/**
 * 算法指标 (/dashboard/algorithm/metrics, commerce.md §7.5 AlgorithmMetric): one row per algorithm ×
 * model version × platform × minute (`bucketMinutes` 1), the counters added by the algorithm endpoints
 * through `recordAlgorithmCall` (server/domains/dashboard/algorithmMetric/record.ts) — a ledger nobody
 * edits; minute rows of hours more than 7 days old are merged into hour rows (`bucketMinutes` 60) by the
 * `dashboard.algorithmRollup` sweeper (…/algorithmMetric/rollup.ts). `bucketKey` makes the row unique so
 * concurrent calls add to the same row.
 */
export const algorithmMetric = defineResource({
  name: "algorithmMetric",
  label: "算法指标",
  service: "DashboardServiceAdmin",
  ops: ["list", "get"],
  access: "dashboard",
  titleField: "bucketKey",
  defaultSort: { by: "bucketAt", asc: false },
  route: "/dashboard/algorithm/metrics",
  screen: { filterOrder: ["bucketAt", "algorithm", "modelVersion", "platform", "bucketMinutes"] },
  fields: [
    { key: "bucketAt", label: "时段", kind: "datetime", required: true, editable: false, listed: true, filter: true, sortable: true, help: "分钟行：该分钟开始；小时行：整点开始" },
    { key: "bucketMinutes", label: "粒度（分钟）", kind: "integer", min: 1, max: 60, required: true, editable: false, listed: true, filter: true, help: "1 = 1 分钟；60 = 1 小时（7 天前的分钟行已汇总为小时行）" },
    { key: "algorithm", label: "算法", kind: "enum", options: ALGORITHMS, required: true, editable: false, listed: true, filter: true },
    { key: "modelVersion", label: "模型版本", kind: "text", maxLength: 40, required: true, editable: false, listed: true, filter: true },
    { key: "platform", label: "端", kind: "enum", options: PLATFORMS, required: true, editable: false, listed: true, filter: true },
    { key: "bucketKey", label: "时段键", kind: "text", maxLength: 100, required: true, unique: true, editable: false, help: "算法|版本|端|时段|粒度" },
    { ...count("calls", "调用量"), sortable: true },
    { ...count("errors", "错误数"), sortable: true },
    { ...count("latencyP50", "P50（毫秒）"), sortable: true },
    { ...count("latencyP95", "P95（毫秒）"), sortable: true },
    { ...count("latencyP99", "P99（毫秒）"), sortable: true },
    count("firstTokenP95", "首字 P95（毫秒）", "AI 助手"),
    count("tokensIn", "输入 Token", "AI 助手"),
    count("tokensOut", "输出 Token", "AI 助手"),
    count("top1Hit", "Top1 命中", "以图识画：用户打开了第 1 个结果"),
    count("top5Hit", "Top5 命中", "以图识画：用户打开了前 5 个结果之一"),
    count("zeroResult", "无结果", "搜索"),
    count("impressions", "曝光", "推荐"),
    count("clicks", "点击", "推荐"),
    count("dislikes", "点踩", "AI 助手"),
    count("rated", "已评价", "AI 助手：点赞或点踩的回答"),
  ],
});
