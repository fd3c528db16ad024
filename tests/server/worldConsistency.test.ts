import { expect, it } from "vitest";
import { byCatalogue } from "../../server/platform/db/types";
import { describeEachDb } from "./harness";
import { byName, seededWorld, stored, tableOf } from "./seededWorld";

/**
 * The seeded demo world holds together (issue 25 "Demo world", commerce.md §10): every reference
 * resolves and nothing is dated after the seeding. Generic over the catalogue, so a resource added later
 * is checked for free. The money, points and seat sums are worldCommerce.test.ts.
 */

const DAY = 86_400_000;
/** Fields that name a time ahead by design (a schedule, a validity window or an expiry). */
const AHEAD = /^(start|end|preheat|previewStart|previewEnd|auctionStart|auctionEnd|scheduled|nextFollowUp|claimStart|claimEnd|vipStart|vipEnd|vipExpire|linkExpire|warrantyEnd|calibrationDue|contractEnd|valid)(At|Date|To|From)?$|^expires?(At|Date)$|^validTo$/;

describeEachDb("the seeded demo world is consistent", (kind) => {
  const w = seededWorld(kind);
  const rows = w.rows;

  it("every reference of every resource names a record that exists", async () => {
    const ids = new Map<string, Set<number>>();
    const idsOf = async (name: string) => {
      let set = ids.get(name);
      if (!set) {
        const target = byName.get(name);
        set = new Set(target ? (await rows(target.name)).map((r) => Number(r.Id)) : []);
        ids.set(name, set);
      }
      return set;
    };
    const dangling: string[] = [];
    for (const r of stored) {
      const refs = r.fields.filter((f) => f.kind === "ref" && typeof f.ref === "string" && byName.has(f.ref));
      if (refs.length === 0) continue;
      for (const row of await rows(r.name)) {
        for (const f of refs) {
          const v = row[f.key];
          const values = Array.isArray(v) ? v : v === null || v === undefined || v === "" || v === 0 ? [] : [v];
          const known = await idsOf(String(f.ref));
          for (const x of values) if (!known.has(Number(x))) dangling.push(`${r.name} ${String(row.Id)}.${f.key} → ${String(f.ref)} ${String(x)}`);
        }
      }
    }
    expect(dangling.slice(0, 20)).toEqual([]);
  });

  it("dates nothing after the seeding, change records included", async () => {
    const now = w.t.clock.now + 1000;
    const future: string[] = [];
    for (const r of stored) {
      const times = ["ctime", "utime", ...r.fields.filter((f) => f.kind === "datetime" && !AHEAD.test(f.key)).map((f) => f.key)];
      for (const row of await rows(r.name)) {
        for (const k of times) {
          const v = row[k];
          if (typeof v === "number" && v > now) future.push(`${r.name} ${String(row.Id)}.${k} +${((v - now) / DAY).toFixed(2)} 天`);
        }
      }
    }
    // The change records lead 数据变更记录: a record dated ahead would sit on top of it for days.
    const changes = (await byCatalogue(w.t.server.deps.db).selectFrom(tableOf("dataChange")).select(["Id", "ctime", "resource"]).where("ctime", ">", now).execute());
    expect(future.slice(0, 20)).toEqual([]);
    expect(changes.map((c) => `data_change ${String(c.Id)} (${String(c.resource)})`).slice(0, 20)).toEqual([]);
  });
});
