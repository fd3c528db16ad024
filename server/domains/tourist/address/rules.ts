/**
 * Visitors' delivery addresses (commerce.md §5.11): at most 20 per visitor, and exactly one default
 * whenever a visitor has any. Every write that may move the default first locks the visitor's row, so
 * that parallel writes for one visitor take turns (PostgreSQL; SQLite serialises write transactions).
 */
import { sql } from "kysely";
import { address } from "../../../../src/catalogue/registry";
import { regionOf, regionProblem } from "./regions";
import type { Tx } from "../../../platform/db/types";
import type { AuthedCall } from "../../../platform/rpc/call";
import { invalid } from "../../../platform/wire/errors";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerActions } from "../../../resources/actions";
import type { ResourceHooks } from "../../../resources/hooks";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";

export const MAX_ADDRESSES = 20;

/** Holds the visitor's row until the transaction ends: the turn of every address write for that visitor. */
async function lockVisitor(call: AuthedCall, tx: Tx, visitorId: number): Promise<void> {
  if (call.dialect === "postgres") await sql`select "Id" from "visitor" where "Id" = ${visitorId} for update`.execute(tx);
}

/** Clears the visitor's other defaults (their utime moves, so an editor open on one sees the change). */
async function clearOtherDefaults(tx: Tx, visitorId: number, keepId: number | null, stamp: number): Promise<void> {
  let q = tx.updateTable(address.table).set({ isDefault: 0, utime: sql`case when utime >= ${stamp} then utime + 1 else ${stamp} end` })
    .where("visitorId", "=", visitorId).where("isDefault", "=", 1);
  if (keepId !== null) q = q.where("Id", "!=", keepId);
  await q.execute();
}

export const addressHooks: ResourceHooks = {
  beforeWrite: async ({ call, tx, mode, value, current }) => {
    const out = { ...value };
    if (typeof value.regionCode === "string") {
      // The names come from the code alone, so a district can never be stored under another city or province.
      const region = regionOf(value.regionCode);
      if (!region) throw invalid(regionProblem(value.regionCode) ?? "省市区代码无效");
      Object.assign(out, { province: region.province, city: region.city, district: region.district });
    }
    if (mode === "create") {
      const visitorId = Number(value.visitorId);
      await lockVisitor(call, tx, visitorId);
      const mine = await tx.selectFrom(address.table).select(["isDefault"]).where("visitorId", "=", visitorId).execute();
      if (mine.length >= MAX_ADDRESSES) throw invalid(`每位用户最多 ${MAX_ADDRESSES} 个收货地址`);
      // The first address is the default; later ones are not until 设为默认地址.
      out.isDefault = !mine.some((r) => Number(r.isDefault) === 1);
    } else if (value.isDefault === true && current) {
      const visitorId = Number(current.visitorId);
      await lockVisitor(call, tx, visitorId);
      await clearOtherDefaults(tx, visitorId, Number(current.Id), call.now());
    }
    return out;
  },
  beforeDelete: async ({ call, tx, current }) => {
    await lockVisitor(call, tx, Number(current.visitorId));
  },
  // The default's place goes to the visitor's most recently changed other address.
  afterDelete: async ({ call, tx, current }) => {
    if (Number(current.isDefault) !== 1) return;
    const heir = await tx.selectFrom(address.table).select(["Id", "utime"]).where("visitorId", "=", Number(current.visitorId))
      .orderBy("utime", "desc").orderBy("Id", "desc").limit(1).executeTakeFirst();
    if (heir) await tx.updateTable(address.table).set({ isDefault: 1, utime: Math.max(call.now(), Number(heir.utime) + 1) }).where("Id", "=", Number(heir.Id)).execute();
  },
};

export const rules = defineRules("address", (registry: MethodRegistry) => {
  registerResource(registry, address, addressHooks);
  registerActions(registry, address, {
    setDefaultAddress: ({ current }) => {
      if (Number(current.isDefault) === 1) throw invalid("该地址已是默认地址");
      return { isDefault: true };
    },
  }, addressHooks);
});
