/**
 * Totals of the entries a filter matches — income, expense and net per money account and overall —
 * for the banner above the bookkeeping grid. Same filters as the list (cond.jsonq), so the banner
 * always adds up the rows the grid shows.
 */
import { byCatalogue } from "../../../platform/db/types";
import { z } from "zod";
import type { SummaryRow } from "../../../../src/catalogue";
import { bookkeepingEntry, MONEY_ACCOUNTS } from "../../../../src/catalogue/registry";
import type { AuthedCall } from "../../../platform/rpc/call";
import { invalid } from "../../../platform/wire/errors";
import { buildFilters } from "../../../resources/filters";
import { listPayload, parseJsonq } from "../../../resources/payload";

export const sumPayload = z.object({ cond: listPayload.shape.cond });

export async function sumEntries(call: AuthedCall, input: z.infer<typeof sumPayload>): Promise<{ data: SummaryRow[] }> {
  const jsonq = parseJsonq(input.cond?.jsonq);
  if (!jsonq.ok) throw invalid(jsonq.message);
  let q = byCatalogue(call.db).selectFrom(bookkeepingEntry.table)
    .select((eb) => ["account", "direction", eb.fn.countAll<number>().as("n"), eb.fn.sum<number>("amount").as("total")])
    .groupBy(["account", "direction"]);
  for (const c of buildFilters(bookkeepingEntry, jsonq.value, call.dialect)) q = q.where(c);
  const groups = await q.execute();
  const rows = new Map<string, { income: number; expense: number; count: number }>();
  for (const g of groups) {
    const key = String(g.account);
    const row = rows.get(key) ?? { income: 0, expense: 0, count: 0 };
    if (g.direction === "INCOME") row.income += Number(g.total);
    else row.expense += Number(g.total);
    row.count += Number(g.n);
    rows.set(key, row);
  }
  const data: SummaryRow[] = MONEY_ACCOUNTS.filter((a) => rows.has(a.value)).map((a) => {
    const r = rows.get(a.value) as { income: number; expense: number; count: number };
    return { key: a.value, label: a.label, ...r, net: r.income - r.expense };
  });
  const all = data.reduce((t, r) => ({ income: t.income + r.income, expense: t.expense + r.expense, count: t.count + r.count }), { income: 0, expense: 0, count: 0 });
  data.push({ key: "ALL", label: "合计", ...all, net: all.income - all.expense });
  return { data };
}
