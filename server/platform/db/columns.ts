import { kindOf, type ColumnType, type FieldDef, type FieldKind } from "../../../src/catalogue";
import type { Dialect, Row } from "./types";

/** The column type that stores a field kind on each database (the kind's own module decides). */
export function columnType(kind: FieldKind, dialect: Dialect): ColumnType {
  return kindOf({ kind }).column[dialect];
}

/** A value as the field's column stores it. */
export type ValueEncoder = (field: FieldDef, value: unknown) => unknown;

/**
 * A field's value as it is written to its column, by its kind's own rule. Rich text must be sanitised
 * on every write, which needs the rich-text rules above the platform: it is written through
 * server/resources/columns.ts, and refused here so that no write path can skip the sanitiser.
 */
export function encodeValue(field: FieldDef, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (field.kind === "richText") throw new Error(`${field.key}: rich text is written through server/resources/columns.ts, which sanitises it`);
  return kindOf(field).encode(value);
}

/** A column's value as the wire shows it. */
export function decodeValue(field: FieldDef, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  return kindOf(field).decode(value);
}

/** Encodes every known field of a record for writing, each value through `encode`. */
export function encodeRecord(fields: readonly FieldDef[], data: Record<string, unknown>, encode: ValueEncoder = encodeValue): Row {
  const out: Row = {};
  for (const field of fields) {
    if (Object.hasOwn(data, field.key)) out[field.key] = encode(field, data[field.key]);
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
