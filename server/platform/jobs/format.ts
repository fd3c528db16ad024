import { fieldOf, type FieldDef, type ResourceDef } from "../../../src/catalogue";
import { invalid } from "../wire/errors";
import { formatShanghai } from "../../../src/catalogue/kinds/shanghai";
import { MONEY_NUM_FMT } from "../../../src/catalogue/kinds/money";

/** One column of an export: the record key it reads and how it is labelled and formatted. */
export interface ExportColumn {
  readonly key: string;
  readonly label: string;
  readonly field: FieldDef;
}

const SYSTEM_COLUMNS: Record<string, FieldDef> = {
  Id: { key: "Id", label: "Id", kind: "integer" },
  ctime: { key: "ctime", label: "创建时间", kind: "datetime" },
  utime: { key: "utime", label: "修改时间", kind: "datetime" },
};

/**
 * The columns of an export: those of the grid's mask (its dataIndexes, dotted paths by their first
 * segment), in its order; without a mask, Id and the columns the grid shows by default.
 */
export function exportColumns(resource: ResourceDef, mask: readonly string[] | undefined): ExportColumn[] {
  const lead = resource.screen?.leadColumns ?? [];
  const of = (key: string): FieldDef | undefined => lead.find((f) => f.key === key) ?? fieldOf(resource, key) ?? SYSTEM_COLUMNS[key];
  const keys = mask && mask.length > 0
    ? mask.map((path) => path.split(".")[0] ?? "")
    : ["Id", ...lead.map((f) => f.key), ...resource.fields.filter((f) => f.listed).map((f) => f.key)];
  const out: ExportColumn[] = [];
  for (const key of new Set(keys)) {
    const field = of(key);
    if (!field) throw invalid(`未知字段「${key}」`);
    out.push({ key, label: field.label, field });
  }
  return out;
}

/** `YYYY-MM-DD HH:mm:ss` in Asia/Shanghai, as the grid shows it (with seconds); "" for no valid instant. */
export function chinaDateTime(ms: number): string {
  return Number.isNaN(new Date(ms).getTime()) ? "" : formatShanghai(ms, true);
}

/** Excel holds at most this many characters in a cell. */
const CELL_MAX = 32_767;
// Characters XML 1.0 cannot carry (a workbook holding one does not open), and lone surrogates.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function cellText(text: string): string {
  const clean = text.replace(NOT_XML, "");
  return clean.length > CELL_MAX ? clean.slice(0, CELL_MAX) : clean;
}

/** What formatting needs beyond the row: dictionary labels, and the titles of referenced records. */
export interface Lookups {
  /** Dictionary name → value → label. */
  readonly dicts: ReadonlyMap<string, ReadonlyMap<string, string>>;
  /** Column key → referenced Id → title (only for references the user may read). */
  readonly refs: ReadonlyMap<string, ReadonlyMap<number, string>>;
}

export const NO_LOOKUPS: Lookups = { dicts: new Map(), refs: new Map() };

/** A cell: its value and, for numbers shown a particular way, Excel's number format. */
export interface Cell {
  readonly value: string | number | null;
  readonly numFmt?: string;
}

/**
 * A value as a user reads it in the grid: money in yuan with two decimals (from fen), date-times
 * in China time, enums, dictionaries and booleans by their labels, references by their title.
 */
export function formatCell(field: FieldDef, value: unknown, lookups: Lookups = NO_LOOKUPS): Cell {
  if (value === null || value === undefined || value === "") return { value: null };
  switch (field.kind) {
    case "money": {
      const fen = Number(value);
      return Number.isFinite(fen) ? { value: Math.round(fen) / 100, numFmt: MONEY_NUM_FMT } : { value: null };
    }
    case "integer": case "decimal": {
      const n = Number(value);
      return Number.isFinite(n) ? { value: n } : { value: cellText(String(value)) };
    }
    case "datetime":
      return { value: typeof value === "number" ? chinaDateTime(value) : cellText(String(value)) };
    case "boolean":
      return { value: value === true || value === 1 ? "是" : "否" };
    case "enum":
      return { value: cellText(field.options?.find((o) => o.value === value)?.label ?? String(value)) };
    case "dict":
      return { value: cellText((field.dict && lookups.dicts.get(field.dict)?.get(String(value))) ?? String(value)) };
    case "ref": {
      const title = lookups.refs.get(field.key)?.get(Number(value));
      return title === undefined ? { value: Number(value) } : { value: cellText(title) };
    }
    case "tags":
      return { value: cellText(Array.isArray(value) ? value.map(String).join("、") : String(value)) };
    case "json": case "rights":
      return { value: cellText(typeof value === "string" ? value : JSON.stringify(value)) };
    default:
      return { value: cellText(String(value)) };
  }
}

/** A column's width in Excel's character units, from its kind and label. */
export function columnWidth(column: ExportColumn): number {
  const byKind: Partial<Record<FieldDef["kind"], number>> = {
    datetime: 20, date: 12, integer: 10, money: 14, decimal: 12, boolean: 8, enum: 12, dict: 14, ref: 16,
    longText: 40, richText: 40, url: 36, image: 36, file: 36, json: 40,
  };
  // CJK characters are about two units wide.
  const header = [...column.label].reduce((n, ch) => n + (ch.charCodeAt(0) > 0x2e80 ? 2 : 1), 0) + 2;
  return Math.max(header, byKind[column.field.kind] ?? 20);
}
