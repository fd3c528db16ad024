import { JSON_KINDS, type FieldDef, type FieldKind } from "../../src/catalogue";
import type { Dialect, Row } from "./types";

type ColumnType = "text" | "integer" | "bigint" | "double precision" | "real";

/** The column type that stores a field kind on each database. */
export function columnType(kind: FieldKind, dialect: Dialect): ColumnType {
  switch (kind) {
    case "integer": case "money": case "datetime":
      return dialect === "postgres" ? "bigint" : "integer";
    case "ref": case "boolean":
      return "integer";
    case "decimal":
      return dialect === "postgres" ? "double precision" : "real";
    default:
      return "text";
  }
}

/** A field's value as it is written to its column. */
export function encodeValue(field: FieldDef, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (JSON_KINDS.has(field.kind)) return JSON.stringify(value);
  if (field.kind === "boolean") return value ? 1 : 0;
  return value;
}

/** A column's value as the wire shows it. */
export function decodeValue(field: FieldDef, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (JSON_KINDS.has(field.kind)) {
    try {
      return typeof value === "string" ? JSON.parse(value) : value;
    } catch {
      return null;
    }
  }
  if (field.kind === "boolean") return value === 1 || value === true || value === "1";
  if (field.kind === "decimal" || columnType(field.kind, "postgres") === "bigint" || field.kind === "ref") {
    return typeof value === "string" ? Number(value) : value;
  }
  return value;
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
