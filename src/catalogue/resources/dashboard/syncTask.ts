import { defineResource } from "../../define";
import { SYNC_MODES, SYNC_RUN_STATUSES, SYNC_WORKERS } from "./syncEnums";

/**
 * 同步任务 (/dashboard/datasync/tasks, commerce.md §7.6 SyncTask): one flow of data from a source to a
 * target. 立即同步 starts a run (syncRun, 运行中) and its `dataSync` job, one run at a time per task;
 * 暂停 / 启用 switch it off and on (W(dashboard)). Tasks whose work lives in this server really run it;
 * the others call their outside system through an adapter that refuses while unconfigured (the run
 * ends 失败 「未配置…」). 上次结果, 上次运行 and 延迟 are written by the runs only.
 */
export const syncTask = defineResource({
  name: "syncTask",
  label: "同步任务",
  service: "DashboardServiceAdmin",
  ops: ["list", "get"],
  access: "dashboard",
  titleField: "name",
  defaultSort: { by: "Id", asc: true },
  route: "/dashboard/datasync/tasks",
  screen: { filterOrder: ["name", "mode", "lastRunStatus", "enabled"] },
  fields: [
    { key: "name", label: "任务名称", kind: "text", maxLength: 40, required: true, unique: true, editable: false, listed: true, filter: true },
    { key: "source", label: "来源", kind: "text", maxLength: 60, required: true, editable: false, listed: true, filter: true },
    { key: "target", label: "目标", kind: "text", maxLength: 60, required: true, editable: false, listed: true, filter: true },
    { key: "worker", label: "执行方式", kind: "enum", options: SYNC_WORKERS, required: true, editable: false, listed: true, filter: true },
    { key: "mode", label: "同步方式", kind: "enum", options: SYNC_MODES, required: true, editable: false, listed: true, filter: true },
    { key: "cron", label: "调度", kind: "text", maxLength: 64, editable: false, listed: true, help: "5 段 cron（北京时间）；实时与手动任务为空" },
    { key: "lagSeconds", label: "延迟（秒）", kind: "integer", min: 0, editable: false, listed: true, sortable: true, help: "实时任务：当前时间 − 最后应用的变更时间" },
    { key: "lastRunStatus", label: "上次结果", kind: "enum", options: SYNC_RUN_STATUSES, editable: false, listed: true, filter: true },
    { key: "lastRunAt", label: "上次运行", kind: "datetime", editable: false, listed: true, sortable: true },
    { key: "enabled", label: "启用", kind: "boolean", editable: false, listed: true, filter: true },
    { key: "lastJobId", label: "最近任务", kind: "integer", min: 0, editable: false },
  ],
  actions: [
    { name: "runSyncTask", label: "立即同步", scope: "row", shortcut: "S", job: true, jobField: "lastJobId", input: [], when: { enabled: [true] } },
    { name: "pauseSyncTask", label: "暂停", scope: "row", shortcut: "P", input: [], when: { enabled: [true] } },
    { name: "enableSyncTask", label: "启用", scope: "row", shortcut: "O", input: [], when: { enabled: [false] } },
  ],
});
