/**
 * A target's schedule: a 5-field cron (分 时 日 月 周) read in Beijing time with cron-parser, checked
 * with Chinese messages that name the field at fault, and the next time it comes due.
 */
import { CronExpressionParser } from "cron-parser";

const FIELDS = ["分钟", "小时", "日", "月", "星期"] as const;
const TZ = "Asia/Shanghai";

/** The schedule's fields, or null when it is not five of them. */
function fieldsOf(schedule: string): string[] | null {
  const parts = schedule.trim().split(/\s+/);
  return parts.length === 5 ? parts : null;
}

function cronMessage(err: unknown): string {
  const m = err instanceof Error ? err.message : String(err);
  const range = /got value (\S+) expected range (\d+)-(\d+)/.exec(m);
  if (range) return `值 ${range[1]} 超出范围 ${range[2]}–${range[3]}`;
  const chars = /Invalid characters, got value: (\S+)/.exec(m);
  if (chars) return `含有无效字符「${chars[1]}」`;
  if (/repeat at every 0/.test(m)) return "步长不能为 0";
  return "写法无效";
}

/** Why a schedule is not a usable 5-field cron, in Chinese; null when it is. */
export function cronProblem(schedule: string): string | null {
  const parts = fieldsOf(schedule);
  if (!parts) return `调度「${schedule.trim()}」须为 5 段 cron（分 时 日 月 周，以空格分隔），如 0 3 * * 1 = 每周一 03:00`;
  // Each field alone over `* * * * *`, so the message names the field at fault.
  for (const [i, part] of parts.entries()) {
    const probe = FIELDS.map((_, k) => (k === i ? part : "*")).join(" ");
    try {
      CronExpressionParser.parse(probe, { tz: TZ });
    } catch (err) {
      return `调度「${schedule.trim()}」的第 ${i + 1} 段（${FIELDS[i]}）${cronMessage(err)}`;
    }
  }
  try {
    CronExpressionParser.parse(parts.join(" "), { tz: TZ }).next();
  } catch (err) {
    return `调度「${schedule.trim()}」不会在任何时间运行（${cronMessage(err) === "写法无效" ? "日期组合不存在" : cronMessage(err)}）`;
  }
  return null;
}

/** The first time after `after` the schedule comes due (ms), or null when it never does. */
export function nextRunOf(schedule: string, after: number): number | null {
  const parts = fieldsOf(schedule);
  if (!parts) return null;
  try {
    return CronExpressionParser.parse(parts.join(" "), { tz: TZ, currentDate: new Date(after) }).next().getTime();
  } catch {
    return null;
  }
}
