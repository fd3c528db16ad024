import type { FieldDef } from "../../catalogue";
import type { ListPayload } from "../../rpc/listPayload";
import type { ListAnswer } from "../../rpc/resourceClient";
import { formatValue } from "./format";

const EXPORT_PAGE = 1000;
/** A bound so that an export never pulls an unbounded table into the browser. */
export const EXPORT_MAX_ROWS = 100_000;

function cell(text: string): string {
  // Quotes for separators; a leading =, +, - or @ is neutralised so spreadsheets don't run it as a formula.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Every row of the current filter and sort, as CSV text with a BOM (so Excel reads Chinese). */
export async function exportCsv(columns: readonly FieldDef[], list: (payload: ListPayload) => Promise<ListAnswer>, query: Omit<ListPayload, "page">): Promise<{ csv: string; rows: number }> {
  const lines = [["Id", ...columns.map((c) => c.label)].map(cell).join(",")];
  let skip = 0;
  for (;;) {
    const page = await list({ ...query, page: { skip, limit: EXPORT_PAGE } });
    for (const r of page.data) lines.push([String(r.Id), ...columns.map((c) => formatValue(c, r[c.key]))].map(cell).join(","));
    skip += page.data.length;
    if (page.data.length < EXPORT_PAGE || skip >= page.total || skip >= EXPORT_MAX_ROWS) break;
  }
  return { csv: `\uFEFF${lines.join("\r\n")}\r\n`, rows: lines.length - 1 };
}

export function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}
