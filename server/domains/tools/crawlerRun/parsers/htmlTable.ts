/**
 * 通用 HTML 表格: the n-th `<table>` of the page (列表路径 = n, default 1); its first row with `<th>`
 * cells (else its first row) names the columns, every further row is an item. 主键字段 names the key
 * column (default the first); the title is the second column. A `<a rel="next" href>` points to the
 * next page. Tags inside cells are dropped and entities decoded; nested tables are not supported.
 */
import { ParseError } from "./jsonList";
import type { Page, ParsedItem, ParseResult, ParserOptions } from "./types";

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: "\"", apos: "'", nbsp: " " };

function text(html: string): string {
  return html.replace(/<br\s*\/?>/gi, " ").replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
      if (e[0] === "#") {
        const code = e[1] === "x" || e[1] === "X" ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1));
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : m;
      }
      return ENTITIES[e.toLowerCase()] ?? m;
    })
    .replace(/\s+/g, " ").trim();
}

function rowsOf(table: string): { header: boolean; cells: string[] }[] {
  const rows: { header: boolean; cells: string[] }[] = [];
  for (const tr of table.matchAll(/<tr\b[^>]*>([\s\S]*?)(?=<tr\b|<\/table>|$)/gi)) {
    const cells = [...(tr[1] ?? "").matchAll(/<(t[hd])\b[^>]*>([\s\S]*?)(?=<t[hd]\b|<\/tr>|$)/gi)];
    if (cells.length === 0) continue;
    rows.push({ header: cells.every((c) => (c[1] ?? "").toLowerCase() === "th"), cells: cells.map((c) => text((c[2] ?? "").replace(/<\/t[hd]>\s*$/i, ""))) });
  }
  return rows;
}

function nextOf(html: string, base: string): string[] {
  for (const a of html.matchAll(/<a\b[^>]*>/gi)) {
    const tag = a[0];
    if (!/\brel\s*=\s*["']?next\b/i.test(tag)) continue;
    const href = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    const raw = href?.[1] ?? href?.[2] ?? href?.[3];
    if (!raw) continue;
    try {
      return [new URL(text(raw), base).href];
    } catch {
      return [];
    }
  }
  return [];
}

export function parseHtmlTable(page: Page, options: ParserOptions): ParseResult {
  const nth = options.itemPath ? Number(options.itemPath) : 1;
  if (!Number.isInteger(nth) || nth < 1) throw new ParseError(`列表路径「${options.itemPath ?? ""}」须为表格序号（从 1 起）`);
  const tables = [...page.body.matchAll(/<table\b[^>]*>([\s\S]*?)<\/table>/gi)];
  const table = tables[nth - 1];
  if (!table) throw new ParseError(tables.length === 0 ? "页面中没有表格" : `页面只有 ${tables.length} 个表格，没有第 ${nth} 个`);
  const rows = rowsOf(`${table[1] ?? ""}</table>`);
  const first = rows[0];
  if (!first) throw new ParseError(`第 ${nth} 个表格没有数据行`);
  const columns = first.cells.map((c, i) => c || `列${i + 1}`);
  const body = rows.slice(1);
  const keyColumn = options.keyField ? columns.indexOf(options.keyField) : 0;
  if (keyColumn < 0) throw new ParseError(`表格中没有主键列「${options.keyField ?? ""}」（表头：${columns.join("、")}）`);
  const items: ParsedItem[] = [];
  for (const [i, row] of body.entries()) {
    const data = Object.fromEntries(columns.map((c, k) => [c, row.cells[k] ?? ""]));
    const key = row.cells[keyColumn] ?? "";
    if (key === "") throw new ParseError(`第 ${i + 1} 行的主键列「${columns[keyColumn] ?? ""}」为空`);
    items.push({ key: key.slice(0, 200), title: (row.cells[keyColumn === 1 ? 0 : 1] ?? "").slice(0, 200), url: page.url, data });
  }
  return { items, next: nextOf(page.body, page.url) };
}
