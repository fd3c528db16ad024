/**
 * 通用 JSON 列表: the array at 列表路径 (`data.items`; the top level when empty) is the items; each
 * item's 主键字段 (default `id`) is its key, its `title` / `name` / `label` its title. A page whose
 * top level has `next` (or `links.next`) as a URL points to the next page.
 */
import type { Page, ParsedItem, ParseResult, ParserOptions } from "./types";

export class ParseError extends Error {}

function at(value: unknown, path: string | null): unknown {
  if (!path) return value;
  let cur = value;
  for (const part of path.split(".").filter((p) => p !== "")) {
    if (cur === null || typeof cur !== "object") return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}

function titleOf(item: Record<string, unknown>): string {
  for (const k of ["title", "name", "label", "标题", "名称"]) {
    const v = item[k];
    if (typeof v === "string" && v.trim() !== "") return v.trim().slice(0, 200);
  }
  return "";
}

function nextOf(doc: unknown, base: string): string[] {
  if (doc === null || typeof doc !== "object" || Array.isArray(doc)) return [];
  const d = doc as Record<string, unknown>;
  const links = d.links && typeof d.links === "object" ? (d.links as Record<string, unknown>) : {};
  const raw = typeof d.next === "string" ? d.next : typeof links.next === "string" ? links.next : null;
  if (!raw) return [];
  try {
    return [new URL(raw, base).href];
  } catch {
    return [];
  }
}

export function parseJsonList(page: Page, options: ParserOptions): ParseResult {
  let doc: unknown;
  try {
    doc = JSON.parse(page.body);
  } catch {
    throw new ParseError(`不是有效的 JSON（内容类型 ${page.contentType || "未知"}）`);
  }
  const list = at(doc, options.itemPath);
  if (!Array.isArray(list)) throw new ParseError(options.itemPath ? `列表路径「${options.itemPath}」处不是数组` : "响应的顶层不是数组，请填写列表路径");
  const keyField = options.keyField || "id";
  const items: ParsedItem[] = [];
  for (const [i, raw] of list.entries()) {
    if (raw === null || typeof raw !== "object" || Array.isArray(raw)) throw new ParseError(`第 ${i + 1} 条不是对象`);
    const item = raw as Record<string, unknown>;
    const key = item[keyField];
    if (key === undefined || key === null || String(key).trim() === "") throw new ParseError(`第 ${i + 1} 条缺少主键字段「${keyField}」`);
    items.push({ key: String(key).trim().slice(0, 200), title: titleOf(item), url: page.url, data: item });
  }
  return { items, next: nextOf(doc, page.url) };
}
