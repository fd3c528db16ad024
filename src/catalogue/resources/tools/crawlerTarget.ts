import { defineResource } from "../../define";
import { CRAWLER_PARSERS, CRAWLER_PRODUCES, CRAWLER_RUN_STATUSES } from "./crawlerEnums";

/**
 * 爬虫任务 (/tools/crawler, content.md §12.6): what to fetch (start URLs on one site), how to read it
 * (a registered parser), and when (a 5-field cron schedule, Asia/Shanghai). 立即运行 / 试运行 queue a
 * run (crawlerRun) as a `crawl` job; the schedule sweeper queues due runs. Every fetch also needs the
 * site on the server's allow-list (MOYUAN_CRAWLER_ALLOW): without it the run fails and says so.
 */
export const crawlerTarget = defineResource({
  name: "crawlerTarget",
  label: "爬虫任务",
  service: "CrawlerServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "crawler",
  titleField: "name",
  defaultSort: { by: "Id", asc: false },
  route: "/tools/crawler",
  fields: [
    { key: "name", label: "名称", kind: "text", required: true, maxLength: 40, listed: true, filter: true, unique: true },
    {
      key: "site", label: "站点", kind: "text", required: true, maxLength: 253, listed: true, filter: true,
      pattern: "^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:[0-9]{1,5})?$", patternMessage: "站点须为小写主机名，如 www.wga.hu（可带端口）",
      help: "起始地址须在此站点或其子域名下；服务器的允许名单（MOYUAN_CRAWLER_ALLOW）也须列出它，否则运行会被拒绝",
    },
    { key: "startUrls", label: "起始地址", kind: "longText", required: true, maxLength: 100 * 2049, placeholder: "https://www.wga.hu/frames-e.html", help: "每行一个 http(s) 地址，最多 100 行，每行不超过 2048 个字符" },
    { key: "produces", label: "产出", kind: "enum", options: CRAWLER_PRODUCES, required: true, listed: true, filter: true },
    { key: "parser", label: "解析器", kind: "enum", options: CRAWLER_PARSERS, required: true, listed: true, filter: true, help: "通用 JSON 列表与通用 HTML 表格已接入；其余解析器尚未接入，运行会失败并说明" },
    { key: "itemPath", label: "列表路径", kind: "text", maxLength: 128, placeholder: "data.items", help: "JSON 列表：数组在响应中的路径（以 . 分隔），留空为顶层数组；HTML 表格：第几个表格（从 1 起），留空为第一个" },
    { key: "keyField", label: "主键字段", kind: "text", maxLength: 64, placeholder: "id", help: "每条数据中唯一标识它的字段或列名；留空时 JSON 用 id，表格用第一列" },
    { key: "schedule", label: "调度", kind: "text", maxLength: 64, listed: true, placeholder: "0 3 * * 1", help: "5 段 cron（分 时 日 月 周，北京时间），如 0 3 * * 1 = 每周一 03:00；留空为不定时" },
    { key: "scheduleEnabled", label: "定时启用", kind: "boolean", listed: true, filter: true },
    { key: "concurrency", label: "并发", kind: "integer", min: 1, max: 16, help: "默认 2（当前逐页抓取，预留）" },
    { key: "requestsPerMinute", label: "每分钟请求", kind: "integer", min: 6, max: 600, help: "默认 60（每秒 1 次）：两次请求之间至少间隔 60/该值 秒；6–600 即每秒 0.1–10 次" },
    { key: "maxPages", label: "最大页数", kind: "integer", min: 1, max: 1_000_000, help: "一次运行最多抓取的页数（含翻页）；试运行最多 20 页" },
    { key: "enabled", label: "启用", kind: "boolean", listed: true, filter: true },
    { key: "lastRunStatus", label: "上次结果", kind: "enum", options: CRAWLER_RUN_STATUSES, editable: false, listed: true, filter: true },
    { key: "lastRunAt", label: "上次运行", kind: "datetime", editable: false, listed: true, sortable: true },
    { key: "nextRunAt", label: "下次运行", kind: "datetime", editable: false, listed: true, sortable: true, help: "由调度计算；未启用或未定时时为空" },
    { key: "lastJobId", label: "最近任务", kind: "integer", min: 0, editable: false },
    { key: "remark", label: "备注", kind: "longText", maxLength: 1000 },
  ],
  actions: [
    { name: "runCrawlerTarget", label: "立即运行", scope: "row", shortcut: "S", job: true, jobField: "lastJobId", input: [] },
    { name: "dryRunCrawlerTarget", label: "试运行", scope: "row", shortcut: "T", job: true, jobField: "lastJobId", input: [], confirm: "试运行最多抓取 20 页，只记录日志与解析样例，不写入数据。开始吗？" },
  ],
});
