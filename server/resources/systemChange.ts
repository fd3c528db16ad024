import type { ResourceDef } from "../../src/catalogue";
import { lockRow, patchRow, recordActorChange, SYSTEM_ACTOR } from "./rows";
import type { Db, Row, Tx } from "../platform/db/types";

/** The Chinese label of a record's status value, for change summaries. */
export function statusLabel(resource: ResourceDef, value: unknown, field = "status"): string {
  const f = resource.fields.find((x) => x.key === field) as { options?: readonly { value: string; label: string }[] } | undefined;
  return f?.options?.find((o) => o.value === value)?.label ?? String(value);
}

/**
 * One change the system makes to one record, in its own transaction: the record is locked and the
 * rule asked again on what is there now, so when two servers sweep at once the second finds the
 * change made and does nothing. Answers whether this call made the change. Written as 系统.
 */
export async function changeOnce(
  db: Db, resource: ResourceDef, id: number, at: number,
  rule: (current: Row, tx: Tx) => Promise<Record<string, unknown> | null> | Record<string, unknown> | null,
  summary: (before: Row, after: Row) => string,
): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const current = await lockRow(tx, resource, id);
    const patch = await rule(current, tx);
    if (patch === null) return false;
    const after = await patchRow(tx, resource, current, patch, at);
    await recordActorChange(tx, SYSTEM_ACTOR, { table: resource, recordId: id, before: current, after, method: "sweep", summary: summary(current, after), at });
    return true;
  });
}
