import { museum } from "../src/catalogue/registry";
import { maskColumns } from "../server/resources/queries";
import type { DbKind } from "./listServer";

/** The grid's columns for the mask: four listed fields (the server adds `Id`). */
export const MASK = ["name", "nameEn", "province", "city"] as const;

/** The substring of case (d) and the prefix of case (e): every generated name is `博物馆 ` and 6+ digits (bench/generate.ts). */
export const CONTAINS = "0004";
export const PREFIX = "博物馆 0012";

/** Above this many matches, a count is not cheap: the best SQL estimates instead (and so may the server's `count: "auto"`). */
export const COUNT_CAP = 5_000;

export type CaseId = "a" | "b" | "c" | "d" | "e" | "f" | "r";

export interface ListCase {
  readonly id: CaseId;
  readonly title: (rows: number) => string;
  readonly limit: number;
  readonly sortBy: "utime" | "name";
  readonly asc: boolean;
  /** Which page: the first, the one right after list position `at(rows) - 1` (keyset), or the last. */
  readonly page: "first" | "at" | "last";
  readonly at?: (rows: number) => number;
  readonly contains?: string;
  readonly startsWith?: string;
  /** `jsonq {"Id": …}`: an equality on the primary key (the reference case). */
  readonly idEquals?: (rows: number) => number;
  /** What the grid sends: `auto` on a list's first page, `none` on every later one (it holds the total already). */
  readonly count: "auto" | "none";
  /** What the previous approach (plain skip/limit + COUNT(*)) did, when it differs from the RPC's payload. */
  readonly previousNote?: string;
}

const n = (x: number) => x.toLocaleString("en");
const half = (rows: number) => Math.floor(rows / 2);
const middleId = (rows: number) => Math.max(1, half(rows));

export const CASES: readonly ListCase[] = [
  { id: "a", title: () => "first page, default sort (utime desc), limit 20", limit: 20, sortBy: "utime", asc: false, page: "first", count: "auto" },
  {
    id: "b", title: (rows) => `page at ${n(half(rows))} (keyset \`page.after\`), limit 20`, limit: 20, sortBy: "utime", asc: false,
    page: "at", at: half, count: "none", previousNote: "OFFSET",
  },
  { id: "c", title: () => "last page (`page.last`), limit 20", limit: 20, sortBy: "utime", asc: false, page: "last", count: "none", previousNote: "OFFSET total − 20" },
  { id: "d", title: () => `name contains "${CONTAINS}", limit 20`, limit: 20, sortBy: "utime", asc: false, page: "first", contains: CONTAINS, count: "auto" },
  {
    id: "e", title: () => `name starts with "${PREFIX}", limit 20`, limit: 20, sortBy: "utime", asc: false, page: "first", startsWith: PREFIX, count: "auto",
    previousNote: `contains "${PREFIX}"`,
  },
  { id: "f", title: () => "sort by name asc, limit 50", limit: 50, sortBy: "name", asc: true, page: "first", count: "auto" },
  // Not one of the cases: a query that costs the database next to nothing (one row by primary key), so that
  // the RPC's own fixed cost per call shows; the targets are measured against it.
  { id: "r", title: (rows) => `reference: \`{"Id": ${middleId(rows)}}\` (one row by primary key)`, limit: 20, sortBy: "utime", asc: false, page: "first", idEquals: middleId, count: "auto" },
];

/** What a case needs to know about the data: the record the keyset page follows (case b), the total (case c's OFFSET). */
export interface CaseContext {
  readonly total: number;
  readonly cursor: { readonly Id: number; readonly utime: number } | null;
}

function jsonq(c: ListCase, rows: number): Record<string, unknown> {
  if (c.contains !== undefined) return { name: c.contains };
  if (c.startsWith !== undefined) return { name: { startsWith: c.startsWith } };
  if (c.idEquals) return { Id: c.idEquals(rows) };
  return {};
}

/** The list payload as the console's grid sends it after issue 12 (without `context`). */
export function wirePayload(c: ListCase, rows: number, ctx: CaseContext) {
  const page: Record<string, unknown> = { skip: 0, limit: c.limit };
  if (c.page === "at") {
    if (!ctx.cursor) throw new Error(`case ${c.id}: no cursor record`);
    page.after = ctx.cursor.Id;
  }
  if (c.page === "last") page.last = true;
  return {
    page,
    count: c.count,
    cond: { jsonq: JSON.stringify(jsonq(c, rows)) },
    sort: { by: c.sortBy, asc: c.asc },
    mask: { fields: [...MASK] },
  };
}

