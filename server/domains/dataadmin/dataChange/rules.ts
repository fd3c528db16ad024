import { levelAtLeast } from "../../../../src/catalogue";
import { dataChange, RESOURCES, resourceByName } from "../../../../src/catalogue/registry";
import type { Row } from "../../../platform/db/types";
import type { AuthedCall } from "../../../platform/rpc/call";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import type { Redaction } from "../../../resources/hooks";
import { registerResource } from "../../../resources/methods";
import { writersOnlyKeys, writesResource } from "../../../resources/writersOnly";
import { defineRules } from "../../rules";

/** Change records are shown only for resources the caller may read. */
function readableResources(call: AuthedCall): string[] {
  return RESOURCES.filter((r) => levelAtLeast(call.user.rights[r.access], "READ")).map((r) => r.name);
}

/** A stored before/after (decoded, or still text) without the keys this caller may not see. */
function strip(value: unknown, keys: readonly string[]): unknown {
  if (typeof value === "string") {
    try {
      return JSON.stringify(strip(JSON.parse(value), keys));
    } catch {
      return value;
    }
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  const out = { ...(value as Record<string, unknown>) };
  for (const k of keys) delete out[k];
  return out;
}

/** A reader's change records leave out the writers-only fields (a lot's reserve price) of the record's before and after. */
const writersOnlyValues: Redaction = {
  keys: ["before", "after"],
  needs: ["resource"],
  row: (call, row): Row => {
    const resource = resourceByName(String(row.resource));
    const keys = resource ? writersOnlyKeys(resource) : [];
    if (!resource || keys.length === 0 || writesResource(call, resource)) return row;
    return { ...row, before: strip(row.before, keys), after: strip(row.after, keys) };
  },
  // before/after are not filters.
  shown: () => [],
};

/** 变更记录: a ledger, listed only for the resources the caller may read. */
export const rules = defineRules("dataChange", (registry: MethodRegistry) => {
  registerResource(registry, dataChange, {
    listScope: (call) => [(eb) => eb("resource", "in", readableResources(call))],
    redact: writersOnlyValues,
  });
});
