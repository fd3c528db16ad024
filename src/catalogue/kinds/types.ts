import type { z } from "zod";
import type { FieldDef, FieldKind } from "../fields";

/** A column type, as both databases spell it. */
export type ColumnType = "text" | "integer" | "bigint" | "double precision" | "real";

/** What a filter on a field may ask: a substring, one value, one of several, or a from–to range. */
export type FilterOp = "contains" | "equals" | "in" | "range";

/** Lookups a label may need at run time (dictionaries and tag trees the console caches). */
export interface FormatContext {
  dictLabel?(dict: string, value: string): string | undefined;
  tagLabel?(tag: string, value: string): string | undefined;
}

/**
 * Everything about one field kind, in one place, so that the editor, the grid, the filters, the
 * server's validation and its columns can never disagree about a kind.
 */
export interface KindModule {
  readonly kind: FieldKind;
  /** The schema a non-empty value must pass (Chinese messages); its output is the value as stored on the wire. */
  schema(field: FieldDef): z.ZodType;
  /** The column that stores it on each database. */
  readonly column: { readonly sqlite: ColumnType; readonly postgres: ColumnType };
  /** Wire value → column value, and back. */
  encode(value: unknown): unknown;
  decode(raw: unknown): unknown;
  /** The value as a person reads it in a cell, a read-only field or an export. */
  format(field: FieldDef, value: unknown, ctx?: FormatContext): string;
  /** What the filter bar offers and the server accepts in `cond.jsonq`. */
  readonly filters: readonly FilterOp[];
  /** A stored value as its form input holds it (text), and the input's text back as a wire value (unparseable text passes through, so validation names the field). */
  toInput(value: unknown): string;
  fromInput(text: string): unknown;
  /** Sample values for tests and seeds, tried in order until one passes the field's own checks; empty when it depends on the database. */
  samples(field: FieldDef, n: number): readonly unknown[];
}