export type Param = string | number;

/** A statement with its parameters, in the dialect's placeholder style. */
export interface Stmt {
  readonly text: string;
  readonly params: readonly Param[];
}

/** The previous approach: the page by LIMIT/OFFSET and an exact COUNT(*) under the same WHERE, every call. */
export interface PreviousSql {
  readonly rows: Stmt;
  readonly count: Stmt;
}

/**
 * The best SQL by hand: the page (`reverse`: read in the opposite order, answered in list order) and how the total
 * is had: none (later pages), `bounded` (exact up to COUNT_CAP: `n` = COUNT_CAP + 1 means "more"), `estimate`
 * (the unfiltered total: exact only when the table is small), `page` (the page itself is every match).
 */
export interface BestSql {
  readonly rows: Stmt;
  readonly reverse: boolean;
  readonly total:
    | { readonly kind: "none" }
    | { readonly kind: "page" }
    | { readonly kind: "bounded"; readonly stmt: Stmt }
    | { readonly kind: "estimate"; readonly estimate: Stmt; readonly exact: Stmt };
}

const q = (id: string) => `"${id}"`;
const columns = () => maskColumns(museum, [...MASK]).map(q).join(", ");

/** Numbered placeholders for PostgreSQL, `?` for SQLite. */
function placeholders(kind: DbKind): () => string {
  let i = 0;
  return () => (kind === "postgres" ? `$${++i}` : "?");
}

/** The SQL the list ran before issue 12 (server/resources/queries.ts listRecords, filters.ts), written out by hand. */
export function previousSql(c: ListCase, rows: number, kind: DbKind, ctx: CaseContext): PreviousSql {
  const where = (ph: () => string): { text: string; params: Param[] } => {
    // The filter escapes \ % _ in the value; the values here have none of them.
    const text = c.contains ?? c.startsWith;
    if (text !== undefined) return { text: ` where "name" ${kind === "postgres" ? "ilike" : "like"} ${ph()} escape '\\'`, params: [`%${text}%`] };
    if (c.idEquals) return { text: ` where "Id" = ${ph()}`, params: [c.idEquals(rows)] };
    return { text: "", params: [] };
  };
  const skip = c.page === "at" ? (c.at?.(rows) ?? 0) : c.page === "last" ? Math.max(0, ctx.total - c.limit) : 0;
  const dir = c.asc ? "asc" : "desc";
  const ph = placeholders(kind);
  const w = where(ph);
  const rowsText = `select ${columns()} from "museum"${w.text} order by ${q(c.sortBy)} ${dir}, "Id" ${dir} limit ${ph()} offset ${ph()}`;
  const cw = where(placeholders(kind));
  return {
    rows: { text: rowsText, params: [...w.params, c.limit, skip] },
    count: { text: `select count(*) as "n" from "museum"${cw.text}`, params: cw.params },
  };
}

/** `s` with its last UTF-16 unit incremented: the exclusive upper bound of the strings starting with `s` (binary order). */
export function prefixEnd(s: string): string {
  return s.slice(0, -1) + String.fromCharCode(s.charCodeAt(s.length - 1) + 1);
}

/**
 * The best SQL a careful engineer would write for the same answer: keyset on the sort index, the trigram index
 * (SQLite FTS5 `museum_fts`, PostgreSQL pg_trgm GIN) for a substring, the name index for a prefix, an exact count
 * only when cheap (bounded at COUNT_CAP + 1), the table's own estimate for the unfiltered total.
 */
