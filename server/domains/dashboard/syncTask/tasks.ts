/**
 * The demo world's nine sync tasks (commerce.md §7.6 seed) and how their runs look: how often they run,
 * how long a run takes, how many records it handles and what goes wrong when it does.
 */
export interface DemoTask {
  readonly name: string;
  readonly source: string;
  readonly target: string;
  readonly worker: string;
  readonly mode: "REALTIME" | "SCHEDULED" | "MANUAL";
  readonly cron: string | null;
  readonly enabled: boolean;
  /** REALTIME: now − last applied change, in seconds. */
  readonly lagSeconds: number | null;
  /** Share of the runs (relative). */
  readonly weight: number;
  /** Duration range of a run, seconds; processed range. */
  readonly seconds: readonly [number, number];
  readonly processed: readonly [number, number];
  /** Hour of day (Shanghai) of a scheduled run. */
  readonly hour?: number;
  /** What a failed item says. */
  readonly errors: readonly { readonly item: string; readonly reason: string }[];
  /** The latest run's outcome (the wall shows a few states). */
  readonly last: "SUCCESS" | "PARTIAL" | "FAILED";
}

export const DEMO_TASKS: readonly DemoTask[] = [
  {
    name: "书画库→搜索索引", source: "书画库（国画、书法作品）", target: "控制台记录搜索索引", worker: "SEARCH_INDEX_ART", mode: "REALTIME", cron: null, enabled: true,
    lagSeconds: 42, weight: 6, seconds: [2, 40], processed: [1, 60], last: "SUCCESS",
    errors: [{ item: "国画作品 #1024", reason: "标题含不可索引字符，已跳过" }],
  },
  {
    name: "订单→搜索索引", source: "订单", target: "控制台记录搜索索引", worker: "SEARCH_INDEX_ORDER", mode: "REALTIME", cron: null, enabled: true,
    lagSeconds: 185, weight: 6, seconds: [2, 30], processed: [1, 120], last: "SUCCESS",
    errors: [{ item: "订单 MY2026…", reason: "索引写入超时（5 秒），下批重试" }],
  },
  {
    name: "报表数仓 ETL", source: "订单、退款", target: "报表数仓（日汇总）", worker: "ORDER_ETL", mode: "SCHEDULED", cron: "0 2 * * *", enabled: true,
    lagSeconds: null, weight: 1, hour: 2, seconds: [300, 1500], processed: [3_000, 6_000], last: "SUCCESS",
    errors: [{ item: "2026-10-03 日汇总", reason: "数仓连接中断（connection reset），已回滚当日分区" }],
  },
  {
    name: "字典缓存刷新", source: "字典表", target: "控制台字典缓存", worker: "DICT_REFRESH", mode: "MANUAL", cron: null, enabled: true,
    lagSeconds: null, weight: 0.3, seconds: [1, 6], processed: [300, 400], last: "SUCCESS",
    errors: [{ item: "字典「style」", reason: "字典项取值重复：工笔花鸟" }],
  },
  {
    name: "微信支付账单下载", source: "微信支付商户平台", target: "渠道账单（对账）", worker: "WXPAY_BILL", mode: "SCHEDULED", cron: "30 10 * * *", enabled: true,
    lagSeconds: null, weight: 1, hour: 10, seconds: [20, 150], processed: [80, 260], last: "SUCCESS",
    errors: [{ item: "交易账单", reason: "微信支付返回 NO_STATEMENT_EXIST：账单尚未生成（10:00 后重试）" }],
  },
  {
    name: "支付宝账单下载", source: "支付宝开放平台", target: "渠道账单（对账）", worker: "ALIPAY_BILL", mode: "SCHEDULED", cron: "40 10 * * *", enabled: true,
    lagSeconds: null, weight: 1, hour: 10, seconds: [15, 120], processed: [20, 90], last: "SUCCESS",
    errors: [{ item: "trade 账单", reason: "支付宝返回 isp.bill_not_exist：账单不存在" }],
  },
  {
    name: "App Store 交易补拉", source: "App Store Server API", target: "订单（苹果内购）", worker: "APPSTORE_TX", mode: "SCHEDULED", cron: "0 */6 * * *", enabled: true,
    lagSeconds: null, weight: 2, hour: 0, seconds: [10, 90], processed: [0, 40], last: "FAILED",
    errors: [{ item: "交易历史", reason: "App Store Server API 返回 401：JWT 已过期" }, { item: "交易 2000000812…", reason: "originalTransactionId 未找到对应订单" }],
  },
  {
    name: "小鹅通兑换码对账", source: "小鹅通开放平台", target: "兑换码", worker: "XIAOE_CODES", mode: "SCHEDULED", cron: "0 4 * * *", enabled: true,
    lagSeconds: null, weight: 1, hour: 4, seconds: [40, 400], processed: [200, 1_200], last: "PARTIAL",
    errors: [{ item: "兑换码 XE8K2…", reason: "小鹅通记为已使用，本地未兑换" }, { item: "兑换码 XE93P…", reason: "本地已兑换，小鹅通记为未使用" }],
  },
  {
    name: "高清图→CDN 预热", source: "高清图切片", target: "CDN 边缘节点", worker: "CDN_WARMUP", mode: "SCHEDULED", cron: "0 5 * * 1", enabled: false,
    lagSeconds: null, weight: 0.3, hour: 5, seconds: [200, 900], processed: [500, 4_000], last: "SUCCESS",
    errors: [{ item: "tiles/hd-00412/…", reason: "CDN 预热配额已用完（每日 10 000 条）" }],
  },
];
