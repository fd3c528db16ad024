/**
 * Fields marked `writersOnly` in the catalogue (a lot's reserve price) reach only callers with WRITE
 * on the resource's access object: for a reader the key is left out of the row altogether — not
 * answered as null, so nothing on the wire says what it was — and a filter by it finds nothing.
 */
import { sql, type SqlBool } from "kysely";
import { levelAtLeast, type ResourceDef } from "../../src/catalogue";
import type { Row } from "../platform/db/types";
import type { AuthedCall } from "../platform/rpc/call";
import type { Redaction, ResourceHooks } from "./hooks";

export const writersOnlyKeys = (resource: ResourceDef): string[] => resource.fields.filter((f) => f.writersOnly === true).map((f) => f.key);

export const writesResource = (call: AuthedCall, resource: ResourceDef): boolean => levelAtLeast(call.user.rights[resource.access], "WRITE");

/** `row` without `keys`. */
export function without(row: Row, keys: readonly string[]): Row {
  const out = { ...row };
  for (const k of keys) delete out[k];
  return out;
}

function writersOnlyRedaction(resource: ResourceDef, keys: readonly string[]): Redaction {
  return {
    keys,
    needs: [],
    row: (call, row) => (writesResource(call, resource) ? row : without(row, keys)),
    shown: (call) => (writesResource(call, resource) ? [] : [() => sql<SqlBool>`1 = 0`]),
  };
}

/** Both redactions, one after the other (a filter by a key of either adds both's conditions). */
function both(a: Redaction, b: Redaction): Redaction {
  return {
    keys: [...new Set([...a.keys, ...b.keys])],
    needs: [...new Set([...a.needs, ...b.needs])],
    row: (call, row) => b.row(call, a.row(call, row)),
    shown: (call) => [...a.shown(call), ...b.shown(call)],
  };
}

/** The hooks with the resource's writers-only fields added to its redaction (unchanged when it has none). */
export function withWritersOnly<H extends ResourceHooks>(resource: ResourceDef, hooks: H): H {
  const keys = writersOnlyKeys(resource);
  if (keys.length === 0) return hooks;
  const own = writersOnlyRedaction(resource, keys);
  return { ...hooks, redact: hooks.redact ? both(hooks.redact, own) : own };
}
