import type { FieldDef } from "../../catalogue";
import { formatValue, refTargetOf } from "./format";

/** One cell of a structured value: formatted text, or a reference shown by its record's title. */
export type JsonCell = { readonly text: string } | { readonly ref: string; readonly id: number };

export interface JsonTable {
  readonly columns: readonly { readonly key: string; readonly label: string }[];
  readonly rows: readonly (readonly JsonCell[])[];
}

/** How a json value reads: a table of its objects, one object's labelled fields, a list of references, or text. */
export type JsonShape =
  | { readonly kind: "empty" }
  | { readonly kind: "table"; readonly table: JsonTable }
  | { readonly kind: "fields"; readonly table: JsonTable }
  | { readonly kind: "refs"; readonly resource: string; readonly ids: readonly number[] }
  | { readonly kind: "text"; readonly text: string };

type Obj = Readonly<Record<string, unknown>>;
const isObject = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const isId = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v > 0;

/** A value nested deeper than the table shows: compact, on one line. */
function plain(v: unknown): string {
  if (v === null || v === undefined || v === "") return "";
  if (typeof v === "object") return Array.isArray(v) && v.every((x) => typeof x !== "object") ? v.join("、") : JSON.stringify(v);
  if (typeof v === "boolean") return v ? "是" : "否";
  return String(v);
}

/** The columns a value's objects are read by: the catalogue's (labelled, formatted), or their own keys in order. */
function columnsOf(field: FieldDef, rows: readonly Obj[]): readonly FieldDef[] {
  if (field.columns && field.columns.length > 0) return field.columns;
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  return keys.map((key) => ({ key, label: key, kind: "text" }));
}

function cellOf(column: FieldDef, v: unknown, row: Obj): JsonCell {
  const target = refTargetOf(column, row);
  if (target && isId(v)) return { ref: target, id: v };
  if (v === null || v === undefined || v === "") return { text: "" };
  if (typeof v === "object") return { text: plain(v) };
  return { text: column.kind === "text" ? plain(v) : formatValue(column, v) || plain(v) };
}

function tableOf(field: FieldDef, rows: readonly Obj[]): JsonTable {
  const columns = columnsOf(field, rows);
  return { columns: columns.map(({ key, label }) => ({ key, label })), rows: rows.map((r) => columns.map((c) => cellOf(c, r[c.key], r))) };
}

/** A json field's value as people read it (never raw JSON where the catalogue says what it holds). */
export function jsonShape(field: FieldDef, value: unknown): JsonShape {
  if (value === null || value === undefined || value === "") return { kind: "empty" };
  if (Array.isArray(value)) {
    if (value.length === 0) return { kind: "empty" };
    if (field.ref && value.every(isId)) return { kind: "refs", resource: field.ref, ids: value };
    if (value.every(isObject)) return { kind: "table", table: tableOf(field, value) };
    return { kind: "text", text: value.map(plain).join("、") };
  }
  if (isObject(value)) {
    if (Object.keys(value).length === 0) return { kind: "empty" };
    return { kind: "fields", table: tableOf(field, [value]) };
  }
  return { kind: "text", text: plain(value) };
}

/** A row of a structured value's change: kept as it was, added, or removed. */
export interface JsonDiffRow {
  readonly change: "same" | "added" | "removed";
  readonly cells: readonly JsonCell[];
}

const asRows = (v: unknown): Obj[] | null => {
  if (v === null || v === undefined || v === "") return [];
  if (Array.isArray(v)) return v.every(isObject) ? v : null;
  return isObject(v) ? [v] : null;
};

/**
 * How a json value of objects changed, row by row under the catalogue's headings: the rows after the
 * change in their order (each kept or added), then the rows that are gone. Null when either side is not
 * objects (a list of Ids, text), which reads better side by side.
 */
export function jsonDiff(field: FieldDef, before: unknown, after: unknown): { columns: JsonTable["columns"]; rows: readonly JsonDiffRow[] } | null {
  const b = asRows(before);
  const a = asRows(after);
  if (b === null || a === null || b.length + a.length === 0) return null;
  const columns = columnsOf(field, [...b, ...a]);
  const key = (r: Obj) => JSON.stringify(columns.map((c) => r[c.key] ?? null));
  const left = new Map<string, number>();
  for (const r of b) left.set(key(r), (left.get(key(r)) ?? 0) + 1);
  const cells = (r: Obj) => columns.map((c) => cellOf(c, r[c.key], r));
  const rows: JsonDiffRow[] = a.map((r) => {
    const n = left.get(key(r)) ?? 0;
    if (n > 0) left.set(key(r), n - 1);
    return { change: n > 0 ? "same" : "added", cells: cells(r) };
  });
  for (const r of b) {
    const n = left.get(key(r)) ?? 0;
    if (n === 0) continue;
    left.set(key(r), n - 1);
    rows.push({ change: "removed", cells: cells(r) });
  }
  return { columns: columns.map(({ key: k, label }) => ({ key: k, label })), rows };
}
