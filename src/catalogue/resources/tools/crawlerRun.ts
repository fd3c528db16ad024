import { defineResource } from "../../define";
import { defineMachine } from "../../machine";
import { CRAWLER_RUN_STATUSES, CRAWLER_TRIGGERS } from "./crawlerEnums";

/**
 * 运行记录 (content.md §12.6): one run of a crawler target, written only by the server — queued by
 * 立即运行 / 试运行 / the schedule, then worked by its `crawl` job page by page with a log. Never edited;
 * 取消运行 makes it 取消中; its job ends it 已取消 after the page under way (a queued one as soon as it is picked up).
 */
export const crawlerRun = defineResource({
  name: "crawlerRun",
  label: "运行记录",
  service: "CrawlerServiceAdmin",
  ops: ["list", "get"],
  access: "crawler",
  titleField: "code",
  defaultSort: { by: "Id", asc: false },
  // listedAlone: the dashboards' 爬虫运行 figures drill into every target's runs of their days.
  parent: { resource: "crawlerTarget", key: "targetId", tab: "运行记录", listedAlone: true },
  route: "/tools/crawler/runs",
  fields: [
    { key: "code", label: "运行编号", kind: "text", maxLength: 32, editable: false, listed: true, filter: true },
    { key: "targetId", label: "爬虫任务", kind: "ref", ref: "crawlerTarget", required: true, editable: false, listed: true, filter: true },
    { key: "trigger", label: "触发", kind: "enum", options: CRAWLER_TRIGGERS, editable: false, listed: true, filter: true },
    { key: "status", label: "状态", kind: "enum", options: CRAWLER_RUN_STATUSES, editable: false, listed: true, filter: true },
    { key: "startedAt", label: "开始时间", kind: "datetime", editable: false, listed: true, filter: true, sortable: true },
    { key: "finishedAt", label: "结束时间", kind: "datetime", editable: false, sortable: true },
    { key: "durationSec", label: "耗时（秒）", kind: "integer", min: 0, editable: false, listed: true },
    { key: "pagesFetched", label: "抓取页数", kind: "integer", min: 0, editable: false, listed: true },
    { key: "itemsParsed", label: "解析条数", kind: "integer", min: 0, editable: false, listed: true },
    { key: "itemsNew", label: "新增", kind: "integer", min: 0, editable: false, listed: true },
    { key: "itemsUpdated", label: "更新", kind: "integer", min: 0, editable: false, listed: true },
    { key: "errorCount", label: "错误数", kind: "integer", min: 0, editable: false, listed: true, filter: true },
    { key: "errorSample", label: "错误样例", kind: "longText", maxLength: 8000, editable: false, help: "前 20 条：地址 · HTTP 状态 · 原因" },
    { key: "log", label: "运行日志", kind: "longText", maxLength: 60_000, editable: false, help: "每行：时间 · 级别 · 内容；超长时截断" },
    {
      key: "items", label: "解析结果", kind: "json", maxLength: 1_000_000, editable: false, help: "本次解析出的数据（最多 500 条）；试运行只保留前 20 条样例",
      columns: [
        { key: "key", label: "主键", kind: "text" }, { key: "title", label: "标题", kind: "text" },
        { key: "url", label: "来源地址", kind: "text" }, { key: "change", label: "变化", kind: "text" },
      ],
    },
    { key: "jobId", label: "后台任务", kind: "integer", min: 0, editable: false },
    { key: "operatorId", label: "发起人", kind: "ref", ref: "consoleUser", editable: false, listed: true, help: "定时运行为空（系统）" },
  ],
  states: defineMachine({
    field: "status",
    initial: "queued",
    states: [
      { value: "queued", tone: "neutral" },
      { value: "running", tone: "info" },
      { value: "succeeded", tone: "success" },
      { value: "partial", tone: "warning" },
      { value: "failed", tone: "danger" },
      { value: "cancelling", tone: "warning" },
      { value: "cancelled", tone: "neutral" },
    ],
    transitions: [
      {
        name: "cancel", label: "取消运行", from: ["queued", "running"], to: "cancelling", scope: "row", hook: "cancel", shortcut: "C",
        confirm: "当前页面处理完后停止，已抓取的结果不写入。确定取消吗？",
      },
    ],
  }),
});
