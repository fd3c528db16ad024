import { order as orderResource, type AnyResource } from "../../../../../src/catalogue/registry";
import { decodeRow } from "../../../../platform/db/columns";
import type { Row, Tx } from "../../../../platform/db/types";
import { byCatalogue } from "../../../../platform/db/types";
import { insertRow, lockRow } from "../../../../resources/rows";
import { isUniqueViolation } from "../../../../platform/db/violations";
import type { ServerDeps } from "../../../../platform/rpc/call";
import { fromShanghaiInput } from "../../../../../src/catalogue/kinds/shanghai";

export type OrderMatch = "MATCHED" | "AMOUNT_DIFF" | "NO_ORDER";

/** An order by its number, locked for the rest of the transaction (so that two notifications for it run one after the other). */
export async function lockOrderByNo(tx: Tx, orderNo: string | undefined): Promise<Row | null> {
  if (!orderNo) return null;
  const found = await tx.selectFrom(orderResource.table).select("Id").where("orderNo", "=", orderNo).executeTakeFirst();
  return found ? lockRow(tx, orderResource, Number(found.Id)) : null;
}

/** Whether a channel's amount agrees with the order's (commerce.md §2.1 invariant 3): never credit a different amount. */
export function matchOf(order: Row | null, amount: number): OrderMatch {
  if (!order) return "NO_ORDER";
  return Number(order.payAmount) === amount ? "MATCHED" : "AMOUNT_DIFF";
}

/** The ledger row already holding this channel id (a notification delivered again), or null. */
export async function existingRecord(tx: Tx, resource: AnyResource, key: string, value: string): Promise<Row | null> {
  const row = await byCatalogue(tx).selectFrom(resource.table).selectAll().where(key, "=", value).executeTakeFirst();
  return row ? decodeRow(resource.fields, row) : null;
}

/** Writes one ledger row (checked against the catalogue like any server-written record). */
export function recordLedger(tx: Tx, resource: AnyResource, data: Record<string, unknown>, at: number): Promise<Row> {
  return insertRow(tx, resource, data, at);
}

/** An RFC 3339 time (`2026-03-14T09:35:12+08:00`) or epoch ms as a number, or undefined. */
export function instantOf(value: unknown): number | undefined {
  if (typeof value === "number" && Number.isFinite(value)) return value;
  if (typeof value !== "string" || value === "") return undefined;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : ms;
}

/** Alipay's Beijing-time strings (`2026-03-14 09:35:12`). */
export function beijingTimeOf(value: string | undefined): number | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)) return undefined;
  return fromShanghaiInput(value);
}

/** Alipay's yuan with two decimals as integer fen, exactly (no float rounding): "238.00" → 23800. */
export function fenOfYuan(value: string | undefined): number | undefined {
  const m = value?.match(/^(\d+)(?:\.(\d{1,2}))?$/);
  if (!m) return undefined;
  return Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}

/**
 * Runs a notification's work in one transaction. Two deliveries of one notification at the same
 * moment can both find no record and both insert: the unique channel id refuses the second, whose
 * work then runs again and finds the first one's record (nothing changes twice).
 */
export async function inNotifyTransaction<T>(deps: ServerDeps, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await deps.db.transaction().execute(work);
  } catch (err) {
    if (!isUniqueViolation(err, deps.dialect)) throw err;
    return deps.db.transaction().execute(work);
  }
}
