import { PLATFORMS } from "../../../catalogue/commerce";
import { formatShanghai } from "../../../catalogue/kinds/shanghai";
import { ALGORITHMS } from "../../../catalogue/resources/dashboard/algorithmEnums";
import type { AlgorithmStatsRequest, AlgorithmWindow } from "../../../rpc/dashboard";

/**
 * /dashboard/algorithm's state in its address (`?w=24h&alg=…&ver=…&pf=…&auto=0`), the thresholds the
 * cards are coloured by, and the record lists each algorithm drills into.
 */
export const WINDOWS: readonly { id: AlgorithmWindow; label: string }[] = [
  { id: "1h", label: "最近 1 小时" }, { id: "24h", label: "24 小时" }, { id: "7d", label: "7 天" }, { id: "30d", label: "30 天" },
];
export { ALGORITHMS, PLATFORMS };
export const algorithmLabel = (a: string) => ALGORITHMS.find((x) => x.value === a)?.label ?? a;

export interface PageState extends AlgorithmStatsRequest { auto: boolean }

export function readState(params: URLSearchParams): PageState {
  const w = params.get("w");
  const alg = params.get("alg") ?? "";
  const pf = params.get("pf") ?? "";
  return {
    window: WINDOWS.some((x) => x.id === w) ? (w as AlgorithmWindow) : "24h",
    algorithm: ALGORITHMS.some((a) => a.value === alg) ? alg : undefined,
    modelVersion: params.get("ver") || undefined,
    platform: PLATFORMS.some((p) => p.value === pf) ? [pf] : undefined,
    auto: params.get("auto") !== "0",
  };
}

export function writeState(params: URLSearchParams, s: PageState): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (k: string, v: string | undefined, dflt?: string) => (v && v !== dflt ? next.set(k, v) : next.delete(k));
  put("w", s.window, "24h");
  put("alg", s.algorithm);
  put("ver", s.modelVersion);
  put("pf", s.platform?.[0]);
  put("auto", s.auto ? undefined : "0");
  return next;
}

/** Latency thresholds (commerce.md §7.5): the card turns amber from 80 % of it, red above it. */
export const THRESHOLDS: Record<string, { label: string; ms: number; firstToken?: boolean }> = {
  IMAGE_RECOGNITION: { label: "P95", ms: 1500 },
  LINE_DRAWING: { label: "P95", ms: 8000 },
  AI_CHAT: { label: "首字 P95", ms: 3000, firstToken: true },
  SEARCH: { label: "P95", ms: 300 },
  RECOMMEND: { label: "P95", ms: 200 },
};
/** Error rate: amber from 1 %, red from 5 %. */
export const ERROR_RATE = { warn: 0.01, bad: 0.05 };

export type Status = "ok" | "warn" | "bad" | "none";
export const latencyStatus = (ms: number, limit: number, calls: number): Status =>
  calls === 0 ? "none" : ms > limit ? "bad" : ms >= 0.8 * limit ? "warn" : "ok";
export const errorStatus = (rate: number, calls: number): Status =>
  calls === 0 ? "none" : rate >= ERROR_RATE.bad ? "bad" : rate >= ERROR_RATE.warn ? "warn" : "ok";
export const STATUS_TEXT: Record<Status, string> = { ok: "正常", warn: "接近阈值", bad: "超过阈值", none: "无调用" };

/** A time span as the grids' filter (China time, minutes; the end minute included). */
const span = (start: number, end: number) => `${formatShanghai(start)}~${formatShanghai(end - 60_000)}`;

/**
 * The records behind an algorithm's figures in [start, end): its own ledger where it has one (识图记录,
 * 线稿, 问答记录), else the metric rows (a minute bucket: that minute's). `failed` narrows to failed records where the list can
 * say so; `slowest` sorts the slowest first.
 */
export function recordsUrl(algorithm: string | undefined, start: number, end: number, opts: { modelVersion?: string | undefined; failed?: boolean; slowest?: boolean } = {}): string {
  const p = new URLSearchParams();
  let route = "/dashboard/algorithm/metrics";
  if (algorithm === "IMAGE_RECOGNITION") {
    route = "/tools/aishitu";
    p.set("f.queriedAt", span(start, end));
    if (opts.modelVersion) p.set("f.modelVersion", opts.modelVersion);
    if (opts.slowest) p.set("sort", "-latencyMs");
  } else if (algorithm === "LINE_DRAWING") {
    route = "/tourist/line";
    p.set("f.createdAt", span(start, end));
    if (opts.failed) p.set("f.status", "FAILED");
    if (opts.slowest) p.set("sort", "-costMs");
  } else if (algorithm === "AI_CHAT") {
    route = "/zxb/listChatAiRecord";
    p.set("f.createdAt", span(start, end));
    if (opts.slowest) p.set("sort", "-latencyMs");
  } else {
    p.set("f.bucketAt", span(start, end));
    if (algorithm) p.set("f.algorithm", algorithm);
    if (opts.modelVersion) p.set("f.modelVersion", opts.modelVersion);
    if (opts.slowest) p.set("sort", "-latencyP95");
    else if (opts.failed) p.set("sort", "-errors");
  }
  return `${route}?${p.toString()}`;
}

/** A bucket's label: its minute or hour start (HH:mm), a 6-hour bucket's date and hour, a day's date, in China time. */
export function bucketText(ms: number, bucketMs: number): string {
  const t = formatShanghai(ms);
  return bucketMs >= 86_400_000 ? t.slice(5, 10) : bucketMs > 3_600_000 ? t.slice(5) : t.slice(11);
}
