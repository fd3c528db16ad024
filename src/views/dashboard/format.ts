import type { MetricUnit } from "../../rpc/dashboard";

/** Money in fen above which a figure reads in 万元 (commerce.md §7.0: ¥100 000). */
const WAN_FROM_FEN = 100_000 * 100;

const grouped = (n: number, digits: number) =>
  n.toLocaleString("zh-CN", { minimumFractionDigits: digits, maximumFractionDigits: digits });

/**
 * A figure as a card shows it: fen as ¥1,234.56, or ¥12.35万 from ¥100 000 up; counts grouped
 * (12,345; an average such as DAU with one decimal); ratios (0–1) as 12.3%.
 */
export function formatFigure(value: number, unit: MetricUnit): string {
  if (!Number.isFinite(value)) return "—";
  const sign = value < 0 ? "-" : "";
  const abs = Math.abs(value);
  if (unit === "fen") return abs >= WAN_FROM_FEN ? `${sign}¥${grouped(abs / 1_000_000, 2)}万` : `${sign}¥${grouped(abs / 100, 2)}`;
  if (unit === "ratio") return `${sign}${grouped(abs * 100, 1)}%`;
  return `${sign}${grouped(abs, Number.isInteger(abs) ? 0 : 1)}`;
}

/** A figure in a table or tooltip, exact: fen always in 元 with two decimals. */
export function formatExact(value: number, unit: MetricUnit): string {
  if (unit === "fen") return `${value < 0 ? "-" : ""}¥${grouped(Math.abs(value) / 100, 2)}`;
  return formatFigure(value, unit);
}

/** An axis tick: short (万 for large numbers), money in 元. */
export function formatAxis(value: number, unit: MetricUnit): string {
  if (unit === "ratio") return `${Math.round(value * 100)}%`;
  const n = unit === "fen" ? value / 100 : value;
  const short = (x: number, digits: number) => x.toLocaleString("zh-CN", { maximumFractionDigits: digits });
  const text = Math.abs(n) >= 10_000 ? `${short(n / 10_000, Math.abs(n) >= 100_000 ? 0 : 1)}万` : short(n, 1);
  return unit === "fen" ? `¥${text}` : text;
}

export interface Change {
  /** 12.3% (no sign: the direction says it). */
  text: string;
  direction: "up" | "down" | "flat";
  /** Read aloud: 较上期上升 12.3%. */
  spoken: string;
}

/**
 * 环比: the change against the period before, or null when there is nothing to compare with (no
 * period, or 0 there: a year-ago period before the data began reads 「—」, not −100 % or ∞).
 * `against` names the other period when read aloud (较上期, 较去年同期).
 */
export function changeOf(value: number, previous: number | null | undefined, against = "上期"): Change | null {
  if (previous === null || previous === undefined || !Number.isFinite(previous) || previous === 0) return null;
  const ratio = (value - previous) / Math.abs(previous);
  const text = `${grouped(Math.abs(ratio) * 100, 1)}%`;
  if (text === "0.0%") return { text, direction: "flat", spoken: `与${against}持平` };
  const direction = ratio > 0 ? "up" : "down";
  return { text, direction, spoken: `较${against}${direction === "up" ? "上升" : "下降"} ${text}` };
}
