import { defineResource } from "../../define";

/** What a job does: the kinds of batch work (DESIGN.md §4), each shown with its Chinese name. */
export const JOB_KINDS = [
  { value: "export", label: "导出" },
  { value: "delete", label: "批量删除" },
  { value: "action", label: "批量操作" },
  { value: "import", label: "导入" },
  { value: "generate", label: "生成" },
  { value: "reconcile", label: "对账" },
  { value: "gift", label: "赠送积分" },
  { value: "tile", label: "切片" },
  { value: "crawl", label: "爬虫运行" },
  { value: "annotationExport", label: "导出标注" },
  { value: "reportExport", label: "导出报表" },
  { value: "dataSync", label: "数据同步" },
] as const;
export type JobKind = (typeof JOB_KINDS)[number]["value"];

/** QUEUED → RUNNING → DONE | PARTIAL | FAILED, or CANCELLED from QUEUED or RUNNING. */
export const JOB_STATUSES = [
  { value: "QUEUED", label: "排队中" },
  { value: "RUNNING", label: "进行中" },
  { value: "DONE", label: "已完成" },
  { value: "PARTIAL", label: "部分失败" },
  { value: "FAILED", label: "失败" },
  { value: "CANCELLED", label: "已取消" },
] as const;
export type JobStatus = (typeof JOB_STATUSES)[number]["value"];

/** States a job never leaves. */
export const JOB_FINISHED: readonly JobStatus[] = ["DONE", "PARTIAL", "FAILED", "CANCELLED"];

/** Most failed rows a job keeps with their reason (the count goes on past it). */
export const JOB_MAX_ERRORS = 1000;

/** One failed row of a job. */
export interface JobError {
  readonly Id: number;
  readonly title: string;
  readonly reason: string;
}

/**
 * Batch work (exports, batch deletes and actions, imports): a record of what was asked and what
 * happened, written by the server's job runner only. Everyone reads their own jobs through
 * JobServiceAdmin; `sysadmin` READ reads everyone's (and is what search and the change records
 * key on, so a job's label never shows to anyone else).
 */
export const job = defineResource({
  name: "job",
  label: "后台任务",
  service: "JobServiceAdmin",
  ops: ["list", "get"],
  access: "sysadmin",
  shownIn: "account",
  titleField: "label",
  defaultSort: { by: "ctime", asc: false },
  readOnly: true,
  screen: {
    leadColumns: [{ key: "ctime", label: "创建时间", kind: "datetime", sortable: true }],
    timeFilter: { key: "ctime", label: "创建时间" },
  },
  fields: [
    { key: "kind", label: "类型", kind: "enum", options: JOB_KINDS, editable: false, listed: true, filter: true },
    { key: "label", label: "任务", kind: "text", maxLength: 128, editable: false, listed: true, filter: true },
    { key: "resource", label: "资源", kind: "text", maxLength: 64, editable: false, listed: true, filter: true },
    { key: "status", label: "状态", kind: "enum", options: JOB_STATUSES, editable: false, listed: true, filter: true, sortable: true },
    { key: "total", label: "总数", kind: "integer", editable: false, listed: true },
    { key: "done", label: "已完成", kind: "integer", editable: false, listed: true },
    { key: "failed", label: "失败", kind: "integer", editable: false, listed: true },
    { key: "errors", label: "失败明细", kind: "json", editable: false, columns: [{ key: "Id", label: "Id", kind: "integer" }, { key: "title", label: "记录", kind: "text" }, { key: "reason", label: "原因", kind: "text" }], help: "[{Id, title, reason}]，最多 1000 条" },
    { key: "params", label: "任务参数", kind: "json", editable: false, help: "发起时的请求：Ids 或 cond.jsonq、sort、mask、操作名与 data" },
    { key: "targets", label: "处理对象", kind: "json", editable: false, help: "开始时确定、按 Id 升序的记录 Id；续跑从 done + failed 处接着处理" },
    { key: "resultKey", label: "结果文件", kind: "text", maxLength: 512, editable: false },
    { key: "reason", label: "原因", kind: "text", maxLength: 500, editable: false, listed: true, help: "任务失败的原因，或由谁取消" },
    { key: "userId", label: "发起人 Id", kind: "integer", editable: false, filter: true, sortable: true },
    { key: "userName", label: "发起人", kind: "text", editable: false, listed: true, filter: true },
    { key: "attempts", label: "执行次数", kind: "integer", editable: false },
    { key: "startedAt", label: "开始时间", kind: "datetime", editable: false, listed: true, sortable: true },
    { key: "finishedAt", label: "结束时间", kind: "datetime", editable: false, listed: true },
    { key: "heartbeatAt", label: "心跳时间", kind: "datetime", editable: false },
  ],
});
