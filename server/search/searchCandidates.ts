import { sql, type SqlBool } from "kysely";
import type { Db, Dialect } from "../platform/db/types";

export interface Candidate {
  readonly resource: string;
  readonly recordId: number;
}

/** What the trigram index can answer: a title of 3 characters or more, or pinyin letters and digits of 3 or more. */
export function trigramTerms(q: string, py: string): { title: string | null; pinyin: string | null } {
  return {
    title: [...q].length >= 3 ? q : null,
    pinyin: py.length >= 3 && /^[a-z0-9]+$/.test(py) ? py : null,
  };
}

/** An FTS5 phrase: the trigram tokenizer matches it as a substring, case aside. */
const phrase = (text: string) => `"${text.replace(/"/g, '""')}"`;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Index entries of the given resources whose title contains `title` or whose pinyin or initials contain
 * `pinyin`, newest first, at most `limit`: one query through one trigram index for all resources (SQLite:
 * the FTS5 table search_fts, read in rowid order so that it stops at the limit; PostgreSQL: pg_trgm).
 */
export async function searchCandidates(db: Db, dialect: Dialect, resources: readonly string[], terms: { title: string | null; pinyin: string | null }, limit: number): Promise<Candidate[]> {
  if (resources.length === 0 || (!terms.title && !terms.pinyin)) return [];
  if (dialect === "sqlite") {
    const expr = [
      ...(terms.title ? [`title : ${phrase(terms.title)}`] : []),
      ...(terms.pinyin ? [`{pinyin initials} : ${phrase(terms.pinyin)}`] : []),
    ].join(" OR ");
    const rows = await sql<{ resource: string; recordId: number }>`
      select s.resource as resource, s."recordId" as "recordId" from search_fts f join search_index s on s."Id" = f.rowid
      where search_fts match ${expr} and s.resource in (${sql.join([...resources])})
      order by f.rowid desc limit ${limit}`.execute(db);
    return rows.rows.map((r) => ({ resource: r.resource, recordId: Number(r.recordId) }));
  }
  const rows = await db.selectFrom("search_index").select(["resource", "recordId"])
    .where("resource", "in", [...resources])
    .where(({ or }) => or([
      ...(terms.title ? [sql<SqlBool>`title ilike ${`%${escapeLike(terms.title)}%`} escape '\\'`] : []),
      ...(terms.pinyin ? [sql<SqlBool>`pinyin like ${`%${escapeLike(terms.pinyin)}%`} escape '\\'`, sql<SqlBool>`initials like ${`%${escapeLike(terms.pinyin)}%`} escape '\\'`] : []),
    ]))
    .orderBy("recordId", "desc").limit(limit).execute();
  return rows.map((r) => ({ resource: String(r.resource), recordId: Number(r.recordId) }));
}
