
import { sql } from "kysely";
import { fieldOf, type ResourceDef } from "../../src/catalogue";
import { decodeRow } from "../platform/db/columns";
import { encodeRecord } from "./columns";
import type { Db, Row, Tx } from "../platform/db/types";
import { byCatalogue } from "../platform/db/types";
import { nextUtime } from "../platform/db/utime";
import { BusinessError, conflict, invalid, notFound } from "../platform/wire/errors";
import type { Condition } from "./filters";

const SYSTEM = ["Id", "ctime", "utime"] as const;

/** The columns a mask selects: known fields only (dotted paths select their first segment), always with `Id`. */
export function maskColumns(resource: ResourceDef, mask: readonly string[] | undefined): string[] {
  const all = [...SYSTEM, ...resource.fields.map((f) => f.key)];
  if (!mask || mask.length === 0) return all;
  const picked = new Set<string>(["Id"]);
  for (const path of mask) {
    const head = path.split(".")[0] ?? "";
    if (!(SYSTEM as readonly string[]).includes(head) && !fieldOf(resource, head)) throw invalid(`未知字段「${path}」`);
    picked.add(head);
  }
  return all.filter((c) => picked.has(c));
}

/** The column a sort names, checked against the catalogue. */
export function sortColumn(resource: ResourceDef, by: string | undefined): string {
  const key = by && by !== "" ? by : resource.defaultSort.by;
  if ((SYSTEM as readonly string[]).includes(key)) return key;
  const field = fieldOf(resource, key);
  if (!field || !(field.sortable || key === resource.defaultSort.by)) throw invalid(`不支持按「${field?.label ?? key}」排序`);
  return key;
}

/** One record by Id (soft-deleted ones only when asked for), or null. */
export async function findRecord(db: Db | Tx, resource: ResourceDef, id: number, includeDeleted = false, scope: readonly Condition[] = []): Promise<Row | null> {
  let q = byCatalogue(db).selectFrom(resource.table).selectAll().where("Id", "=", id);
  if (resource.softDelete && !includeDeleted) q = q.where("deleted", "=", 0);
  for (const c of scope) q = q.where(c);
  const row = await q.executeTakeFirst();
  return row ? decodeRow(resource.fields, row) : null;
}

/** One record by Id within the caller's scope (the same conditions its list applies); NOT_FOUND otherwise. */
export async function getRecord(db: Db | Tx, resource: ResourceDef, id: number, scope: readonly Condition[] = []): Promise<Row> {
  const row = await findRecord(db, resource, id, false, scope);
  if (!row) throw notFound(`${resource.label}不存在`);
  return row;
}

/** Refuses a value that another live record of the resource already holds. */
export async function checkUnique(tx: Tx, resource: ResourceDef, data: Record<string, unknown>, exceptId?: number): Promise<void> {
  for (const field of resource.fields) {
    if (!field.unique || data[field.key] === null || data[field.key] === undefined) continue;
    const value = data[field.key] as string;
    let q = field.caseInsensitive
      ? byCatalogue(tx).selectFrom(resource.table).select("Id").where(sql`lower(${sql.ref(field.key)})`, "=", String(value).toLowerCase())
      : byCatalogue(tx).selectFrom(resource.table).select("Id").where(field.key, "=", value);
    if (resource.softDelete) q = q.where("deleted", "=", 0);
    if (exceptId !== undefined) q = q.where("Id", "<>", exceptId);
    if (await q.executeTakeFirst()) {
      throw new BusinessError("ALREADY_EXISTS", `${field.label}「${String(data[field.key])}」已存在`);
    }
  }
}

/** Refuses references to records that do not exist (or were deleted). */
export async function checkReferences(tx: Tx, resource: ResourceDef, data: Record<string, unknown>, lookup: (name: string) => ResourceDef | undefined): Promise<void> {
  for (const field of resource.fields) {
    const value = data[field.key];
    if (field.kind !== "ref" || !field.ref || value === null || value === undefined) continue;
    const target = lookup(field.ref);
    if (!target) continue;
    if (!(await findRecord(tx, target, value as number))) throw invalid(`${field.label}不存在（Id ${String(value)}）`);
  }
}

export async function insertRecord(tx: Tx, resource: ResourceDef, data: Record<string, unknown>, now: number): Promise<Row> {
  const values = { ...encodeRecord(resource.fields, data), ctime: now, utime: now };
  const inserted = await byCatalogue(tx).insertInto(resource.table).values(values).returning("Id").executeTakeFirstOrThrow();
  return getRecord(tx, resource, Number(inserted.Id));
}

/** Updates a record only if it still has the `utime` the caller read; otherwise nothing changes (ABORTED). */
export async function updateRecord(tx: Tx, resource: ResourceDef, id: number, utime: number, patch: Record<string, unknown>, now: number): Promise<Row> {
  const values = { ...encodeRecord(resource.fields, patch), utime: nextUtime(utime, now) };
  const result = await byCatalogue(tx).updateTable(resource.table).set(values).where("Id", "=", id).where("utime", "=", utime).executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw conflict();
  return getRecord(tx, resource, id);
}

export async function removeRecord(tx: Tx, resource: ResourceDef, current: Row, now: number): Promise<void> {
  const id = current.Id as number;
  if (resource.softDelete) {
    const result = await byCatalogue(tx).updateTable(resource.table)
      .set({ deleted: 1, utime: nextUtime(current.utime as number, now) })
      .where("Id", "=", id).where("utime", "=", current.utime as number).executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw conflict();
    return;
  }
  const result = await byCatalogue(tx).deleteFrom(resource.table).where("Id", "=", id).where("utime", "=", current.utime as number).executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) throw conflict();
}
