import { afterAll, beforeAll } from "vitest";
import type { ResourceDef } from "../../src/catalogue";
import { RESOURCES } from "../../src/catalogue/registry";
import { byCatalogue } from "../../server/platform/db/types";
import { createTestServer, type DbKind, type TestServer } from "./harness";

/** The catalogue's stored resources (projections have no table of their own), by name. */
export const stored = (RESOURCES as readonly ResourceDef[]).filter((r) => !r.projection);
export const byName = new Map(stored.map((r) => [r.name, r]));
export const tableOf = (name: string) => byName.get(name)?.table ?? name;

/**
 * The seeded demo world of one database for a describe block: a server started before its tests and
 * closed after them, and every row of a resource's table in Id order.
 */
export function seededWorld(kind: DbKind) {
  const world = {
    t: undefined as unknown as TestServer,
    rows: (name: string) => byCatalogue(world.t.server.deps.db).selectFrom(tableOf(name)).selectAll().orderBy("Id").execute(),
  };
  beforeAll(async () => {
    world.t = await createTestServer(kind, { seed: "demo" });
  });
  afterAll(async () => {
    await world.t.close();
  });
  return world;
}
