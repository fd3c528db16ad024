/**
 * Accounting months (月结, commerce.md §2.5). Every write of an entry — manual or automatic — first
 * makes sure its month has a period row and holds it (FOR SHARE on PostgreSQL), so that a close,
 * which takes the row FOR UPDATE, waits for writes under way and every later write sees it closed.
 * SQLite runs one write transaction at a time, which gives the same order.
 */
import { shanghaiDate } from "../../../../src/catalogue";
import { bookkeepingEntry, bookkeepingPeriod } from "../../../../src/catalogue/registry";
import type { Dialect, Row, Tx } from "../../../platform/db/types";
import { precondition } from "../../../platform/wire/errors";
import type { TransitionHook } from "../../../resources/transitions";

const PERIODS = bookkeepingPeriod.table;
const ENTRIES = bookkeepingEntry.table;

/** `2025-10-31` → `2025-10`. */
export const periodOf = (occurredOn: string): string => occurredOn.slice(0, 7);

/** The first day of the month after `period` (`2025-12` → `2026-01-01`): entries of the month are before it. */
export function periodEnd(period: string): string {
  const [y, m] = period.split("-").map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
}

const closedMessage = (period: string) => `${period} 已月结，不能新增、修改或删除该月的账目（如需更正，请在未结账的月份红冲或反结账后再改）`;

/**
 * Refuses (FAILED_PRECONDITION) a write of an entry dated `occurredOn` when its month is closed,
 * and otherwise holds the month open until the transaction ends. For every writer of entries,
 * including the automatic entries of payments and refunds.
 */
export async function assertMonthOpen(tx: Tx, dialect: Dialect, occurredOn: string, now: number): Promise<void> {
  const period = periodOf(occurredOn);
  await tx.insertInto(PERIODS)
    .values({ period, status: "OPEN", entryCount: 0, incomeTotal: 0, expenseTotal: 0, ctime: now, utime: now })
    .onConflict((oc) => oc.column("period").doNothing()).execute();
  let q = tx.selectFrom(PERIODS).select("status").where("period", "=", period);
  if (dialect === "postgres") q = q.forShare();
  const row = await q.executeTakeFirstOrThrow();
  if (row.status === "CLOSED") throw precondition(closedMessage(period));
}

/** The period row, locked against writes of its entries until the transaction ends. */
async function lockPeriod(tx: Tx, dialect: Dialect, id: number): Promise<Row> {
  let q = tx.selectFrom(PERIODS).selectAll().where("Id", "=", id);
  if (dialect === "postgres") q = q.forUpdate();
  return q.executeTakeFirstOrThrow();
}

/** 月结: only a month that has ended; locks its entries and keeps its totals. */
export const closePeriod: TransitionHook = async ({ call, tx, current }) => {
  const period = String(current.period);
  if (period >= shanghaiDate(call.now()).slice(0, 7)) {
    throw precondition(`${period} 尚未结束，月结须在下月进行`);
  }
  const locked = await lockPeriod(tx, call.dialect, Number(current.Id));
  // Another close committed while this one waited: the state check it passed is stale.
  if (locked.status !== "OPEN") throw precondition(`${period} 已月结`);
  await tx.updateTable(ENTRIES).set({ locked: 1 })
    .where("occurredOn", ">=", `${period}-01`).where("occurredOn", "<", periodEnd(period)).execute();
  const sums = await tx.selectFrom(ENTRIES).where("occurredOn", ">=", `${period}-01`).where("occurredOn", "<", periodEnd(period))
    .select((eb) => ["direction", eb.fn.countAll<number>().as("n"), eb.fn.sum<number>("amount").as("total")])
    .groupBy("direction").execute();
  const of = (d: string) => sums.find((s) => s.direction === d);
  return {
    entryCount: sums.reduce((n, s) => n + Number(s.n), 0),
    incomeTotal: Number(of("INCOME")?.total ?? 0),
    expenseTotal: Number(of("EXPENSE")?.total ?? 0),
    closedAt: call.now(),
    closedBy: call.user.userName,
    reopenReason: null,
  };
};

/** 反结账: the month's entries are open again (with the reason kept on the period). */
export const reopenPeriod: TransitionHook = async ({ call, tx, current, input }) => {
  const period = String(current.period);
  await lockPeriod(tx, call.dialect, Number(current.Id));
  await tx.updateTable(ENTRIES).set({ locked: 0 })
    .where("occurredOn", ">=", `${period}-01`).where("occurredOn", "<", periodEnd(period)).execute();
  return { closedAt: null, closedBy: null, reopenReason: String(input.reason) };
};
