import type { ResourceDef } from "../../src/catalogue";
import { decodeRow } from "../platform/db/columns";
import type { Row, Tx } from "../platform/db/types";
import type { AuthedCall } from "../platform/rpc/call";
import { notFound, RpcError } from "../platform/wire/errors";

/** Refusals of the request screens (spec §8 codes, Chinese messages). */
export const denied = (message: string) => new RpcError("PERMISSION_DENIED", message);

/**
 * Reads a row of `resource` and, on PostgreSQL, locks it until the transaction ends (SQLite runs one
 * write transaction at a time, which is the same guarantee). Rules that read-then-write under
 * concurrency lock the row they depend on first.
 */
export async function lockRecord(call: AuthedCall, tx: Tx, resource: ResourceDef, id: number): Promise<Row> {
  let q = tx.selectFrom(resource.table).selectAll().where("Id", "=", id);
  if (call.dialect === "postgres") q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw notFound(`${resource.label}不存在（Id ${id}）`);
  return decodeRow(resource.fields, row) as Row;
}

/** A one-line follow-up appended to a record's history (never edited). */
export interface FollowUp {
  readonly at: number;
  readonly by: string;
  readonly note: string;
}

export function withFollowUp(current: unknown, call: AuthedCall, note: string): FollowUp[] {
  const list = Array.isArray(current) ? (current as FollowUp[]) : [];
  return [...list, { at: call.now(), by: call.user.userName, note }];
}

