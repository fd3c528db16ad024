import { ROLE_PRESETS, uniformRights, isRole } from "../../src/catalogue";
import { hashPassword } from "../auth/passwords";
import type { Tx } from "../db/types";
import type { ServerDeps } from "../rpc/call";
import { clientConfigs } from "./data/clientConfigs";
import { dictionaries } from "./data/dictionaries";
import { domains } from "./data/domains";
import { museums } from "./data/museums";
import { tagTypes, type TagItemSeed, type TagTypeSeed } from "./data/tags";
import { demoUsers } from "./data/users";

const DAY = 86_400_000;

async function marker(deps: ServerDeps, key: string): Promise<boolean> {
  const row = await deps.db.selectFrom("setting").select("value").where("key", "=", key).executeTakeFirst();
  return row !== undefined;
}

async function mark(tx: Tx, key: string, now: number): Promise<void> {
  await tx.insertInto("setting").values({ key, value: String(now) }).execute();
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

async function insertItems(tx: Tx, typeId: number, parentId: number | null, items: readonly TagItemSeed[], now: number): Promise<void> {
  for (const [sort, item] of items.entries()) {
    const row = await tx.insertInto("tag_item").values({ ctime: now, utime: now, typeId, parentId, label: item.label, value: item.value, sort, deleted: 0 })
      .returning("Id").executeTakeFirstOrThrow();
    if (item.children) await insertItems(tx, typeId, Number(row.Id), item.children, now);
  }
}

async function insertTypes(tx: Tx, parentId: number | null, types: readonly TagTypeSeed[], now: number): Promise<void> {
  for (const t of types) {
    const row = await tx.insertInto("tag_type").values({ ctime: now, utime: now, label: t.label, code: t.code, parentId, description: t.description, deleted: 0 })
      .returning("Id").executeTakeFirstOrThrow();
    await insertItems(tx, Number(row.Id), null, t.items, now);
    if (t.children) await insertTypes(tx, Number(row.Id), t.children, now);
  }
}

function isoDate(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * Demo content on first start: museums, tag trees, client configurations, domains (some about
 * to expire) and a console user for each role, who share the admin's initial password.
 */
export async function seedDemo(deps: ServerDeps, password: string | null): Promise<void> {
  if (await marker(deps, "seed.demo")) return;
  const now = deps.now();
  const passwordHash = password === null ? null : await hashPassword(password);
  await deps.db.transaction().execute(async (tx) => {
    // Staggered times give the lists a realistic order by utime.
    for (const [i, m] of museums.entries()) {
      const t = now - (museums.length - i) * 3_600_000;
      await tx.insertInto("museum").values({ ctime: t, utime: t, ...m }).execute();
    }
    await insertTypes(tx, null, tagTypes, now);
    for (const c of clientConfigs) {
      await tx.insertInto("client_config").values({ ctime: now, utime: now, ...c, enabled: c.enabled ? 1 : 0, config: JSON.stringify(c.config) }).execute();
    }
    for (const d of domains) {
      await tx.insertInto("domain").values({
        ctime: now, utime: now, name: d.name, registrar: d.registrar, purpose: d.purpose, remark: d.remark,
        expiresAt: isoDate(now + d.expiresInDays * DAY),
      }).execute();
    }
    for (const u of demoUsers) {
      const exists = await tx.selectFrom("console_user").select("Id").where("userName", "=", u.userName).executeTakeFirst();
      if (exists) continue;
      const rights = isRole(u.role) ? ROLE_PRESETS[u.role] : uniformRights("NONE");
      const row = await tx.insertInto("console_user").values({ ctime: now, utime: now, ...u, acl: JSON.stringify({ rights }) })
        .returning("Id").executeTakeFirstOrThrow();
      if (passwordHash !== null) {
        await tx.insertInto("user_credential").values({ userId: Number(row.Id), passwordHash, changedAt: now }).execute();
      }
    }
    await mark(tx, "seed.demo", now);
  });
}
