import { defineResource } from "../../define";
import { SYNC_RUN_STATUSES } from "./syncEnums";

/**
 * 同步运行 (/dashboard/datasync/runs, commerce.md §7.6 SyncRun): one run of a sync task — a ledger
 * written only by the run itself (its `dataSync` job). 重跑 on a 失败 / 部分失败 run starts a new run of
 * its task (W(dashboard)); the old run only records which run re-ran it.
 */
export const syncRun = defineResource({
  name: "syncRun",
  label: "同步运行",
  service: "DashboardServiceAdmin",
  ops: ["list", "get"],
  access: "dashboard",
  titleField: "triggeredBy",
  defaultSort: { by: "startedAt", asc: false },
  route: "/dashboard/datasync/runs",
  parent: { resource: "syncTask", key: "taskId", tab: "运行记录" },
  screen: { filterOrder: ["taskId", "status", "startedAt", "triggeredBy"] },
  fields: [
    { key: "taskId", label: "同步任务", kind: "ref", ref: "syncTask", required: true, editable: false, listed: true, filter: true },
    { key: "status", label: "状态", kind: "enum", options: SYNC_RUN_STATUSES, required: true, editable: false, listed: true, filter: true },
    { key: "startedAt", label: "开始时间", kind: "datetime", required: true, editable: false, listed: true, filter: true, sortable: true },
    { key: "finishedAt", label: "结束时间", kind: "datetime", editable: false, listed: true, sortable: true },
    { key: "durationSec", label: "耗时（秒）", kind: "integer", min: 0, editable: false, listed: true, sortable: true },
    { key: "processed", label: "处理条数", kind: "integer", min: 0, editable: false, listed: true, sortable: true },
    { key: "failed", label: "失败条数", kind: "integer", min: 0, editable: false, listed: true, filter: true, sortable: true },
    {
      key: "errorSample", label: "错误样例", kind: "json", maxLength: 20_000, editable: false, help: "最多 20 条",
      columns: [{ key: "item", label: "对象", kind: "text" }, { key: "reason", label: "原因", kind: "text" }],
    },
    { key: "triggeredBy", label: "触发", kind: "text", maxLength: 80, required: true, editable: false, listed: true, filter: true, help: "定时 / 变更流 / 发起人的登录名" },
    { key: "rerunOf", label: "重跑自", kind: "ref", ref: "syncRun", editable: false, filter: true },
    { key: "rerunJobId", label: "重跑任务", kind: "integer", min: 0, editable: false },
    { key: "jobId", label: "后台任务", kind: "integer", min: 0, editable: false },
  ],
  actions: [
    { name: "rerunSyncRun", label: "重跑", scope: "row", shortcut: "A", job: true, jobField: "rerunJobId", input: [], when: { status: ["FAILED", "PARTIAL"] } },
  ],
});
