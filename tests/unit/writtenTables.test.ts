import { describe, expect, it } from "vitest";
import { writtenTables } from "../../server/platform/db/writtenTables";

const tables = (statement: string) => [...writtenTables(statement)].sort();

describe("writtenTables: the tables a statement may write", () => {
  it.each([
    ["select * from \"museum\" where \"Id\" = ?", []],
    ["select count(*) as \"n\" from \"hd_image\" inner join \"museum\" on \"museum\".\"Id\" = \"hd_image\".\"museumId\"", []],
    ["insert into \"museum\" (\"name\", \"ctime\") values (?, ?) returning \"Id\"", ["museum"]],
    ["insert into \"moyuan\".\"museum\" (\"name\") values ($1)", ["museum"]],
    ["INSERT INTO Museum (name) VALUES (1)", ["museum"]],
    ["insert or replace into \"setting\" (\"key\", \"value\") values (?, ?)", ["setting"]],
    ["insert or ignore into \"tag\" (\"name\") values (?)", ["tag"]],
    ["replace into setting (key, value) values ('a', 'b')", ["setting"]],
    ["select replace(\"name\", 'a', 'b') from \"museum\"", []],
    ["update \"museum\" set \"name\" = ?, \"utime\" = ? where \"Id\" = ? and \"utime\" = ?", ["museum"]],
    ["update or ignore \"museum\" set \"name\" = ?", ["museum"]],
    ["update \"order\" as \"o\" set \"state\" = $1 from \"payment\" as \"p\" where \"p\".\"orderId\" = \"o\".\"Id\"", ["order"]],
    ["update only \"a\" set \"x\" = 1", ["a"]],
    ["delete from \"hd_image\" where \"Id\" in (select \"Id\" from \"hd_album_item\")", ["hd_image"]],
    ["delete from \"cart\" using \"coupon\" where \"cart\".\"couponId\" = \"coupon\".\"Id\"", ["cart"]],
  ])("%s", (statement, expected) => {
    expect(tables(statement)).toEqual(expected);
  });

  it("counts an upsert as a write to its table, not its `do update set` as another", () => {
    expect(tables("insert into \"tally\" (\"k\", \"n\") values ($1, 1) on conflict (\"k\") do update set \"n\" = \"tally\".\"n\" + 1")).toEqual(["tally"]);
    expect(tables("insert into \"tally\" (\"k\") values (?) on conflict do nothing")).toEqual(["tally"]);
  });

  it("ignores row locks (`for update`, `for no key update of t`)", () => {
    expect(tables("select * from \"museum\" where \"Id\" = $1 for update")).toEqual([]);
    expect(tables("select * from \"a\" join \"b\" on true for no key update of \"a\" skip locked")).toEqual([]);
    expect(tables("select * from \"a\" for update of \"a\" nowait")).toEqual([]);
  });

  it("finds writes inside CTEs and subqueries", () => {
    expect(tables("with \"gone\" as (delete from \"cart\" where \"userId\" = $1 returning \"Id\") insert into \"cart_log\" select \"Id\" from \"gone\"")).toEqual(["cart", "cart_log"]);
    expect(tables("with recursive \"t\" as (select 1 as \"n\" union all select \"n\" + 1 from \"t\" where \"n\" < 5) select * from \"t\"")).toEqual([]);
    expect(tables("with \"x\" as (update \"stock\" set \"n\" = \"n\" - 1 returning *) select * from \"x\"")).toEqual(["stock"]);
  });

  it("reads nothing in string literals, quoted names or comments", () => {
    expect(tables("select 'update museum set name = 1; delete from x' as \"a\"")).toEqual([]);
    expect(tables("select 'it''s; insert into y' from \"z\"")).toEqual([]);
    expect(tables("select E'it\\'s; insert into y' from \"z\"")).toEqual([]);
    expect(tables("select \"update\", \"delete\" from \"t\"")).toEqual([]);
    expect(tables("-- delete from x\nselect 1 /* insert into y */")).toEqual([]);
    expect(tables("select 1 -- update x set a = 1")).toEqual([]);
  });

  it("reads a dollar-quoted body, which may write", () => {
    expect(tables("do $$ begin delete from \"job\"; end $$")).toEqual(["job"]);
    expect(tables("do $body$ begin update \"job\" set \"x\" = 1; end $body$")).toEqual(["job"]);
    expect(tables("select * from \"t\" where \"a\" = $1 and \"b\" = $2")).toEqual([]);
  });

  it("reads trigger bodies but not the event they fire on", () => {
    const ai = "create trigger if not exists \"museum_fts_ai\" after insert on \"museum\" begin\n    insert into \"museum_fts\"(rowid, \"name\") values (new.\"Id\", new.\"name\"); end";
    expect(tables(ai)).toEqual(["museum_fts"]);
    const au = "create trigger \"museum_fts_au\" after update of \"name\" on \"museum\" begin insert into \"museum_fts\"(\"museum_fts\", rowid, \"name\") values ('delete', old.\"Id\", old.\"name\"); insert into \"museum_fts\"(rowid, \"name\") values (new.\"Id\", new.\"name\"); end";
    expect(tables(au)).toEqual(["museum_fts"]);
    expect(tables("create trigger \"d\" before delete on \"museum\" begin select 1; end")).toEqual([]);
  });

  it("counts table DDL, not foreign-key actions or indexes", () => {
    expect(tables("create table if not exists \"a\" (\"Id\" integer primary key, \"p\" integer references \"b\" (\"Id\") on delete restrict on update cascade)")).toEqual(["a"]);
    expect(tables("create virtual table if not exists \"museum_fts\" using fts5(\"name\", content='museum', content_rowid='Id', tokenize='trigram')")).toEqual(["museum_fts"]);
    expect(tables("alter table \"a\" add column \"x\" text")).toEqual(["a"]);
    expect(tables("drop table if exists \"c\"")).toEqual(["c"]);
    expect(tables("create index if not exists \"i\" on \"d\" (\"x\")")).toEqual([]);
    expect(tables("alter table \"e\" add constraint \"f\" foreign key (\"x\") references \"g\" (\"Id\") on delete restrict")).toEqual(["e"]);
  });

  it("reads TRUNCATE and MERGE", () => {
    expect(tables("truncate table \"a\", only \"b\" restart identity")).toEqual(["a", "b"]);
    expect(tables("merge into \"stock\" as \"s\" using \"delivery\" as \"d\" on \"s\".\"Id\" = \"d\".\"Id\" when matched then update set \"n\" = \"s\".\"n\" + \"d\".\"n\"")).toEqual(["stock"]);
  });
});