export function bestSql(c: ListCase, rows: number, kind: DbKind, ctx: CaseContext): BestSql {
  const pg = kind === "postgres";
  const cols = columns();
  const order = (asc: boolean) => `order by ${q(c.sortBy)} ${asc ? "asc" : "desc"}, "Id" ${asc ? "asc" : "desc"}`;
  const unfiltered: BestSql["total"] = pg
    ? {
      kind: "estimate",
      estimate: { text: `select reltuples::bigint as "n" from pg_class where oid = 'museum'::regclass`, params: [] },
      exact: { text: `select count(*) as "n" from "museum"`, params: [] },
    }
    : {
      kind: "estimate",
      // Ids are never reused (AUTOINCREMENT-like growth): the span of Ids bounds the count from above, in two index probes.
      estimate: { text: `select coalesce((select max("Id") from "museum") - (select min("Id") from "museum") + 1, 0) as "n"`, params: [] },
      exact: { text: `select count(*) as "n" from "museum"`, params: [] },
    };
  const ph = placeholders(kind);
  if (c.idEquals) {
    return { rows: { text: `select ${cols} from "museum" where "Id" = ${ph()}`, params: [c.idEquals(rows)] }, reverse: false, total: { kind: "page" } };
  }
  if (c.contains !== undefined) {
    if (pg) {
      const pattern = `%${c.contains}%`;
      // MATERIALIZED: the few matches from the trigram index, then sorted; left to itself the planner may walk the utime index instead.
      return {
        rows: { text: `with m as materialized (select ${cols}, "utime" from "museum" where "name" ilike ${ph()}) select ${cols} from m ${order(c.asc)} limit ${ph()}`, params: [pattern, c.limit] },
        reverse: false,
        total: { kind: "bounded", stmt: { text: `select count(*) as "n" from (select 1 from "museum" where "name" ilike $1 limit ${COUNT_CAP + 1}) as s`, params: [pattern] } },
      };
    }
    const match = `name : "${c.contains.replace(/"/g, '""')}"`;
    return {
      rows: { text: `select ${cols} from "museum" where "Id" in (select rowid from "museum_fts" where "museum_fts" match ?) ${order(c.asc)} limit ?`, params: [match, c.limit] },
      reverse: false,
      total: { kind: "bounded", stmt: { text: `select count(*) as "n" from (select 1 from "museum_fts" where "museum_fts" match ? limit ${COUNT_CAP + 1})`, params: [match] } },
    };
  }
  if (c.startsWith !== undefined) {
    const lo = c.startsWith;
    const hi = prefixEnd(lo);
    return {
      rows: { text: `select ${cols} from "museum" where "name" >= ${ph()} and "name" < ${ph()} ${order(c.asc)} limit ${ph()}`, params: [lo, hi, c.limit] },
      reverse: false,
      total: {
        kind: "bounded",
        stmt: { text: `select count(*) as "n" from (select 1 from "museum" where "name" >= ${pg ? "$1" : "?"} and "name" < ${pg ? "$2" : "?"} limit ${COUNT_CAP + 1})${pg ? " as s" : ""}`, params: [lo, hi] },
      },
    };
  }
  if (c.page === "at") {
    if (!ctx.cursor) throw new Error(`case ${c.id}: no cursor record`);
    // The grid holds the record it scrolled to: its sort key and Id are the keyset.
    const cmp = c.asc ? ">" : "<";
    const key = c.sortBy === "utime" ? ctx.cursor.utime : null;
    if (key === null) throw new Error(`case ${c.id}: keyset on ${c.sortBy} is not written here`);
    return {
      rows: { text: `select ${cols} from "museum" where (${q(c.sortBy)}, "Id") ${cmp} (${ph()}, ${ph()}) ${order(c.asc)} limit ${ph()}`, params: [key, ctx.cursor.Id, c.limit] },
      reverse: false,
      total: { kind: "none" },
    };
  }
  if (c.page === "last") {
    return { rows: { text: `select ${cols} from "museum" ${order(!c.asc)} limit ${ph()}`, params: [c.limit] }, reverse: true, total: { kind: "none" } };
  }
  return { rows: { text: `select ${cols} from "museum" ${order(c.asc)} limit ${ph()}`, params: [c.limit] }, reverse: false, total: c.count === "none" ? { kind: "none" } : unfiltered };
}

/** The record right before list position `at` (0-based) in the case's order: what `page.after` names. */
export function cursorSql(c: ListCase, rows: number, kind: DbKind): Stmt | null {
  if (c.page !== "at" || !c.at) return null;
  const dir = c.asc ? "asc" : "desc";
  const ph = placeholders(kind);
  return { text: `select "Id", "utime" from "museum" order by ${q(c.sortBy)} ${dir}, "Id" ${dir} limit 1 offset ${ph()}`, params: [Math.max(0, c.at(rows) - 1)] };
}
