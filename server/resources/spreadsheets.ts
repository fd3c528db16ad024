/**
 * Reading the spreadsheets people upload (a 小鹅通 码库 export, an HD import manifest): CSV as UTF-8 or
 * GB18030 with RFC 4180 quoting, and the first worksheet of an xlsx, as rows of plain cells.
 */

/** One cell as read: text, a number, an Excel date, or nothing. */
export type Cell = string | number | Date | null;

/** The text of a CSV file: UTF-8 (BOM dropped), or GB18030 when it is not UTF-8. */
export function decodeCsv(bytes: Uint8Array): string {
  let t: string;
  try {
    t = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    t = new TextDecoder("gb18030").decode(bytes);
  }
  return t.startsWith("\uFEFF") ? t.slice(1) : t;
}

/** RFC 4180 records (quotes, doubled quotes, newlines inside quotes); comma- or tab-separated, as the header line shows. */
export function* csvRecords(source: string): Generator<string[]> {
  const firstLine = source.slice(0, source.search(/\r?\n|$/));
  const sep = firstLine.includes("\t") && !firstLine.includes(",") ? "\t" : ",";
  let field = "";
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < source.length; i += 1) {
    const c = source[i]!;
    if (quoted) {
      if (c === "\"" && source[i + 1] === "\"") { field += "\""; i += 1; }
      else if (c === "\"") quoted = false;
      else field += c;
    } else if (c === "\"" && field === "") quoted = true;
    else if (c === sep) { record.push(field); field = ""; }
    else if (c === "\n" || c === "\r") {
      if (c === "\r" && source[i + 1] === "\n") i += 1;
      record.push(field);
      yield record;
      record = [];
      field = "";
    } else field += c;
  }
  if (field !== "" || record.length > 0) { record.push(field); yield record; }
}

/** The rows of the first worksheet of an xlsx (exceljs, loaded by the first import). */
export async function xlsxRecords(bytes: Uint8Array): Promise<Cell[][]> {
  const { default: ExcelJS } = await import("exceljs");
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) return [];
  const out: Cell[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const cells: Cell[] = [];
    for (let c = 1; c <= row.cellCount; c += 1) cells.push(cellValue(row.getCell(c).value));
    out.push(cells);
  });
  return out;
}

function cellValue(v: unknown): Cell {
  if (v === null || v === undefined) return null;
  if (v instanceof Date || typeof v === "number" || typeof v === "string") return v;
  if (typeof v === "boolean") return String(v);
  // Rich text, hyperlinks and formulas: the text or result shown.
  const o = v as { richText?: { text: string }[]; text?: unknown; result?: unknown };
  if (o.richText) return o.richText.map((r) => r.text).join("");
  if (o.result !== undefined) return cellValue(o.result);
  if (o.text !== undefined) return cellValue(o.text);
  return String(v as string);
}
