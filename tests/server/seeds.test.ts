import { byCatalogue } from "../../server/platform/db/types";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { ResourceDef } from "../../src/catalogue";
import { museum, RESOURCES, tagItem, tagType } from "../../src/catalogue/registry";
import { defineSeed } from "../../server/seed/factory";
import { SEEDS as BY_NAME } from "../../server/domains";
import { inReferenceOrder, seedDemo } from "../../server/seed";
import { shanghaiDate } from "../../src/catalogue/kinds/shanghai";

const SEEDS = Object.values(BY_NAME);
import { ADMIN_PASSWORD, createTestServer, describeEachDb, type TestServer } from "./harness";

describeEachDb("demo data from per-resource seed factories", (kind) => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await createTestServer(kind, { seed: "demo" });
    b = await createTestServer(kind, { seed: "demo" });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  const rows = (t: TestServer, table: string) => byCatalogue(t.server.deps.db).selectFrom(table).selectAll().orderBy("Id").execute();
  const markers = async (t: TestServer) =>
    (await t.server.deps.db.selectFrom("setting").select("key").where("key", "like", "seed.demo.%").execute()).map((r) => String(r.key)).sort();

  it("is deterministic: two installs get the same records", async () => {
    for (const table of ["museum", "tag_type", "tag_item", "client_config", "domain"]) {
      const [x, y] = [await rows(a, table), await rows(b, table)];
      expect(x.length, table).toBeGreaterThan(0);
      expect(x, table).toEqual(y);
    }
  });

  it("marks every resource it filled", async () => {
    const expected = SEEDS.flatMap((f) => [f.resource, ...(f.fills ?? [])]).map((r) => `seed.demo.${r.name}`).sort();
    expect(await markers(a)).toEqual(expected);
  });

  it("dates every publishable record as its state says (§0.4): published before now, re-published only after a 下架", async () => {
    const publishable = (RESOURCES as readonly ResourceDef[]).filter((r) => r.states?.field === "publishState");
    expect(publishable.length).toBeGreaterThanOrEqual(10);
    const wrong: string[] = [];
    for (const r of publishable) {
      for (const row of await rows(a, r.table)) {
        const [state, at, again] = [row.publishState, row.publishedAt === null ? null : Number(row.publishedAt), row.republishedAt === null ? null : Number(row.republishedAt)];
        // 定时发布 (articles, content.md §7.1) is a draft waiting for its time: not published yet.
        const ok = state === "draft" || state === "scheduled"
          ? at === null && again === null
          : at !== null && at >= Number(row.ctime) && at <= a.clock.now && (again === null || (again > at && again <= a.clock.now));
        if (!ok) wrong.push(`${r.name} ${String(row.Id)}: ${String(state)} ${String(at)} ${String(again)} (ctime ${String(row.ctime)})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("dates nothing that happened after the seeding: creation, change and event times are in the past", async () => {
    // Fields that name a time ahead by design: a schedule, a validity window or an expiry.
    const ahead = /^(start|end|preheat|previewStart|previewEnd|auctionStart|auctionEnd|scheduled|nextFollowUp|claimStart|claimEnd|vipStart|vipEnd|vipExpire|linkExpire|warrantyEnd|calibrationDue|contractEnd|valid)(At|Date|To|From)?$|^expires?(At|Date)$|^validTo$/;
    // One second of slack: a dictionary rebuilt in the seeding millisecond takes the next one as its version.
    const [now, today] = [a.clock.now + 1000, shanghaiDate(a.clock.now)];
    const future: string[] = [];
    for (const r of RESOURCES as readonly ResourceDef[]) {
      if (r.projection) continue;
      const times = ["ctime", "utime", ...r.fields.filter((f) => (f.kind === "datetime" || f.kind === "date") && !ahead.test(f.key)).map((f) => f.key)];
      for (const row of await rows(a, r.table)) {
        for (const k of times) {
          const v = row[k];
          if (typeof v === "number" ? v > now : typeof v === "string" && v.slice(0, 10) > today) future.push(`${r.name} ${String(row.Id)}.${k} = ${String(v)}`);
        }
      }
    }
    expect(future).toEqual([]);
  });

  it("a resource added later gets its demo data on an existing database, and nothing else is written twice", async () => {
    const db = a.server.deps.db;
    const museums = (await rows(a, "museum")).length;
    // As if domains had been added to the catalogue after this database was seeded.
    await db.deleteFrom("domain").execute();
    await db.deleteFrom("setting").where("key", "=", "seed.demo.domain").execute();
    await seedDemo(a.server.deps, SEEDS, ADMIN_PASSWORD);
    expect((await rows(a, "domain")).length).toBe(10);
    expect((await rows(a, "museum")).length).toBe(museums);
  });

  it("a database seeded before the markers existed is not seeded again", async () => {
    const db = b.server.deps.db;
    const before = (await rows(b, "museum")).length;
    await db.deleteFrom("setting").where("key", "like", "seed.demo.%").execute();
    await db.insertInto("setting").values({ key: "seed.demo", value: "1" }).onConflict((oc) => oc.column("key").doNothing()).execute();
    await seedDemo(b.server.deps, SEEDS, ADMIN_PASSWORD);
    expect((await rows(b, "museum")).length).toBe(before);
    expect((await markers(b)).length).toBeGreaterThan(0);
  });
});

it("factories run in reference order: what a record points at is written first", () => {
  const noop = async () => undefined;
  const child: ResourceDef = { ...museum, name: "child", fields: [{ key: "museumId", label: "博物馆", kind: "ref", ref: "museum" }] };
  const order = inReferenceOrder([
    defineSeed({ resource: child, run: noop }),
    defineSeed({ resource: tagType, fills: [tagItem], run: noop }),
    defineSeed({ resource: museum, run: noop }),
  ]).map((f) => f.resource.name);
  expect(order.indexOf("museum")).toBeLessThan(order.indexOf("child"));
  expect(order).toHaveLength(3);
});
