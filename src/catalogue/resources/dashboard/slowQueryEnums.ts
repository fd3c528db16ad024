/** The words of the slow-query records (commerce.md §7.7), shared by the samples and their shapes. */

export const SLOW_QUERY_SOURCES = [
  { value: "APP_QUERY_LOG", label: "应用计时" },
  { value: "PG_STAT_STATEMENTS", label: "pg_stat_statements" },
  { value: "MONGODB_PROFILER", label: "MongoDB Profiler" },
] as const;

/** `call` is a whole RPC call timed by the dispatcher (its ns is the service); the others are one statement. */
export const SLOW_QUERY_OPS = [
  { value: "call", label: "接口调用" },
  { value: "select", label: "查询 select" },
  { value: "insert", label: "插入 insert" },
  { value: "update", label: "更新 update" },
  { value: "delete", label: "删除 delete" },
  { value: "command", label: "其他语句" },
] as const;

/** Plans that read every row of the table: the 全表扫描 share counts these. */
export const FULL_SCAN_PLANS = ["Seq Scan", "SCAN", "COLLSCAN"] as const;

export const SLOW_QUERY_SHAPE_STATUSES = [
  { value: "NEW", label: "新发现" },
  { value: "ACKNOWLEDGED", label: "已知悉" },
  { value: "FIXED", label: "已优化" },
  { value: "IGNORED", label: "忽略" },
] as const;
