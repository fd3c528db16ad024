import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";
import { fieldOf, kindOf, type FieldDef, type FilterOp, type ResourceDef } from "../../src/catalogue";
import type { CatalogueSchema, Dialect } from "../platform/db/types";
import { invalid } from "../platform/wire/errors";
import { ftsTable, substringColumns, usesTrigrams } from "../platform/db/substringIndex";
import { MAX_ID } from "./payload";

type Eb = ExpressionBuilder<CatalogueSchema, string>;
export type Condition = (eb: Eb) => Expression<SqlBool>;

const offers = (field: FieldDef, op: FilterOp) => kindOf(field).filters.includes(op);
const WHOLE_KINDS = new Set(["integer", "money", "datetime", "ref"]);

/** `"Bool(false)"` (the spec's literal), booleans and 0/1 as a stored boolean. */
function toBoolean(field: FieldDef, value: unknown): 0 | 1 {
  if (value === true || value === 1 || value === "Bool(true)" || value === "true") return 1;
  if (value === false || value === 0 || value === "Bool(false)" || value === "false") return 0;
  throw invalid(`筛选条件「${field.label}」必须是布尔值`);
}

function scalar(field: FieldDef, value: unknown): string | number {
  if (field.kind === "boolean") return toBoolean(field, value);
  if (field.kind === "date" || field.kind === "enum" || field.kind === "dict") {
    if (typeof value !== "string") throw invalid(`筛选条件「${field.label}」必须是字符串`);
    return value;
  }
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : Number.NaN;
  if (!Number.isFinite(n)) throw invalid(`筛选条件「${field.label}」必须是数字`);
  // Compared with the column's own type, so a value the column cannot hold is refused here, not by the database.
  if (field.kind === "ref" && (!Number.isInteger(n) || Math.abs(n) > MAX_ID)) throw invalid(`筛选条件「${field.label}」超出范围`);
  if (WHOLE_KINDS.has(field.kind) && !Number.isSafeInteger(n)) throw invalid(`筛选条件「${field.label}」必须是整数且不超出范围`);
  return n;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The first string after every string that starts with `prefix`, in code point order (its last character plus one). */
export function prefixEnd(prefix: string): string {
  const chars = [...prefix];
  while (chars.length > 0) {
    const cp = (chars.pop() as string).codePointAt(0) as number;
    let next = cp + 1;
    if (next >= 0xd800 && next <= 0xdfff) next = 0xe000;
    if (next <= 0x10ffff) return chars.join("") + String.fromCodePoint(next);
  }
  return "";
}

/**
 * `{"startsWith": "博物馆 0012"}`: values beginning with the text, case as typed, on the column's own index —
 * a range on SQLite (binary order is code point order), LIKE 'x%' on PostgreSQL (its needlepattern_ops index).
 */
function startsWith(field: FieldDef, prefix: unknown, dialect: Dialect): Condition | null {
  if (typeof prefix !== "string") throw invalid(`筛选条件「${field.label}」的开头必须是字符串`);
  if (prefix === "") return null;
  const col = sql.ref(field.key);
  if (dialect === "postgres") return () => sql<SqlBool>`${col} like ${`${escapeLike(prefix)}%`} escape '\\'`;
  const end = prefixEnd(prefix);
  return (eb) => eb.and([eb(field.key, ">=", prefix), ...(end === "" ? [] : [eb(field.key, "<", end)])]);
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Where a field's text filters run: the table and, when it has one, the field's substring index. */
interface TextIndex {
  readonly table: string;
  readonly indexed: boolean;
}

function condition(field: FieldDef, value: unknown, dialect: Dialect, text?: TextIndex): Condition | null {
  if (value === null || value === undefined || value === "") return null;
  const col = sql.ref(field.key);
  if (offers(field, "contains")) {
    if (isPlainObject(value) && Object.keys(value).length === 1 && "startsWith" in value) return startsWith(field, value.startsWith, dialect);
    if (typeof value !== "string" && typeof value !== "number") throw invalid(`筛选条件「${field.label}」必须是字符串`);
    const needle = String(value);
    const pattern = `%${escapeLike(needle)}%`;
    // SQLite: through the trigram FTS table, which answers the same LIKE without reading every row.
    // PostgreSQL's planner picks the pg_trgm index for ILIKE by itself.
    if (dialect === "sqlite" && text?.indexed && usesTrigrams(needle)) {
      const fts = sql.id(ftsTable(text.table));
      return () => sql<SqlBool>`${sql.ref("Id")} in (select rowid from ${fts} where ${sql.id(ftsTable(text.table), field.key)} like ${pattern})`;
    }
    const op = sql.raw(dialect === "postgres" ? "ilike" : "like");
    return () => sql<SqlBool>`${col} ${op} ${pattern} escape '\\'`;
  }
  if (offers(field, "range") && Array.isArray(value)) {
    if (value.length !== 2) throw invalid(`筛选条件「${field.label}」的范围必须是 [起, 止]`);
    const [from, to] = value.map((v) => (v === null || v === undefined || v === "" ? null : scalar(field, v)));
    return (eb) => eb.and([
      ...(from !== null && from !== undefined ? [eb(field.key, ">=", from)] : []),
      ...(to !== null && to !== undefined ? [eb(field.key, "<=", to)] : []),
    ]);
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return null;
    if (value.length > 500) throw invalid(`筛选条件「${field.label}」的取值过多`);
    const values = value.map((v) => scalar(field, v));
    return (eb) => eb(field.key, "in", values);
  }
  if (offers(field, "equals") || offers(field, "range")) {
    const v = scalar(field, value);
    return (eb) => eb(field.key, "=", v);
  }
  throw invalid(`不支持按「${field.label}」筛选`);
}

/**
 * Turns a parsed `jsonq` into SQL conditions. Only the resource's filterable fields (and `Id`)
 * are accepted; column names come from the catalogue, never from the input.
 */
export function buildFilters(resource: ResourceDef, jsonq: Record<string, unknown>, dialect: Dialect, extraKeys: readonly string[] = []): Condition[] {
  const out: Condition[] = [];
  for (const [key, value] of Object.entries(jsonq)) {
    if (key === "Id") {
      const c = condition({ key: "Id", label: "Id", kind: "ref" }, value, dialect);
      if (c) out.push(c);
      continue;
    }
    if (key === "ctime" || key === "utime") {
      // Every record's own times: ranges (or one instant) in ms, for "changed between…" filters.
      const c = condition({ key, label: key === "ctime" ? "创建时间" : "修改时间", kind: "datetime" }, value, dialect);
      if (c) out.push(c);
      continue;
    }
    const field = fieldOf(resource, key);
    // A child resource is always listable by its parent.
    const accepted = field?.filter || extraKeys.includes(key) || resource.parent?.key === key;
    if (!field || !accepted) throw invalid(`不支持按「${field?.label ?? key}」筛选`);
    const c = condition(field, value, dialect, { table: resource.table, indexed: substringColumns(resource).includes(key) });
    if (c) out.push(c);
  }
  if (resource.softDelete && !Object.hasOwn(jsonq, "deleted")) {
    out.push((eb) => eb("deleted", "=", 0));
  }
  return out;
}
