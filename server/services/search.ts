import { sql, type SqlBool } from "kysely";
import { z } from "zod";
import { levelAtLeast, type ResourceDef } from "../../src/catalogue";
import type { Db, Dialect } from "../platform/db/types";
import { byCatalogue } from "../platform/db/types";
import { SIGNED_IN } from "../platform/rpc/call";
import { method, type MethodRegistry } from "../platform/rpc/registry";
import { searchCandidates, trigramTerms } from "../search/searchCandidates";
import type { Condition } from "../resources/filters";
import { listScopeOf } from "../resources/methods";
import { pinyinQuery, SEARCHABLE } from "../search/searchIndex";

const PER_RESOURCE = 5;
/** Index entries read for one search: enough for a few live records of every resource in most searches. */
const CANDIDATES = 200;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

type Hit = { resource: string; resourceLabel: string; Id: number; title: string };

const hitOf = (r: ResourceDef, row: { Id: unknown; title: unknown }): Hit => ({ resource: r.name, resourceLabel: r.label, Id: Number(row.Id), title: String(row.title ?? "") });

/** A resource the caller may read, with the conditions its list adds for them (change records: only those of resources they read). */
interface Readable {
  readonly r: ResourceDef;
  readonly scope: readonly Condition[];
}

/** The live records behind candidate ids, under their current names, newest first, a few per resource. */
async function liveHits(db: Db, { r, scope }: Readable, ids: readonly number[]): Promise<Hit[]> {
  if (ids.length === 0) return [];
  let query = byCatalogue(db).selectFrom(r.table).select(["Id", `${r.titleField} as title`]).where("Id", "in", [...ids]);
  if (r.softDelete) query = query.where("deleted", "=", 0);
  for (const c of scope) query = query.where(c);
  const rows = await query.orderBy("Id", "desc").limit(PER_RESOURCE).execute();
  return rows.map((row) => hitOf(r, row));
}

/** Three characters or more: one trigram index query for all resources, then each resource's live records. */
async function throughIndex(db: Db, dialect: Dialect, readable: readonly Readable[], terms: ReturnType<typeof trigramTerms>): Promise<Hit[][]> {
  const candidates = await searchCandidates(db, dialect, readable.map(({ r }) => r.name), terms, CANDIDATES);
  return Promise.all(readable.map((one) => liveHits(db, one, candidates.filter((c) => c.resource === one.r.name).map((c) => c.recordId))));
}

/** Two characters: too short for trigrams, so each resource's index rows are read with LIKE. */
function byScan(db: Db, dialect: Dialect, readable: readonly Readable[], q: string, py: string): Promise<Hit[][]> {
  const pattern = `%${escapeLike(q)}%`;
  const pyPattern = py.length >= 2 && /^[a-z0-9]+$/.test(py) ? `%${py}%` : null;
  const op = sql.raw(dialect === "postgres" ? "ilike" : "like");
  return Promise.all(readable.map(async ({ r, scope }) => {
    // The index rows in a subquery, so that the resource's own scope reads its columns unambiguously.
    const matching = db.selectFrom("search_index as s").select("s.recordId")
      .where("s.resource", "=", r.name)
      .where(({ or }) => or([
        sql<SqlBool>`s.title ${op} ${pattern} escape '\\'`,
        ...(pyPattern ? [sql<SqlBool>`s.pinyin like ${pyPattern}`, sql<SqlBool>`s.initials like ${pyPattern}`] : []),
      ]));
    let query = byCatalogue(db).selectFrom(r.table).select(["Id", `${r.titleField} as title`]).where("Id", "in", matching);
    if (r.softDelete) query = query.where("deleted", "=", 0);
    for (const c of scope) query = query.where(c);
    const rows = await query.orderBy("Id", "desc").limit(PER_RESOURCE).execute();
    return rows.map((row) => hitOf(r, row));
  }));
}

/**
 * BaseServiceAdmin/searchRecords {q}: records whose name, its pinyin (gugong) or its initials
 * (ggbwy) contain q, across the rows the caller may read (each resource's right and list scope), a few per resource — the palette's
 * record search. It reads the search index (server/search), joined to each resource's table so that
 * only live records answer, under their current names.
 */
export function registerSearch(registry: MethodRegistry): void {
  registry.add(method({
    service: "BaseServiceAdmin", method: "searchRecords", access: SIGNED_IN,
    input: z.object({
      q: z.string({ error: "请提供搜索词 q" }).trim().min(2, "搜索词至少 2 个字符").max(64, "搜索词最多 64 个字符"),
    }),
    async handler(call, { q }) {
      const py = pinyinQuery(q);
      // The rows each resource's list would show this caller: its right, then its own scope.
      const readable = SEARCHABLE.filter((r) => levelAtLeast(call.user.rights[r.access], "READ")).map((r) => ({ r, scope: listScopeOf(registry, r.name, call) }));
      const terms = trigramTerms(q, py);
      const groups = terms.title || terms.pinyin ? await throughIndex(call.db, call.dialect, readable, terms) : await byScan(call.db, call.dialect, readable, q, py);
      const data = groups.flat();
      return { data, total: data.length };
    },
  }));
}
