import type { ResourceDef } from "../../src/catalogue";
import { resourceByName, type ResourceName } from "../../src/catalogue/registry";
import type { Tx } from "../platform/db/types";
import { byCatalogue } from "../platform/db/types";
import type { ServerDeps } from "../platform/rpc/call";
import { dictionaries } from "./data/dictionaries";
import { insertSeed, seededRandom, type SeedContext, type SeedFactory } from "./factory";

async function marker(deps: ServerDeps, key: string): Promise<boolean> {
  const row = await deps.db.selectFrom("setting").select("value").where("key", "=", key).executeTakeFirst();
  return row !== undefined;
}

async function mark(tx: Tx, key: string, now: number): Promise<void> {
  await tx.insertInto("setting").values({ key, value: String(now) }).onConflict((oc) => oc.column("key").doNothing()).execute();
}

/** The 12 dictionaries: reference data every installation needs, written once. */
export async function seedReference(deps: ServerDeps): Promise<void> {
  if (await marker(deps, "seed.reference")) return;
  const now = deps.now();
  await deps.db.transaction().execute(async (tx) => {
    for (const d of dictionaries) {
      const exists = await tx.selectFrom("dict").select("Id").where("name", "=", d.name).executeTakeFirst();
      if (exists) continue;
      await tx.insertInto("dict").values({ ctime: now, utime: now, name: d.name, label: d.label, items: JSON.stringify(d.items), version: now }).execute();
    }
    await mark(tx, "seed.reference", now);
  });
}

/** Factories in reference order: a resource's demo data is written after the data it points at. */
export function inReferenceOrder(factories: readonly SeedFactory[]): SeedFactory[] {
  const owner = new Map<string, SeedFactory>();
  for (const f of factories) for (const r of [f.resource, ...(f.fills ?? [])]) owner.set(r.name, f);
  const done = new Set<SeedFactory>();
  const visiting = new Set<SeedFactory>();
  const out: SeedFactory[] = [];
  const visit = (f: SeedFactory) => {
    if (done.has(f)) return;
    if (visiting.has(f)) throw new Error(`seed factories refer to each other in a circle: ${f.resource.name}`);
    visiting.add(f);
    for (const name of f.after ?? []) {
      const target = owner.get(name);
      if (target && target !== f) visit(target);
    }
    for (const r of [f.resource, ...(f.fills ?? [])]) {
      for (const field of r.fields) {
        const target = field.kind === "ref" && field.ref ? owner.get(field.ref) : undefined;
        if (target && target !== f) visit(target);
      }
    }
    visiting.delete(f);
    done.add(f);
    out.push(f);
  };
  for (const f of factories) visit(f);
  return out;
}

/** Resources the single demo seed of earlier versions wrote, under its one marker `seed.demo`. */
const SEEDED_BEFORE_MARKERS: ReadonlySet<string> = new Set(["museum", "tagType", "tagItem", "clientConfig", "domain", "consoleUser"]);

const markerOf = (r: ResourceDef) => `seed.demo.${r.name}`;

/**
 * Demo content (answers the passwords it made up, to print once): each resource's factory runs once, in its own transaction, and marks the resource,
 * so a resource added later gets its demo data on an existing database too.
 */
export async function seedDemo(deps: ServerDeps, factories: readonly SeedFactory[], password: string | null, scale = 1): Promise<Map<string, string>> {
  const legacy = await marker(deps, "seed.demo");
  const now = deps.now();
  const issued = new Map<string, string>();
  for (const factory of inReferenceOrder(factories)) {
    const filled = [factory.resource, ...(factory.fills ?? [])];
    if (await marker(deps, markerOf(factory.resource))) continue;
    await deps.db.transaction().execute(async (tx) => {
      if (!(legacy && SEEDED_BEFORE_MARKERS.has(factory.resource.name))) {
        const ctx: SeedContext = {
          tx, now, password, issued, scale,
          random: seededRandom(factory.resource.name),
          // A record cannot have been created or changed after the seeding moment, even when it is about
          // something scheduled later (an activity starting next week was set up before today).
          insert: (resource, data, times = {}) => insertSeed(tx, resource, data, Math.min(times.ctime ?? now, now), Math.min(times.utime ?? times.ctime ?? now, now)),
          idsOf: async (name: ResourceName) => {
            const target = resourceByName(name);
            if (!target) return [];
            return (await byCatalogue(tx).selectFrom(target.table).select("Id").orderBy("Id").execute()).map((r) => Number(r.Id));
          },
        };
        await factory.run(ctx);
      }
      for (const r of filled) await mark(tx, markerOf(r), now);
    });
  }
  return issued;
}
