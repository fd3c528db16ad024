// Test servers copy one migrated, seeded database per run (templates.ts): a copy must be what a first
// start makes, and copies must not share anything.
import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

/** Every table (the migrations' history apart) with its row count. */
async function tableCounts(t: TestServer): Promise<Record<string, number>> {
  const db = t.server.deps.db;
  const names = t.kind === "sqlite"
    ? (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(db)).rows.map((r) => r.name)
    : (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db)).rows.map((r) => r.name);
  const out: Record<string, number> = {};
  // An FTS5 index's shadow tables (_data, _idx) hold its b-tree segments, whose number depends on when
  // the index merged them, not on the rows: the index's own table and _docsize count the rows.
  for (const name of names.filter((n) => !n.startsWith("kysely_migration") && !/_fts_(data|idx)$/.test(n))) {
    out[name] = Number((await sql<{ n: unknown }>`select count(*) as n from ${sql.table(name)}`.execute(db)).rows[0]?.n);
  }
  return out;
}

describeEachDb("test databases", (kind) => {
  let copyA: TestServer;
  let copyB: TestServer;
  let fresh: TestServer;
  beforeAll(async () => {
    copyA = await createTestServer(kind, { seed: "demo" });
    copyB = await createTestServer(kind, { seed: "demo" });
    // A seed-shaping key in env: this one migrates and seeds a database of its own.
    fresh = await createTestServer(kind, { seed: "demo", env: { MOYUAN_SEED: "demo" } });
  });
  afterAll(async () => {
    await Promise.all([copyA?.close(), copyB?.close(), fresh?.close()]);
  });

  it("a copy of the template holds the same tables and rows as a database migrated and seeded at start", async () => {
    const copied = await tableCounts(copyA);
    expect(Object.keys(copied).length).toBeGreaterThan(80);
    expect(copied.museum).toBeGreaterThan(0);
    expect(copied).toEqual(await tableCounts(fresh));
  });

  it("a copy's writes stay in that copy", async () => {
    const before = await tableCounts(copyB);
    const made = await copyA.rpc("BaseServiceAdmin/createMuseum", { data: { name: "只在一份副本里的博物馆", nameEn: "Only here" } }, copyA.adminToken);
    expect(made.body.code).toBe("SUCCESS");
    expect((await tableCounts(copyB)).museum).toBe(before.museum);
    const found = await copyB.rpc("BaseServiceAdmin/listMuseum", { cond: { jsonq: JSON.stringify({ name: "只在一份副本里的博物馆" }) } }, copyB.adminToken);
    expect(found.body.data).toEqual([]);
  });
});
