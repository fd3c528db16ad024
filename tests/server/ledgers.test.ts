import { byCatalogue } from "../../server/platform/db/types";
import { afterAll, beforeAll, expect, it } from "vitest";
import { methodName, type ResourceDef } from "../../src/catalogue";
import { RESOURCES } from "../../src/catalogue/registry";
import { createTestServer, describeEachDb, type TestServer } from "./harness";

/** Records of what happened: read-only resources. */
// A projection (an artist's works) has no table of its own: its rows are other resources' records.
const LEDGERS = (RESOURCES as readonly ResourceDef[]).filter((r) => r.readOnly && !r.projection);

describeEachDb("ledgers have no create, update or delete method at all", (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer(kind, { seed: "demo" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("every write method of every ledger answers UNIMPLEMENTED, even to the admin, and nothing changes", async () => {
    expect(LEDGERS.length).toBeGreaterThan(0);
    for (const r of LEDGERS) {
      const before = await byCatalogue(t.server.deps.db).selectFrom(r.table).select("Id").execute();
      for (const op of ["create", "update", "delete"] as const) {
        const answer = await t.rpc(`${r.service}/${methodName(r, op)}`, { Id: 1, utime: 0, data: { summary: "改写历史" } }, t.adminToken);
        expect(answer.status, `${r.name} ${op}`).toBe(404);
        expect(answer.body.code, `${r.name} ${op}`).toBe(12);
      }
      expect(await byCatalogue(t.server.deps.db).selectFrom(r.table).select("Id").execute()).toEqual(before);
      expect((await t.rpc(`${r.service}/${methodName(r, "list")}`, {}, t.adminToken)).body.code).toBe("SUCCESS");
    }
  });
});
