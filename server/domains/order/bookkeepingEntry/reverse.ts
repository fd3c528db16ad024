/**
 * 红冲: a wrong manual entry is never edited — an entry of the opposite direction and the same
 * amount and category is added today, pointing at it (`reversalOf`), and both stay. The original
 * is locked while this runs, and `reversalOf` is unique, so two reversals at once make exactly one.
 */
import { shanghaiDate, validateRecord, actionOf } from "../../../../src/catalogue";
import { bookkeepingEntry } from "../../../../src/catalogue/registry";
import { businessNo } from "../../../resources/businessNo";
import type { Row, Tx } from "../../../platform/db/types";
import type { AuthedCall } from "../../../platform/rpc/call";
import { conflict, invalid, notFound, precondition } from "../../../platform/wire/errors";
import { recordChange } from "../../../resources/changes";
import { selectionTargets, type SelectionPayload } from "../../../resources/payload";
import { findRecord, insertRecord } from "../../../resources/queries";
import { inTransaction } from "../../../resources/methods";
import { assertMonthOpen } from "../bookkeepingPeriod/periods";

const ACTION = actionOf(bookkeepingEntry, "reverseBookkeepingEntry");
if (!ACTION) throw new Error("bookkeepingEntry: action reverseBookkeepingEntry is missing from the catalogue");
export const REVERSE_ACTION = ACTION;


async function lockEntry(tx: Tx, call: AuthedCall, id: number): Promise<Row | null> {
  if (call.dialect === "postgres") await tx.selectFrom(bookkeepingEntry.table).select("Id").where("Id", "=", id).forUpdate().execute();
  return findRecord(tx, bookkeepingEntry, id);
}

/** Writes the reversing entry of one manual entry inside `tx`; answers it. */
export async function reverseEntry(tx: Tx, call: AuthedCall, id: number, reason: string, utime?: number): Promise<Row> {
  const original = await lockEntry(tx, call, id);
  if (!original) throw notFound(`账目不存在（Id ${id}）`);
  if (utime !== undefined && original.utime !== utime) throw conflict();
  const bill = String(original.billNo);
  if (original.reversalOf !== null) throw precondition(`账目「${bill}」本身是红冲账目，不能再红冲`);
  if (original.source !== "MANUAL") throw precondition(`账目「${bill}」由系统自动生成，不能红冲；订单收入请通过退款冲减`);
  const done = await tx.selectFrom(bookkeepingEntry.table).select("billNo").where("reversalOf", "=", id).executeTakeFirst();
  if (done) throw precondition(`账目「${bill}」已红冲（${String(done.billNo)}），不能重复红冲`);
  const today = shanghaiDate(call.now());
  await assertMonthOpen(tx, call.dialect, today, call.now());
  const stamp = call.now();
  const value = {
    billNo: businessNo("BK", stamp),
    direction: original.direction === "INCOME" ? "EXPENSE" : "INCOME",
    category: original.category,
    amount: original.amount,
    occurredOn: today,
    account: original.account,
    counterparty: original.counterparty,
    relatedNo: original.relatedNo,
    source: "MANUAL",
    reconcileStatus: "UNRECONCILED",
    voucher: null,
    reversalOf: id,
    locked: false,
    remark: `红冲 ${bill}：${reason}`.slice(0, 200),
  };
  const record = await insertRecord(tx, bookkeepingEntry, value, stamp);
  await recordChange(tx, call, {
    resource: bookkeepingEntry, action: "create", recordId: Number(record.Id), before: null, after: record,
    method: REVERSE_ACTION.name, summary: `红冲：账目「${bill}」→「${String(record.billNo)}」`,
  });
  return record;
}

/** The `reverseBookkeepingEntry` method: one row, with the reason. */
export async function reverseCall(call: AuthedCall, input: SelectionPayload): Promise<{ data: Row[]; total: number }> {
  const [target] = selectionTargets(input, { label: REVERSE_ACTION.label, single: true, utimeRequired: false });
  const checked = validateRecord(REVERSE_ACTION.input, input.data ?? {}, "create");
  if (!checked.ok) throw invalid(checked.errors.map((e) => e.message).join("；"));
  if (!target) throw invalid("请提供 Id");
  const record = await inTransaction(call.db, (tx) => reverseEntry(tx, call, target.id, String(checked.value.reason), target.utime));
  return { data: [record], total: 1 };
}
