import { DEFAULT_MAX_LENGTH, maxLengthOf, type FieldDef, type FieldKind } from "../../../src/catalogue";

/**
 * A btree entry must fit in about 2,700 bytes on PostgreSQL: text longer than this many
 * characters (4 bytes each at worst) is not indexed even when sortable or filterable.
 */
const MAX_INDEXED_CHARS = 512;
/** Structured or long values nobody orders by: never indexed. */
const UNINDEXED_KINDS: ReadonlySet<FieldKind> = new Set(["json", "tags", "rights", "richText"]);

/** Whether a field's column can carry a B-tree index (its sort and filter index, PostgreSQL's prefix index). */
export function indexable(field: FieldDef): boolean {
  if (UNINDEXED_KINDS.has(field.kind)) return false;
  if (DEFAULT_MAX_LENGTH[field.kind] === undefined && field.maxLength === undefined) return true;
  return (maxLengthOf(field) ?? 0) <= MAX_INDEXED_CHARS;
}

