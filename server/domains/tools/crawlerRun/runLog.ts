/**
 * A run's log: one line per event, `yyyy-MM-dd HH:mm:ss · 级别 · 内容` in Beijing time, kept under the
 * field's limit (the first lines stay; once full a last line says the rest was cut).
 */
import { crawlerRun } from "../../../../src/catalogue/registry";
import { formatShanghai } from "../../../../src/catalogue/kinds/shanghai";

export type LogLevel = "信息" | "警告" | "错误";

const LIMIT = (crawlerRun.fields.find((f) => f.key === "log")?.maxLength ?? 60_000) - 200;
const CUT = "（日志过长，其余内容已省略）";

/** `yyyy-MM-dd HH:mm:ss` of `at` in Beijing time. */
export function stampOf(at: number): string {
  return formatShanghai(at, true);
}

export function logLine(at: number, level: LogLevel, text: string): string {
  return `${stampOf(at)} · ${level} · ${text.replace(/\s+/g, " ").slice(0, 500)}`;
}

/** The log with `line` added, or as it is once it has been cut. */
export function appendLog(log: string | null | undefined, line: string): string {
  const current = log ?? "";
  if (current.endsWith(CUT)) return current;
  const next = current === "" ? line : `${current}\n${line}`;
  return next.length <= LIMIT ? next : `${current}\n${CUT}`;
}

/** Most error lines kept in `errorSample`. */
export const ERROR_SAMPLE_LINES = 20;

/** The sample with one more `url · HTTP status · message` line, up to 20 lines. */
export function appendErrorSample(sample: string | null | undefined, url: string, status: number | null, message: string): string {
  const lines = sample ? sample.split("\n") : [];
  if (lines.length >= ERROR_SAMPLE_LINES) return sample ?? "";
  lines.push(`${url.slice(0, 300)} · ${status === null ? "—" : `HTTP ${status}`} · ${message.slice(0, 200)}`);
  return lines.join("\n");
}
