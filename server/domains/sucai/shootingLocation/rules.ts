import { shootingLocation } from "../../../../src/catalogue/registry";
import { byCatalogue, type Tx } from "../../../platform/db/types";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { invalid, precondition } from "../../../platform/wire/errors";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";

/** content.md §9.2: at most nine photos of the place. */
export const MAX_LOCATION_IMAGES = 9;

/** 使用次数: the material (not deleted) shot at these places, re-counted after the material changed. */
export async function recountLocationUsage(tx: Tx, ids: readonly unknown[]): Promise<void> {
  for (const id of new Set(ids.filter((v) => v !== null && v !== undefined).map(Number))) {
    // The place's row lock first: two writers count one after the other.
    await tx.updateTable("shooting_location").set((eb) => ({ usageCount: eb.ref("usageCount") })).where("Id", "=", id).execute();
    const row = await byCatalogue(tx).selectFrom("media_asset").where("locationId", "=", id).where("deleted", "=", 0)
      .select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst();
    await tx.updateTable("shooting_location").set({ usageCount: Number(row?.n ?? 0) }).where("Id", "=", id).execute();
  }
}

/** 拍摄地点: photos limited to nine; a place material was shot at is kept (停用 it instead). */
export const rules = defineRules("shootingLocation", (registry: MethodRegistry) => {
  registerResource(registry, shootingLocation, {
    beforeWrite({ mode, value }) {
      if (Array.isArray(value.images) && value.images.length > MAX_LOCATION_IMAGES) throw invalid(`现场照片最多 ${MAX_LOCATION_IMAGES} 张`);
      return Promise.resolve(mode === "create" ? { usageCount: 0, ...value } : value);
    },
    async beforeDelete({ tx, current }) {
      const used = await byCatalogue(tx).selectFrom("media_asset").where("locationId", "=", Number(current.Id)).select("Id").limit(1).executeTakeFirst();
      if (used) throw precondition(`拍摄地点「${String(current.name)}」已有素材在此拍摄，不能删除；不再使用请取消「启用」`);
    },
  });
});
