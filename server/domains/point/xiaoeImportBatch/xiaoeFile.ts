/**
 * Reading a 小鹅通 码库 export (commerce.md §3.5). 小鹅通 (营销中心 › 兑换码 › 码库 › 导出) writes one
 * row per code under a header row; we find the columns by their header, in any order, so a file
 * with extra columns (使用者昵称, 使用时间 …) or its columns moved still reads:
 *
 * | column (header; aliases)                               | required | becomes        |
 * |--------------------------------------------------------|----------|----------------|
 * | 兑换码 (code)                                           | ✓        | code           |
 * | 活动ID (兑换码活动ID, activity_id)                      | ✓        | activityId     |
 * | 批次ID (batch_id)                                       |          | batchId        |
 * | 兑换码名称 (名称, title)                                |          | title          |
 * | 兑换内容 (兑换课程, 关联商品, resource_name)            |          | resourceName   |
 * | 有效期开始 (生效时间, 开始时间, start_at)               |          | startAt        |
 * | 有效期结束 (失效时间, 结束时间, end_at)                 | ✓        | endAt          |
 * | 状态 (使用状态, state)                                  |          | only 未使用 rows are imported |
 *
 * Dates are Beijing time, `2026-03-01 00:00:00`, `2026/3/1 0:00` or `2026-03-01` (an Excel date cell
 * is read as the wall time it shows). CSV may be UTF-8 (with or without BOM) or GB18030, comma- or
 * tab-separated, with RFC 4180 quoting.
 */
import { fromShanghaiInput, fromShanghaiWall, shanghaiDate } from "../../../../src/catalogue/kinds/shanghai";
import type { Cell } from "../../../resources/spreadsheets";

export interface XiaoeRow {
  readonly code: string;
  readonly activityId: string;
  readonly batchId: string | null;
  readonly title: string | null;
  readonly resourceName: string | null;
  readonly startAt: number | null;
  readonly endAt: number;
}

const COLUMNS = {
  code: ["兑换码", "code"],
  activityId: ["活动id", "兑换码活动id", "activity_id"],
  batchId: ["批次id", "batch_id"],
  title: ["兑换码名称", "名称", "title"],
  resourceName: ["兑换内容", "兑换课程", "关联商品", "resource_name"],
  startAt: ["有效期开始", "生效时间", "开始时间", "start_at"],
  endAt: ["有效期结束", "失效时间", "结束时间", "end_at"],
  state: ["状态", "使用状态", "state"],
} as const;
type Column = keyof typeof COLUMNS;
const REQUIRED: readonly Column[] = ["code", "activityId", "endAt"];
const LABEL: Record<Column, string> = { code: "兑换码", activityId: "活动ID", batchId: "批次ID", title: "兑换码名称", resourceName: "兑换内容", startAt: "有效期开始", endAt: "有效期结束", state: "状态" };
/** 小鹅通's words for a code nobody has used yet. */
const UNUSED = new Set(["", "未使用", "未兑换", "未领取", "可使用", "正常", "unused", "0"]);

export type Layout = Partial<Record<Column, number>>;

/** The columns found in a header row, or the Chinese reason the file cannot be read. */
export function layoutOf(header: readonly Cell[]): Layout | string {
  const names = header.map((c) => text(c).replace(/\s+/g, "").toLowerCase());
  const layout: Layout = {};
  for (const [key, aliases] of Object.entries(COLUMNS) as [Column, readonly string[]][]) {
    const at = names.findIndex((n) => aliases.includes(n));
    if (at >= 0) layout[key] = at;
  }
  const missing = REQUIRED.filter((k) => layout[k] === undefined);
  return missing.length === 0 ? layout : `文件缺少列：${missing.map((k) => LABEL[k]).join("、")}（首行须为表头，见小鹅通码库导出格式）`;
}

function text(cell: Cell | undefined): string {
  if (cell === null || cell === undefined) return "";
  if (cell instanceof Date) return cell.toISOString();
  return String(cell).trim();
}

/** A Beijing-time date or date-time, or an Excel date cell; null when empty; NaN when unreadable. */
export function parseWhen(cell: Cell | undefined): number | null {
  if (cell instanceof Date) return fromShanghaiWall(cell); // exceljs gives the shown wall time as UTC
  const t = text(cell);
  if (t === "") return null;
  const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(t);
  if (!m) return Number.NaN;
  const [, y, mo, d, h = "0", mi = "0", s = "0"] = m;
  const pad = (v: string) => v.padStart(2, "0");
  const ms = fromShanghaiInput(`${y}-${pad(mo!)}-${pad(d!)}T${pad(h)}:${pad(mi)}`) + Number(s) * 1000;
  // 2026-02-30 rolls over: refuse it rather than guess.
  return Number.isFinite(ms) && Number(shanghaiDate(ms).slice(8)) === Number(d) ? ms : Number.NaN;
}

/** One data row read against the layout: the code's fields, or the Chinese reason it is skipped. */
export function readRow(cells: readonly Cell[], layout: Layout, now: number): { row: XiaoeRow } | { code: string; reason: string } {
  const at = (k: Column) => (layout[k] === undefined ? undefined : cells[layout[k]]);
  const code = text(at("code"));
  const bad = (reason: string) => ({ code, reason });
  if (code === "") return bad("兑换码为空");
  if (!/^[0-9A-Za-z_-]{4,32}$/.test(code)) return bad("兑换码格式不正确（4–32 位字母、数字、- 或 _）");
  const activityId = text(at("activityId"));
  if (activityId === "") return bad("活动ID为空");
  if (activityId.length > 64) return bad("活动ID超过 64 个字符");
  const optional = (k: Column, max: number): string | null | { reason: string } => {
    const v = text(at(k));
    if (v === "") return null;
    return v.length > max ? { reason: `${LABEL[k]}超过 ${max} 个字符` } : v;
  };
  const batchId = optional("batchId", 32);
  const title = optional("title", 50);
  const resourceName = optional("resourceName", 60);
  for (const v of [batchId, title, resourceName]) if (v !== null && typeof v === "object") return bad(v.reason);
  const startAt = parseWhen(at("startAt"));
  const endAt = parseWhen(at("endAt"));
  if (Number.isNaN(startAt)) return bad("有效期开始格式不正确");
  if (endAt === null) return bad("有效期结束为空");
  if (Number.isNaN(endAt)) return bad("有效期结束格式不正确");
  if (startAt !== null && endAt <= startAt) return bad("有效期结束早于开始");
  if (endAt <= now) return bad("已过有效期");
  const state = text(at("state"));
  if (!UNUSED.has(state.toLowerCase())) return bad(`小鹅通侧状态为「${state}」，不能再发放`);
  return { row: { code, activityId, batchId: batchId as string | null, title: title as string | null, resourceName: resourceName as string | null, startAt, endAt } };
}

/** True for a row with nothing in it (trailing blank lines, spacer rows). */
export function isBlank(cells: readonly Cell[]): boolean {
  return cells.every((c) => text(c) === "");
}
