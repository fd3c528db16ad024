/**
 * The work of the sync tasks that lives in this server (commerce.md §7.6), each real and counted:
 * - 书画库 / 订单 → 搜索索引: every live record of the resources is checked against the palette's record
 *   search index (server/search/searchIndex.ts) and missing or stale entries are written again;
 * - 订单日汇总: the paid orders of the last 90 Shanghai days are re-counted per day;
 * - 字典校验与刷新: every dictionary is re-read and its items checked (non-empty, distinct values).
 * Outside systems go through ./outside.ts.
 */
import { sql } from "kysely";
import { dict, order } from "../../../../src/catalogue/registry";
import type { ResourceDef } from "../../../../src/catalogue";
import { decodeRow } from "../../../platform/db/columns";
import { byCatalogue, type Db, type Row } from "../../../platform/db/types";
import { titlePinyin } from "../../../search/searchIndex";
import { SEARCH_INDEX_RESOURCES } from "../syncTask/lag";
import { isOutside, runOutside } from "./outside";
import type { WorkError, WorkResult } from "./workResult";

export type { WorkResult };

const DAY = 86_400_000;

/** Re-indexes the live records of `resources` whose index entry is missing or names an old title. */
async function reindex(db: Db, resources: readonly ResourceDef[]): Promise<WorkResult> {
  let processed = 0;
  for (const r of resources) {
    await db.transaction().execute(async (tx) => {
      let q = byCatalogue(tx).selectFrom(r.table).select(["Id", `${r.titleField} as title`]);
      if (r.softDelete) q = q.where("deleted", "=", 0);
      const rows = await q.orderBy("Id").execute();
      const indexed = await tx.selectFrom("search_index").select(["recordId", "title"]).where("resource", "=", r.name).execute();
      const byId = new Map(indexed.map((e) => [Number(e.recordId), String(e.title)]));
      for (const row of rows) {
        processed += 1;
        const title = String(row.title ?? "");
        if (byId.get(Number(row.Id)) === title) continue;
        const entry = { resource: r.name, recordId: Number(row.Id), title, ...titlePinyin(title) };
        await tx.insertInto("search_index").values(entry)
          .onConflict((oc) => oc.columns(["resource", "recordId"]).doUpdateSet({ title: entry.title, pinyin: entry.pinyin, initials: entry.initials }))
          .execute();
      }
    });
  }
  return { processed, failed: 0, errors: [] };
}

/** Paid orders of the last 90 days counted per Shanghai day: processed = orders read. */
async function orderEtl(db: Db, now: number): Promise<WorkResult> {
  const day = sql<number>`floor((${sql.ref("paidAt")} + 28800000) / ${DAY})`;
  const rows = await db.selectFrom(order.table).select([day.as("d"), sql<unknown>`count(*)`.as("n")])
    .where("paidAt", ">=", now - 90 * DAY).where("paidAt", "<=", now).groupBy(sql.ref("d")).execute();
  return { processed: rows.reduce((n, r) => n + Number(r.n), 0), failed: 0, errors: [] };
}

/** Every dictionary re-read; items counted, a dictionary with bad items reported. */
async function dictRefresh(db: Db): Promise<WorkResult> {
  const rows = await db.selectFrom(dict.table).selectAll().orderBy("name").execute();
  let processed = 0;
  const errors: WorkError[] = [];
  for (const raw of rows) {
    const d = decodeRow(dict.fields, raw);
    const items = Array.isArray(d.items) ? (d.items as { value?: unknown; label?: unknown }[]) : [];
    const values = items.map((i) => String(i?.value ?? ""));
    const bad = items.length === 0 || values.some((v) => v === "") || new Set(values).size !== values.length;
    if (bad) errors.push({ item: `字典「${String(d.name)}」`, reason: items.length === 0 ? "没有字典项" : "字典项取值为空或重复" });
    else processed += items.length;
  }
  return { processed, failed: errors.length, errors };
}

/** Runs the task's work (outside the run's transaction: it may take a while). */
export async function doWork(db: Db, task: Row, now: number): Promise<WorkResult> {
  const worker = String(task.worker);
  if (isOutside(worker)) return runOutside(worker, task, now);
  const indexed = SEARCH_INDEX_RESOURCES[worker];
  if (indexed) return reindex(db, indexed);
  switch (worker) {
    case "ORDER_ETL": return orderEtl(db, now);
    case "DICT_REFRESH": return dictRefresh(db);
    default: return { processed: 0, failed: 0, errors: [{ item: String(task.name), reason: `未知的执行方式「${worker}」` }], refused: true };
  }
}

/** A run's end state from its counts. */
export function statusOf(result: WorkResult): "SUCCESS" | "PARTIAL" | "FAILED" {
  if (result.refused || (result.processed === 0 && result.failed > 0)) return "FAILED";
  return result.failed > 0 ? "PARTIAL" : "SUCCESS";
}
