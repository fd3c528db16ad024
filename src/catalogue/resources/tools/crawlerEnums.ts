/** What a crawler target's records become (content.md §12.6 `produces`). */
export const CRAWLER_PRODUCES = [
  { value: "budartWork", label: "西方作品数据" },
  { value: "budartArtist", label: "西方艺术家数据" },
  { value: "ygsfGlyph", label: "YGSF 字形" },
  { value: "museumCollection", label: "博物馆藏品" },
  { value: "article", label: "资讯" },
  { value: "other", label: "其他" },
] as const;

/**
 * The parsers a target may name. The server's parser registry (server/domains/tools/crawlerRun/parsers)
 * says which have code; a run of a parser without code fails with 「解析器…尚未接入」 and fetches nothing.
 */
export const CRAWLER_PARSERS = [
  { value: "jsonList", label: "通用 JSON 列表" },
  { value: "htmlTable", label: "通用 HTML 表格" },
  { value: "budartWork", label: "WGA 作品目录" },
  { value: "budartArtist", label: "WGA 艺术家目录" },
  { value: "ygsfPage", label: "YGSF 分页" },
  { value: "metObjects", label: "大都会开放数据" },
] as const;

export const CRAWLER_RUN_STATUSES = [
  { value: "queued", label: "排队中" },
  { value: "running", label: "运行中" },
  { value: "succeeded", label: "成功" },
  { value: "partial", label: "部分失败" },
  { value: "failed", label: "失败" },
  { value: "cancelling", label: "取消中" },
  { value: "cancelled", label: "已取消" },
] as const;

export const CRAWLER_TRIGGERS = [
  { value: "schedule", label: "定时" },
  { value: "manual", label: "手动" },
  { value: "retry", label: "重试" },
  { value: "dryRun", label: "试运行" },
] as const;

/** Most start URLs a target lists, and pages a dry run fetches. */
export const CRAWLER_MAX_START_URLS = 100;
export const CRAWLER_DRY_RUN_PAGES = 20;
