import type { ResourceDef } from "../../src/catalogue";
import type { Row, Tx } from "../platform/db/types";
import type { AuthedCall } from "../platform/rpc/call";
import { indexChange } from "../search/searchIndex";

export type ChangeAction = "create" | "update" | "delete" | "action" | "download";

function audited(resource: ResourceDef, record: Row | null): string | null {
  if (record === null) return null;
  const exclude = new Set(resource.auditExclude ?? []);
  return JSON.stringify(Object.fromEntries(Object.entries(record).filter(([k]) => !exclude.has(k))));
}

/** Who made a change: a console user, or the system (channel notifications, jobs: userId null). */
export interface ChangeActor {
  readonly userId: number | null;
  readonly userName: string;
}

/** Writes one data change record (who, when, which record, before and after), and updates the search index, inside the change's transaction. */
export async function recordChangeBy(
  tx: Tx,
  actor: ChangeActor,
  at: number,
  change: { resource: ResourceDef; action: ChangeAction; recordId: number; before: Row | null; after: Row | null; summary?: string; method: string },
): Promise<void> {
  const { resource } = change;
  const title = (change.after ?? change.before)?.[resource.titleField];
  await tx.insertInto("data_change").values({
    ctime: at,
    utime: at,
    resource: resource.name,
    recordId: change.recordId,
    action: change.action,
    method: change.method,
    summary: change.summary ?? `${resource.label}「${String(title ?? change.recordId)}」`,
    userId: actor.userId,
    userName: actor.userName,
    before: audited(resource, change.before),
    after: audited(resource, change.after),
  }).execute();
  // The record search's index follows every change in the same transaction.
  await indexChange(tx, resource, change.recordId, change.after, change.action);
}

/** A change made by the caller: actions name themselves; plain changes keep the full path of the call. */
export async function recordChange(
  tx: Tx,
  call: AuthedCall,
  change: { resource: ResourceDef; action: ChangeAction; recordId: number; before: Row | null; after: Row | null; summary?: string; method?: string },
): Promise<void> {
  await recordChangeBy(tx, { userId: call.user.Id, userName: call.user.userName }, call.now(), { ...change, method: change.method ?? call.path });
}
