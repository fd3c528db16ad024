/**
 * Row-level helpers for the code that writes records itself (money, sweeps, jobs): lock a row for the rest of the transaction, insert and
 * patch catalogue records as the server writes them (server-set fields allowed), and write the
 * change history shown in a record's drawer for changes a channel or the system made.
 */
import { PostgresAdapter } from "kysely";
import { validateRecord, type ResourceDef } from "../../src/catalogue";
import { RESOURCES } from "../../src/catalogue/registry";
import { decodeRow } from "../platform/db/columns";
import { encodeRecord } from "./columns";
import type { Db, Dialect, Row, Tx } from "../platform/db/types";
import { byCatalogue } from "../platform/db/types";
import type { AuthedCall } from "../platform/rpc/call";
import { conflict, notFound } from "../platform/wire/errors";
import { recordChangeBy, type ChangeActor } from "./changes";
import { nextUtime } from "../platform/db/utime";

/** Who made a change: a console user, or the system (channel notifications, jobs). */
export type Actor = ChangeActor;

/** The actor of channel notifications, queries and jobs: shown as 系统 in change records and ledgers. */
export const SYSTEM_ACTOR: Actor = { userId: null, userName: "系统" };

export function actorOf(call: AuthedCall): Actor {
  return { userId: call.user.Id, userName: call.user.userName };
}

/** Which database a connection or transaction talks to. */
export function dialectOf(db: Db | Tx): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

type Target = ResourceDef | string;

function resourceOf(target: Target): ResourceDef {
  if (typeof target !== "string") return target;
  const found = (RESOURCES as readonly ResourceDef[]).find((r) => r.table === target || r.name === target);
  if (!found) throw new Error(`no resource for table ${target}`);
  return found;
}

/**
 * Reads one record and keeps it locked until the transaction ends (SELECT … FOR UPDATE on
 * PostgreSQL; SQLite runs one write transaction at a time, so the read is already exclusive).
 * Lock in this order to avoid deadlocks: order → refund → visitor.
 */
export async function lockRow(tx: Tx, table: Target, id: number): Promise<Row> {
  const resource = resourceOf(table);
  let q = byCatalogue(tx).selectFrom(resource.table).selectAll().where("Id", "=", id);
  if (dialectOf(tx) === "postgres") q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw notFound(`${resource.label}不存在（Id ${id}）`);
  return decodeRow(resource.fields, row);
}

/**
 * lockRow for rules that hold the call: reads a row of `resource` and, on PostgreSQL, locks it until
 * the transaction ends. Rules that read-then-write under concurrency lock the row they depend on first.
 */
export async function lockRecord(call: AuthedCall, tx: Tx, resource: ResourceDef, id: number): Promise<Row> {
  let q = byCatalogue(tx).selectFrom(resource.table).selectAll().where("Id", "=", id);
  if (call.dialect === "postgres") q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw notFound(`${resource.label}不存在（Id ${id}）`);
  return decodeRow(resource.fields, row);
}

/** Inserts a record written by the server (fields checked against the catalogue, server-set ones allowed). */
export async function insertRow(tx: Tx, table: Target, data: Record<string, unknown>, at: number): Promise<Row> {
  const resource = resourceOf(table);
  const writable = resource.fields.map((f) => ({ ...f, editable: true, createOnly: false }));
  const checked = validateRecord(writable, data, "create");
  if (!checked.ok) throw new Error(`${resource.name}: ${checked.errors.map((e) => `${e.field} ${e.message}`).join("；")}`);
  const inserted = await byCatalogue(tx).insertInto(resource.table).values({ ...encodeRecord(resource.fields, checked.value), ctime: at, utime: at })
    .returning("Id").executeTakeFirstOrThrow();
  const row = await byCatalogue(tx).selectFrom(resource.table).selectAll().where("Id", "=", Number(inserted.Id)).executeTakeFirstOrThrow();
  return decodeRow(resource.fields, row);
}

/**
 * Writes `patch` over a record read (and locked) in this transaction; answers the record after it.
 * The utime moves on, so anyone editing the record from an older read is told it changed (ABORTED).
 */
export async function patchRow(tx: Tx, table: Target, current: Row, patch: Record<string, unknown>, at: number): Promise<Row> {
  const resource = resourceOf(table);
  const id = Number(current.Id);
  const result = await byCatalogue(tx).updateTable(resource.table)
    .set({ ...encodeRecord(resource.fields, patch), utime: nextUtime(Number(current.utime), at) })
    .where("Id", "=", id).where("utime", "=", Number(current.utime)).executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw conflict();
  const row = await byCatalogue(tx).selectFrom(resource.table).selectAll().where("Id", "=", id).executeTakeFirstOrThrow();
  return decodeRow(resource.fields, row);
}

/**
 * A change record (the drawer's 变更记录) for a change made outside the generic methods: by a
 * channel, a job, or a money rule on behalf of a console user. Keeps the record search current too.
 */
export async function recordActorChange(
  tx: Tx, actor: Actor,
  change: { table: Target; recordId: number; before: Row | null; after: Row | null; method: string; summary: string; at: number },
): Promise<void> {
  const action = change.before === null ? "create" : change.after === null ? "delete" : "action";
  await recordChangeBy(tx, actor, change.at, { resource: resourceOf(change.table), action, recordId: change.recordId, before: change.before, after: change.after, method: change.method, summary: change.summary });
}
