import type { Row } from "../platform/db/types";
import type { AuthedCall } from "../platform/rpc/call";
import type { Condition } from "./filters";
import type { Redaction } from "./hooks";

/** The columns a list selects: the mask's, plus what the redaction decides from when a hidden key is among them. */
export function redactionColumns(columns: readonly string[], redaction: Redaction | undefined): string[] {
  if (!redaction || !columns.some((c) => redaction.keys.includes(c))) return [...columns];
  return [...new Set([...columns, ...redaction.needs])];
}

/** The rows as this caller may see them, without the columns added only to decide that. */
export function redactRows(call: AuthedCall, rows: readonly Row[], redaction: Redaction | undefined, asked?: readonly string[]): Row[] {
  if (!redaction) return [...rows];
  const added = asked ? redaction.needs.filter((k) => !asked.includes(k)) : [];
  return rows.map((row) => {
    const seen = redaction.keys.some((k) => Object.hasOwn(row, k)) ? redaction.row(call, row) : row;
    if (added.length === 0) return seen;
    const out = { ...seen };
    for (const k of added) delete out[k];
    return out;
  });
}

/** The conditions a filter on a hidden key adds (none when the list does not filter by one). */
export function redactionFilters(call: AuthedCall, jsonq: Record<string, unknown>, redaction: Redaction | undefined): Condition[] {
  if (!redaction) return [];
  const filters = redaction.keys.some((k) => jsonq[k] !== undefined && jsonq[k] !== null && jsonq[k] !== "");
  return filters ? redaction.shown(call) : [];
}
