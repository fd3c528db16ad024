/** The words of the data-sync records (commerce.md §7.6), shared by the tasks and their runs. */

export const SYNC_MODES = [
  { value: "REALTIME", label: "实时（变更流）" },
  { value: "SCHEDULED", label: "定时" },
  { value: "MANUAL", label: "手动" },
] as const;

export const SYNC_RUN_STATUSES = [
  { value: "RUNNING", label: "运行中" },
  { value: "SUCCESS", label: "成功" },
  { value: "PARTIAL", label: "部分失败" },
  { value: "FAILED", label: "失败" },
] as const;

/**
 * What a task's run does (server/domains/dashboard/syncRun/workers.ts): the first four run in this
 * server; the others need an outside system and go through its adapter, which refuses unconfigured.
 */
export const SYNC_WORKERS = [
  { value: "SEARCH_INDEX_ART", label: "书画库 → 搜索索引（本机）" },
  { value: "SEARCH_INDEX_ORDER", label: "订单 → 搜索索引（本机）" },
  { value: "ORDER_ETL", label: "订单日汇总（本机）" },
  { value: "DICT_REFRESH", label: "字典校验与刷新（本机）" },
  { value: "WXPAY_BILL", label: "微信支付账单（外部）" },
  { value: "ALIPAY_BILL", label: "支付宝账单（外部）" },
  { value: "APPSTORE_TX", label: "App Store 交易（外部）" },
  { value: "XIAOE_CODES", label: "小鹅通兑换码（外部）" },
  { value: "CDN_WARMUP", label: "CDN 预热（外部）" },
] as const;
export type SyncWorker = (typeof SYNC_WORKERS)[number]["value"];

/** 任务状态墙 thresholds (§7.6): red above 10 minutes of lag, amber above 2. */
export const SYNC_LAG_RED_SECONDS = 600;
export const SYNC_LAG_AMBER_SECONDS = 120;
