import { sql, type Kysely } from "kysely";
import type { Dialect, Schema } from "../types";

/**
 * Record search through one trigram index across resources instead of a LIKE per table (written by hand:
 * search_index is no catalogue resource). SQLite: search_index gets an INTEGER PRIMARY KEY (a table
 * without one may renumber its rowids on VACUUM, which would detach an FTS index), and an FTS5 trigram
 * table `search_fts` over title, pinyin and initials follows it through triggers. PostgreSQL: pg_trgm GIN
 * indexes on the three columns, when the server has pg_trgm.
 */
export async function up(db: Kysely<Schema>, dialect: Dialect): Promise<void> {
  if (dialect === "postgres") {
    const ext = await sql<{ s: string }>`select extnamespace::regnamespace::text as s from pg_extension where extname = 'pg_trgm'`.execute(db);
    const schema = ext.rows[0]?.s;
    if (!schema) return;
    for (const column of ["title", "pinyin", "initials"]) {
      await sql`create index if not exists ${sql.id(`search_index_${column}_trgm`)} on search_index using gin (${sql.id(column)} ${sql.id(schema, "gin_trgm_ops")})`.execute(db);
    }
    return;
  }
  await sql`create table search_index_new (
    "Id" integer primary key autoincrement,
    resource text not null, "recordId" integer not null, title text not null, pinyin text not null, initials text not null,
    unique (resource, "recordId"))`.execute(db);
  await sql`insert into search_index_new (resource, "recordId", title, pinyin, initials) select resource, "recordId", title, pinyin, initials from search_index`.execute(db);
  await sql`drop table search_index`.execute(db);
  await sql`alter table search_index_new rename to search_index`.execute(db);
  await sql`create index search_index_pinyin on search_index (resource, pinyin)`.execute(db);
  await sql`create index search_index_initials on search_index (resource, initials)`.execute(db);
  await sql`create index search_index_title on search_index (resource, title)`.execute(db);
  await sql`create virtual table search_fts using fts5(title, pinyin, initials, content='search_index', content_rowid='Id', tokenize='trigram')`.execute(db);
  await sql`create trigger search_fts_ai after insert on search_index begin
    insert into search_fts(rowid, title, pinyin, initials) values (new."Id", new.title, new.pinyin, new.initials); end`.execute(db);
  await sql`create trigger search_fts_ad after delete on search_index begin
    insert into search_fts(search_fts, rowid, title, pinyin, initials) values ('delete', old."Id", old.title, old.pinyin, old.initials); end`.execute(db);
  await sql`create trigger search_fts_au after update on search_index begin
    insert into search_fts(search_fts, rowid, title, pinyin, initials) values ('delete', old."Id", old.title, old.pinyin, old.initials);
    insert into search_fts(rowid, title, pinyin, initials) values (new."Id", new.title, new.pinyin, new.initials); end`.execute(db);
  await sql`insert into search_fts(search_fts) values ('rebuild')`.execute(db);
}
