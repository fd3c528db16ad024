/**
 * Rules of bookkeeping entries written through the console (commerce.md §2.5): only manual rows
 * are created, changed or removed, and only while unreconciled, not part of a 红冲 pair, and in an
 * open month; a category belongs to its direction; no entry is dated after today.
 */
import { shanghaiDate } from "../../../../src/catalogue";
import { BOOKKEEPING_CATEGORIES, bookkeepingEntry } from "../../../../src/catalogue/registry";
import { businessNo } from "../../../resources/businessNo";
import type { Row, Tx } from "../../../platform/db/types";
import type { ResourceHooks } from "../../../resources/hooks";
import { invalid, precondition } from "../../../platform/wire/errors";
import { assertMonthOpen } from "../bookkeepingPeriod/periods";


/** Income categories come first in the list, up to 其他收入. */
const INCOME_CATEGORIES: ReadonlySet<string> = new Set(BOOKKEEPING_CATEGORIES.slice(0, BOOKKEEPING_CATEGORIES.findIndex((c) => c.value === "OTHER_INCOME") + 1).map((c) => c.value));

export const directionOfCategory = (category: string): "INCOME" | "EXPENSE" => (INCOME_CATEGORIES.has(category) ? "INCOME" : "EXPENSE");

const categoryLabel = (category: string) => BOOKKEEPING_CATEGORIES.find((c) => c.value === category)?.label ?? category;

async function reversalOf(tx: Tx, id: number): Promise<Row | undefined> {
  return tx.selectFrom(bookkeepingEntry.table).select(["Id", "billNo"]).where("reversalOf", "=", id).executeTakeFirst();
}

/** Why a row may not be changed or removed by hand, or null when it may. */
async function frozenReason(tx: Tx, current: Row): Promise<string | null> {
  const bill = String(current.billNo);
  if (current.source !== "MANUAL") return `账目「${bill}」由系统自动生成，只读；如有错误请通过退款或对账处理`;
  if (current.reversalOf !== null && current.reversalOf !== undefined) return `账目「${bill}」是红冲账目，不能修改或删除`;
  if (current.reconcileStatus !== "UNRECONCILED") return `账目「${bill}」已对账，不能修改或删除，请红冲`;
  const reversed = await reversalOf(tx, Number(current.Id));
  if (reversed) return `账目「${bill}」已被红冲（${String(reversed.billNo)}），不能修改或删除`;
  return null;
}

function checkDate(occurredOn: string, now: number): void {
  if (occurredOn > shanghaiDate(now)) throw invalid(`业务日期不能晚于今天（${shanghaiDate(now)}）`);
}

export const entryHooks: ResourceHooks = {
  async beforeWrite({ call, tx, mode, value, current, stamp }) {
    const out = { ...value };
    if (mode === "create") {
      Object.assign(out, { source: "MANUAL", reconcileStatus: "UNRECONCILED", locked: false, reversalOf: null, billNo: businessNo("BK", stamp) });
    } else if (current) {
      const frozen = await frozenReason(tx, current);
      if (frozen) throw precondition(frozen);
      await assertMonthOpen(tx, call.dialect, String(current.occurredOn), call.now());
    }
    const merged = { ...(current ?? {}), ...out };
    const category = String(merged.category);
    if (directionOfCategory(category) !== merged.direction) {
      throw invalid(`科目「${categoryLabel(category)}」属于${directionOfCategory(category) === "INCOME" ? "收入" : "支出"}，与所选收支方向不符`);
    }
    const occurredOn = String(merged.occurredOn);
    if (mode === "create" || Object.hasOwn(value, "occurredOn")) checkDate(occurredOn, call.now());
    await assertMonthOpen(tx, call.dialect, occurredOn, call.now());
    return out;
  },
  async beforeDelete({ call, tx, current }) {
    const frozen = await frozenReason(tx, current);
    if (frozen) throw precondition(frozen);
    await assertMonthOpen(tx, call.dialect, String(current.occurredOn), call.now());
  },
};
