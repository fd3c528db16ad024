import { kindOf, type ColumnType, type FieldDef, type FieldKind } from "../../../src/catalogue";
import { encodeRichText } from "../../richtext/encode";
import type { Dialect, Row } from "./types";

/** The column type that stores a field kind on each database (the kind's own module decides). */
export function columnType(kind: FieldKind, dialect: Dialect): ColumnType {
  return kindOf({ kind }).column[dialect];
}

/** A field's value as it is written to its column; rich text is sanitised here, on every write path. */
export function encodeValue(field: FieldDef, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (field.kind === "richText") return encodeRichText(field, value);
  return kindOf(field).encode(value);
}

/** A column's value as the wire shows it. */
export function decodeValue(field: FieldDef, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  return kindOf(field).decode(value);
}

/** Encodes every known field of a record for writing. */
export function encodeRecord(fields: readonly FieldDef[], data: Record<string, unknown>): Row {
  const out: Row = {};
  for (const field of fields) {
    if (Object.hasOwn(data, field.key)) out[field.key] = encodeValue(field, data[field.key]);
  }
  return out;
}

/** Decodes a row into its wire shape: `Id`, `ctime`, `utime` and the fields present in the row. */
export function decodeRow(fields: readonly FieldDef[], row: Row): Row {
  const out: Row = {};
  for (const key of ["Id", "ctime", "utime"]) {
    if (key in row) out[key] = typeof row[key] === "string" ? Number(row[key]) : row[key];
  }
  for (const field of fields) {
    if (field.key in row) out[field.key] = decodeValue(field, row[field.key]);
  }
  return out;
}
