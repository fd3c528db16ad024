/**
 * The sink of the generic parsers: the run keeps its items (at most 500) as its 解析结果, each marked
 * 新增 / 更新 / 未变 against the items of the target's last finished run that kept any — so a run says
 * what changed on the site since the previous one. Nothing else is written.
 */
import { crawlerRun } from "../../../../../src/catalogue/registry";
import type { Row, Tx } from "../../../../platform/db/types";
import { decodeRow } from "../../../../platform/db/columns";
import type { ParsedItem, Sink, SinkCounts } from "./types";

/** Most items a run record keeps. */
export const MAX_STORED_ITEMS = 500;
/** Data of one item kept only while its JSON is this short. */
const MAX_ITEM_DATA = 2000;

function digest(data: Readonly<Record<string, unknown>>): string {
  return JSON.stringify(data);
}

async function previousItems(tx: Tx, run: Row): Promise<Map<string, string>> {
  const rows = await tx.selectFrom(crawlerRun.table).selectAll().where("targetId", "=", Number(run.targetId)).where("Id", "<", Number(run.Id))
    .where("status", "in", ["succeeded", "partial"]).where("trigger", "!=", "dryRun").orderBy("Id", "desc").limit(1).execute();
  const prev = rows[0] ? decodeRow(crawlerRun.fields, rows[0]) : null;
  const items = Array.isArray(prev?.items) ? (prev.items as Record<string, unknown>[]) : [];
  return new Map(items.map((i) => [String(i.key), String(i.digest ?? "")]));
}

export const runItemsSink: Sink = {
  name: "runItems",
  async store(tx: Tx, run: Row, items: readonly ParsedItem[], _at: number): Promise<SinkCounts> {
    const before = await previousItems(tx, run);
    let itemsNew = 0;
    let itemsUpdated = 0;
    const stored: Record<string, unknown>[] = [];
    for (const item of items) {
      const d = digest(item.data);
      const change = !before.has(item.key) ? "新增" : before.get(item.key) !== d ? "更新" : "未变";
      if (change === "新增") itemsNew += 1;
      if (change === "更新") itemsUpdated += 1;
      if (stored.length < MAX_STORED_ITEMS) {
        stored.push({ key: item.key, title: item.title, url: item.url, change, digest: d.length <= MAX_ITEM_DATA ? d : `len:${d.length}`, ...(d.length <= MAX_ITEM_DATA ? { data: item.data } : {}) });
      }
    }
    return { itemsNew, itemsUpdated, stored };
  },
};
