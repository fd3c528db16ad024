import { sql, type SqlBool } from "kysely";
import { z } from "zod";
import { levelAtLeast, recordRoute, routePresetKeys, type ResourceDef } from "../../src/catalogue";
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

/**
 * A record found: `state` is its state machine's value (the palette shows it as the grid's badge);
 * `path` the screen it opens on, where its resource is listed on several (an AUCTION order: /order/auction).
 */
type Hit = { resource: string; resourceLabel: string; Id: number; title: string; state?: string; path?: string };

const hitOf = (r: ResourceDef, row: Readonly<Record<string, unknown>>): Hit => {
  const path = routePresetKeys(r.name).length > 0 ? recordRoute(r.name, row)?.path : undefined;
  return {
    resource: r.name, resourceLabel: r.label, Id: Number(row.Id), title: String(row.title ?? ""),
    ...(r.states && row.state !== null && row.state !== undefined ? { state: String(row.state) } : {}),
    ...(path ? { path } : {}),
  };
};

/** A resource the caller may read, with the conditions its list adds for them (change records: only those of resources they read). */
interface Readable {
  readonly r: ResourceDef;
  readonly scope: readonly Condition[];
}

/** Id and title, and the state where the resource has a machine. */
const hitColumns = (r: ResourceDef) => ["Id as Id", `${r.titleField} as title`, ...(r.states ? [`${r.states.field} as state`] : []), ...routePresetKeys(r.name)] as const;

/** Exact names first: a record called just what was typed is never cut by the few-per-resource limit. */
const exactFirst = (column: string, q: string) => sql<number>`case when ${sql.ref(column)} = ${q} then 0 else 1 end`;

/** The live rows of one resource the caller may see, by `where`, exact name then newest first, a few. */
async function liveRows({ r, scope }: Readable, db: Db, q: string, where: (query: ReturnType<typeof selectHits>) => ReturnType<typeof selectHits>): Promise<Hit[]> {
  let query = where(selectHits(db, r));
  if (r.softDelete) query = query.where("deleted", "=", 0);
  for (const c of scope) query = query.where(c);
  const rows = await query.orderBy(exactFirst(r.titleField, q)).orderBy("Id", "desc").limit(PER_RESOURCE).execute();
  return rows.map((row) => hitOf(r, row));
}

const selectHits = (db: Db, r: ResourceDef) => byCatalogue(db).selectFrom(r.table).select(hitColumns(r));

/** Three characters or more: one trigram index query for all resources, then each resource's live records. */
async function throughIndex(db: Db, dialect: Dialect, readable: readonly Readable[], terms: ReturnType<typeof trigramTerms>, q: string): Promise<Hit[][]> {
  const candidates = await searchCandidates(db, dialect, readable.map(({ r }) => r.name), terms, CANDIDATES);
  return Promise.all(readable.map((one) => {
    const ids = candidates.filter((c) => c.resource === one.r.name).map((c) => c.recordId);
    return ids.length === 0 ? [] : liveRows(one, db, q, (query) => query.where("Id", "in", ids));
  }));
}

/** A number typed is also an Id: the record with that Id, in each readable resource. */
async function byId(db: Db, readable: readonly Readable[], q: string): Promise<Hit[]> {
  const id = /^\d{1,15}$/.test(q) ? Number(q) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) return [];
  const found = await Promise.all(readable.map((one) => liveRows(one, db, q, (query) => query.where("Id", "=", id))));
  return found.flat();
}

/** Exact matches (the name or the Id typed) before the rest, each group in its order. */
function rankExact(hits: readonly Hit[], q: string): Hit[] {
  const exact = (h: Hit) => h.title.toLowerCase() === q.toLowerCase() || String(h.Id) === q;
  const seen = new Set<string>();
  return [...hits.filter(exact), ...hits.filter((h) => !exact(h))].filter((h) => {
    const key = `${h.resource}:${h.Id}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

/** Two characters: too short for trigrams, so each resource's index rows are read with LIKE. */
function byScan(db: Db, dialect: Dialect, readable: readonly Readable[], q: string, py: string): Promise<Hit[][]> {
  const pattern = `%${escapeLike(q)}%`;
  const pyPattern = py.length >= 2 && /^[a-z0-9]+$/.test(py) ? `%${py}%` : null;
  const op = sql.raw(dialect === "postgres" ? "ilike" : "like");
  return Promise.all(readable.map((one) => {
    // The index rows in a subquery, so that the resource's own scope reads its columns unambiguously.
    const matching = byCatalogue(db).selectFrom("search_index as s").select("s.recordId")
      .where("s.resource", "=", one.r.name)
      .where(({ or }) => or([
        sql<SqlBool>`s.title ${op} ${pattern} escape '\\'`,
        ...(pyPattern ? [sql<SqlBool>`s.pinyin like ${pyPattern}`, sql<SqlBool>`s.initials like ${pyPattern}`] : []),
      ]));
    return liveRows(one, db, q, (query) => query.where("Id", "in", matching));
  }));
}

/**
 * BaseServiceAdmin/searchRecords {q}: records whose name, its pinyin (gugong) or its initials
 * (ggbwy) contain q, across the rows the caller may read (each resource's right and list scope), a few
 * per resource — the palette's record search. A record named exactly q, or whose Id is q, comes first;
 * each hit carries its state. It reads the search index (server/search), joined to each resource's
 * table so that only live records answer, under their current names.
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
      const [groups, ids] = await Promise.all([
        terms.title || terms.pinyin ? throughIndex(call.db, call.dialect, readable, terms, q) : byScan(call.db, call.dialect, readable, q, py),
        byId(call.db, readable, q),
      ]);
      const data = rankExact([...ids, ...groups.flat()], q);
      return { data, total: data.length };
    },
  }));
}
