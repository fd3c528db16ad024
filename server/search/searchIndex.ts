import { createRequire } from "node:module";
import type * as PinyinPro from "pinyin-pro";
import { fieldOf, type ResourceDef } from "../../src/catalogue";
import { RESOURCES } from "../../src/catalogue/registry";
import type { Db, Row, Tx } from "../platform/db/types";
import { byCatalogue } from "../platform/db/types";

/** Resources whose records a person finds by name: listable, named by a text field. */
export const SEARCHABLE: readonly ResourceDef[] = (RESOURCES as readonly ResourceDef[]).filter((r) => r.ops.includes("list") && r.ops.includes("get") && fieldOf(r, r.titleField)?.kind === "text");
const SEARCHABLE_NAMES = new Set(SEARCHABLE.map((r) => r.name));

const HAN = /\p{Script=Han}/u;

// pinyin-pro's dictionaries take ~60 ms to load: loaded on the first title that needs them, not at every start.
let pinyinPro: typeof PinyinPro | undefined;
const lib = (): typeof PinyinPro => (pinyinPro ??= createRequire(import.meta.url)("pinyin-pro") as typeof PinyinPro);
const WORD_CHAR = /[\p{L}\p{N}]/u;

/** How a typed query is compared with the pinyin columns: lower case, no spaces or apostrophes. */
export function pinyinQuery(q: string): string {
  return q.toLowerCase().replace(/[\s']+/g, "");
}

/**
 * A title's pinyin without spaces (故宫博物院 → gugongbowuyuan) and its initials (ggbwy), in the
 * reading pinyin-pro picks in context (重庆 → chongqing). Letters and digits are kept, lower case,
 * in both; other characters are left out.
 */
export function titlePinyin(title: string): { pinyin: string; initials: string } {
  const chars = Array.from(title);
  const { pinyin } = lib();
  let readings = HAN.test(title) ? pinyin(title, { toneType: "none", type: "array", v: true }) : chars;
  if (readings.length !== chars.length) readings = chars.map((ch) => (HAN.test(ch) ? pinyin(ch, { toneType: "none", v: true }) : ch));
  let full = "";
  let initials = "";
  chars.forEach((ch, i) => {
    if (HAN.test(ch)) {
      const r = (readings[i] ?? "").toLowerCase().replace(/[^a-z]/g, "");
      full += r;
      initials += r.slice(0, 1);
    } else if (WORD_CHAR.test(ch)) {
      full += ch.toLowerCase();
      initials += ch.toLowerCase();
    }
  });
  return { pinyin: full, initials };
}

function entry(resource: ResourceDef, recordId: number, record: Row): Row {
  const title = String(record[resource.titleField] ?? "");
  return { resource: resource.name, recordId, title, ...titlePinyin(title) };
}

function live(resource: ResourceDef, record: Row | null): record is Row {
  return record !== null && !(resource.softDelete && Number(record.deleted ?? 0) !== 0);
}

/**
 * Keeps the search index in step with one change, inside the change's transaction: a created or
 * updated record is (re)indexed under its current name, a deleted one is removed. Actions that
 * answer the record they changed reindex it too; summaries without a record change nothing.
 */
export async function indexChange(tx: Tx, resource: ResourceDef, recordId: number, after: Row | null, action: string): Promise<void> {
  if (!SEARCHABLE_NAMES.has(resource.name)) return;
  if (action === "delete" || (after !== null && !live(resource, after))) {
    await tx.deleteFrom("search_index").where("resource", "=", resource.name).where("recordId", "=", recordId).execute();
    return;
  }
  if (after === null || !(resource.titleField in after) || (action === "action" && Number(after.Id) !== recordId)) return;
  const row = entry(resource, recordId, after);
  await tx.insertInto("search_index").values(row)
    .onConflict((oc) => oc.columns(["resource", "recordId"]).doUpdateSet({ title: row.title, pinyin: row.pinyin, initials: row.initials }))
    .execute();
}

/**
 * Indexes every live record of each searchable resource once: the first start after the resource (or
 * the index) arrived, after that start's seed. A `setting` marker per resource records it, so that rows
 * the seed already indexed through its own writes (an order a work order made) do not stop the rest
 * from being indexed, and a resource added later is indexed at its first start. Answers the rows written.
 */
export async function backfillSearchIndex(db: Db): Promise<number> {
  const done = new Set((await db.selectFrom("setting").select("key").where("key", "like", "search.backfill.%").execute()).map((r) => String(r.key)));
  let written = 0;
  for (const r of SEARCHABLE) {
    const key = `search.backfill.${r.name}`;
    if (done.has(key)) continue;
    await db.transaction().execute(async (tx) => {
      let lastId = 0;
      for (;;) {
        let q = byCatalogue(tx).selectFrom(r.table).select(["Id", r.titleField]).where("Id", ">", lastId);
        if (r.softDelete) q = q.where("deleted", "=", 0);
        const rows = await q.orderBy("Id").limit(1000).execute();
        if (rows.length === 0) break;
        lastId = Number(rows[rows.length - 1]?.Id);
        const values = rows.map((row) => entry(r, Number(row.Id), row));
        for (let i = 0; i < values.length; i += 200) {
          await tx.insertInto("search_index").values(values.slice(i, i + 200)).onConflict((oc) => oc.columns(["resource", "recordId"]).doNothing()).execute();
        }
        written += values.length;
      }
      await tx.insertInto("setting").values({ key, value: String(Date.now()) }).onConflict((oc) => oc.column("key").doNothing()).execute();
    });
  }
  return written;
}
