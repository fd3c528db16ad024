import type { ResourceDef } from "../../src/catalogue";
import type { Row, Tx } from "../platform/db/types";
import type { AuthedCall } from "../platform/rpc/call";
import type { Condition } from "./filters";

/** What a resource with rules of its own adds to the generic methods. */
export interface ResourceHooks {
  /** Keys of `data` that are not catalogue fields but the resource accepts (e.g. a user's password). */
  readonly extraKeys?: readonly string[];
  /** Filters accepted beyond the catalogue's filterable fields. */
  readonly extraFilters?: readonly string[];
  /** Conditions every list of this resource adds for the caller (e.g. rows they may read). */
  readonly listScope?: (call: AuthedCall) => Condition[];
  /** Values a row holds that this caller may not see (a copied title of a record they may not read). */
  readonly redact?: Redaction;
  /** Adjusts validated values before they are written; throws to refuse. */
  readonly beforeWrite?: (ctx: WriteContext) => Promise<Record<string, unknown>>;
  /** Runs after the write, in the same transaction. */
  readonly afterWrite?: (ctx: WriteContext & { readonly record: Row }) => Promise<void>;
  readonly beforeDelete?: (ctx: { call: AuthedCall; tx: Tx; current: Row }) => Promise<void>;
  readonly afterDelete?: (ctx: { call: AuthedCall; tx: Tx; current: Row }) => Promise<void>;
}

export interface WriteContext {
  readonly call: AuthedCall;
  readonly tx: Tx;
  readonly resource: ResourceDef;
  readonly mode: "create" | "update";
  /** Validated catalogue values. */
  readonly value: Record<string, unknown>;
  /** Values of `extraKeys` taken from the input, unvalidated. */
  readonly extra: Record<string, unknown>;
  /** The record before an update. */
  readonly current: Row | null;
  /** The utime the update will write (or ctime for a create). */
  readonly stamp: number;
}

/**
 * Hides, per caller, values a row keeps from another record (a denormalised title): list, get, the
 * create/update answers and the export (it reads the list) answer them as null. Answered from the row
 * and the caller's rights alone, so no statement is added to a page.
 */
export interface Redaction {
  /** The keys it may hide. */
  readonly keys: readonly string[];
  /** Columns `row` decides from: selected with a hidden key even when the mask leaves them out. */
  readonly needs: readonly string[];
  /** The row as this caller may see it. */
  readonly row: (call: AuthedCall, row: Row) => Row;
  /**
   * Conditions a list adds when it filters by one of `keys`: only rows that show that key to this
   * caller, so a filter never finds a row by what the row hides.
   */
  readonly shown: (call: AuthedCall) => Condition[];
}
